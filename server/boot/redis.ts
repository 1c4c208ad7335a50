import { Redis } from "ioredis";
import type { Logger } from "pino";
import { createRedisHitCounter } from "#app/lib/redis-hit-counter.server.ts";
import type { HitCounter } from "#app/lib/rate-limiter.ts";

const READY_WAIT_MS = 2_000;

export type RedisConnection = {
  hitCounter: HitCounter;
  /** The command connection, also used to publish site events (server/boot/redis-site-events.ts). */
  client: Redis;
  close: () => Promise<void>;
};

/**
 * Connects to REDIS_URL for the shared rate-limit counters. The site never waits on Redis:
 * commands fail at once while it is away (no offline queue) and the counters fall back to
 * memory, while the client keeps reconnecting in the background.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisConnection> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: READY_WAIT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let reported = false;
  // Without a listener every failed reconnect would be an unhandled 'error' event.
  redis.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn({ err: { message: error.message } }, "Redis is not answering; rate limits count per instance until it is back");
  });
  redis.on("ready", () => {
    if (reported) logger.info("Redis is back; rate limits are shared again");
    reported = false;
  });
  await waitForReady(redis);
  const hitCounter = createRedisHitCounter(redis, (error) =>
    logger.warn({ err: { message: error.message } }, "a Redis rate-limit count failed; counting in memory"),
  );
  return {
    hitCounter,
    client: redis,
    close: async () => {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}

function waitForReady(redis: Redis): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, READY_WAIT_MS);
    redis.once("ready", () => {
      clearTimeout(timer);
      done();
    });
  });
}
