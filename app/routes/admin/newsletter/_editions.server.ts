import type { AppLoadContext } from "react-router";
import { editionDeliveryCounts, type EditionDeliveryCounts } from "#app/features/mail/edition-outbox.server.ts";
import type { EditionContent } from "#app/features/newsletter/editions/edition-content.ts";
import { DIGEST_AUDIENCE, isEditionKind, type EditionAudience, type EditionKind } from "#app/features/newsletter/editions/edition-kinds.ts";
import { fillMergeFields, renderEditionMail, type RenderedEdition } from "#app/features/newsletter/editions/edition-mail.ts";
import { existingEditions, recentEditions } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { longDateOf, sendInstantOn, type PlannedEdition } from "#app/features/newsletter/editions/schedule.ts";
import { addDays, calendarDateIn, dateFormat } from "#app/lib/dates.ts";
import { isSignSlug } from "#app/zodiac/signs.ts";
import { kindLabel, NO_SPECIAL_MESSAGE, SCHEDULE_DAYS } from "./_editions";

/** A monthly edition may be a month away: its preview looks this far ahead. */
const MONTHLY_PREVIEW_DAYS = 32;

export type ScheduledEdition = {
  id: string;
  kind: EditionKind;
  kindLabel: string;
  title: string;
  date: string;
  dateLabel: string;
  /** The instant it leaves, ISO, and as the site's clocks show it. */
  sendsAt: string;
  sendsAtLabel: string;
};

const instantLabel = (instant: Date, timeZone: string) =>
  dateFormat({
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
    timeZone,
  }).format(instant);

function scheduled(plan: PlannedEdition, context: AppLoadContext): ScheduledEdition {
  const instant = sendInstantOn(plan.date, context.env.newsletterSendTime, context.env.siteTimeZone);
  return {
    id: plan.id,
    kind: plan.kind,
    kindLabel: kindLabel(plan.kind),
    title: plan.title,
    date: plan.date,
    dateLabel: longDateOf(plan.date),
    sendsAt: instant.toISOString(),
    sendsAtLabel: instantLabel(instant, context.env.siteTimeZone),
  };
}

/**
 * The editions still to run over `days` local dates from today on the schedule's clock, in the
 * order they leave; an edition that has already run (or started) is not listed.
 */
async function plansAhead(context: AppLoadContext, days: number): Promise<PlannedEdition[]> {
  const today = calendarDateIn(context.editions.now(), context.env.siteTimeZone);
  const plans = Array.from({ length: days }, (_, offset) => context.editions.plansFor(addDays(today, offset))).flat();
  const ran = await existingEditions(
    context.db,
    plans.map((plan) => plan.id),
  );
  return plans.filter((plan) => !ran.has(plan.id));
}

/** The editions due in the next SCHEDULE_DAYS days. */
export async function upcomingEditions(context: AppLoadContext): Promise<ScheduledEdition[]> {
  return (await plansAhead(context, SCHEDULE_DAYS)).map((plan) => scheduled(plan, context));
}

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
    ...(counts.get(edition.id) ?? { queued: 0, sent: 0, failed: 0, bounced: 0 }),
  }));
}

/** What the admin asked to preview: an edition kind and an audience (a sign, or the digest). */
export type PreviewChoice = { kind: EditionKind; audience: EditionAudience };

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * Reads a preview choice from the query or a form. Nothing asked is null; a kind alone previews
 * the digest and a sign alone the daily edition. An unknown kind or sign is a message for the page.
 */
export function readPreviewChoice(kindValue: string | null, signValue: string | null): PreviewChoice | { problem: string } | null {
  const kind = kindValue ?? "";
  const sign = signValue ?? "";
  if (kind === "" && sign === "") return null;
  if (kind !== "" && !isEditionKind(kind)) {
    return { problem: `“${shown(kind)}” is not an edition. Choose daily, weekly, monthly or special.` };
  }
  if (sign !== "" && sign !== DIGEST_AUDIENCE && !isSignSlug(sign)) {
    return { problem: `“${shown(sign)}” is not a sign. Choose one of the twelve signs, or All signs (digest).` };
  }
  return { kind: kind === "" ? "daily" : (kind as EditionKind), audience: sign === "" ? DIGEST_AUDIENCE : (sign as EditionAudience) };
}

export type Preview = { edition: ScheduledEdition; content: EditionContent };

/**
 * The next edition of a kind that has not run yet (today's included), written for the audience;
 * null when none is scheduled (a special edition only comes with its sky event).
 */
export async function previewEdition(context: AppLoadContext, choice: PreviewChoice): Promise<Preview | null> {
  const days = choice.kind === "monthly" ? MONTHLY_PREVIEW_DAYS : SCHEDULE_DAYS;
  const plan = (await plansAhead(context, days)).find((candidate) => candidate.kind === choice.kind);
  if (!plan) return null;
  const content = await context.editions.write(plan, choice.audience);
  return { edition: scheduled(plan, context), content };
}

/**
 * The edition as a subscriber's mail, its links pointing at the site's own pages (a test has no
 * subscriber, so no personal links): the audience's sign page, preferences and unsubscribe.
 */
export function testMailOf(content: EditionContent, siteUrl: string): RenderedEdition {
  const browserPath = content.audience === DIGEST_AUDIENCE ? "/signs" : `/signs/${content.audience}`;
  return fillMergeFields(renderEditionMail(content), {
    browserUrl: `${siteUrl}${browserPath}`,
    preferencesUrl: `${siteUrl}/newsletter/preferences`,
    unsubscribeUrl: `${siteUrl}/unsubscribe`,
  });
}

/** Queues the previewed edition to the admin alone; answers the address it went to. */
export async function sendTestEdition(context: AppLoadContext, preview: Preview, adminEmail: string): Promise<string> {
  const to = adminEmail.trim().toLowerCase();
  const mail = testMailOf(preview.content, context.env.siteUrl);
  await context.mailer.send({
    kind: "newsletter-test",
    to,
    subject: `[Test] ${mail.subject}`,
    text: mail.text,
    html: mail.html,
    headers: {},
  });
  return to;
}

/** What the page says when no edition of the kind is due within the span it looks at. */
export function noneScheduledMessage(kind: EditionKind): string {
  if (kind === "special") return NO_SPECIAL_MESSAGE;
  const days = kind === "monthly" ? MONTHLY_PREVIEW_DAYS : SCHEDULE_DAYS;
  return `No ${kindLabel(kind).toLowerCase()} edition is scheduled in the next ${days} days.`;
}
