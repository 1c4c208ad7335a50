import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mailOutbox } from "../../../db/schema";

export type OutgoingMail = {
  /** What the mail is for, e.g. "account-confirmation"; logs and tests go by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

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
  return row!.id;
}

/** Messages due now, oldest first. */
export async function listDueMail(db: Database, now: Date, limit: number): Promise<PendingMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  return rows.map(toPendingMail);
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
