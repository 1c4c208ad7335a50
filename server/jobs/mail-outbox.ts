import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { createMailTransport, deliverDueMail, type MailTransport } from "~/features/mail/delivery.server";
import { onMailQueued } from "~/features/mail/outbox.server";

type MailOutboxWorkerOptions = {
  db: Database;
  /** Builds the transport; absent in tests that hand one in. Never logged: it may hold a password. */
  smtpUrl?: string;
  transport?: MailTransport;
  from: string;
  logger: Logger;
  intervalMs?: number;
};

type MailOutboxWorker = {
  /** Runs a tick as soon as the current one (if any) has finished. */
  wake: () => void;
  /** Ends polling, aborts the send in flight and waits for its tick to record the outcome. */
  stop: () => Promise<void>;
};

const DEFAULT_INTERVAL_MS = 5_000;

/**
 * Hands queued mail to SMTP: a tick every few seconds, and one straight after mail is queued in
 * this process. Ticks never overlap; each is chained to the end of the one before.
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

  const schedule = (delayMs: number) => {
    if (shutdown.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(startTick, delayMs);
    // Polling alone must not keep a process alive that has nothing else to do.
    timer.unref();
  };

  function startTick() {
    timer = undefined;
    running = tick().finally(() => {
      running = undefined;
      schedule(wakeAgain ? 0 : intervalMs);
      wakeAgain = false;
    });
  }

  async function tick() {
    try {
      const outcomes = await deliverDueMail(db, { transport, from, signal: shutdown.signal });
      for (const { id, kind, outcome, attempts, error } of outcomes) {
        if (outcome === "sent") log.info({ mailId: id, kind, outcome }, "mail sent");
        else log.warn({ mailId: id, kind, outcome, attempts, error }, "mail not sent; will retry");
      }
    } catch (error) {
      // A database outage: the claims run out and the next tick tries again.
      log.error({ err: error }, "mail outbox tick failed");
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
