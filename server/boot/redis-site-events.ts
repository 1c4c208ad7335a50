import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { SiteEventHub } from "#app/lib/site-events.ts";
import { decodeNotice, encodeNotice, type SiteEventRelayConnection } from "./site-event-notice";

const CHANNEL = "cosmic-daily:site-events";
const READY_WAIT_MS = 2_000;
export const SUBSCRIBER_NAME = "cosmic-daily-site-events";

type RedisRelayOptions = { instance: string; logger: Logger };

/**
 * Carries site events between instances through Redis pub/sub: notices are published on the
 * command connection, and heard on a second connection in subscriber mode (Redis allows nothing
 * else on a subscribed connection). Neither ever holds up a request: a publish is sent and
 * forgotten, and one that fails (Redis away) is sent again once Redis is back. The subscriber
 * reconnects by itself; each time it is subscribed again every topic's handlers run, since
 * notices published meanwhile were lost. The boot waits at most 2 s for the first subscription.
 */
export async function relaySiteEventsThroughRedis(
  publisher: Redis,
  hub: SiteEventHub,
  { instance, logger }: RedisRelayOptions,
): Promise<SiteEventRelayConnection> {
  const log = logger.child({ relay: "redis" });
  // Subscribing again is done here, after each reconnect, so the gap is known to be over. The
  // name tells an operator (CLIENT LIST) whose connection it is.
  const subscriber = publisher.duplicate({ autoResubscribe: false, connectionName: `${SUBSCRIBER_NAME}:${instance}` });
  let closing = false;
  let cutOff = false;
  let subscribedOnce: () => void = () => {};
  const firstSubscription = new Promise<void>((done) => (subscribedOnce = done));

  const unsent = new Set<string>();
  const send = (topic: string) => {
    publisher.publish(CHANNEL, encodeNotice({ topic, from: instance })).catch(() => {
      // Redis is away (redis.ts reports that once); the topic goes out when it is back.
      unsent.add(topic);
    });
  };
  const sendUnsent = () => {
    const topics = [...unsent];
    unsent.clear();
    topics.forEach(send);
  };
  publisher.on("ready", sendUnsent);

  subscriber.on("message", (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    const notice = decodeNotice(message);
    if (notice && notice.from !== instance) hub.deliver(notice.topic);
  });
  const lost = (reason: string) => {
    if (closing || cutOff) return;
    cutOff = true;
    log.warn({ reason }, "site events are not reaching this instance; caches fall back to their lifetimes until Redis is back");
  };
  // Without an 'error' listener every failed reconnect would be an unhandled error event.
  subscriber.on("error", (error: Error) => lost(error.message));
  subscriber.on("close", () => lost("connection closed"));
  subscriber.on("ready", () => {
    subscriber.subscribe(CHANNEL).then(
      () => {
        hub.deliverAll();
        if (cutOff) log.info("site events reach this instance again");
        cutOff = false;
        subscribedOnce();
      },
      (error: Error) => lost(error.message),
    );
  });

  hub.relayTo({ send });
  await Promise.race([firstSubscription, new Promise((done) => setTimeout(done, READY_WAIT_MS).unref())]);
  return {
    async close() {
      closing = true;
      publisher.off("ready", sendUnsent);
      try {
        await subscriber.quit();
      } catch {
        subscriber.disconnect();
      }
    },
  };
}
