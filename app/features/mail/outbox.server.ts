import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mailOutbox } from "../../../db/schema";
import type { OutgoingMail } from "~/lib/mail";

export type PendingMail = OutgoingMail & { id: number; attempts: number };

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
 */
export async function claimDueMail(db: Database, now: Date, leaseMs: number, limit: number): Promise<PendingMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    // `= any(array(…))` runs the subquery once. With `in (…)` PostgreSQL may run it again for each
    // row it scans, and each run skips the rows this statement already took: LIMIT stops limiting.
    .where(and(sql`${mailOutbox.id} = any(array(${due}))`, isNull(mailOutbox.sentAt)))
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(toPendingMail);
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now, lastError: null }).where(eq(mailOutbox.id, id));
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
  };
}
