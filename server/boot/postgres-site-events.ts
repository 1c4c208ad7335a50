import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import type { SiteEventHub } from "#app/lib/site-events.ts";
import { decodeNotice, encodeNotice, type SiteEventRelayConnection } from "./site-event-notice";

const CHANNEL = "cosmic_daily_site_events";
const READY_WAIT_MS = 2_000;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

type PostgresRelayOptions = {
  /** DATABASE_URL: the listening connection is a client of its own, outside the pool. */
  url: string;
  /** The site's pool, which sends the notices. */
  db: Database;
  instance: string;
  logger: Logger;
};

/**
 * Carries site events between instances through PostgreSQL LISTEN/NOTIFY, for sites without
 * Redis. Notices go out through the site's pool (`pg_notify`, sent and forgotten; one that fails
 * is sent again once the listener is back); they are heard on one dedicated connection that
 * LISTENs and reconnects by itself, waiting 250 ms, doubling to 5 s. Each time it listens again
 * every topic's handlers run, since notices sent meanwhile were lost. The boot waits at most 2 s
 * for the first LISTEN.
 */
export async function relaySiteEventsThroughPostgres(
  hub: SiteEventHub,
  { url, db, instance, logger }: PostgresRelayOptions,
): Promise<SiteEventRelayConnection> {
  const log = logger.child({ relay: "postgres" });
  // The client connecting or listening; events of any earlier one are ignored.
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closing = false;
  let cutOff = false;

  const unsent = new Set<string>();
  const send = (topic: string) => {
    db.execute(sql`select pg_notify(${CHANNEL}, ${encodeNotice({ topic, from: instance })})`).catch(() => {
      unsent.add(topic);
    });
  };
  const sendUnsent = () => {
    const topics = [...unsent];
    unsent.clear();
    topics.forEach(send);
  };

  function dropped(client: pg.Client, reason: string) {
    client.end().catch(() => {});
    if (closing || client !== current) return;
    current = undefined;
    if (!cutOff) {
      cutOff = true;
      log.warn({ reason }, "site events are not reaching this instance; caches fall back to their lifetimes until PostgreSQL is back");
    }
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    current = client;
    // An idle client whose server goes away emits 'error' then 'end'; both mean listen again.
    client.on("error", (error: Error) => dropped(client, error.message));
    client.on("end", () => dropped(client, "connection ended"));
    client.on("notification", ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return;
      const notice = decodeNotice(payload);
      if (notice && notice.from !== instance) hub.deliver(notice.topic);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      dropped(client, (error as Error).message);
      return;
    }
    if (closing || client !== current) {
      await client.end().catch(() => {});
      return;
    }
    retryMs = FIRST_RETRY_MS;
    hub.deliverAll();
    sendUnsent();
    if (cutOff) log.info("site events reach this instance again");
    cutOff = false;
  }

  hub.relayTo({ send });
  await Promise.race([listen(), new Promise((done) => setTimeout(done, READY_WAIT_MS).unref())]);
  return {
    async close() {
      closing = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}
