import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema/index.ts";

/** One recipient of a newsletter edition: the body comes from the edition's render for `audience` at delivery. */
export type EditionMailRow = {
  editionId: string;
  audience: string;
  kind: string;
  to: string;
  headers: Record<string, string>;
  mergeFields: Record<string, string>;
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
      })),
    )
    .onConflictDoNothing({ target: [mailOutbox.editionId, mailOutbox.toAddress] })
    .returning({ id: mailOutbox.id });
  return inserted.length;
}

export type EditionDeliveryCounts = { queued: number; sent: number; failed: number; bounced: number };

/**
 * Where each edition's mail stands: sent; bounced (refused for good); failed (tried, refused for
 * now, waiting for its next attempt); queued (not tried yet).
 */
export async function editionDeliveryCounts(db: Database, editionIds: readonly string[]): Promise<Map<string, EditionDeliveryCounts>> {
  const counts = new Map<string, EditionDeliveryCounts>();
  if (editionIds.length === 0) return counts;
  const rows = await db
    .select({
      editionId: mailOutbox.editionId,
      state: sql<string>`case when ${mailOutbox.sentAt} is not null then 'sent' when ${mailOutbox.failedAt} is not null then 'bounced' when ${mailOutbox.attempts} > 0 then 'failed' else 'queued' end`,
      count: count(),
    })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.editionId), inArray(mailOutbox.editionId, [...editionIds])))
    .groupBy(sql`1`, sql`2`);
  for (const row of rows) {
    const entry = counts.get(row.editionId!) ?? { queued: 0, sent: 0, failed: 0, bounced: 0 };
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
