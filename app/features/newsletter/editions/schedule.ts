import { addDays, calendarDateIn, dateFormat, dayNumber, parseCalendarDay } from "#app/lib/dates.ts";
import { instantOfLocalDateTime } from "#app/lib/local-date-time.ts";
import { editionId, type EditionKind } from "./edition-kinds";

/** The instant an edition of `date` leaves: the send time ("06:00" or "06:00:30") on that date's clocks in the site's zone. */
export function sendInstantOn(date: string, sendTime: string, timeZone: string): Date {
  const instant = instantOfLocalDateTime(`${date}T${sendTime}`, timeZone);
  if (!instant) throw new Error(`not a send time: ${sendTime}`);
  return instant;
}

/**
 * The local date whose editions are due at `now`, or null before today's send time. Only today's:
 * a site that was down through a send time sends that day's editions when it is back the same
 * day, but never yesterday's.
 */
export function dueDate(now: Date, sendTime: string, timeZone: string): string | null {
  const today = calendarDateIn(now, timeZone);
  return now.getTime() >= sendInstantOn(today, sendTime, timeZone).getTime() ? today : null;
}

/** The next send instant strictly after `now`. */
export function nextSendInstant(now: Date, sendTime: string, timeZone: string): Date {
  const today = calendarDateIn(now, timeZone);
  const todays = sendInstantOn(today, sendTime, timeZone);
  return todays.getTime() > now.getTime() ? todays : sendInstantOn(addDays(today, 1), sendTime, timeZone);
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
    { id: editionId("daily", date), kind: "daily", date, occasion: "", title: `Daily horoscope, ${longDateOf(date)}` },
  ];
  if (isMonday(date))
    plans.push({ id: editionId("weekly", date), kind: "weekly", date, occasion: "", title: `Weekly forecast from ${longDateOf(date)}` });
  if (parseCalendarDay(date).day === 1) {
    plans.push({
      id: editionId("monthly", date),
      kind: "monthly",
      date,
      occasion: "",
      title: `Monthly overview, ${monthTitle.format(atNoon(date))}`,
    });
  }
  for (const occasion of occasions) {
    plans.push({ id: editionId("special", date, occasion.slug), kind: "special", date, occasion: occasion.slug, title: occasion.title });
  }
  return plans;
}
