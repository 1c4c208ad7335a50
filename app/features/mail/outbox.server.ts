import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema/index.ts";
import type { OutgoingMail } from "#app/lib/mail.ts";

/** A newsletter edition's mail: its body is the edition's render for `audience`, filled in with `mergeFields`. */
export type EditionReference = { id: string; audience: string | null; mergeFields: Record<string, string> };

/** The reason kept on an edition's mail that expired unsent at the end of its reader's day. */
export const MAIL_EXPIRED = "expired: the reader's day of the edition ended before it could leave";

export type PendingMail = OutgoingMail & { id: number; attempts: number; edition?: EditionReference };

/** Stores a message for the outbox worker; returns its id. Cheap: safe inside request handling. */
export async function queueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  for (const listener of queuedListeners) listener();
  return row!.id;
}

const queuedListeners = new Set<() => void>();

/**
 * Calls `listener` after each message is queued in this process, so a worker can send it at once
 * instead of at its next poll. Only a hint: the row may not be committed yet, and other instances
 * never hear of it, so workers keep polling. Answers the function that unsubscribes.
 */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Takes up to `limit` due messages for one worker: their next attempt moves `leaseMs` ahead, so
 * no other worker sees them as due until then. One statement, no transaction left open; SKIP LOCKED
 * lets concurrent workers pass over rows another claim is taking instead of waiting for it.
 * A worker that dies mid-send leaves the lease to run out, and the message is tried again.
 * Due means not sent, not refused for good, and its next attempt has come; the longest waiting
 * go first, read from the partial index of due rows (mail_outbox_due_idx), so a claim reads
 * about `limit` rows however long the queue is. An edition's mail found past its `deliver_by`
 * is closed as expired by the same statement and not handed out.
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
  { holdEditions = false }: { holdEditions?: boolean } = {},
): Promise<PendingMail[]> {
  for (;;) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          // The database stamps to the microsecond and `now` reads milliseconds: a mail queued within
          // the current millisecond is due too, or mail queued just before a tick would wait a whole
          // poll interval for the next one.
          lt(mailOutbox.nextAttemptAt, new Date(now.getTime() + 1)),
          // While the newsletter is paused its editions wait; every other mail still goes.
          holdEditions ? isNull(mailOutbox.editionId) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const expired = sql`${mailOutbox.deliverBy} is not null and ${mailOutbox.deliverBy} <= ${now.toISOString()}::timestamptz`;
    const rows = await db
      .update(mailOutbox)
      .set({
        nextAttemptAt: new Date(now.getTime() + leaseMs),
        // An edition's mail whose reader's day is over is a day late: it is closed unsent here, in
        // the statement that would have taken it, and never leaves ([newsletter.send-time]).
        failedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz end`,
        lastError: sql`case when ${expired} then ${MAIL_EXPIRED} else ${mailOutbox.lastError} end`,
      })
      // `= any(array(…))` runs the subquery once. With `in (…)` PostgreSQL may run it again for each
      // row it scans, and each run skips the rows this statement already took: LIMIT stops limiting.
      // The subquery has locked its rows and checked them against their latest version, so nothing
      // else is asked of them here: a repeated "not sent, not refused" would match the due index's
      // own condition, and the planner would then walk the whole due index instead of the primary key.
      .where(sql`${mailOutbox.id} = any(array(${due}))`)
      .returning();
    const pending = rows
      .filter((row) => row.failedAt === null)
      .sort((a, b) => a.id - b.id)
      .map(toPendingMail);
    // A batch that was all expired says nothing of the rows behind it: look again.
    if (pending.length > 0 || rows.length === 0) return pending;
  }
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await markMailsSent(db, [id], now);
}

/** Records a batch's accepted messages in one statement. */
export async function markMailsSent(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lastError: null })
    .where(inArray(mailOutbox.id, [...ids]));
}

/** Backs off 30 s, 1 min, 2 min … capped at an hour; the message is never dropped. */
export async function markMailFailed(db: Database, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(interval '1 hour', interval '30 seconds' * power(2, ${mailOutbox.attempts}))`,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * The message was refused for good (a 5xx answer, or a message that can never be built): it
 * counts the attempt, keeps the reason and is never claimed again.
 */
export async function markMailRefused(db: Database, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500), failedAt: now })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/**
 * Hands claimed messages back untried (the worker is stopping, or its lease would end before
 * they could be sent): due again at once, with no attempt counted.
 */
export async function releaseMail(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(and(inArray(mailOutbox.id, [...ids]), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
}

/** The newest message of a kind to an address: for the operator, the log and the tests. */
export async function findLatestMail(db: Database, to: string, kind: string): Promise<PendingMail | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  return row ? toPendingMail(row) : undefined;
}

function toPendingMail(row: typeof mailOutbox.$inferSelect): PendingMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers,
    attempts: row.attempts,
    ...(row.editionId ? { edition: { id: row.editionId, audience: row.editionAudience, mergeFields: row.mergeFields ?? {} } } : {}),
  };
}

/**
 * How long the outbox keeps a message once it is done with it (sent, or refused for good): long
 * enough for an operator to look into a complaint and for the admin's edition counts, which cover
 * the latest editions, short enough that a daily edition to a large list does not grow the table
 * without end.
 */
export const DONE_MAIL_RETENTION_DAYS = 90;

/**
 * Deletes messages done with before `before`, a batch at a time so no statement holds many rows
 * at once. Mail still waiting is never touched. Answers how many rows went; safe to run on several
 * instances at once.
 */
export async function pruneDoneMail(db: Database, before: Date, batchSize = 10_000): Promise<number> {
  let pruned = 0;
  for (;;) {
    const old = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.failedAt}) < ${before.toISOString()}::timestamptz`)
      .limit(batchSize);
    const gone = await db
      .delete(mailOutbox)
      .where(sql`${mailOutbox.id} = any(array(${old}))`)
      .returning({ id: mailOutbox.id });
    pruned += gone.length;
    if (gone.length < batchSize) return pruned;
  }
}
