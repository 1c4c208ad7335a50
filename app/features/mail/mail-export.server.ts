import { asc, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema/index.ts";

/**
 * The mail the site sent or still holds for one address, for the reader's own copy of their data
 * ([privacy.export]): what kind of mail, its subject and what became of it. Bodies, headers and
 * merge fields are left out: they carry the confirmation, preferences and unsubscribe links, each
 * a key to the address's account or subscription. Sent mail is kept for DONE_MAIL_RETENTION_DAYS.
 */
export type MailExport = {
  kind: string;
  subject: string;
  editionId: string | null;
  queuedAt: string;
  sentAt: string | null;
  failedAt: string | null;
};

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The outbox rows addressed to `email`, whatever the case it was written in, oldest first. */
export async function mailForExport(db: Database, email: string): Promise<MailExport[]> {
  const rows = await db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      editionId: mailOutbox.editionId,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${email.trim().toLowerCase()}`)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    editionId: row.editionId,
    queuedAt: row.createdAt.toISOString(),
    sentAt: isoOrNull(row.sentAt),
    failedAt: isoOrNull(row.failedAt),
  }));
}
