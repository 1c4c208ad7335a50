/**
 * A small in-process cache whose entries expire after `ttlMs` and which never holds more than
 * `maxEntries` (the oldest entry goes first). For values read on every page view that change
 * rarely; each process keeps its own copy, so a write elsewhere shows once the entry expires.
 */
export type TtlCache<Value> = {
  get: (key: string, now?: number) => Value | undefined;
  set: (key: string, value: Value, now?: number) => void;
  delete: (key: string) => void;
};

export function createTtlCache<Value>({ ttlMs, maxEntries = 1_000 }: { ttlMs: number; maxEntries?: number }): TtlCache<Value> {
  const entries = new Map<string, { value: Value; until: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, now = Date.now()) {
      entries.delete(key);
      entries.set(key, { value, until: now + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

/**
 * One cache per database handle: tests and tools open several databases in one process, and
 * their values must never mix.
 */
export function createTtlCachePerDatabase<Value>(options: { ttlMs: number; maxEntries?: number }): (db: object) => TtlCache<Value> {
  const caches = new WeakMap<object, TtlCache<Value>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = createTtlCache<Value>(options);
      caches.set(db, cache);
    }
    return cache;
  };
}
