import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { analyticsEvents, pageViews } from "../../../db/schema";
import type { AnalyticsEventName, AnalyticsEventReport, PageViewReport } from "./schema";

export async function recordPageView(db: Database, report: PageViewReport): Promise<void> {
  await db.insert(pageViews).values({ path: report.path, search: report.search });
}

export async function recordAnalyticsEvent(db: Database, report: AnalyticsEventReport): Promise<void> {
  await db.insert(analyticsEvents).values(report);
}

export async function countPageViews(db: Database, path?: string): Promise<number> {
  const query = db.select({ value: count() }).from(pageViews);
  const [row] = await (path ? query.where(eq(pageViews.path, path)) : query);
  return row?.value ?? 0;
}

export async function countAnalyticsEvents(db: Database, name: AnalyticsEventName): Promise<number> {
  const [row] = await db.select({ value: count() }).from(analyticsEvents).where(eq(analyticsEvents.name, name));
  return row?.value ?? 0;
}

/** Local midnight of today in `timeZone`, as SQL. */
const localMidnight = (timeZone: string) => sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;

/** Views of one page since local midnight in the site's time zone (a sign page's "readers today"). */
export async function countPageViewsToday(db: Database, path: string, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pageViews)
    .where(and(eq(pageViews.path, path), sql`${pageViews.createdAt} >= ${localMidnight(timeZone)}`));
  return row?.value ?? 0;
}

/**
 * Page views since local midnight and over the last 7 days (today and the six days before),
 * with "day" taken in the site's time zone.
 */
export async function countRecentPageViews(db: Database, timeZone: string): Promise<{ today: number; last7Days: number }> {
  const midnight = localMidnight(timeZone);
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${pageViews.createdAt} >= ${midnight})::int`,
      last7Days: sql<number>`count(*)::int`,
    })
    .from(pageViews)
    .where(sql`${pageViews.createdAt} >= ${midnight} - interval '6 days'`);
  return { today: Number(row?.today ?? 0), last7Days: Number(row?.last7Days ?? 0) };
}
