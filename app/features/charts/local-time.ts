import { isCalendarDate, parseCalendarDay, zoneOffsetMs } from "#app/lib/dates.ts";
import { canonicalTimeZone } from "#app/lib/time-zones.ts";

/**
 * A birth time as the clock on the wall showed it, turned into an instant. The offset in force comes
 * from the runtime's own time-zone data (Intl), so a zone's history (wartime double summer time,
 * a country that changed its rules) is whatever the IANA database in Node says, with nothing
 * fetched. Pure: no astronomy here.
 */

export type ResolvedTime = { instant: Date; offsetMinutes: number };

export type LocalTime =
  | ({ kind: "exact" } & ResolvedTime)
  /** The clocks went forward over this time: it never showed on a clock in that zone. */
  | { kind: "gap"; before: number; after: number }
  /** The clocks went back over this time: it showed twice, once at each offset. */
  | { kind: "overlap"; earlier: ResolvedTime; later: ResolvedTime };

const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The calendar date's parts, or undefined when it is not a real date (2026-02-30, 2026-13-01). */
export function parseLocalDate(date: string): { year: number; month: number; day: number } | undefined {
  return isCalendarDate(date) ? parseCalendarDay(date) : undefined;
}

/** Hours and minutes of a 24-hour clock time, or undefined (24:00 and 12:60 are not times). */
export function parseLocalTime(time: string): { hour: number; minute: number } | undefined {
  const match = TIME_PATTERN.exec(time);
  if (!match) return undefined;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return undefined;
  return { hour, minute };
}

export { canonicalTimeZone, isTimeZone } from "#app/lib/time-zones.ts";

/** The wall-clock date and time read as if it were UTC, in ms: the "local" time line. */
function wallClockMs(date: string, time: string): number {
  const day = parseLocalDate(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  const clock = parseLocalTime(time);
  if (!clock) throw new RangeError(`Not a time: ${time}`);
  const at = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0..99 as they are.
  at.setUTCFullYear(day.year, day.month - 1, day.day);
  at.setUTCHours(clock.hour, clock.minute, 0, 0);
  return at.getTime();
}

/** The zone's offset from UTC at an instant, in minutes east of Greenwich (London in summer: 60). */
function offsetAt(instantMs: number, timeZone: string): number {
  return zoneOffsetMs(instantMs, timeZone) / MINUTE_MS;
}

/**
 * The instant a local date and time in an IANA zone names. A zone changes its offset at most once
 * in a day's span either side, so the offsets a day before and a day after are the only candidates:
 * a candidate is right when the zone, at the instant it gives, really uses that offset. None right
 * is a gap, two right is an overlap.
 */
export function localToUtc(date: string, time: string, zoneAsWritten: string): LocalTime {
  const timeZone = canonicalTimeZone(zoneAsWritten);
  if (timeZone === undefined) throw new RangeError(`Not a time zone: ${zoneAsWritten}`);
  const wall = wallClockMs(date, time);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const fits = [...new Set([before, after])]
    .map((offset) => ({ instant: new Date(wall - offset * MINUTE_MS), offsetMinutes: offset }))
    .filter(({ instant, offsetMinutes }) => offsetAt(instant.getTime(), timeZone) === offsetMinutes)
    .sort((a, b) => a.instant.getTime() - b.instant.getTime());
  if (fits.length === 0) return { kind: "gap", before, after };
  if (fits.length === 1) return { kind: "exact", ...fits[0]! };
  return { kind: "overlap", earlier: fits[0]!, later: fits[1]! };
}

/**
 * A clock time in the zone when no choice is needed: a doubled time is taken the first time it
 * happened, and a skipped one at the offset before the change (the instant the clocks jumped past).
 * For the edges of days and the noon of a chart without a birth time, never for a birth time itself.
 */
export function clockInstant(date: string, time: string, timeZone: string): ResolvedTime {
  const local = localToUtc(date, time, timeZone);
  if (local.kind === "exact") return local;
  if (local.kind === "overlap") return local.earlier;
  return withOffset(date, time, local.before);
}

/** The instant of a local date and time at an explicit UTC offset (minutes east of Greenwich). */
export function withOffset(date: string, time: string, offsetMinutes: number): ResolvedTime {
  return { instant: new Date(wallClockMs(date, time) - offsetMinutes * MINUTE_MS), offsetMinutes };
}

/** "+05:30", "-03:00", "+00:00": an offset as people write it (seconds of old local mean times dropped). */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const total = Math.trunc(Math.abs(offsetMinutes));
  return `${sign}${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * "+00:39:57", "+05:30": an offset to the second, as a local mean time needs; the seconds are
 * written only when there are any, so standard offsets read as they always have.
 */
export function formatPreciseOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const seconds = Math.round(Math.abs(offsetMinutes) * 60);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (value: number) => String(value).padStart(2, "0");
  return `${sign}${two(hours)}:${two(minutes)}${rest ? `:${two(rest)}` : ""}`;
}

/** Minutes east of Greenwich from "+HH:MM" / "-HH:MM" (at most 14 hours), or undefined. */
export function parseOffset(offset: string): number | undefined {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (minutes > 59 || hours * 60 + minutes > 14 * 60) return undefined;
  return (match[1] === "-" ? -1 : 1) * (hours * 60 + minutes);
}
