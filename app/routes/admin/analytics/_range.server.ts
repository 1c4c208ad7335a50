import type { AppLoadContext } from "react-router";
import { parseDashboardRange, type DashboardRangeResult } from "#app/features/counted-figures/dashboard-range.ts";
import { calendarDateIn } from "#app/lib/dates.ts";

/**
 * The period the analytics page or its CSV export was asked for ([analytics.dashboard-range]),
 * with today as the site's clock reads it (SITE_TIMEZONE): the latest day either may show.
 */
export function requestedRange(context: AppLoadContext, url: URL): { today: string; requested: DashboardRangeResult } {
  const today = calendarDateIn(new Date(), context.env.siteTimeZone);
  return { today, requested: parseDashboardRange(url.searchParams, today) };
}
