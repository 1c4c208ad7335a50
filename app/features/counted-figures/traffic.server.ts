import { and, between, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { analyticsDaily } from "#db/schema/index.ts";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import { FUNNEL_EVENTS, type DashboardRange, type DayFigures, type FunnelStep, type RankedRow } from "./dashboard";
import { daysOfRange } from "./dashboard-range";

// The site's traffic as the analytics rollup counted it into `analytics_daily`: visitors and page
// views per day, and each dimension's keys (pages, signs, referrers, devices, events, partner
// links' clicks, and the page views left out of them and why) over a range.

/** How many lines the long tables (pages, referrers, events, partners) show. */
export const TOP_ROWS = 20;

const RANKED_DIMENSIONS = ["path", "sign", "referrer", "device", "event", "partner", "filtered"] as const;
export type RankedDimension = (typeof RANKED_DIMENSIONS)[number];
// Signs, devices and the reasons for leaving a view out are few and shown whole; events too (for
// the funnel), cut to the top in the table.
const WHOLE_DIMENSIONS: RankedDimension[] = ["sign", "device", "event", "filtered"];

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Each dimension's keys over the range, most counted first; the long dimensions cut to their top lines in SQL. */
export async function rankedRows(db: Database, range: DashboardRange): Promise<Record<RankedDimension, RankedRow[]>> {
  const result = await db.execute(sql`
    select dimension, key, count, visitors from (
      select dimension, key, sum(count)::int as count, sum(visitors)::int as visitors,
        row_number() over (partition by dimension order by sum(count) desc, sum(visitors) desc, key) as rank
      from analytics_daily
      where day between ${range.from}::date and ${range.to}::date
        and dimension in (${sql.join(
          RANKED_DIMENSIONS.map((dimension) => sql`${dimension}`),
          sql`, `,
        )})
      group by dimension, key
    ) ranked
    where rank <= ${TOP_ROWS} or dimension in (${sql.join(
      WHOLE_DIMENSIONS.map((dimension) => sql`${dimension}`),
      sql`, `,
    )})
    order by dimension, rank`);
  const ranked = Object.fromEntries(RANKED_DIMENSIONS.map((dimension) => [dimension, [] as RankedRow[]])) as Record<
    RankedDimension,
    RankedRow[]
  >;
  for (const row of rowsOf<{ dimension: RankedDimension; key: string; count: number; visitors: number }>(result)) {
    ranked[row.dimension].push({ key: row.key, count: Number(row.count), visitors: Number(row.visitors) });
  }
  return ranked;
}

/** The days' visitors and page views as counted, days without any left out. */
async function countedDays(db: Database, from: string, to: string) {
  return db
    .select({ day: analyticsDaily.day, pageViews: analyticsDaily.count, visitors: analyticsDaily.visitors })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, "total"), between(analyticsDaily.day, from, to)));
}

/** Visitors and page views of each day of the range, zeros for days without any. */
export async function daySeries(db: Database, range: DashboardRange): Promise<DayFigures[]> {
  const byDay = new Map((await countedDays(db, range.from, range.to)).map((row) => [row.day, row]));
  return daysOfRange(range).map((day) => ({ day, visitors: byDay.get(day)?.visitors ?? 0, pageViews: byDay.get(day)?.pageViews ?? 0 }));
}

/** The unlock funnel from the events' counts: each step's visitors over the step before. */
export function funnelOf(events: readonly RankedRow[]): FunnelStep[] {
  const byName = new Map(events.map((row) => [row.key, row]));
  return FUNNEL_EVENTS.map((name, index) => {
    const step = byName.get(name) ?? { count: 0, visitors: 0 };
    const before = index === 0 ? undefined : (byName.get(FUNNEL_EVENTS[index - 1]!)?.visitors ?? 0);
    return { name, count: step.count, visitors: step.visitors, conversion: before ? step.visitors / before : null };
  });
}

export type HeadlineFigures = {
  today: { visitors: number; pageViews: number };
  /** Today and the six days before. */
  last7Days: { visitors: number; pageViews: number };
};

/**
 * Today's visitors and page views and those of the last 7 days, for the admin overview
 * ([analytics.admin-overview]), from the daily aggregates: as fresh as the latest rollup.
 */
export async function loadHeadlineFigures(
  db: Database,
  { timeZone, today }: { timeZone: string; today?: string },
): Promise<HeadlineFigures> {
  const day = today ?? calendarDateIn(new Date(), timeZone);
  const rows = await countedDays(db, addDays(day, -6), day);
  const ofToday = rows.find((row) => row.day === day);
  return {
    today: { visitors: ofToday?.visitors ?? 0, pageViews: ofToday?.pageViews ?? 0 },
    last7Days: {
      visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
      pageViews: rows.reduce((sum, row) => sum + row.pageViews, 0),
    },
  };
}
