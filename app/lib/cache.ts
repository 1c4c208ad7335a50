/**
 * The one in-process cache of the site. The server is long-lived and many keys come from
 * requests, so every cache is bounded: past `maxEntries` the least recently used entry goes
 * first, and a read moves its key to the newest end, so what is asked for most (today's sky, the
 * current flags) is the last to be forgotten. With `ttlMs`, an entry also expires that long after
 * it was stored (reading it does not extend it): for values that change elsewhere, each process
 * keeps its own copy, so a write made by another instance shows once the entry expires.
 *
 * `undefined` is never stored: `get` answers undefined for a miss, so a stored undefined could not
 * be told apart from one. A compute that finds nothing (no reading yet for a day) is asked again.
 *
 * Every method that looks at the clock takes an optional `now` (ms), so tests can pass the time.
 */
type CacheOptions = {
  /** How many entries the cache holds at most; a whole number, at least 1. */
  maxEntries: number;
  /** How long an entry lives after it is stored; without it, entries live until pushed out. */
  ttlMs?: number;
};

type Cache<Value, Key = string> = {
  /** The value stored under `key`, or undefined when there is none or it has expired. */
  get: (key: Key, now?: number) => Value | undefined;
  /** Stores `value` as the newest entry, with a fresh lifetime; storing undefined forgets the key. */
  set: (key: Key, value: Value, now?: number) => void;
  /** Forgets one key, and any computation under way for it. */
  delete: (key: Key) => void;
  /** Forgets everything, and any computation under way. */
  clear: () => void;
  /** The entries held, counting expired ones not yet read or pushed out. */
  readonly size: number;
  /** The stored value, or `compute()` stored and returned. A compute that throws stores nothing. */
  remember: (key: Key, compute: () => Value, now?: number) => Value;
  /**
   * The stored value, or the awaited `compute()` stored and returned. Concurrent callers for one
   * key share a single computation (one query, not one per request); a rejected computation is
   * never stored, so the next call tries again.
   */
  rememberAsync: (key: Key, compute: () => Promise<Value>, now?: number) => Promise<Value>;
};

type Entry<Value> = { value: Value; until: number };

export function createCache<Value, Key = string>({ maxEntries, ttlMs = Number.POSITIVE_INFINITY }: CacheOptions): Cache<Value, Key> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError(`maxEntries must be a whole number of at least 1, got ${maxEntries}`);
  if (!(ttlMs >= 0)) throw new RangeError(`ttlMs must not be negative, got ${ttlMs}`);
  // A Map keeps insertion order: the first key is always the least recently used one.
  const entries = new Map<Key, Entry<Value>>();
  const inFlight = new Map<Key, Promise<Value>>();

  function get(key: Key, now = Date.now()): Value | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.until <= now) return undefined;
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: Key, value: Value, now = Date.now()): void {
    entries.delete(key);
    if (value === undefined) return;
    entries.set(key, { value, until: now + ttlMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as Key);
  }

  return {
    get,
    set,
    delete(key) {
      entries.delete(key);
      // A computation started before the change may carry the old value: it must not be stored.
      inFlight.delete(key);
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
    get size() {
      return entries.size;
    },
    remember(key, compute, now = Date.now()) {
      const hit = get(key, now);
      if (hit !== undefined) return hit;
      const value = compute();
      set(key, value, now);
      return value;
    },
    rememberAsync(key, compute, now = Date.now()) {
      const hit = get(key, now);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = inFlight.get(key);
      if (pending) return pending;
      let started: Promise<Value>;
      try {
        started = Promise.resolve(compute());
      } catch (error) {
        return Promise.reject(error as Error);
      }
      const computation: Promise<Value> = started.then(
        (value) => {
          // Kept only while still this key's computation: a delete or clear since it started wins.
          if (inFlight.get(key) === computation) {
            inFlight.delete(key);
            set(key, value, now);
          }
          return value;
        },
        (error: unknown) => {
          if (inFlight.get(key) === computation) inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, computation);
      return computation;
    },
  };
}

/**
 * One cache per database handle: tests and tools open several databases in one process, and
 * their values must never mix. A handle that is no longer used takes its cache with it.
 */
export function createCachePerDatabase<Value, Key = string>(options: CacheOptions): (db: object) => Cache<Value, Key> {
  const caches = new WeakMap<object, Cache<Value, Key>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = createCache<Value, Key>(options);
      caches.set(db, cache);
    }
    return cache;
  };
}
