import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { newsletterEditions } from "./newsletter";

/**
 * Mail waits here until the outbox worker has handed it to SMTP, so a message survives a
 * crash or an SMTP outage. Without SMTP_URL it stays here and its links go to the log.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the receiving server refused the message for good (a 5xx answer): never tried again. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A newsletter edition's mail keeps no body of its own: the edition is rendered once per
     * audience (a sign, or "all" for the digest), and delivery fills in the recipient's own links
     * (`merge_fields`). One row per edition and address, so a rerun can never queue a second copy.
     */
    editionId: text("edition_id").references(() => newsletterEditions.id, { onDelete: "cascade" }),
    editionAudience: text("edition_audience"),
    mergeFields: jsonb("merge_fields").$type<Record<string, string>>(),
    /**
     * An edition's mail leaves at the reader's hour (its first `next_attempt_at`) and only until the
     * end of the reader's day of the edition: after this it expires unsent, never a day late.
     */
    deliverBy: timestamp("deliver_by", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    uniqueIndex("mail_outbox_edition_recipient_idx").on(table.editionId, table.toAddress),
  ],
);
