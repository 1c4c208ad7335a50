import { findSign } from "#app/zodiac/signs.ts";
import { dayLabel } from "#app/lib/dates.ts";
import { localDateTimeIn } from "#app/lib/local-date-time.ts";
import { wholeNumber } from "#app/lib/text.ts";
import { rateWebVital, type WebVitalName, type WebVitalRating } from "#app/lib/web-vitals.ts";
import type { DashboardRange, DashboardTable, FunnelStep } from "#app/features/counted-figures/dashboard.ts";

// The dashboard's numbers, days and labels as the page writes them: days by `dayLabel`, as every
// admin page names them. Every formatter is made once: building an Intl formatter costs far more
// than using one.
const shares = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const milliseconds = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const averages = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** What a missing figure shows: a share of nothing, a percentile of no samples. */
export const NO_FIGURE = "—";

export function formatCount(value: number): string {
  return wholeNumber(value);
}

/** A share from 0 to 1 as a percentage to one decimal at most: "42.9%"; null is NO_FIGURE. */
export function formatShare(value: number | null): string {
  return value === null ? NO_FIGURE : shares.format(value);
}

/** A rating average to one decimal: "4.2"; null (no ratings) is NO_FIGURE. */
export function formatAverage(value: number | null): string {
  return value === null ? NO_FIGURE : averages.format(value);
}

/** A web vital's value with its unit: times in whole milliseconds, CLS (unitless) to two decimals. */
export function formatVital(metric: WebVitalName, value: number | null): string {
  if (value === null) return NO_FIGURE;
  return metric === "CLS" ? value.toFixed(2) : `${milliseconds.format(value)} ms`;
}

export const VITAL_RATING_LABELS: Record<WebVitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

/** How a 75th percentile rates against Google's thresholds; null without samples. */
export function vitalRating(metric: WebVitalName, value: number | null): WebVitalRating | null {
  return value === null ? null : rateWebVital(metric, value);
}

/** The range in words: "Nov 25, 2026", or "Nov 19, 2026 to Nov 25, 2026". */
export function rangeText(range: Pick<DashboardRange, "from" | "to">): string {
  const [from, to] = [dayLabel(range.from, { withYear: true }), dayLabel(range.to, { withYear: true })];
  return range.from === range.to ? to : `${from} to ${to}`;
}

/** An instant on the site's clock, to the minute: "Nov 25, 2026, 14:05". */
export function instantText(instant: string, timeZone: string): string {
  const clock = localDateTimeIn(new Date(instant), timeZone);
  return `${dayLabel(clock.slice(0, 10), { withYear: true })}, ${clock.slice(11)}`;
}

/** A sign's name for a sign slug ("leo" is "Leo"); anything else as it is. */
export function signName(key: string): string {
  return findSign(key)?.name ?? key;
}

/** A referrer host; the empty host is a visit with no other site before it. */
export function referrerName(key: string): string {
  return key === "" ? DIRECT_REFERRER : key;
}
export const DIRECT_REFERRER = "(direct)";

/** Why page views were left out of the figures, in words, by the rollup's key. */
export const FILTERED_REASONS: Record<string, string> = {
  "not-found": "Views of paths that are not a page (not found)",
  "referrer-spam": "Referrers on the referrer-spam list",
  "referrer-not-a-site": "Referrers that are no web site's name",
  "referrer-over-cap": "Referrers past an address's daily cap",
  "visitor-over-cap": "Visitors past an address's daily cap",
};

/** A reason for leaving views out, in words; an unknown key as it is. */
export function filteredReason(key: string): string {
  return FILTERED_REASONS[key] ?? key;
}

export const FUNNEL_STEP_LABELS: Record<FunnelStep["name"], string> = {
  teaser_view: "Saw a locked section",
  unlock_click: "Clicked to unlock",
  gate_submit_success: "Subscribed to unlock",
};

/** The period part of the dashboard's address: `period=7d`, or `period=custom&from=…&to=…`. */
export function periodQuery(range: DashboardRange): URLSearchParams {
  const query = new URLSearchParams({ period: range.period });
  if (range.period === "custom") {
    query.set("from", range.from);
    query.set("to", range.to);
  }
  return query;
}

/** The CSV download of one of the dashboard's tables, for the same period ([analytics.csv]). */
export function exportHref(table: DashboardTable, range: DashboardRange): string {
  const query = new URLSearchParams({ table });
  for (const [name, value] of periodQuery(range)) query.set(name, value);
  return `/admin/analytics/export?${query}`;
}
