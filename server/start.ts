import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { createApp, createSiteHoroscopes } from "./app";
import { resolveAuthSecret } from "./boot/auth-secret";
import { connectRedis } from "./boot/redis";
import { DataDirLockedError } from "./boot/data-dir-lock";
import { openSiteDatabase, SiteDatabaseError } from "./boot/open-site-database";
import { startHoroscopePregeneration } from "./jobs/horoscope-pregeneration";
import { startMailOutboxWorker } from "./jobs/mail-outbox";
import { blogContentDir, importPostFiles } from "~/features/blog/posts.server";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export type StartOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** Lets the dev server put Vite's middleware in front of the app. */
  wrapListener?: (listener: Listener) => Listener;
};

const DRAIN_TIMEOUT_MS = 10_000;

/** Boots the whole site: config, data directory, database, migrations, seed, HTTP. */
export async function startServer({ build, clientDir, wrapListener }: StartOptions) {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) exitWithMessage(error.message);
    throw error;
  }
  const logger = createLogger(env.logLevel);
  let site;
  try {
    site = await openSiteDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof SiteDatabaseError) exitWithMessage(error.message);
    throw error;
  }
  const { database, dataDir } = site;
  env.authSecret = resolveAuthSecret(env.authSecret, dataDir);
  // Post files fill in slugs the database lacks; a failed import must not keep the site down.
  await importPostFiles(database.db, blogContentDir(), logger).catch((error: unknown) =>
    logger.error({ err: error }, "blog post import failed"),
  );

  // REDIS_URL makes every instance count rate limits in one place.
  const redis = env.redisUrl ? await connectRedis(env.redisUrl, logger) : undefined;
  // One service for the pages, the API and the pre-generation job, so their writers are shared.
  const horoscopes = createSiteHoroscopes({ env, db: database.db, logger });
  const app = createApp({ env, database, logger, build, clientDir, hitCounter: redis?.hitCounter, horoscopes });
  const listener: Listener = getRequestListener(app.fetch);
  const server = createServer(wrapListener ? wrapListener(listener) : listener);
  await new Promise<void>((done) => server.listen(env.port, env.host, done));
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: database.kind, siteUrl: env.siteUrl }, `Cosmic Daily is listening on http://localhost:${port}`);
  // Without SMTP_URL mail stays in the outbox (its links are logged) until a boot that has one.
  const mailWorker = env.smtpUrl
    ? startMailOutboxWorker({ db: database.db, smtpUrl: env.smtpUrl, from: env.mailFrom, logger })
    : undefined;
  const horoscopePregeneration = startHoroscopePregeneration({ horoscopes, timeZone: env.siteTimeZone, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      logger.error("requests did not finish in time; exiting");
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    // Stops alongside the drain; it must be done before the database closes under it.
    const mailWorkerStopped = mailWorker?.stop();
    const pregenerationStopped = horoscopePregeneration.stop();
    // Idle keep-alive sockets would hold close() open; in-flight ones finish first.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise<void>((done) => server.close(() => done()));
    clearInterval(sweep);
    await mailWorkerStopped;
    await pregenerationStopped;
    await redis?.close();
    await database.close(); // releases the DATA_DIR lock too
    logger.info("stopped cleanly");
    logger.flush?.();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  return { server, port };
}

function exitWithMessage(message: string): never {
  process.stderr.write(`cosmic-daily: ${message}\n`);
  process.exit(1);
}
