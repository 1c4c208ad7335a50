import { and, eq, or } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { performance } from "node:perf_hooks";
import type { Database } from "#db/client.ts";
import { newsletterEditionRenders } from "#db/schema/index.ts";
import { markAddressBounced } from "./bounces.server";
import { editionMessage, prepareEdition, type PreparedEdition } from "./edition-mime.server";
import { MissingMergeFieldError } from "#app/lib/mail-merge.ts";
import { claimDueMail, markMailFailed, markMailRefused, markMailsSent, releaseMail, type PendingMail } from "./outbox.server";
import { classifySendError, describeSendError, serverAnswer, withoutAddresses } from "./send-errors";

/** What delivery needs of a transport; nodemailer's transporter fits, and so does a test double. */
export type MailTransport = {
  sendMail: (message: SendMailOptions) => Promise<unknown>;
  close?: () => void;
};

export type DeliveryOutcome = {
  id: number;
  kind: string;
  /** sent; failed for now (tried again after a backoff); refused for good (never tried again). */
  outcome: "sent" | "failed" | "refused";
  /** Failed attempts so far, this one included. */
  attempts: number;
  /** The reason, with any mail address left out: fit for the log. */
  error?: string;
};

type DeliveryOptions = {
  transport: MailTransport;
  from: string;
  /** Messages at most per call, so one call never runs unbounded. */
  limit?: number;
  /** Messages taken by one claim. */
  batchSize?: number;
  /** Sends at once; the SMTP pool's size, so no send waits in the pool's queue. */
  concurrency?: number;
  /** Aborts the sends in flight and stops before the next ones (shutdown). */
  signal?: AbortSignal;
  /** The clock; tests move it forward to skip a backoff. */
  now?: () => Date;
  /** Where edition renders are kept between calls; one per database unless given. */
  renders?: RenderCache;
  /** Asked once per call: true while the newsletter is paused, and its edition mail then waits. */
  holdEditions?: () => Promise<boolean>;
};

export type DeliveryRun = {
  outcomes: DeliveryOutcome[];
  /** The call stopped at its limit with mail perhaps still due: call again at once. */
  more: boolean;
};

// The lease must outlast the longest SMTP conversation, or a second worker could send the same
// message while the first is still talking. SEND_DEADLINE_MS cuts every send off, and no send of
// a batch starts later than SEND_START_WINDOW_MS after the claim, so the last one started ends
// 15 s before the lease does; what has not started by then is handed back untried.
export const CLAIM_LEASE_MS = 2 * 60_000;
const SEND_DEADLINE_MS = 60_000;
const SEND_START_WINDOW_MS = CLAIM_LEASE_MS - SEND_DEADLINE_MS - 15_000;
/** Connections to the SMTP server, and so the sends at once. */
export const SMTP_POOL_SIZE = 5;
export const CLAIM_BATCH_SIZE = 100;
const DEFAULT_LIMIT = 1_000;
// Accepted messages are recorded together: every 50, a second after one was accepted at the latest,
// and at the batch's end.
const SENT_RECORD_COUNT = 50;
const SENT_RECORD_MS = 1_000;

/**
 * A pooled nodemailer SMTP transport for SMTP_URL: a few connections, each reused for many
 * messages, as mail systems talk to a relay. Nodemailer's own timeouts (2 min to connect,
 * 10 min of silence) are far longer than the claim lease, so they are tightened here.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL_SIZE,
    maxMessages: 1_000,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

/**
 * Sends every message that is due, a claimed batch at a time, until none is left or `limit` is
 * reached. Each batch is sent a few messages at once (one per pooled connection); no database
 * transaction is open while SMTP is talked to. Stops early when a batch sent nothing and met a
 * temporary failure: the server is down or busy, and the next call tries again.
 */
