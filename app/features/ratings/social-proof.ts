/**
 * The figures a sign's daily page shows about its readers ([ratings.social-proof]). Each is
 * counted, never made up: a figure with too little behind it is not shown at all (ADR 019).
 */
import { wholeNumber } from "#app/lib/text.ts";

/** Ratings a sign's day needs before the accuracy share is shown: with fewer, one vote swings it. */
export const ACCURACY_MIN_RATINGS = 20;
/** A rating at or above this counts as "found it accurate". */
export const ACCURATE_FROM_STARS = 4;

/** The day's ratings of one sign's reading. */
export type DayRatings = { total: number; accurate: number };

/** The share of the day's ratings at 4 stars or more, in whole percent; null below 20 ratings. */
export function accuracyPercent({ total, accurate }: DayRatings): number | null {
  if (total < ACCURACY_MIN_RATINGS) return null;
  return Math.round((accurate / total) * 100);
}

/** "1 Leo reader today", "2,345 Leo readers today"; null before the day's first page view. */
export function readersTodayLabel(count: number, signName: string): string | null {
  if (count < 1) return null;
  return `${wholeNumber(count)} ${signName} ${count === 1 ? "reader" : "readers"} today`;
}

/** "{n}% found it accurate", or null while the day has too few ratings. */
export function accuracyLabel(day: DayRatings): string | null {
  const percent = accuracyPercent(day);
  return percent === null ? null : `${percent}% found it accurate`;
}
