import { between, max } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { analyticsRollups } from "#db/schema/index.ts";
import { adsInRange } from "./ad-counts.server";
import type { AnalyticsDashboard, DashboardRange } from "./dashboard";
import { newsletterGrowth } from "./newsletter-growth.server";
import { ratingsPerSign } from "./ratings-per-sign.server";
import { daySeries, funnelOf, rankedRows, TOP_ROWS } from "./traffic.server";
import { vitalsFigures } from "./web-vitals.server";

/** The instant up to which the newest rollup of the range's days counted raw rows. */
async function countedUntilOf(db: Database, range: DashboardRange): Promise<string | null> {
  const [row] = await db
    .select({ until: max(analyticsRollups.countedUntil) })
    .from(analyticsRollups)
    .where(between(analyticsRollups.day, range.from, range.to));
  return row?.until ? new Date(row.until).toISOString() : null;
}

/**
 * Everything the analytics dashboard and its CSV show for a range of days ([analytics.dashboard]):
 * the traffic and the web vitals from the analytics rollup's daily aggregates (never the raw
 * rows), the ads from their own events, the newsletter and the ratings from their tables. A
 * visitor hash lasts a day, so a range's visitors are the sum of its days' visitors: someone who
 * came back on another day counts again.
 */
export async function loadAnalyticsDashboard(
  db: Database,
  range: DashboardRange,
  { timeZone }: { timeZone: string },
): Promise<AnalyticsDashboard> {
  const [countedUntil, series, ranked, vitals, ads, newsletter, ratings] = await Promise.all([
    countedUntilOf(db, range),
    daySeries(db, range),
    rankedRows(db, range),
    vitalsFigures(db, range),
    adsInRange(db, range, timeZone),
    newsletterGrowth(db, range, timeZone),
    ratingsPerSign(db, range),
  ]);
  return {
    range,
    countedUntil,
    totals: {
      visitors: series.reduce((sum, day) => sum + day.visitors, 0),
      pageViews: series.reduce((sum, day) => sum + day.pageViews, 0),
    },
    series,
    pages: ranked.path,
    signs: ranked.sign,
    referrers: ranked.referrer,
    devices: ranked.device,
    events: ranked.event.slice(0, TOP_ROWS),
    partners: ranked.partner,
    filtered: ranked.filtered,
    funnel: funnelOf(ranked.event),
    newsletter,
    ratings,
    vitals,
    ads,
  };
}
