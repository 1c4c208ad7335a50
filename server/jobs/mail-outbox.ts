import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { createMailTransport, runMailDelivery, type MailTransport } from "#app/features/mail/delivery.server.ts";
import { DONE_MAIL_RETENTION_DAYS, onMailQueued, pruneDoneMail } from "#app/features/mail/outbox.server.ts";

type MailOutboxWorkerOptions = {
  db: Database;
  /** Builds the transport; absent in tests that hand one in. Never logged: it may hold a password. */
  smtpUrl?: string;
  transport?: MailTransport;
  from: string;
  logger: Logger;
  intervalMs?: number;
  /** Messages at most per tick; a tick that sends this many is followed at once by the next. */
  limit?: number;
  /** True while the newsletter is paused: edition mail then stays in the outbox. */
  holdEditions?: () => Promise<boolean>;
};

type MailOutboxWorker = {
  /** Runs a tick as soon as the current one (if any) has finished. */
  wake: () => void;
  /** Ends polling, aborts the sends in flight and waits for their tick to record the outcomes. */
  stop: () => Promise<void>;
};

const DEFAULT_INTERVAL_MS = 5_000;
// Mail done with leaves the outbox after DONE_MAIL_RETENTION_DAYS; a look every few hours keeps it there.
const PRUNE_EVERY_MS = 6 * 3_600_000;

/**
 * Hands queued mail to SMTP: a tick every few seconds, and one straight after mail is queued in
 * this process. Ticks never overlap; each is chained to the end of the one before. A tick sends
 * up to its limit; one that reached it is followed at once by the next, so a large edition goes
 * out without waiting for the poll interval between ticks.
 */
export function startMailOutboxWorker(options: MailOutboxWorkerOptions): MailOutboxWorker {
  const { db, from, logger } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const transport = options.transport ?? createMailTransport(requireUrl(options.smtpUrl));
  const log = logger.child({ job: "mail-outbox" });
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let prunedAt = 0;

  const schedule = (delayMs: number) => {
    if (shutdown.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(startTick, delayMs);
    // Polling alone must not keep a process alive that has nothing else to do.
    timer.unref();
  };

  function startTick() {
    timer = undefined;
    running = tick().then((more) => {
      running = undefined;
      schedule(wakeAgain || more ? 0 : intervalMs);
      wakeAgain = false;
    });
  }

  /** Answers whether mail may still be due. */
  async function tick(): Promise<boolean> {
    try {
      const { outcomes, more } = await runMailDelivery(db, {
        transport,
        from,
        signal: shutdown.signal,
        limit: options.limit,
        holdEditions: options.holdEditions,
      });
      // Sent mail is logged as one line per batch (an edition to 100,000 readers is a thousand lines,
      // not 100,000); every mail that was not sent keeps its own line with the reason.
      const sent: Record<string, number> = {};
      for (const { id, kind, outcome, attempts, error } of outcomes) {
        if (outcome === "sent") sent[kind] = (sent[kind] ?? 0) + 1;
        else if (outcome === "failed") log.warn({ mailId: id, kind, outcome, attempts, error }, "mail not sent; will retry");
        else log.warn({ mailId: id, kind, outcome, attempts, error }, "mail refused for good; not retried");
      }
      const sentCount = Object.values(sent).reduce((sum, count) => sum + count, 0);
      if (sentCount > 0) log.info({ sent: sentCount, kinds: sent }, "mail sent");
      if (!more && Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        const pruned = await pruneDoneMail(db, new Date(prunedAt - DONE_MAIL_RETENTION_DAYS * 86_400_000));
        if (pruned > 0) log.info({ pruned, retentionDays: DONE_MAIL_RETENTION_DAYS }, "old mail pruned from the outbox");
      }
      return more;
    } catch (error) {
      // A database outage: the claims run out and the next tick tries again.
      log.error({ err: error }, "mail outbox tick failed");
      return false;
    }
  }

  const unsubscribe = onMailQueued(() => worker.wake());
  const worker: MailOutboxWorker = {
    wake() {
      if (shutdown.signal.aborted) return;
      if (running) wakeAgain = true;
      else schedule(0);
    },
    async stop() {
      if (shutdown.signal.aborted) return running;
      unsubscribe();
      shutdown.abort();
      clearTimeout(timer);
      await running;
      transport.close?.();
      log.info("mail outbox worker stopped");
    },
  };
  log.info({ intervalMs }, "mail outbox worker started");
  schedule(0);
  return worker;
}

function requireUrl(smtpUrl: string | undefined): string {
  if (!smtpUrl) throw new Error("the mail outbox worker needs SMTP_URL or a transport");
  return smtpUrl;
}
