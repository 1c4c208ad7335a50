import { expect, test } from "vitest";
import { createCache, createCachePerDatabase } from "./cache";

test("entries expire ttlMs after they are stored, and reading them does not extend that", () => {
  const cache = createCache<number>({ ttlMs: 100, maxEntries: 10 });
  cache.set("a", 1, 0);
  expect(cache.get("a", 50)).toBe(1);
  expect(cache.get("a", 99)).toBe(1);
  expect(cache.get("a", 100)).toBeUndefined();
  expect(cache.size).toBe(0);
  cache.set("a", 2, 100);
  expect(cache.get("a", 199)).toBe(2);
});

test("without a ttl, entries stay until they are pushed out", () => {
  const cache = createCache<string, number>({ maxEntries: 2 });
  cache.set(1, "one", 0);
  expect(cache.get(1, Number.MAX_SAFE_INTEGER)).toBe("one");
});

test("a full cache forgets the least recently used entry, and a read counts as a use", () => {
  const cache = createCache<number>({ ttlMs: 1_000, maxEntries: 2 });
  cache.set("a", 1, 0);
  cache.set("b", 2, 0);
  cache.set("c", 3, 0);
  expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual([undefined, 2, 3]);

  // "b" was read before "c" above, so "b" is now the stalest; reading it again saves it.
  expect(cache.get("b", 2)).toBe(2);
  cache.set("d", 4, 2);
  expect([cache.get("b", 3), cache.get("c", 3), cache.get("d", 3)]).toEqual([2, undefined, 4]);
  expect(cache.size).toBe(2);

  // Storing a key again also makes it the newest.
  cache.set("b", 20, 4);
  cache.set("e", 5, 4);
  expect([cache.get("b", 5), cache.get("d", 5), cache.get("e", 5)]).toEqual([20, undefined, 5]);
});

test("delete forgets one key, clear forgets all", () => {
  const cache = createCache<number>({ maxEntries: 10 });
  cache.set("a", 1);
  cache.set("b", 2);
  cache.delete("a");
  expect([cache.get("a"), cache.get("b"), cache.size]).toEqual([undefined, 2, 1]);
  cache.clear();
  expect([cache.get("b"), cache.size]).toEqual([undefined, 0]);
});

test("the bounds must make sense", () => {
  expect(() => createCache({ maxEntries: 0 })).toThrow(RangeError);
  expect(() => createCache({ maxEntries: 1.5 })).toThrow(RangeError);
  expect(() => createCache({ maxEntries: 1, ttlMs: -1 })).toThrow(RangeError);
});

test("remember computes once per key until the entry expires or goes", () => {
  const cache = createCache<string, number>({ ttlMs: 100, maxEntries: 2 });
  let calls = 0;
  const square = (n: number) => () => {
    calls += 1;
    return `${n * n}`;
  };
  expect(cache.remember(3, square(3), 0)).toBe("9");
  expect(cache.remember(3, square(3), 50)).toBe("9");
  expect(calls).toBe(1);
  expect(cache.remember(3, square(3), 100)).toBe("9");
  expect(calls).toBe(2);
  cache.delete(3);
  cache.remember(3, square(3), 101);
  expect(calls).toBe(3);
});

test("remember stores nothing when the computation throws or finds nothing", () => {
  const cache = createCache<number | undefined>({ maxEntries: 2 });
  expect(() =>
    cache.remember("a", () => {
      throw new Error("boom");
    }),
  ).toThrow("boom");
  expect(cache.size).toBe(0);
  expect(cache.remember("a", () => undefined)).toBeUndefined();
  expect(cache.size).toBe(0);
  expect(cache.remember("a", () => 0)).toBe(0);
  expect(cache.remember("a", () => 1)).toBe(0);
});

test("rememberAsync shares one computation between concurrent callers and stores its result", async () => {
  const cache = createCache<string>({ ttlMs: 1_000, maxEntries: 2 });
  let calls = 0;
  let finish!: (value: string) => void;
  const compute = () => {
    calls += 1;
    return new Promise<string>((resolve) => (finish = resolve));
  };
  const first = cache.rememberAsync("k", compute, 0);
  const second = cache.rememberAsync("k", compute, 0);
  expect(calls).toBe(1);
  finish("value");
  expect(await Promise.all([first, second])).toEqual(["value", "value"]);
  expect(cache.get("k", 1)).toBe("value");
  expect(await cache.rememberAsync("k", compute, 2)).toBe("value");
  expect(calls).toBe(1);
  // Once it expires, the next caller computes again.
  const third = cache.rememberAsync("k", compute, 1_000);
  finish("fresh");
  expect(await third).toBe("fresh");
  expect(calls).toBe(2);
});

test("rememberAsync never stores a failure: every waiting caller sees it, the next call tries again", async () => {
  const cache = createCache<number>({ ttlMs: 1_000, maxEntries: 2 });
  let calls = 0;
  const failing = async () => {
    calls += 1;
    await Promise.resolve();
    throw new Error("database down");
  };
  const results = await Promise.allSettled([cache.rememberAsync("k", failing, 0), cache.rememberAsync("k", failing, 0)]);
  expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  expect(calls).toBe(1);
  expect(cache.get("k", 1)).toBeUndefined();
  expect(await cache.rememberAsync("k", () => Promise.resolve(7), 1)).toBe(7);
  expect(cache.get("k", 2)).toBe(7);
});

test("a computation under way when its key is deleted is not stored", async () => {
  const cache = createCache<string>({ maxEntries: 2 });
  let finish!: (value: string) => void;
  const before = cache.rememberAsync("k", () => new Promise<string>((resolve) => (finish = resolve)));
  cache.delete("k");
  const after = cache.rememberAsync("k", () => Promise.resolve("new"));
  finish("old");
  expect(await before).toBe("old");
  expect(await after).toBe("new");
  expect(cache.get("k")).toBe("new");
});

test("each database handle has its own cache", () => {
  const forDatabase = createCachePerDatabase<string>({ ttlMs: 1_000, maxEntries: 1 });
  const [first, second] = [{}, {}];
  forDatabase(first).set("k", "first", 0);
  expect(forDatabase(first)).toBe(forDatabase(first));
  expect(forDatabase(first).get("k", 1)).toBe("first");
  expect(forDatabase(second).get("k", 1)).toBeUndefined();
  forDatabase(second).set("k", "second", 0);
  forDatabase(second).clear();
  expect(forDatabase(first).get("k", 1)).toBe("first");
});
