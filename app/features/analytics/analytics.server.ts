import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { analyticsEvents, pageViews } from "../../../db/schema";
import type { AnalyticsEventRow, PageViewRow } from "./ingest.server";
import type { AnalyticsEventName } from "./schema";

/**
 * Writes one page view at once. The browser's reports go through the ingest buffer instead
 * (ingest.server.ts); this is for code that needs the row in the table before it goes on.
 */
export async function recordPageView(db: Database, row: PageViewRow): Promise<void> {
  await db.insert(pageViews).values(row);
}

/** Writes one product event at once (see recordPageView). */
export async function recordAnalyticsEvent(db: Database, row: AnalyticsEventRow): Promise<void> {
  await db.insert(analyticsEvents).values(row);
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
