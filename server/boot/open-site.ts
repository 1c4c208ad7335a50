import type { Logger } from "pino";
import type { Env, ParsedEnv } from "#app/lib/env.server.ts";
import { createSiteEvents } from "#app/lib/site-events.ts";
import { instanceName } from "#server/jobs/job-claims.ts";
import { createSite, type Site } from "#server/site/site.ts";
import { resolveAuthSecret } from "./auth-secret";
import { resolveVapidKeys } from "./vapid-keys";
import { openSiteDatabase } from "./open-site-database";
import { relaySiteEventsThroughPostgres } from "./postgres-site-events";
import { connectRedis } from "./redis";
import { relaySiteEventsThroughRedis } from "./redis-site-events";
import type { SiteEventRelayConnection } from "./site-event-notice";

type OpenSite = {
  site: Site;
  /** Stops the site events' relay, closes Redis and the database (which releases the DATA_DIR lock). */
  close: () => Promise<void>;
};

/**
 * The boot both the server and the operator command share: open, migrate and seed the database
 * (under the DATA_DIR lock for PGlite), settle the signing secret and the push keys, connect Redis when asked and
 * configured, relay site events to the other instances, then build the site's services. Throws
 * DataDirLockedError or SiteDatabaseError.
 */
export async function openSite(
  parsed: ParsedEnv,
  logger: Logger,
  {
    joinInstances = true,
  }: {
    /** Share rate limits and site events with the other instances; the operator command needs neither. */
    joinInstances?: boolean;
  } = {},
): Promise<OpenSite> {
  const { database, dataDir } = await openSiteDatabase(parsed);
  const env: Env = {
    ...parsed,
    authSecret: resolveAuthSecret(parsed.authSecret, dataDir),
    vapidKeys: resolveVapidKeys(parsed.vapidKeys, dataDir),
  };
  // REDIS_URL makes every instance count rate limits in one place.
  const redis = joinInstances && env.redisUrl ? await connectRedis(env.redisUrl, logger) : undefined;
  const instance = instanceName();
  const events = createSiteEvents({ onHandlerError: (error, topic) => logger.error({ err: error, topic }, "a site event handler failed") });
  // Change notices travel through Redis when there is one, else through PostgreSQL; an embedded
  // database has one process, which needs no relay.
  let relay: SiteEventRelayConnection | undefined;
  if (redis) relay = await relaySiteEventsThroughRedis(redis.client, events, { instance, logger });
  else if (joinInstances && env.databaseUrl) {
    relay = await relaySiteEventsThroughPostgres(events, { url: env.databaseUrl, db: database.db, instance, logger });
  }
  const site = createSite({ env, database, logger, hitCounter: redis?.hitCounter, events, instance });
  logger.info({ instance, siteEvents: redis ? "redis" : relay ? "postgres" : "in-process" }, "site events ready");
  return {
    site,
    close: async () => {
      await relay?.close();
      await redis?.close();
      await database.close();
    },
  };
}
