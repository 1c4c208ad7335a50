import type { Database } from "#db/client.ts";
import { addDays, calendarDateIn, dateFormat } from "#app/lib/dates.ts";
import type { Mailer } from "#app/lib/mail.ts";
import { isSignSlug } from "#app/zodiac/signs.ts";
import { kindLabel, NO_SPECIAL_MESSAGE, SCHEDULE_DAYS } from "./admin-schedule";
import type { EditionContent } from "./edition-content";
import { DIGEST_AUDIENCE, isEditionKind, type EditionAudience, type EditionKind } from "./edition-kinds";
import { fillMergeFields, renderEditionMail, type RenderedEdition } from "./edition-mail";
import { existingEditions, type Editions } from "./edition-runs.server";
import { editionWindow, longDateOf, type PlannedEdition } from "./schedule";

/**
 * What the admin's view of the editions needs from the site: the database, the editions (what is
 * due on a date, and how each is written), the mailer for a test, and the site's address and
 * clocks. A page's load context is one.
 */
export type EditionDesk = {
  db: Database;
  editions: Editions;
  mailer: Mailer;
  env: { siteUrl: string; siteTimeZone: string; newsletterSendTime: string };
};

/** A monthly edition may be a month away: its preview looks this far ahead. */
const MONTHLY_PREVIEW_DAYS = 32;

export type ScheduledEdition = {
  id: string;
  kind: EditionKind;
  kindLabel: string;
  title: string;
  date: string;
  dateLabel: string;
  /** The instant its first mail may leave (its date beginning at UTC+14), ISO, and as the site's clocks show it. */
  sendsAt: string;
  sendsAtLabel: string;
};

/** An instant as the admin's tables show it, on the site's clocks. */
export const instantLabel = (instant: Date, timeZone: string) =>
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

function scheduled(plan: PlannedEdition, desk: EditionDesk): ScheduledEdition {
  // Written when its date begins at UTC+14; each reader's mail then leaves at their own hour.
  const instant = editionWindow(plan.date).opens;
  return {
    id: plan.id,
    kind: plan.kind,
    kindLabel: kindLabel(plan.kind),
    title: plan.title,
    date: plan.date,
    dateLabel: longDateOf(plan.date),
    sendsAt: instant.toISOString(),
    sendsAtLabel: instantLabel(instant, desk.env.siteTimeZone),
  };
}

/**
 * The editions still to run over `days` local dates from today on the schedule's clock, in the
 * order they leave; an edition that has already run (or started) is not listed.
 */
async function plansAhead(desk: EditionDesk, days: number): Promise<PlannedEdition[]> {
  const today = calendarDateIn(desk.editions.now(), desk.env.siteTimeZone);
  const plans = Array.from({ length: days }, (_, offset) => desk.editions.plansFor(addDays(today, offset))).flat();
  const ran = await existingEditions(
    desk.db,
    plans.map((plan) => plan.id),
  );
  return plans.filter((plan) => !ran.has(plan.id));
}

/** The editions due in the next SCHEDULE_DAYS days. */
export async function upcomingEditions(desk: EditionDesk): Promise<ScheduledEdition[]> {
  return (await plansAhead(desk, SCHEDULE_DAYS)).map((plan) => scheduled(plan, desk));
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
export async function previewEdition(desk: EditionDesk, choice: PreviewChoice): Promise<Preview | null> {
  const days = choice.kind === "monthly" ? MONTHLY_PREVIEW_DAYS : SCHEDULE_DAYS;
  const plan = (await plansAhead(desk, days)).find((candidate) => candidate.kind === choice.kind);
  if (!plan) return null;
  const content = await desk.editions.write(plan, choice.audience);
  return { edition: scheduled(plan, desk), content };
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

/** What the page says when no edition of the kind is due within the span it looks at. */
export function noneScheduledMessage(kind: EditionKind): string {
  if (kind === "special") return NO_SPECIAL_MESSAGE;
  const days = kind === "monthly" ? MONTHLY_PREVIEW_DAYS : SCHEDULE_DAYS;
  return `No ${kindLabel(kind).toLowerCase()} edition is scheduled in the next ${days} days.`;
}
