import { expect, test } from "vitest";
import { createRateLimiter } from "./rate-limiter";

test("allows the limit within a window, refuses the next, and forgets after the window", () => {
  const limiter = createRateLimiter({ limit: 3, windowMs: 1000 });
  expect([1, 2, 3].map(() => limiter.hit("a", 0))).toEqual([true, true, true]);
  expect(limiter.hit("a", 10)).toBe(false);
  expect(limiter.hit("b", 10)).toBe(true);
  expect(limiter.hit("a", 1000)).toBe(true);
});
