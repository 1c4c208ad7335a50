import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv, type ParsedEnv } from "#app/lib/env.server.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import { createApp, siteListener } from "#server/http/app.ts";
import { DataDirLockedError } from "#server/boot/data-dir-lock.ts";
import { listenForHealthChecks } from "#server/http/health.ts";
import { trackHttpConnections } from "#server/http/connection-drain.ts";
import { defaultRenderLimit } from "#server/http/middleware/render-limit.ts";
import { SiteDatabaseError } from "#server/boot/open-site-database.ts";
import { openSite } from "#server/boot/open-site.ts";
import { startHoroscopePregeneration } from "#server/jobs/horoscope-pregeneration.ts";
import { shareCardsOf } from "#server/site/share-cards.ts";
import { startMailOutboxWorker } from "#server/jobs/mail-outbox.ts";
import { startNewsletterEditions } from "#server/jobs/newsletter-editions.ts";
import { startAnalyticsRollup } from "#server/jobs/analytics-rollup.ts";
import { startPushNotifications } from "#server/jobs/push-notifications.ts";
import { isSendingPaused } from "#app/features/newsletter/editions/sending-state.server.ts";
import { blogContentDir, importPostFiles } from "#app/features/blog/posts.server.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

type StartOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** Lets the dev server put Vite's middleware in front of the app. */
  wrapListener?: (listener: Listener) => Listener;
};

/** How long requests in flight may run once a stop begins ([startup.shutdown]). */
const DRAIN_TIMEOUT_MS = 10_000;
/** Then how long the jobs, Redis and the database may take to close. */
const CLOSE_TIMEOUT_MS = 5_000;

/** Boots the whole site: config, data directory, database, migrations, seed, HTTP. */
export async function startServer({ build, clientDir, wrapListener }: StartOptions) {
  const parsed = parsedEnvOrExit();
  const logger = createLogger(parsed.logLevel);
  let opened;
  try {
    opened = await openSite(parsed, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof SiteDatabaseError) exitWithMessage(error.message);
    throw error;
  }
  const { site } = opened;
  const { env, db } = site;
  // Post files fill in slugs the database lacks; a failed import must not keep the site down.
  await importPostFiles(db, blogContentDir(), logger).catch((error: unknown) => logger.error({ err: error }, "blog post import failed"));

  const app = createApp(site, { build });
  // Browser files and stored pages are answered before the framework: the rest go through the app.
  const listener: Listener = siteListener(site, getRequestListener(app.fetch), { clientDir });
  const server = createServer(wrapListener ? wrapListener(listener) : listener);
  const http = trackHttpConnections(server);
  await new Promise<void>((done) => server.listen(env.port, env.host, done));
  const { port } = server.address() as AddressInfo;
  const healthServer = env.healthPort
    ? await listenForHealthChecks(site.database, { port: env.healthPort, host: env.host }).catch((error: Error) =>
        exitWithMessage(`cannot listen for health checks on HEALTH_PORT ${env.healthPort}: ${error.message}`),
      )
    : undefined;
  logger.info(
    {
      port,
      healthPort: env.healthPort,
      database: site.database.kind,
      siteUrl: env.siteUrl,
      renderLimit: defaultRenderLimit(env.webConcurrency),
    },
    `Cosmic Daily is listening on http://localhost:${port}`,
  );
  // Without SMTP_URL mail stays in the outbox (its links are logged) until a boot that has one.
  const mailWorker = env.smtpUrl
    ? startMailOutboxWorker({ db, smtpUrl: env.smtpUrl, from: env.mailFrom, logger, holdEditions: () => isSendingPaused(db) })
    : undefined;
  // The same horoscope service as the pages and the API, so concurrent writers of a day are shared;
  // the day's claim in the database makes one instance of many write it.
  const horoscopePregeneration = startHoroscopePregeneration({
    horoscopes: site.horoscopes,
    periodReadings: site.periodReadings,
    timeZone: env.siteTimeZone,
    logger,
    claims: site.jobClaims,
    // Then the day's share cards, into this instance's DATA_DIR, so a card asked for is sent from disk.
    shareCards: (date, { signal }) =>
      site.shareImages.storeDay(
        date,
        shareCardsOf({ horoscopes: site.horoscopes, timeZone: env.siteTimeZone, siteUrl: env.siteUrl }, date),
        {
          signal,
        },
      ),
  });

  // Editions are queued with or without SMTP; without it they wait in the outbox like all mail.
  if (env.newsletterClockStart)
    logger.warn(
      { clockStart: env.newsletterClockStart.toISOString() },
      "the newsletter schedule runs on a moved clock (NEWSLETTER_CLOCK_START)",
    );
  const newsletterEditions = startNewsletterEditions({
    plansFor: site.editions.plansFor,
    run: site.editions.run,
    isPaused: () => isSendingPaused(db),
    queued: () => mailWorker?.wake(),
    now: site.editions.now,
    logger,
    claims: site.jobClaims,
  });
  // The dashboard's daily aggregates, recounted from the raw rows, which are then pruned.
  const analyticsRollup = startAnalyticsRollup({
    db,
    logger,
    claims: site.jobClaims,
    timeZone: env.siteTimeZone,
    intervalSeconds: env.analyticsRollupSeconds,
    retentionDays: env.analyticsRetentionDays,
  });
  // Each push subscriber's reading at their minute; each day's notification claimed in its row.
  const pushNotifications = startPushNotifications({ sendDue: site.pushNotifications.sendDue, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: no new connections, finishing requests in flight");
    // Stops alongside the drain; it must be done before the database closes under it.
    const mailWorkerStopped = mailWorker?.stop();
    const pregenerationStopped = horoscopePregeneration.stop();
    const editionsStopped = newsletterEditions.stop();
    const rollupStopped = analyticsRollup.stop();
    const pushStopped = pushNotifications.stop();
    // Health checks start failing at once, so a balancer stops sending work here while it drains.
    healthServer?.close();
    healthServer?.closeAllConnections();
    const { cut } = await http.drain(DRAIN_TIMEOUT_MS);
    if (cut > 0) logger.error({ cut }, `requests still running after ${DRAIN_TIMEOUT_MS / 1000} s; their connections were cut`);
    // Whatever hangs from here on, the process still ends, and says why (the timer keeps it alive until then).
    setTimeout(() => exit(1, "the jobs or the database did not close in time; exiting without them"), CLOSE_TIMEOUT_MS);
    try {
      await mailWorkerStopped;
      await pregenerationStopped;
      await editionsStopped;
      await rollupStopped;
      await pushStopped;
      await site.analytics.stop(); // the analytics reports still held in memory, written while the database is open
      await opened.close(); // Redis, then the database, which releases the DATA_DIR lock
    } catch (error) {
      logger.error({ err: error }, "the database did not close cleanly");
      exit(1, "stopped with errors");
    }
    logger.info("database closed");
    if (cut > 0) exit(1, `stopped after cutting ${cut} connection(s) whose requests did not finish in time`);
    exit(0, "stopped cleanly");
  };
  const exit = (code: 0 | 1, message: string): never => {
    if (code === 0) logger.info(message);
    else logger.error(message);
    logger.flush?.();
    process.exit(code);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  return { server, port };
}

/** The environment, parsed; a wrong value ends the process with one line that names the variable. */
export function parsedEnvOrExit(): ParsedEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) exitWithMessage(error.message);
    throw error;
  }
}

function exitWithMessage(message: string): never {
  process.stderr.write(`cosmic-daily: ${message}\n`);
  process.exit(1);
}
