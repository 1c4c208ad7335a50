const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building a formatter costs far more than using one; valid zones are a closed set, so this stays small.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, before anything is cached.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric", month: "numeric", day: "numeric",
      hour: "numeric", minute: "numeric", second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const wallClockMs = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
  // The formatted clock has no milliseconds, so compare against the instant's whole second.
  return wallClockMs - Math.floor(instantMs / 1000) * 1000;
}

/** Parses YYYY-MM-DD into its parts, refusing days the calendar lacks (2026-02-30). */
export function parseCalendarDay(date: string): { year: number; month: number; day: number } {
  const match = DAY_PATTERN.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(0);
    probe.setUTCFullYear(year, month - 1, day);
    if (probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day) {
      return { year, month, day };
    }
  }
  throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${date}`);
}

/** The UTC instant when clocks in `timeZone` show 12:00 on `date`. */
export function noonInZone(date: string, timeZone: string): Date {
  const { year, month, day } = parseCalendarDay(date);
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  const noonAsIfUtc = probe.getTime() + 12 * 3_600_000;
  // The offset at the first guess may be the other side of a DST change; one more look settles it.
  let instant = noonAsIfUtc - zoneOffsetMs(noonAsIfUtc, timeZone);
  instant = noonAsIfUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}
