import type { Logger } from "pino";
import { errorReason } from "#app/lib/errors.ts";

/** What a round reports; the site's push notifications answer it (server/site/push-notifications.ts). */
type PushRound = { due: number; sent: number; gone: number; failed: number; claimedElsewhere: number };

type PushNotificationJobOptions = {
  sendDue: (now: Date, options: { signal: AbortSignal }) => Promise<PushRound>;
  logger: Logger;
  now?: () => Date;
};

export type PushNotificationJob = {
  stop: () => Promise<void>;
  /** Resolves once no round is in flight. */
  idle: () => Promise<void>;
};

const MINUTE_MS = 60_000;
/** A round starts just after its minute begins, so a clock a little behind still reads the new minute. */
const PAST_THE_MINUTE_MS = 200;

/** How long from `now` until just after the next minute begins. */
export function untilNextMinute(now: Date): number {
  return MINUTE_MS - (now.getTime() % MINUTE_MS) + PAST_THE_MINUTE_MS;
}

/**
 * Each reader's notification at their minute ([push.send-window]): the job wakes just after each
 * minute begins (a timer to the next minute, not a poll) and sends what is due. Every instance
 * runs it; each subscription's day is claimed in its own row, so two instances waking together
 * send each notification once ([push.once]). A round still running when the next minute comes
 * makes that minute's round wait for it.
 */
export function startPushNotifications({ sendDue, logger, now = () => new Date() }: PushNotificationJobOptions): PushNotificationJob {
  const log = logger.child({ job: "push-notifications" });
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = () => {
    if (shutdown.signal.aborted) return;
    timer = setTimeout(tick, untilNextMinute(now()));
    timer.unref();
  };

  function tick() {
    const at = now();
    const minute = new Date(at.getTime() - (at.getTime() % MINUTE_MS)).toISOString();
    const round: Promise<void> = (running ?? Promise.resolve())
      .then(() => sendDue(at, { signal: shutdown.signal }))
      .then((sent) => {
        // A round with nothing to do is the rule, once a minute: it is logged at debug only.
        const level = sent.due > 0 ? "info" : "debug";
        log[level]({ minute, ...sent }, "push notifications round");
      })
      .catch((error: unknown) =>
        log.error({ minute, reason: errorReason(error) }, "push notifications could not be sent; next minute again"),
      )
      .finally(() => {
        if (running === round) running = undefined;
      });
    running = round;
    schedule();
  }

  schedule();
  log.info({ next: new Date(now().getTime() + untilNextMinute(now())).toISOString() }, "push notifications scheduled");
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
