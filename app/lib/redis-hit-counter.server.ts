import type { Redis } from "ioredis";
import { createMemoryHitCounter, type HitCounter } from "./rate-limiter";

const KEY_PREFIX = "cosmic-daily:hits:";
const WARN_EVERY_MS = 60_000;

/**
 * Rate-limit counts in Redis, shared by every instance. INCR and the window's expiry run in one
 * MULTI, and PEXPIRE NX sets the expiry only on the window's first hit, so a window always ends
 * windowMs after it began. When Redis does not answer, this instance counts in memory meanwhile:
 * limits stay on (per instance) rather than failing open or refusing everyone.
 */
export function createRedisHitCounter(redis: Redis, onUnavailable: (error: Error) => void): HitCounter {
  const fallback = createMemoryHitCounter();
  let lastWarning = 0;
  return {
    async increment(key, windowMs) {
      const redisKey = KEY_PREFIX + key;
      try {
        const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, "NX").exec();
        const [incrError, count] = results?.[0] ?? [new Error("empty MULTI reply"), null];
        if (incrError) throw incrError;
        return Number(count);
      } catch (error) {
        if (Date.now() - lastWarning > WARN_EVERY_MS) {
          lastWarning = Date.now();
          onUnavailable(error as Error);
        }
        return fallback.increment(key, windowMs);
      }
    },
  };
}
