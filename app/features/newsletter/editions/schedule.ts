import { addDays, dateFormat, dayNumber, parseCalendarDay } from "#app/lib/dates.ts";
import { EDITION_NAMES, editionId, type EditionKind } from "./edition-kinds";

const HOUR_MS = 3_600_000;
/** The first clocks on Earth to reach a date (UTC+14, Kiribati's Line Islands) and the last (UTC−12). */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = -12 * HOUR_MS;

/**
 * When the editions of a local date may run: from the moment that date begins somewhere (00:00
 * at UTC+14) until it has ended everywhere (24:00 at UTC−12). Each reader's mail leaves at their
 * own hour inside it (delivery-time.ts), so the edition is written and queued when it opens.
 */
export function editionWindow(date: string): { opens: Date; closes: Date } {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return { opens: new Date(midnightUtc - EARLIEST_OFFSET_MS), closes: new Date(midnightUtc + 24 * HOUR_MS - LATEST_OFFSET_MS) };
}

/**
 * The dates whose editions may run at `now`, oldest first: two or three at any instant. A site
 * that was down when a window opened runs its editions when it is back, while some reader's day
 * of that date is still going, and never after.
 */
export function openEditionDates(now: Date): string[] {
  const today = now.toISOString().slice(0, 10);
  return [addDays(today, -1), today, addDays(today, 1)].filter((date) => {
    const { opens, closes } = editionWindow(date);
    return opens.getTime() <= now.getTime() && now.getTime() < closes.getTime();
  });
}

/** The next instant strictly after `now` when a date's window opens. */
export function nextEditionOpening(now: Date): Date {
  const today = now.toISOString().slice(0, 10);
  for (const date of [today, addDays(today, 1), addDays(today, 2)]) {
    const { opens } = editionWindow(date);
    if (opens.getTime() > now.getTime()) return opens;
  }
  throw new Error("unreachable: a window opens every day");
}

/** A sky event that earns a special edition on its day. */
export type Occasion = { slug: string; title: string };

export type PlannedEdition = { id: string; kind: EditionKind; date: string; occasion: string; title: string };

const longDate = dateFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const monthTitle = dateFormat({ month: "long", year: "numeric", timeZone: "UTC" });
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Wednesday 25 November 2026" */
export function longDateOf(date: string): string {
  const parts = Object.fromEntries(longDate.formatToParts(atNoon(date)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** Monday, by the count of days since Thursday 1 January 1970. */
export const isMonday = (date: string) => (dayNumber(date) + 3) % 7 === 0;

/**
 * The editions of one local date: the daily edition every day, the weekly one on Mondays, the
 * monthly one on the first of the month, and a special edition for each occasion of the day.
 */
export function editionsOn(date: string, occasions: readonly Occasion[]): PlannedEdition[] {
  const plans: PlannedEdition[] = [
    { id: editionId("daily", date), kind: "daily", date, occasion: "", title: `${EDITION_NAMES.daily}, ${longDateOf(date)}` },
  ];
  if (isMonday(date))
    plans.push({
      id: editionId("weekly", date),
      kind: "weekly",
      date,
      occasion: "",
      title: `${EDITION_NAMES.weekly} from ${longDateOf(date)}`,
    });
  if (parseCalendarDay(date).day === 1) {
    plans.push({
      id: editionId("monthly", date),
      kind: "monthly",
      date,
      occasion: "",
      title: `${EDITION_NAMES.monthly}, ${monthTitle.format(atNoon(date))}`,
    });
  }
  for (const occasion of occasions) {
    plans.push({ id: editionId("special", date, occasion.slug), kind: "special", date, occasion: occasion.slug, title: occasion.title });
  }
  return plans;
}
