import { expect, test } from "vitest";
import { createTtlCache, createTtlCachePerDatabase } from "./ttl-cache";

test("entries expire after their time and the oldest goes when the cache is full", () => {
  const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 2 });
  cache.set("a", 1, 0);
  expect(cache.get("a", 99)).toBe(1);
  expect(cache.get("a", 100)).toBeUndefined();
  cache.set("a", 1, 0);
  cache.set("b", 2, 0);
  cache.set("c", 3, 0);
  expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual([undefined, 2, 3]);
  cache.delete("b");
  expect(cache.get("b", 1)).toBeUndefined();
});

test("each database handle has its own cache", () => {
  const forDatabase = createTtlCachePerDatabase<string>({ ttlMs: 1_000 });
  const [first, second] = [{}, {}];
  forDatabase(first).set("k", "first", 0);
  expect(forDatabase(first).get("k", 1)).toBe("first");
  expect(forDatabase(second).get("k", 1)).toBeUndefined();
});
