import { describe, expect, test } from "vitest";
import { createServeTokens, SERVE_TOKEN_LIFETIME_MS } from "./serve-tokens.server";

const SECRET = "a-test-secret-that-is-at-least-32-characters";
const AD = "4b0c8a54-5b3e-4d1e-9f1a-2f4b6c8d0e12";
const NOW = Date.UTC(2026, 11, 3, 9, 0, 0);

describe("[ads.serve-tokens] serve tokens", () => {
  const tokens = createServeTokens(SECRET);
  const issued = tokens.issue({ adId: AD, slot: "anchor-mobile", clientIp: "203.0.113.5" }, NOW);

  test("stand for the ad, slot and time they were issued for, each serve with an id of its own", () => {
    expect(tokens.read(issued, "203.0.113.5", NOW + 5_000)).toMatchObject({ adId: AD, slot: "anchor-mobile", servedAt: NOW });
    const again = tokens.issue({ adId: AD, slot: "anchor-mobile", clientIp: "203.0.113.5" }, NOW);
    const first = tokens.read(issued, "203.0.113.5", NOW);
    const second = tokens.read(again, "203.0.113.5", NOW);
    expect("serveId" in first && "serveId" in second && first.serveId !== second.serveId).toBe(true);
    // The address itself is not in the token.
    expect(issued).not.toContain("203.0.113.5");
  });

  test("are refused from another address, after their hour, or when any character is changed", () => {
    expect(tokens.read(issued, "203.0.113.6", NOW)).toEqual({ refused: "other_address" });
    expect(tokens.read(issued, "203.0.113.5", NOW + SERVE_TOKEN_LIFETIME_MS + 1_000)).toEqual({ refused: "expired_token" });
    expect(tokens.read(issued, "203.0.113.5", NOW - 120_000)).toEqual({ refused: "expired_token" });
    for (let index = 0; index < issued.length; index++) {
      const changed = issued.slice(0, index) + (issued[index] === "a" ? "b" : "a") + issued.slice(index + 1);
      const read = tokens.read(changed, "203.0.113.5", NOW);
      expect("refused" in read, `character ${index} changed`).toBe(true);
    }
    expect(tokens.read("", "203.0.113.5", NOW)).toEqual({ refused: "invalid_token" });
    expect(tokens.read("a.b.c.d.e.f", "203.0.113.5", NOW)).toEqual({ refused: "invalid_token" });
  });

  test("signed with another secret are not this site's", () => {
    const other = createServeTokens(`${SECRET}-other`);
    expect(other.read(issued, "203.0.113.5", NOW)).toEqual({ refused: "invalid_token" });
  });
});
