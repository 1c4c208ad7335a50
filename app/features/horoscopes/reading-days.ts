import { addDays, isCalendarDate, monthDayYear } from "#app/lib/dates.ts";

/**
 * The three days a sign's daily reading can be read for by name ([daily.days]): each has its own
 * URL, /signs/{sign} for today and /signs/{sign}/yesterday or /tomorrow for the days either side,
 * so each can be linked, shared and indexed. Every other day is read at its date
 * ([daily.dated-page]).
 */
export const READING_DAYS = [
  { key: "yesterday", label: "Yesterday", offset: -1, suffix: "/yesterday" },
  { key: "today", label: "Today", offset: 0, suffix: "" },
  { key: "tomorrow", label: "Tomorrow", offset: 1, suffix: "/tomorrow" },
] as const;

export type ReadingDay = (typeof READING_DAYS)[number];
export type ReadingDayKey = ReadingDay["key"];

/** A day a sign page shows: one of the three named days, or any other day by its date ("dated"). */
export type PageDayKey = ReadingDayKey | "dated";
export type PageDay = { key: PageDayKey; label: string; suffix: string };

/**
 * The day a sign page's path asks for, with its date: the segment after the sign names yesterday
 * or tomorrow, or is a calendar day written YYYY-MM-DD; no segment is today. Any other segment
 * asks for no day (undefined). A client-side navigation asks for the same path plus ".data".
 */
export function dayOfPath(pathname: string, today: string): { key: PageDayKey; date: string } | undefined {
  const segment = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .split("/")[3];
  if (segment === undefined) return { key: "today", date: today };
  const named = READING_DAYS.find((day) => day.suffix === `/${segment}`);
  if (named) return { key: named.key, date: addDays(today, named.offset) };
  return isCalendarDate(segment) ? { key: "dated", date: segment } : undefined;
}

/** Yesterday, today or tomorrow when `date` is one of them. */
function namedDayOf(date: string, today: string): ReadingDay | undefined {
  return READING_DAYS.find((day) => addDays(today, day.offset) === date);
}

/** A sign page's day by its key; a dated day is named by its date ("June 1, 2021"). */
export function pageDayOf(key: PageDayKey, date: string): PageDay {
  if (key === "dated") return { key, label: monthDayYear(date), suffix: `/${date}` };
  return readingDayOf(key);
}

/**
 * The one address of a sign's reading of `date`: the named day's own for yesterday, today and
 * tomorrow, /signs/{sign}/{YYYY-MM-DD} for every other day.
 */
export function readingPath(signSlug: string, date: string, today: string): `/signs/${string}` {
  return `/signs/${signSlug}${namedDayOf(date, today)?.suffix ?? `/${date}`}`;
}

export function readingDayOf(key: ReadingDayKey): ReadingDay {
  return READING_DAYS.find((day) => day.key === key)!;
}

/** The page heading for a sign's reading of that day. */
export function readingHeading(signName: string, day: PageDay): string {
  return day.key === "today" ? `${signName} Daily Horoscope` : `${signName} Horoscope for ${day.label}`;
}

/** The title of the day's overview: "Today's Overview"; a dated page's heading already names its day. */
export function overviewTitle(day: PageDay): string {
  return day.key === "dated" ? "Overview" : `${day.label}'s Overview`;
}
