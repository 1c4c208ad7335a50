import { addDays, calendarDateIn, isCalendarDate, noonInZone, zoneOffsetMs } from "./dates";

const HOUR_MS = 3_600_000;

/**
 * A date and a time of day without a zone, as a datetime-local input reads and writes it
 * ('2026-12-01T09:30'). The site's clocks are those of one time zone, so forms read such a value
 * on that zone's clocks rather than on the server's or the browser's.
 */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** What clocks in `timeZone` show at `instant`, to the minute, as a datetime-local value. */
export function localDateTimeIn(instant: Date | number, timeZone: string): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString().slice(0, 16);
}

/** The instant when clocks in `timeZone` show a datetime-local value; null for anything that is not one. */
export function instantOfLocalDateTime(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return null;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const asIfUtc = Date.parse(`${match[1]}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1_000;
  // The offset at the first guess may be the other side of a DST change; one more look settles it.
  let instant = asIfUtc - zoneOffsetMs(asIfUtc, timeZone);
  instant = asIfUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/**
 * The first instant of a day on the clocks of `timeZone`: its midnight, or where a change of
 * clocks skips midnight, the first instant the day shows at all.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnight = instantOfLocalDateTime(`${day}T00:00`, timeZone);
  if (midnight && calendarDateIn(midnight, timeZone) === day && calendarDateIn(midnight.getTime() - 1, timeZone) < day) return midnight;
  // The day begins within the 36 hours before its noon (days run from 23 to 25 hours); the moment
  // its date first shows is found to the millisecond.
  let before = noonInZone(day, timeZone).getTime() - 36 * HOUR_MS;
  let after = noonInZone(day, timeZone).getTime();
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (calendarDateIn(middle, timeZone) < day) before = middle;
    else after = middle;
  }
  return new Date(after);
}

/** The instants of a day of `timeZone`: from its start, up to (not including) the next day's. */
export function dayBoundsIn(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDayIn(day, timeZone), end: startOfDayIn(addDays(day, 1), timeZone) };
}
