import cluster, { type Worker } from "node:cluster";
import { mkdirSync } from "node:fs";
import type { Logger } from "pino";
import type { ParsedEnv } from "#app/lib/env.server.ts";
import { resolveAuthSecret } from "#server/boot/auth-secret.ts";
import { resolveVapidKeys } from "#server/boot/vapid-keys.ts";

/** A worker that ends sooner than this after it was started failed its boot: it is not started again. */
const BOOT_FAILURE_WINDOW_MS = 15_000;
/** How long a worker that ended later waits before its replacement starts. */
const RESTART_DELAY_MS = 1_000;

/**
 * With WEB_CONCURRENCY above 1 this process only supervises ([startup.workers]): it starts that
 * many workers, each a whole server as if on a machine of its own (the database on DATABASE_URL is
 * shared, each job is claimed by one instance, change notices travel between them), and Node's
 * cluster module hands each new connection to one of them. The signing secret and the push keys
 * are settled here first, so every worker signs sessions and pushes alike. A worker that fails
 * its boot stops the whole site (the others would fail alike); one that ends later is replaced. SIGTERM or SIGINT is passed on,
 * and the supervisor ends once every worker has: with 0 if each ended cleanly, else 1.
 */
export function superviseWorkers(env: ParsedEnv, logger: Logger): void {
  if (!env.authSecret || !env.vapidKeys) mkdirSync(env.dataDir, { recursive: true });
  const vapidKeys = resolveVapidKeys(env.vapidKeys, env.dataDir);
  const workerEnv = {
    AUTH_SECRET: env.authSecret ?? resolveAuthSecret(undefined, env.dataDir),
    VAPID_PUBLIC_KEY: vapidKeys.publicKey,
    VAPID_PRIVATE_KEY: vapidKeys.privateKey,
  };
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
  };
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, "stopping the workers");
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
  };

  cluster.on("exit", (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    const failed = code !== 0 || signal !== null;
    if (failed) exitCode = 1;
    if (!stopping && failed && ranMs < BOOT_FAILURE_WINDOW_MS) {
      logger.error({ pid: worker.process.pid, code, signal }, "a worker failed while starting; stopping the site");
      stopAll("SIGTERM");
    } else if (!stopping) {
      logger.error({ pid: worker.process.pid, code, signal }, "a worker ended; starting another");
      setTimeout(() => {
        if (!stopping) start();
      }, RESTART_DELAY_MS);
    }
    if (stopping && startedAt.size === 0) {
      logger.info({ exitCode }, "every worker has stopped");
      logger.flush?.();
      process.exit(exitCode);
    }
  });

  process.once("SIGTERM", () => stopAll("SIGTERM"));
  process.once("SIGINT", () => stopAll("SIGINT"));
  logger.info({ workers: env.webConcurrency, pid: process.pid }, `starting ${env.webConcurrency} workers`);
  for (let i = 0; i < env.webConcurrency; i++) start();
}
