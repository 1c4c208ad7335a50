/**
 * One line of the site's accuracy table ([accuracy.table]): a figure the site computes beside an
 * independent reference for the same thing, and how far apart they are. The sky and the chart
 * features each produce their own rows; the tests assert every row is within its tolerance, and
 * the /accuracy page prints the very same rows.
 */
import { dateFormat } from "./dates";

export type AccuracyRow = {
  /** What is compared: "March equinox 2026", "London 1990: Ascendant". */
  what: string;
  /** The reference figure as its source prints it. */
  reference: string;
  /** The site's own figure, written the same way. */
  ours: string;
  /** How far apart, in `unit`, never negative. */
  difference: number;
  /** The most the site allows itself, in `unit`. */
  tolerance: number;
  unit: "minutes" | "hours" | "days" | "degrees";
};

export type AccuracyGroup = {
  title: string;
  /** Where the references come from, and how the site computes its side. */
  method: string;
  rows: AccuracyRow[];
};

const UT_MINUTE: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** "20 Mar 2026, 14:46 UT": an instant to the minute (rounded), as almanacs print them. */
export function utMinute(instant: Date): string {
  const rounded = new Date(Math.round(instant.getTime() / 60_000) * 60_000);
  // Made at the first call, not when the module loads: the accuracy page's browser code imports
  // this module, and a page's first load makes no Intl formatter (see wholeNumber in ./text).
  return `${dateFormat(UT_MINUTE, "en-GB").format(rounded)} UT`;
}

/** The gap between two instants in `unit`, never negative. */
export function instantGap(a: Date, b: Date, unit: "minutes" | "hours" | "days"): number {
  const per = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 }[unit];
  return Math.abs(a.getTime() - b.getTime()) / per;
}

/** The shorter way round between two longitudes, in degrees. */
export function angleGap(a: number, b: number): number {
  const apart = (((a - b) % 360) + 360) % 360;
  return Math.min(apart, 360 - apart);
}

/** A difference as the page prints it: "0.4 minutes", "0.012°". */
export function differenceText(row: Pick<AccuracyRow, "difference" | "unit">): string {
  if (row.unit === "degrees") return `${row.difference.toFixed(3)}°`;
  if (row.unit === "days") return row.difference === 0 ? "same day" : `${row.difference} days`;
  return `${row.difference.toFixed(1)} ${row.unit}`;
}