export async function runMailDelivery(db: Database, options: DeliveryOptions): Promise<DeliveryRun> {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const batchSize = Math.max(1, options.batchSize ?? CLAIM_BATCH_SIZE);
  const context: BatchContext = {
    db,
    transport: options.transport,
    from: options.from,
    signal: options.signal,
    now: options.now ?? (() => new Date()),
    concurrency: Math.max(1, options.concurrency ?? SMTP_POOL_SIZE),
    renders: options.renders ?? renderCacheFor(db),
  };
  const outcomes: DeliveryOutcome[] = [];
  const holdEditions = (await options.holdEditions?.()) ?? false;
  while (outcomes.length < limit) {
    if (context.signal?.aborted) return { outcomes, more: false };
    const batch = await claimDueMail(db, context.now(), CLAIM_LEASE_MS, Math.min(batchSize, limit - outcomes.length), { holdEditions });
    if (batch.length === 0) return { outcomes, more: false };
    const done = await deliverBatch(batch, context);
    outcomes.push(...done);
    const stalled = done.some((entry) => entry.outcome === "failed") && !done.some((entry) => entry.outcome === "sent");
    if (stalled) return { outcomes, more: false };
  }
  return { outcomes, more: true };
}

/** runMailDelivery's outcomes alone. */
export async function deliverDueMail(db: Database, options: DeliveryOptions): Promise<DeliveryOutcome[]> {
  return (await runMailDelivery(db, options)).outcomes;
}

type BatchContext = {
  db: Database;
  transport: MailTransport;
  from: string;
  signal: AbortSignal | undefined;
  now: () => Date;
  concurrency: number;
  renders: RenderCache;
};

/** Sends one claimed batch, `concurrency` at a time, and records what became of each message. */
async function deliverBatch(batch: PendingMail[], context: BatchContext): Promise<DeliveryOutcome[]> {
  const { db, signal, now } = context;
  const claimedAt = performance.now();
  const renders = await context.renders.load(db, batch);
  const sent = sentRecorder(db, now);
  const queue = [...batch];
  const outcomes: DeliveryOutcome[] = [];
  const untried: number[] = [];
  const lane = async () => {
    for (let mail = queue.shift(); mail; mail = queue.shift()) {
      if (signal?.aborted || performance.now() - claimedAt > SEND_START_WINDOW_MS) untried.push(mail.id);
      else outcomes.push(await deliverOne(mail, renders, sent, context));
    }
  };
  // Every lane runs to its end before the batch is done, even when one of them met an error (the
  // database went away): no send outlives the call that made it.
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(context.concurrency, batch.length) }, lane));
  await sent.flush();
  const broken = lanes.find((result) => result.status === "rejected");
  if (broken) throw broken.reason;
  // Handed back, so the next claim (here or in another worker) takes them without waiting for the lease.
  await releaseMail(db, untried, now());
  return outcomes;
}

async function deliverOne(
  mail: PendingMail,
  renders: Map<string, PreparedEdition>,
  sent: ReturnType<typeof sentRecorder>,
  { db, transport, from, signal, now }: BatchContext,
): Promise<DeliveryOutcome> {
  const outcome = (result: DeliveryOutcome["outcome"], error?: string): DeliveryOutcome => ({
    id: mail.id,
    kind: mail.kind,
    outcome: result,
    attempts: result === "sent" ? mail.attempts : mail.attempts + 1,
    ...(error === undefined ? {} : { error: withoutAddresses(error) }),
  });
  const content = contentOf(mail, renders);
  if (content.problem === "refused") {
    await markMailRefused(db, mail.id, content.error, now());
    return outcome("refused", content.error);
  } else if (content.problem !== undefined) {
    await markMailFailed(db, mail.id, content.error, now());
    return outcome("failed", content.error);
  }
  // Cut off at the deadline, or at once when the worker stops. One controller and a timer: cheaper
  // than AbortSignal.timeout and AbortSignal.any for every message of a large edition.
  const abort = new AbortController();
  const deadline = setTimeout(() => abort.abort(new Error(`no answer within ${SEND_DEADLINE_MS / 1000} s`)), SEND_DEADLINE_MS);
  const stop = () => abort.abort(signal?.reason);
  signal?.addEventListener("abort", stop, { once: true });
  if (signal?.aborted) stop();
  try {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: mail.headers,
      // Parts nodemailer encodes itself (the site's own mails; editions come encoded) are mostly
      // Latin letters: quoted-printable, without reading every character to find that out.
      textEncoding: "quoted-printable",
      signal: abort.signal,
    });
  } catch (error) {
    const failure = classifySendError(error);
    const line = describeSendError(error);
    if (failure === "transient") {
      await markMailFailed(db, mail.id, line, now());
      return outcome("failed", line);
    }
    await markMailRefused(db, mail.id, line, now());
    if (failure === "bounce") await markAddressBounced(db, mail.to, serverAnswer(error), now());
    return outcome("refused", line);
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener("abort", stop);
  }
  await sent.record(mail.id);
  return outcome("sent");
}

