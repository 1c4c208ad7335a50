import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { pruneRawAnalytics, rollupDueDays } from "#app/features/analytics/rollup.server.ts";
import { forgetPastSalts } from "#app/features/analytics/visitor-hash.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { errorReason } from "#app/lib/errors.ts";
import { pruneFinishedRuns, unsharedJobClaims, type JobClaims } from "./job-claims";

type AnalyticsRollupOptions = {
  db: Database;
  logger: Logger;
  /** Where instances agree on who takes a slot (the `job_runs` table); unit tests run alone. */
  claims?: JobClaims;
  /** SITE_TIMEZONE: the days the aggregates count. */
  timeZone: string;
  /** ANALYTICS_ROLLUP_SECONDS: the length of a slot, one run in each. */
  intervalSeconds: number;
  /** ANALYTICS_RETENTION_DAYS: raw rows of older days are deleted once rolled up. */
  retentionDays: number;
  now?: () => Date;
};

export type AnalyticsRollup = {
  /** Ends the schedule, lets the run in flight finish the day it is on, and waits for it. */
  stop: () => Promise<void>;
};

const JOB = "analytics-rollup";
// Timers never fire early, but the wall clock may be a touch behind the timer's clock: a run
// starts a moment into its slot, never at the end of the one before.
const AFTER_SLOT_START_MS = 1_000;

/**
 * Recounts the analytics aggregates ([analytics.rollup]) and prunes the raw rows they replace
 * ([analytics.retention]): at boot, then once in each slot of ANALYTICS_ROLLUP_SECONDS, the slots
 * counted from the epoch so every instance sees the same ones. One instance takes each slot (a
 * claim in `job_runs`) so they do not all do the same work; the figures would come out the same
 * if they did, since each day is recounted whole under its own lock.
 */
export function startAnalyticsRollup(options: AnalyticsRollupOptions): AnalyticsRollup {
  const { db, timeZone, retentionDays } = options;
  const now = options.now ?? (() => new Date());
  const claims = options.claims ?? unsharedJobClaims;
  const slotMs = Math.max(1, options.intervalSeconds) * 1_000;
  const log = options.logger.child({ job: JOB });
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const slotStart = (at: Date) => Math.floor(at.getTime() / slotMs) * slotMs;
  const schedule = () => {
    if (shutdown.signal.aborted) return;
    const at = now();
    timer = setTimeout(start, slotStart(at) + slotMs - at.getTime() + AFTER_SLOT_START_MS);
    // The schedule alone must not keep a process alive that has nothing else to do.
    timer.unref();
  };

  function start() {
    timer = undefined;
    running = run().finally(() => {
      running = undefined;
      schedule();
    });
  }

  async function run(): Promise<void> {
    const slot = new Date(slotStart(now())).toISOString();
    try {
      // The lease covers the slot: should this instance die during the run, the next slot's
      // claim (a new key) is free for any instance anyway.
      const claim = await claims.claim(JOB, slot, slotMs);
      if (claim.outcome !== "claimed") return;
      try {
        const at = now();
        const rolled = await rollupDueDays(db, { timeZone, now: at, retentionDays, signal: shutdown.signal });
        if (shutdown.signal.aborted) {
          // Cut short between two days: another instance may take the slot and finish it.
          await claim.release();
          return;
        }
        const pruned = await pruneRawAnalytics(db, { retentionDays, now: at, timeZone });
        await forgetPastSalts(db, calendarDateIn(at, timeZone));
        await claim.finish();
        // A slot's run is never asked about again once its slot is over; a day of them is plenty to read.
        await pruneFinishedRuns(db, JOB, new Date(at.getTime() - 86_400_000));
        // Today and yesterday are routine, every few minutes; catching up on days or pruning is news.
        const routine = rolled.length <= 2 && pruned.pageViews + pruned.events + pruned.vitals === 0;
        log[routine ? "debug" : "info"]({ slot, days: rolled, pruned }, "analytics rolled up");
      } catch (error) {
        await claim.release().catch(() => {});
        throw error;
      }
    } catch (error) {
      // A database outage: the next slot tries again, and recounts whatever this run missed.
      log.error({ slot, reason: errorReason(error) }, "analytics rollup failed; the next slot tries again");
    }
  }

  // The first run waits for the event loop to turn, so the boot carries on.
  setImmediate(() => {
    if (!shutdown.signal.aborted) start();
  });
  log.info({ intervalSeconds: slotMs / 1_000, retentionDays, timeZone }, "analytics rollup scheduled");
  return {
    async stop() {
      shutdown.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
