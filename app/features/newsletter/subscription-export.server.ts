import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { newsletterEditionRenders, subscribers } from "#db/schema/index.ts";
import { personalAudience } from "./personal-edition.server";

/**
 * The newsletter list's rows for one address, for the reader's own copy of their data
 * ([privacy.export]). The list is kept apart from accounts, so an account's subscription is the
 * row of the same address. The list's links (`subscriber_tokens`) are stored only as hashes and
 * open the preferences of whoever holds them: they are never part of an export.
 */
export type SubscriptionExport = {
  email: string;
  name: string;
  zodiacSign: string | null;
  /** The editions chosen (daily, weekly, monthly, special, …). */
  tags: string[];
  status: "confirmed" | "unconfirmed" | "unsubscribed" | "bounced";
  source: string;
  consentAt: string;
  consentTextVersion: string;
  verifiedAt: string | null;
  unsubscribedAt: string | null;
  bouncedAt: string | null;
  bounceReason: string | null;
  deliveryTime: string;
  timeZone: string | null;
  welcomedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The personal daily editions written for this reader alone ([newsletter.personal-edition]), as mailed. */
  personalEditions: Array<{ editionId: string; subject: string; text: string; writtenAt: string }>;
};

type Row = typeof subscribers.$inferSelect;

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function statusOf(row: Row): SubscriptionExport["status"] {
  if (row.unsubscribedAt) return "unsubscribed";
  if (row.bouncedAt) return "bounced";
  return row.isVerified ? "confirmed" : "unconfirmed";
}

/** The subscriptions of `email`, matched as the list stores addresses: trimmed and lower-cased. */
export async function subscriptionsForExport(db: Database, email: string): Promise<SubscriptionExport[]> {
  const rows = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.email, email.trim().toLowerCase()))
    .orderBy(asc(subscribers.createdAt));
  const personal = async (subscriberId: string) =>
    (
      await db
        .select({
          editionId: newsletterEditionRenders.editionId,
          subject: newsletterEditionRenders.subject,
          text: newsletterEditionRenders.text,
          writtenAt: newsletterEditionRenders.createdAt,
        })
        .from(newsletterEditionRenders)
        .where(eq(newsletterEditionRenders.audience, personalAudience(subscriberId)))
        .orderBy(asc(newsletterEditionRenders.createdAt))
    ).map((render) => ({ ...render, writtenAt: render.writtenAt.toISOString() }));
  return Promise.all(
    rows.map(async (row) => ({
      email: row.email,
      name: row.name,
      zodiacSign: row.zodiacSign,
      tags: row.tags,
      status: statusOf(row),
      source: row.source,
      consentAt: row.consentAt.toISOString(),
      consentTextVersion: row.consentTextVersion,
      verifiedAt: isoOrNull(row.verifiedAt),
      unsubscribedAt: isoOrNull(row.unsubscribedAt),
      bouncedAt: isoOrNull(row.bouncedAt),
      bounceReason: row.bounceReason,
      deliveryTime: row.deliveryTime,
      timeZone: row.timeZone,
      welcomedAt: isoOrNull(row.welcomedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      personalEditions: await personal(row.id),
    })),
  );
}
