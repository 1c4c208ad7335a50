import { expect, test } from "vitest";
import { createMemoryHitCounter, createRateLimiter } from "./rate-limiter";

test("allows the limit within a window, refuses the next, and forgets after the window", async () => {
  let now = 0;
  const limiter = createRateLimiter({ name: "t", limit: 3, windowMs: 1000, counter: createMemoryHitCounter(() => now) });
  expect(await Promise.all([1, 2, 3].map(() => limiter.hit("a")))).toEqual([true, true, true]);
  now = 10;
  expect(await limiter.hit("a")).toBe(false);
  expect(await limiter.hit("b")).toBe(true);
  now = 1000;
  expect(await limiter.hit("a")).toBe(true);
});

test("two limiters on one counter keep their keys apart", async () => {
  const counter = createMemoryHitCounter(() => 0);
  const strict = createRateLimiter({ name: "strict", limit: 1, windowMs: 1000, counter });
  const loose = createRateLimiter({ name: "loose", limit: 5, windowMs: 1000, counter });
  expect(await strict.hit("same-key")).toBe(true);
  expect(await loose.hit("same-key")).toBe(true);
  expect(await strict.hit("same-key")).toBe(false);
});
