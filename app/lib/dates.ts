/** Calendar days as 'YYYY-MM-DD' strings: the key of a reading, independent of any clock. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isCalendarDate(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Days since 1970-01-01 (negative before); the date must be valid. */
export function dayNumber(date: string): number {
  const match = DAY_PATTERN.exec(date);
  if (!match || !isCalendarDate(date)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${date}`);
  const probe = new Date(0);
  probe.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round(probe.getTime() / DAY_MS);
}

export function dateOfDayNumber(day: number): string {
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

// Building a formatter costs far more than using one; zones are a small closed set.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day a wall clock in `timeZone` shows at `instant`. */
export function calendarDateIn(instant: Date | number, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year!.padStart(4, "0")}-${parts.month}-${parts.day}`;
}

// Building an Intl.DateTimeFormat costs a few hundred microseconds, using one a few: pages
// format with a shared instance per set of options.
const sharedFormats = new Map<string, Intl.DateTimeFormat>();

/** An en-US date formatter for these options, made once and reused. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = sharedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    sharedFormats.set(key, format);
  }
  return format;
}
