import { addDays, dateFormat, dayNumber, parseCalendarDay } from "#app/lib/dates.ts";

/** The spans a reading covers beyond a single day. */
export const PERIODS = ["week", "month", "year"] as const;
export type Period = (typeof PERIODS)[number];
/** What the API's `period` accepts: a day is the daily reading. */
export type ReadingPeriod = "day" | Period;

export function isPeriod(value: unknown): value is Period {
  return typeof value === "string" && (PERIODS as readonly string[]).includes(value);
}

export type PeriodSpan = {
  period: Period;
  /** First and last calendar day, inclusive, YYYY-MM-DD. */
  start: string;
  end: string;
  /** "Week of 23–29 November 2026", "December 2026", "2027". */
  title: string;
  /** The span's place in a count of such spans since 1970: each walks its sentence variants one step. */
  ordinal: number;
};

const pad = (value: number) => String(value).padStart(2, "0");
const monthYear = dateFormat({ month: "long", year: "numeric", timeZone: "UTC" });
const dayMonth = dateFormat({ day: "numeric", month: "long", timeZone: "UTC" });
const dayOnly = dateFormat({ day: "numeric", timeZone: "UTC" });
const fullYear = dateFormat({ year: "numeric", timeZone: "UTC" });

const utc = (date: string) => new Date(`${date}T12:00:00Z`);

/** "23 November" (day first, the site's style). */
export function dayAndMonth(date: string): string {
  const [month, day] = dayMonth.format(utc(date)).split(" ");
  return `${day} ${month}`;
}

function weekTitle(start: string, end: string): string {
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const year = fullYear.format(utc(end));
  return sameMonth
    ? `Week of ${dayOnly.format(utc(start))}–${dayAndMonth(end)} ${year}`
    : `Week of ${dayAndMonth(start)} – ${dayAndMonth(end)} ${year}`;
}

/** The week (Monday to Sunday), calendar month or calendar year that holds `date`. */
export function periodSpan(period: Period, date: string): PeriodSpan {
  const { year, month } = parseCalendarDay(date);
  if (period === "week") {
    const day = dayNumber(date);
    // 1970-01-01 was a Thursday: Monday-based weekday is (day + 3) mod 7.
    const start = addDays(date, -(((day + 3) % 7) + 7) % 7);
    const end = addDays(start, 6);
    return { period, start, end, title: weekTitle(start, end), ordinal: Math.floor((dayNumber(start) + 3) / 7) };
  }
  if (period === "month") {
    const start = `${String(year).padStart(4, "0")}-${pad(month)}-01`;
    const nextMonth = month === 12 ? `${String(year + 1).padStart(4, "0")}-01-01` : `${String(year).padStart(4, "0")}-${pad(month + 1)}-01`;
    return { period, start, end: addDays(nextMonth, -1), title: monthYear.format(utc(start)), ordinal: (year - 1970) * 12 + month - 1 };
  }
  const start = `${String(year).padStart(4, "0")}-01-01`;
  return { period, start, end: `${String(year).padStart(4, "0")}-12-31`, title: String(year), ordinal: year - 1970 };
}

/** The span after this one. */
export function nextSpan(span: PeriodSpan): PeriodSpan {
  return periodSpan(span.period, addDays(span.end, 1));
}

/** Every calendar day of a span, in order. */
export function daysOf(span: Pick<PeriodSpan, "start" | "end">): string[] {
  const count = dayNumber(span.end) - dayNumber(span.start) + 1;
  return Array.from({ length: count }, (_, offset) => addDays(span.start, offset));
}
