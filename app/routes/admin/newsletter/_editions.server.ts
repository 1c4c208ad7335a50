import type { AppLoadContext } from "react-router";
import { editionDeliveryCounts, type EditionDeliveryCounts } from "#app/features/mail/edition-outbox.server.ts";
import { kindLabel } from "#app/features/newsletter/editions/admin-schedule.ts";
import { instantLabel } from "#app/features/newsletter/editions/admin-schedule.server.ts";
import { recentEditions } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { longDateOf } from "#app/features/newsletter/editions/schedule.ts";

// Where the newsletter's editions meet the mail outbox: each sent edition with where its mail stands.

export type SentEdition = {
  id: string;
  kindLabel: string;
  title: string;
  dateLabel: string;
  recipients: number;
  /** Null while its recipients are still being queued. */
  queuedAtLabel: string | null;
} & EditionDeliveryCounts;

/** The latest editions, newest first, with where their mail stands. */
export async function sentEditions(context: AppLoadContext): Promise<SentEdition[]> {
  const editions = await recentEditions(context.db);
  const counts = await editionDeliveryCounts(
    context.db,
    editions.map((edition) => edition.id),
  );
  return editions.map((edition) => ({
    id: edition.id,
    kindLabel: kindLabel(edition.kind),
    title: edition.title,
    dateLabel: longDateOf(edition.date),
    recipients: edition.recipients,
    queuedAtLabel: edition.queuedAt ? instantLabel(edition.queuedAt, context.env.siteTimeZone) : null,
    ...(counts.get(edition.id) ?? { queued: 0, sent: 0, failed: 0, bounced: 0, expired: 0 }),
  }));
}
