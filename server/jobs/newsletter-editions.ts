import type { Logger } from "pino";
import { errorReason } from "#app/lib/errors.ts";
import { nextEditionOpening, openEditionDates, type PlannedEdition } from "#app/features/newsletter/editions/schedule.ts";
import type { EditionRunResult } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { unsharedJobClaims, type JobClaims } from "./job-claims";

type NewsletterEditionsOptions = {
  /** The editions due on a local date (daily, weekly on Mondays, monthly on the 1st, specials). */
  plansFor: (date: string) => PlannedEdition[];
  run: (plan: PlannedEdition, signal: AbortSignal) => Promise<EditionRunResult>;
  isPaused: () => Promise<boolean>;
  /** Wakes the outbox worker once an edition is queued. */
  queued?: () => void;
  logger: Logger;
  /** The schedule's clock; NEWSLETTER_CLOCK_START moves it for rehearsals and tests. */
  now?: () => Date;
  claims?: JobClaims;
  /** While paused, after a failure, or while another instance holds a run: look again this soon. */
  retryMs?: number;
};

export type NewsletterEditions = {
  /** Looks at once (after a resume). */
  wake: () => void;
  stop: () => Promise<void>;
  /** Resolves once no check is in flight. */
  idle: () => Promise<void>;
};

const JOB = "newsletter-edition";
// Longer than rendering thirteen audiences and queueing every recipient takes; a run whose
// holder died is taken over by another instance once this has passed, and resumes.
const CLAIM_LEASE_MS = 10 * 60_000;
const DEFAULT_RETRY_MS = 60_000;

/**
 * Queues each date's editions when the date begins at UTC+14, the first clocks on Earth to reach
 * it; every reader's mail then waits in the outbox for their own hour ([newsletter.send-time]).
 * At boot it runs the editions of every date still open (some reader's day of it still to come),
 * so a site that was down sends late the same local day, never a day late. Each edition runs
 * once across every instance (a claim per edition in `job_runs`), and a run that was cut short is
 * claimed again and resumes without sending anyone a second copy.
 */
export function startNewsletterEditions(options: NewsletterEditionsOptions): NewsletterEditions {
  const { plansFor, run } = options;
  const now = options.now ?? (() => new Date());
  const claims = options.claims ?? unsharedJobClaims;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const log = options.logger.child({ job: JOB });
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const schedule = (delayMs: number) => {
    if (shutdown.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delayMs));
    timer.unref();
  };
  const untilNextSend = () => nextEditionOpening(now()).getTime() - now().getTime() + 1_000;

  function check() {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .then((delay) => schedule(again ? 0 : delay))
      .finally(() => {
        running = undefined;
        again = false;
      });
  }

  /** Runs what is due; answers when to look again. */
  async function sendDue(): Promise<number> {
    const dates = openEditionDates(now());
    try {
      if (await options.isPaused()) return Math.min(retryMs, untilNextSend());
      let pending = false;
      for (const plan of dates.flatMap((date) => plansFor(date))) {
        if (shutdown.signal.aborted) return retryMs;
        const claim = await claims.claim(JOB, plan.id, CLAIM_LEASE_MS);
        if (claim.outcome === "done") continue;
        if (claim.outcome === "busy") {
          pending = true;
          continue;
        }
        try {
          const result = await run(plan, shutdown.signal);
          await claim.finish();
          options.queued?.();
          log.info({ edition: plan.id, queued: result.newlyQueued, recipients: result.recipients }, "newsletter edition queued");
        } catch (error) {
          await claim.release().catch(() => {});
          if (shutdown.signal.aborted) return retryMs;
          pending = true;
          log.error({ edition: plan.id, reason: errorReason(error) }, "newsletter edition failed; will retry");
        }
      }
      return pending ? Math.min(retryMs, untilNextSend()) : untilNextSend();
    } catch (error) {
      log.error({ dates, reason: errorReason(error) }, "newsletter editions could not be checked; will retry");
      return Math.min(retryMs, untilNextSend());
    }
  }

  // The first look waits for the event loop to turn, so the boot carries on.
  setImmediate(check);
  log.info({ open: openEditionDates(now()), next: nextEditionOpening(now()).toISOString() }, "newsletter editions scheduled");
  return {
    wake: () => {
      if (!shutdown.signal.aborted) schedule(0);
    },
    async stop() {
      shutdown.abort();
      clearTimeout(timer);
      await running;
    },
    async idle() {
      await new Promise((done) => setImmediate(done));
      while (running) await running;
    },
  };
}