type MailContent =
  | { problem?: undefined; subject: string; text: SendMailOptions["text"]; html: SendMailOptions["html"] }
  | { problem: "refused" | "later"; error: string };

/** The message's own subject and bodies, or for an edition's mail its render filled in with the row's merge fields. */
function contentOf(mail: PendingMail, renders: Map<string, PreparedEdition>): MailContent {
  if (!mail.edition) return { subject: mail.subject, text: mail.text, html: mail.html };
  const { id, audience, mergeFields } = mail.edition;
  if (audience === null) return { problem: "refused", error: `edition ${id}: the message names no audience` };
  const render = renders.get(renderKey(id, audience));
  // Renders are written before their mail is queued; one that is missing may still come.
  if (!render) return { problem: "later", error: `edition ${id} has no render for the audience "${audience}" yet` };
  try {
    return editionMessage(render, mergeFields);
  } catch (error) {
    if (error instanceof MissingMergeFieldError) return { problem: "refused", error: `edition ${id}: ${error.message}` };
    throw error;
  }
}

/**
 * Collects accepted ids and records them in one statement: every SENT_RECORD_COUNT, a second after
 * the first one waiting at the latest, and when flushed at the batch's end. Statements run one
 * after the other; a failed one fails the flush.
 */
function sentRecorder(db: Database, now: () => Date) {
  let pending: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writes: Promise<void> = Promise.resolve();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length > 0) {
      const ids = pending;
      pending = [];
      writes = writes.then(() => markMailsSent(db, ids, now()));
    }
    return writes;
  };
  return {
    flush,
    async record(id: number) {
      pending.push(id);
      if (pending.length >= SENT_RECORD_COUNT) return flush();
      if (!timer) {
        // The flush at the batch's end reports a failure of this one.
        timer = setTimeout(() => void flush().catch(() => {}), SENT_RECORD_MS);
        timer.unref();
      }
    },
  };
}

const renderKey = (editionId: string, audience: string) => `${editionId}\u0000${audience}`;

/**
 * Edition renders read during delivery, prepared for filling in (edition-mime.server.ts), the
 * most recently used kept (64 at most, a few MB): 100,000 mails of one edition read and prepare
 * each of its renders once. A render never changes once its edition's mail is queued. `reads`
 * counts the renders read from the database.
 */
export class RenderCache {
  reads = 0;
  private readonly entries = new Map<string, PreparedEdition>();
  constructor(private readonly capacity = 64) {}

  /** The renders a batch needs, read in one query when not already kept. */
  async load(db: Database, batch: readonly PendingMail[]): Promise<Map<string, PreparedEdition>> {
    const found = new Map<string, PreparedEdition>();
    const missing = new Map<string, { id: string; audience: string }>();
    for (const { edition } of batch) {
      if (!edition || edition.audience === null) continue;
      const key = renderKey(edition.id, edition.audience);
      if (found.has(key) || missing.has(key)) continue;
      const kept = this.entries.get(key);
      if (kept) {
        this.entries.delete(key);
        this.entries.set(key, kept);
        found.set(key, kept);
      } else missing.set(key, { id: edition.id, audience: edition.audience });
    }
    if (missing.size === 0) return found;
    const rows = await db
      .select({
        editionId: newsletterEditionRenders.editionId,
        audience: newsletterEditionRenders.audience,
        subject: newsletterEditionRenders.subject,
        html: newsletterEditionRenders.html,
        text: newsletterEditionRenders.text,
      })
      .from(newsletterEditionRenders)
      .where(
        or(
          ...[...missing.values()].map(({ id, audience }) =>
            and(eq(newsletterEditionRenders.editionId, id), eq(newsletterEditionRenders.audience, audience)),
          ),
        ),
      );
    for (const { editionId, audience, subject, html, text } of rows) {
      const render = prepareEdition({ subject, html, text });
      const key = renderKey(editionId, audience);
      found.set(key, render);
      this.entries.set(key, render);
      this.reads++;
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    return found;
  }
}

const renderCaches = new WeakMap<Database, RenderCache>();

/** The render cache of one database, so workers and tests on other databases never share renders. */
function renderCacheFor(db: Database): RenderCache {
  let cache = renderCaches.get(db);
  if (!cache) renderCaches.set(db, (cache = new RenderCache()));
  return cache;
}
