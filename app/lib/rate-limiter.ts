/**
 * A fixed-window counter per key, held in this process. Good for one instance; shared
 * limits across instances arrive with REDIS_URL.
 */
export type RateLimiter = {
  /** Counts one hit; answers false once the key is over its limit for the window. */
  hit: (key: string, now?: number) => boolean;
};

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        // Forget finished windows so the map cannot grow without bound.
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
