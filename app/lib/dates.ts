/**
 * Calendar days as 'YYYY-MM-DD' strings: the key of a reading, independent of any clock. This
 * module is the only place that reads such a string; everything else asks it.
 */
import { createCache } from "./cache";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type CalendarDay = { year: number; month: number; day: number };

// A day the calendar lacks (2026-02-30) is refused, not rolled over into the next month: a date
// that rolls over is not the date that was meant.
function readCalendarDay(value: string): CalendarDay | null {
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  const exists = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

/** True for a real calendar day written YYYY-MM-DD (2024-02-29 yes, 2026-02-30 and 2026-3-1 no). */
export function isCalendarDate(value: string): boolean {
  return readCalendarDay(value) !== null;
}

// PostgreSQL's calendar has no year 0 and every date the site shows has a four-digit year, so a
// day that is stored, looked up or shown lies in the years 1000 to 9999 (the pattern caps it at
// 9999). An earlier one is bad input, refused with a 400 by whoever reads it from a request.
const FIRST_SITE_YEAR = 1000;

/** True for a calendar day (see isCalendarDate) in the years 1000 to 9999: one the site can store and show. */
export function isSiteDate(value: string): boolean {
  const day = readCalendarDay(value);
  return day !== null && day.year >= FIRST_SITE_YEAR;
}

/** The parts of a calendar day (month 1..12); a RangeError for anything isCalendarDate refuses. */
export function parseCalendarDay(date: string): CalendarDay {
  const parts = readCalendarDay(date);
  if (!parts) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${date}`);
  return parts;
}

// Midnight UTC of a day. setUTCFullYear, unlike Date.UTC, takes years 0..99 as written.
function utcMidnightMs({ year, month, day }: CalendarDay): number {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getTime();
}

/** Days since 1970-01-01 (negative before); the date must be valid. */
export function dayNumber(date: string): number {
  return Math.round(utcMidnightMs(parseCalendarDay(date)) / DAY_MS);
}

function dateOfDayNumber(day: number): string {
  const probe = new Date(day * DAY_MS);
  const year = probe.getUTCFullYear();
  const yyyy = year < 0 ? `-${String(-year).padStart(6, "0")}` : String(year).padStart(4, "0");
  return `${yyyy}-${String(probe.getUTCMonth() + 1).padStart(2, "0")}-${String(probe.getUTCDate()).padStart(2, "0")}`;
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The months in English, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** 1970-01-01, day number 0, was a Thursday. */
const WEEKDAY_OF_DAY_ZERO = 4;

// The site writes its calendar days in English whatever the reader's language, so naming a day
// is a table lookup. Intl would give the same words, but the browser's first Intl formatter loads
// its locale data, 25 to 90 ms of main thread on a desktop core (four times that on the phone
// Lighthouse models); with these, a page's first load needs no Intl at all.
function namedDay(date: string) {
  const { year, month, day } = parseCalendarDay(date);
  const weekday = WEEKDAY_NAMES[(((dayNumber(date) + WEEKDAY_OF_DAY_ZERO) % 7) + 7) % 7]!;
  return { year, day, month: MONTH_NAMES[month - 1]!, weekday };
}

/** "November 27, 2026": a calendar day, the American way. */
export function monthDayYear(date: string): string {
  const { year, month, day } = namedDay(date);
  return `${month} ${day}, ${year}`;
}

/** "Friday, November 27, 2026": a calendar day in full, the American way. */
export function weekdayMonthDayYear(date: string): string {
  return `${namedDay(date).weekday}, ${monthDayYear(date)}`;
}

/**
 * "Nov 27", or with its year "Nov 27, 2026": a calendar day as the admin's figures, tables, charts
 * and periods name it, the American way with the month cut to three letters.
 */
export function dayLabel(date: string, { withYear = false }: { withYear?: boolean } = {}): string {
  const { year, month, day } = namedDay(date);
  return withYear ? `${month.slice(0, 3)} ${day}, ${year}` : `${month.slice(0, 3)} ${day}`;
}

/** "27 November 2026": a calendar day, the British way. */
export function dayMonthYear(date: string): string {
  const { year, month, day } = namedDay(date);
  return `${day} ${month} ${year}`;
}

/** "Fri 27 November": a day of the current season, the British way. */
export function shortWeekdayDayMonth(date: string): string {
  const { month, day, weekday } = namedDay(date);
  return `${weekday.slice(0, 3)} ${day} ${month}`;
}

/** "Wednesday": the weekday of a calendar day. */
export function weekdayName(date: string): string {
  return namedDay(date).weekday;
}

/** "Wednesday 2 December": a day of the current season in full, the British way. */
export function weekdayDayMonth(date: string): string {
  const { month, day, weekday } = namedDay(date);
  return `${weekday} ${day} ${month}`;
}

// Building an Intl.DateTimeFormat costs a few hundred microseconds, using one a few: every
// formatter here is made once and reused. Zones and option sets are a small closed set, and an
// unknown zone throws before anything is stored; the bound only guards against surprises. Marked
// pure so that a browser bundle using none of the formatters leaves out the cache code as well.
const formatters = /* @__PURE__ */ createCache<Intl.DateTimeFormat>({ maxEntries: 1_000 });

/** A date formatter for these options (en-US unless another locale is named), made once and reused. */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  return formatters.remember(`${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** The wall clock of a time zone, to the second; a RangeError for an unknown zone. */
function wallClockIn(instant: Date | number, timeZone: string): CalendarDay & { hour: number; minute: number; second: number } {
  const format = formatters.remember(
    `wall clock in ${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      }),
  );
  // "12/3/2026, 06:35:23": reading the formatted text is four times quicker than its parts, and
  // the transit search asks for thousands of clocks a request.
  const match = WALL_CLOCK_TEXT.exec(format.format(instant));
  if (match) {
    const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
    return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
  }
  // Anything else (an era written out, before year 1): from the parts.
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return { year: fields.year!, month: fields.month!, day: fields.day!, hour: fields.hour!, minute: fields.minute!, second: fields.second! };
}

const WALL_CLOCK_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{1,6}), (\d{2}):(\d{2}):(\d{2})$/;

/** The calendar day a wall clock in `timeZone` shows at `instant`. */
export function calendarDateIn(instant: Date | number, timeZone: string): string {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (negative west of UTC). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const clock = wallClockIn(instantMs, timeZone);
  const wallClockMs = utcMidnightMs(clock) + clock.hour * HOUR_MS + clock.minute * 60_000 + clock.second * 1_000;
  // The formatted clock has no milliseconds, so compare against the instant's whole second.
  return wallClockMs - Math.floor(instantMs / 1_000) * 1_000;
}

/** The UTC instant when clocks in `timeZone` show 12:00 on `date`. */
export function noonInZone(date: string, timeZone: string): Date {
  const noonAsIfUtc = utcMidnightMs(parseCalendarDay(date)) + 12 * HOUR_MS;
  // The offset at the first guess may be the other side of a DST change; one more look settles it.
  let instant = noonAsIfUtc - zoneOffsetMs(noonAsIfUtc, timeZone);
  instant = noonAsIfUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}
