import { describe, expect, test } from "vitest";
import { preferredEncoding } from "./content-encoding.server";

describe("[shell.content-encoding] the answer's encoding follows the request's q-values", () => {
  test.each([
    ["gzip, br;q=0", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["gzip", "gzip"],
    ["br", "br"],
    ["*", "br"],
    ["deflate", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*;q=0", "identity"],
    ["GZIP", "gzip"],
  ] as const)("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    // Asked again, from memory, the same.
    expect(preferredEncoding(header)).toBe(expected);
  });
});
