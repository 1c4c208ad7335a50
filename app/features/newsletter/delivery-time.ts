import { addDays } from "#app/lib/dates.ts";
import { instantOfLocalDateTime, localDateTimeIn, startOfDayIn } from "#app/lib/local-date-time.ts";
import { TIME_OF_DAY } from "#app/lib/time-of-day.ts";

/**
 * When a subscriber's mail leaves: a time of day (24 h, "06:00") on the clocks of their own zone
 * ([newsletter.send-time]). The forms offer the half hours of a morning; the server takes any
 * time of day, so a later choice of the forms needs no migration.
 */
export const DEFAULT_DELIVERY_TIME = "06:00";

/** The times the forms offer: every half hour from 05:00 to 10:00. */
export const DELIVERY_TIMES: readonly string[] = Array.from({ length: 11 }, (_, index) => {
  const minutes = 5 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

export const DELIVERY_MESSAGES = {
  invalidTime: "Please choose a delivery time such as 06:00.",
  invalidZone: "Please choose your time zone from the list.",
} as const;

/** "06:00" as stored, or null for anything that is not a 24-hour time of day to the minute. */
export function deliveryTimeOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const time = value.trim();
  return TIME_OF_DAY.test(time) ? time : null;
}

/**
 * The times a form lists: the morning's half hours, and the subscriber's own time among them
 * when it is another (set through the API, or the site's NEWSLETTER_SEND_TIME).
 */
export function deliveryTimeChoices(current: string): string[] {
  return DELIVERY_TIMES.includes(current) ? [...DELIVERY_TIMES] : [...DELIVERY_TIMES, current].sort();
}

/**
 * When one subscriber's mail of a date may leave, and until when: from their delivery time on
 * that date's clocks in their zone to the end of that day there. A site that is down at the time
 * sends when it is back the same local day; after that the mail is a day late and never leaves.
 * A time the clocks skip (02:30 on the night clocks go forward) leaves as long after the jump.
 */
export function deliveryWindow(date: string, time: string, timeZone: string): { at: Date; by: Date } {
  const by = startOfDayIn(addDays(date, 1), timeZone);
  const wanted = `${date}T${time}`;
  const at = instantOfLocalDateTime(wanted, timeZone);
  if (!at) throw new Error(`not a delivery time: ${time}`);
  // In a skipped hour the instant found shows an hour early; the jump is added, so 02:30 leaves at 03:30.
  const shown = localDateTimeIn(at, timeZone);
  const skipped = Date.parse(`${wanted}Z`) - Date.parse(`${shown}Z`);
  return { at: new Date(at.getTime() + Math.max(0, skipped)), by };
}
