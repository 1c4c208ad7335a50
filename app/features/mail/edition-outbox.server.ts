import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema/index.ts";
import { MAIL_EXPIRED } from "./outbox.server";

/** One recipient of a newsletter edition: the body comes from the edition's render for `audience` at delivery. */
export type EditionMailRow = {
  editionId: string;
  audience: string;
  kind: string;
  to: string;
  headers: Record<string, string>;
  mergeFields: Record<string, string>;
  /** The reader's hour: the mail is not due before it. */
  notBefore: Date;
  /** The end of the reader's day of the edition: past it the mail expires unsent. */
  deliverBy: Date;
};

/**
 * Queues a batch of edition mail in one statement. An address already queued for the edition is
 * passed over (the unique edition-and-address index decides, also between two instances queueing
 * at once), so a run that is repeated or resumed never queues a second copy. Answers how many
 * rows were new.
 */
export async function queueEditionMail(db: Database, rows: readonly EditionMailRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(mailOutbox)
    .values(
      rows.map((row) => ({
        kind: row.kind,
        toAddress: row.to,
        // The edition's render holds the subject and both bodies; delivery fills them in.
        subject: "",
        textBody: "",
        htmlBody: "",
        headers: row.headers,
        editionId: row.editionId,
        editionAudience: row.audience,
        mergeFields: row.mergeFields,
        // Its first attempt is the reader's hour: the claim takes only due rows, from the due index.
        nextAttemptAt: row.notBefore,
        deliverBy: row.deliverBy,
      })),
    )
    .onConflictDoNothing({ target: [mailOutbox.editionId, mailOutbox.toAddress] })
    .returning({ id: mailOutbox.id });
  return inserted.length;
}

export type EditionDeliveryCounts = { queued: number; sent: number; failed: number; bounced: number; expired: number };

/**
 * Where each edition's mail stands: sent; expired (its reader's day ended before it could leave);
 * bounced (refused for good); failed (tried, refused for now, waiting for its next attempt);
 * queued (not tried yet, perhaps waiting for its reader's hour).
 */
export async function editionDeliveryCounts(db: Database, editionIds: readonly string[]): Promise<Map<string, EditionDeliveryCounts>> {
  const counts = new Map<string, EditionDeliveryCounts>();
  if (editionIds.length === 0) return counts;
  const rows = await db
    .select({
      editionId: mailOutbox.editionId,
      state: sql<string>`case when ${mailOutbox.sentAt} is not null then 'sent' when ${mailOutbox.failedAt} is not null and ${mailOutbox.lastError} = ${MAIL_EXPIRED} then 'expired' when ${mailOutbox.failedAt} is not null then 'bounced' when ${mailOutbox.attempts} > 0 then 'failed' else 'queued' end`,
      count: count(),
    })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.editionId), inArray(mailOutbox.editionId, [...editionIds])))
    .groupBy(sql`1`, sql`2`);
  for (const row of rows) {
    const entry = counts.get(row.editionId!) ?? { queued: 0, sent: 0, failed: 0, bounced: 0, expired: 0 };
    entry[row.state as keyof EditionDeliveryCounts] = Number(row.count);
    counts.set(row.editionId!, entry);
  }
  return counts;
}

/** How many rows an edition has in the outbox. */
export async function editionMailCount(db: Database, editionId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(mailOutbox).where(eq(mailOutbox.editionId, editionId));
  return Number(row?.count ?? 0);
}
