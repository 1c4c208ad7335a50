/**
 * Fixed-window rate limits. The counts live in a HitCounter: this process's memory by default,
 * or Redis when REDIS_URL is set, so that N instances share one budget instead of N.
 */
export type HitCounter = {
  /** Adds one hit to the key's current window and answers the window's count so far. */
  increment: (key: string, windowMs: number) => Promise<number>;
};

export type RateLimiter = {
  /** Counts one hit; answers false once the key is over its limit for the window. */
  hit: (key: string) => Promise<boolean>;
};

export function createRateLimiter({
  name,
  limit,
  windowMs,
  counter,
}: {
  /** Keeps this limiter's keys apart from other limiters on the same counter. */
  name: string;
  limit: number;
  windowMs: number;
  counter: HitCounter;
}): RateLimiter {
  return {
    async hit(key) {
      return (await counter.increment(`${name}:${key}`, windowMs)) <= limit;
    },
  };
}

/** Counts in this process's memory: right for one instance, and the fallback when Redis is away. */
export function createMemoryHitCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  let lastSweep = 0;
  return {
    async increment(key, windowMs) {
      const at = now();
      if (at - lastSweep > 60_000) {
        // Forget finished windows so the map cannot grow without bound.
        for (const [k, w] of windows) if (at - w.start >= w.windowMs) windows.delete(k);
        lastSweep = at;
      }
      const current = windows.get(key);
      if (!current || at - current.start >= windowMs) {
        windows.set(key, { start: at, count: 1, windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}
