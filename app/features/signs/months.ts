import { MONTH_NAMES } from "#app/lib/dates.ts";
import { SIGNS, type Sign } from "#app/zodiac/signs.ts";

export { MONTH_NAMES };
export type MonthName = (typeof MONTH_NAMES)[number];

/** The month's URL slug: /monthly/{january…december}. */
export function monthSlug(month: MonthName): string {
  return month.toLowerCase();
}

/** The month a slug names, whatever its case; undefined for anything else. */
export function findMonth(slug: string | undefined): MonthName | undefined {
  return MONTH_NAMES.find((month) => month.toLowerCase() === slug?.toLowerCase());
}

/**
 * The two signs whose seasons a calendar month spans, the one ending first. Read from each
 * sign's dateRange ("December 22 – January 19") so the dates live only in SIGNS.
 */
export function signSeasonsInMonth(month: MonthName): { ending: Sign | undefined; starting: Sign | undefined } {
  const monthOf = (part: string | undefined) => part?.trim().split(" ")[0];
  return {
    ending: SIGNS.find((sign) => monthOf(sign.dateRange.split("–")[1]) === month),
    starting: SIGNS.find((sign) => monthOf(sign.dateRange.split("–")[0]) === month),
  };
}
