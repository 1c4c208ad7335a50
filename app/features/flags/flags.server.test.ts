import { expect, test } from "vitest";
import type { Database } from "#db/client.ts";
import { ALL_FLAGS_OFF, flagsFor, getFlags, isUngated } from "./flags.server";

/** A database whose every query fails, as when it is unreachable. */
const broken = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("database gone");
    },
  },
) as unknown as Database;

test("[gating.flags] a lookup failure means every flag is off, silently", async () => {
  await expect(getFlags(broken)).resolves.toEqual(ALL_FLAGS_OFF);
});

test("[gating.ungated-param] ?ungated=1 bypasses the flags without reading them", async () => {
  expect(isUngated("http://localhost/signs/aries?ungated=1")).toBe(true);
  expect(isUngated("http://localhost/signs/aries?ungated=0")).toBe(false);
  expect(isUngated("http://localhost/signs/aries")).toBe(false);
  await expect(flagsFor(broken, "http://localhost/api/horoscopes/aries?ungated=1")).resolves.toEqual(ALL_FLAGS_OFF);
});
