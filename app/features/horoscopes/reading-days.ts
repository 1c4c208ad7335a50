/**
 * The three days a sign's daily reading can be read for ([daily.days]): each has its own URL,
 * /signs/{sign} for today and /signs/{sign}/yesterday or /tomorrow for the days either side, so
 * each can be linked, shared and indexed.
 */
export const READING_DAYS = [
  { key: "yesterday", label: "Yesterday", offset: -1, suffix: "/yesterday" },
  { key: "today", label: "Today", offset: 0, suffix: "" },
  { key: "tomorrow", label: "Tomorrow", offset: 1, suffix: "/tomorrow" },
] as const;

export type ReadingDay = (typeof READING_DAYS)[number];
export type ReadingDayKey = ReadingDay["key"];

/**
 * The day a sign page's path asks for: its last segment when that names one, else today. A
 * client-side navigation asks for the same page's data at the path plus ".data".
 */
export function readingDayOfPath(pathname: string): ReadingDay {
  const last = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .at(-1);
  return READING_DAYS.find((day) => day.key === last && day.suffix !== "") ?? READING_DAYS[1];
}

export function readingDayOf(key: ReadingDayKey): ReadingDay {
  return READING_DAYS.find((day) => day.key === key)!;
}

/** The page heading for a sign's reading of that day. */
export function readingHeading(signName: string, day: ReadingDay): string {
  return day.key === "today" ? `${signName} Daily Horoscope` : `${signName} Horoscope for ${day.label}`;
}
