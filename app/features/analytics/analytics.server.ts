import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import { analyticsEvents, pageViews } from "#db/schema/index.ts";
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

/**
 * A sign page shows how many views it has had on the day (its "readers today") at every render.
 * Counted afresh each time, that count would cost more the busier the day; instead each page's
 * count for a day is read at most once every READERS_CACHE_MS by each process, so the figure a
 * page shows is at most that old (an anonymous reader's copy of the page may be older still: the
 * page cache keeps it for a minute).
 */
export const READERS_CACHE_MS = 10_000;
const readersCacheOf = createCachePerDatabase<number>({ ttlMs: READERS_CACHE_MS, maxEntries: 64 });

/** Views of one page on a calendar day (YYYY-MM-DD) of `timeZone`, from its local midnight to the next. */
export async function countPageViewsOnDay(db: Database, path: string, day: string, timeZone: string, now = Date.now()): Promise<number> {
  return readersCacheOf(db).rememberAsync(`${path} ${day}`, () => readPageViewsOnDay(db, path, day, timeZone), now);
}

async function readPageViewsOnDay(db: Database, path: string, day: string, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pageViews)
    .where(
      and(
        eq(pageViews.path, path),
        sql`${pageViews.createdAt} >= (${day}::date::timestamp at time zone ${timeZone})`,
        sql`${pageViews.createdAt} < ((${day}::date + 1)::timestamp at time zone ${timeZone})`,
      ),
    );
  return row?.value ?? 0;
}
