import { count, eq } from "drizzle-orm";
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
