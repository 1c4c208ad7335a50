import type { Logger } from "pino";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import type { HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import type { PeriodReadingService } from "#app/features/horoscopes/period-readings.server.ts";
import { errorReason } from "#app/lib/errors.ts";
import { unsharedJobClaims, type JobClaims } from "./job-claims";

type HoroscopePregenerationOptions = {
  horoscopes: Pick<HoroscopeService, "ensureDays" | "today">;
  /** When given, this and the next week, month and year are written too, after the days. */
  periodReadings?: Pick<PeriodReadingService, "ensureSpans" | "currentSpans">;
  /** SITE_TIMEZONE: the runs happen just after its midnights. */
  timeZone: string;
  logger: Logger;
  now?: () => number;
  /** After a failed run, or while another instance holds the day's run, look again this soon (or at midnight, if that comes first). */
  retryMs?: number;
  /** Where instances agree on who writes a day (the `job_runs` table); unit tests run alone. */
  claims?: JobClaims;
  /**
   * When given, the day's share cards are drawn and stored once its readings are written: on every
   * instance, whoever wrote the readings, since each keeps its cards in its own DATA_DIR.
   */
  shareCards?: (date: string, options: { signal: AbortSignal }) => Promise<{ drawn: number; existing: number; incomplete: number }>;
};

type HoroscopePregeneration = {
  /** Ends the schedule, cuts the run in flight short between two readings and waits for it. */
  stop: () => Promise<void>;
  /** Resolves once no run is in flight (the first one starts straight after start). */
  idle: () => Promise<void>;
};

const DEFAULT_RETRY_MS = 5 * 60_000;
const JOB = "horoscope-pregeneration";
// Longer than a run takes, even with an LLM writing 24 readings; a run cut short by a crash is
// taken over by another instance once this has passed.
const CLAIM_LEASE_MS = 30 * 60_000;
// Timers never fire early, but the wall clock may be a touch behind the timer's clock.
const AFTER_MIDNIGHT_MS = 2_000;
// Longer than any civil day (25 h at a DST change; a zone skipping a date still changes within it).
const SEARCH_SPAN_MS = 49 * 3_600_000;

/**
 * Milliseconds from `now` until the calendar date in `timeZone` next changes: usually that
 * midnight, or the first instant of the day where a DST change skips midnight. A search on the
 * zone's own calendar rather than a fixed 24 h, so 23 h and 25 h days come out right.
 */
export function msUntilNextMidnight(now: Date | number, timeZone: string): number {
  const start = typeof now === "number" ? now : now.getTime();
  const today = calendarDateIn(start, timeZone);
  let before = start;
  let after = start + SEARCH_SPAN_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (calendarDateIn(middle, timeZone) === today) before = middle;
    else after = middle;
  }
  return after - start;
}

/**
 * Writes today's and tomorrow's readings for every sign: once at boot (after the server listens,
 * never in its way), then just after each midnight of the site's time zone, re-armed after every
 * run, so visitors almost never wait for a reading to be written. Each day's run happens once
 * across every instance and restart: the instance that claims the day writes it, the others skip.
 */
export function startHoroscopePregeneration(options: HoroscopePregenerationOptions): HoroscopePregeneration {
  const { horoscopes, periodReadings, timeZone } = options;
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const claims = options.claims ?? unsharedJobClaims;
  const log = options.logger.child({ job: "horoscope-pregeneration" });
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const start = (first: Promise<void>) => {
    running = first.then(run).finally(() => (running = undefined));
  };
  const schedule = (delayMs: number) => {
    if (shutdown.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      start(Promise.resolve());
    }, delayMs);
    // The schedule alone must not keep a process alive that has nothing else to do.
    timer.unref();
  };

  const atMidnight = () => msUntilNextMidnight(now(), timeZone) + AFTER_MIDNIGHT_MS;
  const soon = () => Math.min(retryMs, atMidnight());

  /** The day's cards, after its readings; a card that cannot be drawn now is drawn on demand later. */
  async function storeShareCards(today: string) {
    if (!options.shareCards || shutdown.signal.aborted) return;
    try {
      const cards = await options.shareCards(today, { signal: shutdown.signal });
      if (!shutdown.signal.aborted) log.info({ today, ...cards }, "share cards stored");
    } catch (error) {
      log.error({ today, reason: errorReason(error) }, "share cards could not be stored; they are drawn on demand");
    }
  }

  async function run() {
    if (shutdown.signal.aborted) return;
    const today = horoscopes.today();
    let claim;
    try {
      claim = await claims.claim(JOB, today, CLAIM_LEASE_MS);
    } catch (error) {
      if (shutdown.signal.aborted) return;
      log.error({ today, reason: errorReason(error) }, "horoscope pre-generation could not claim the day; will retry");
      schedule(soon());
      return;
    }
    if (claim.outcome === "done") {
      log.info({ today }, "daily horoscopes already written by another instance");
      await storeShareCards(today);
      schedule(atMidnight());
      return;
    }
    if (claim.outcome === "busy") {
      // Looked at again soon: should the holder die, its lease runs out and this instance takes over.
      log.info({ today }, "another instance is writing the daily horoscopes");
      schedule(soon());
      return;
    }
    try {
      const result = await horoscopes.ensureDays([today, addDays(today, 1)], { signal: shutdown.signal });
      const periods = periodReadings
        ? await periodReadings.ensureSpans(periodReadings.currentSpans(), { signal: shutdown.signal })
        : undefined;
      if (shutdown.signal.aborted) {
        await claim.release().catch(() => {});
        return;
      }
      await claim.finish();
      log.info({ today, ...result, periods }, "daily horoscopes ready");
      await storeShareCards(today);
      schedule(atMidnight());
    } catch (error) {
      await claim.release().catch(() => {});
      if (shutdown.signal.aborted) return;
      log.error({ today, reason: errorReason(error) }, "horoscope pre-generation failed; will retry");
      schedule(soon());
    }
  }

  // The first run waits for the event loop to turn, so whatever called this (boot) carries on.
  start(new Promise<void>((done) => setImmediate(done)));
  log.info({ timeZone }, "horoscope pre-generation started");
  return {
    async stop() {
      shutdown.abort();
      clearTimeout(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
