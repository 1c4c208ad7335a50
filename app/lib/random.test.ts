import { expect, test } from "vitest";
import { seededRandom } from "./random";

test("the same seed repeats its sequence; different seeds differ; values stay in [0, 1)", () => {
  const a = seededRandom("aries:2026-03-10");
  const b = seededRandom("aries:2026-03-10");
  const c = seededRandom("taurus:2026-03-10");
  const first = Array.from({ length: 50 }, () => a());
  expect(Array.from({ length: 50 }, () => b())).toEqual(first);
  expect(Array.from({ length: 50 }, () => c())).not.toEqual(first);
  expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
});
