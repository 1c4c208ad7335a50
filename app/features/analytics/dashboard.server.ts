import { and, between, eq, max, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { analyticsDaily, analyticsRollups, analyticsVitalsDaily, signRatings } from "#db/schema/index.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import type {
  AdFigures,
  AnalyticsDashboard,
  DashboardRange,
  DayFigures,
  FunnelStep,
  NewsletterDay,
  RankedRow,
  SignRatingFigures,
  VitalsFigures,
} from "./dashboard";
import { daysOfRange } from "./dashboard-range";
import { WEB_VITAL_NAMES, type WebVitalName } from "./schema";
import { p75OfHistogram } from "./web-vitals-scale";
import { dayBoundsIn } from "./rollup.server";

/** How many lines the long tables (pages, referrers, events, partners) show. */
export const TOP_ROWS = 20;

const FUNNEL: Array<FunnelStep["name"]> = ["teaser_view", "unlock_click", "gate_submit_success"];
const RANKED_DIMENSIONS = ["path", "sign", "referrer", "device", "event", "partner"] as const;
type RankedDimension = (typeof RANKED_DIMENSIONS)[number];
// Signs and devices are few and shown whole; events too (for the funnel), cut to the top in the table.
const WHOLE_DIMENSIONS: RankedDimension[] = ["sign", "device", "event"];

const inRange = (range: DashboardRange) => between(analyticsDaily.day, range.from, range.to);
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Each dimension's keys over the range, most counted first; the long dimensions cut to their top lines in SQL. */
async function rankedRows(db: Database, range: DashboardRange): Promise<Record<RankedDimension, RankedRow[]>> {
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

/** Visitors and page views of each day of the range, zeros for days without any. */
async function daySeries(db: Database, range: DashboardRange): Promise<DayFigures[]> {
  const rows = await db
    .select({ day: analyticsDaily.day, pageViews: analyticsDaily.count, visitors: analyticsDaily.visitors })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, "total"), inRange(range)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOfRange(range).map((day) => ({ day, visitors: byDay.get(day)?.visitors ?? 0, pageViews: byDay.get(day)?.pageViews ?? 0 }));
}

function funnelOf(events: RankedRow[]): FunnelStep[] {
  const byName = new Map(events.map((row) => [row.key, row]));
  return FUNNEL.map((name, index) => {
    const step = byName.get(name) ?? { count: 0, visitors: 0 };
    const before = index === 0 ? undefined : (byName.get(FUNNEL[index - 1]!)?.visitors ?? 0);
    return { name, count: step.count, visitors: step.visitors, conversion: before ? step.visitors / before : null };
  });
}

/** The range's vitals per page type and metric: the daily histograms added up, read at the 75th percentile. */
async function vitalsFigures(db: Database, range: DashboardRange): Promise<VitalsFigures[]> {
  const rows = await db
    .select({
      pageType: analyticsVitalsDaily.pageType,
      metric: analyticsVitalsDaily.metric,
      samples: analyticsVitalsDaily.samples,
      good: analyticsVitalsDaily.good,
      needsImprovement: analyticsVitalsDaily.needsImprovement,
      poor: analyticsVitalsDaily.poor,
      histogram: analyticsVitalsDaily.histogram,
    })
    .from(analyticsVitalsDaily)
    .where(between(analyticsVitalsDaily.day, range.from, range.to));
  type Sum = { pageType: string; metric: WebVitalName; samples: number; good: number; needsImprovement: number; poor: number };
  const sums = new Map<string, Sum & { histogram: Record<string, number> }>();
  for (const row of rows) {
    if (!(WEB_VITAL_NAMES as readonly string[]).includes(row.metric)) continue;
    const id = `${row.pageType}\n${row.metric}`;
    let sum = sums.get(id);
    if (!sum) {
      sum = {
        pageType: row.pageType,
        metric: row.metric as WebVitalName,
        samples: 0,
        good: 0,
        needsImprovement: 0,
        poor: 0,
        histogram: {},
      };
      sums.set(id, sum);
    }
    sum.samples += row.samples;
    sum.good += row.good;
    sum.needsImprovement += row.needsImprovement;
    sum.poor += row.poor;
    for (const [bucket, count] of Object.entries(row.histogram)) sum.histogram[bucket] = (sum.histogram[bucket] ?? 0) + count;
  }
  const share = (part: number, samples: number) => (samples > 0 ? part / samples : 0);
  return [...sums.values()]
    .sort((a, b) => a.pageType.localeCompare(b.pageType) || WEB_VITAL_NAMES.indexOf(a.metric) - WEB_VITAL_NAMES.indexOf(b.metric))
    .map(({ pageType, metric, samples, good, needsImprovement, poor, histogram }) => ({
      pageType,
      metric,
      samples,
      p75: p75OfHistogram(metric, histogram),
      good: share(good, samples),
      needsImprovement: share(needsImprovement, samples),
      poor: share(poor, samples),
    }));
}

/** Impressions, viewable impressions and clicks per ad over the range, with the ads' names. */
async function adFigures(db: Database, range: DashboardRange): Promise<AnalyticsDashboard["ads"]> {
  const result = await db.execute(sql`
    select d.key as ad_id, a.name,
      coalesce(sum(d.count) filter (where d.dimension = 'ad-impression'), 0)::int as impressions,
      coalesce(sum(d.count) filter (where d.dimension = 'ad-viewable'), 0)::int as viewable,
      coalesce(sum(d.count) filter (where d.dimension = 'ad-click'), 0)::int as clicks
    from analytics_daily d left join ads a on a.id::text = d.key
    where d.day between ${range.from}::date and ${range.to}::date
      and d.dimension in ('ad-impression', 'ad-viewable', 'ad-click')
    group by d.key, a.name
    order by impressions desc, clicks desc, d.key`);
  const ctr = (clicks: number, impressions: number) => (impressions > 0 ? clicks / impressions : null);
  const rows: AdFigures[] = rowsOf<{ ad_id: string; name: string | null; impressions: number; viewable: number; clicks: number }>(
    result,
  ).map((row) => {
    const [impressions, viewable, clicks] = [Number(row.impressions), Number(row.viewable), Number(row.clicks)];
    // An ad deleted since keeps its figures; its name went with it.
    return { adId: row.ad_id, name: row.name ?? "(deleted ad)", impressions, viewable, clicks, ctr: ctr(clicks, impressions) };
  });
  const total = (field: "impressions" | "viewable" | "clicks") => rows.reduce((sum, row) => sum + row[field], 0);
  return {
    rows,
    impressions: total("impressions"),
    viewable: total("viewable"),
    clicks: total("clicks"),
    ctr: ctr(total("clicks"), total("impressions")),
  };
}

/** Addresses subscribed, confirmed and unsubscribed per day of the site's time zone. */
async function newsletterFigures(db: Database, range: DashboardRange, timeZone: string): Promise<AnalyticsDashboard["newsletter"]> {
  const start = dayBoundsIn(range.from, timeZone).start.toISOString();
  const end = dayBoundsIn(range.to, timeZone).end.toISOString();
  const during = (column: string) =>
    sql`${sql.identifier(column)} >= ${start}::timestamptz and ${sql.identifier(column)} < ${end}::timestamptz`;
  const localDay = (column: string) => sql`to_char(${sql.identifier(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [perDay, cohort] = await Promise.all([
    db.execute(sql`
      select day, sum(subscribed)::int as subscribed, sum(confirmed)::int as confirmed, sum(unsubscribed)::int as unsubscribed
      from (
        select ${localDay("created_at")} as day, 1 as subscribed, 0 as confirmed, 0 as unsubscribed from subscribers where ${during("created_at")}
        union all
        select ${localDay("verified_at")}, 0, 1, 0 from subscribers where ${during("verified_at")}
        union all
        select ${localDay("unsubscribed_at")}, 0, 0, 1 from subscribers where ${during("unsubscribed_at")}
      ) changes
      group by day`),
    db.execute(sql`
      select count(*)::int as subscribed, (count(*) filter (where verified_at is not null))::int as confirmed
      from subscribers where ${during("created_at")}`),
  ]);
  const byDay = new Map(
    rowsOf<{ day: string; subscribed: number; confirmed: number; unsubscribed: number }>(perDay).map((row) => [row.day, row]),
  );
  const days: NewsletterDay[] = daysOfRange(range).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      subscribed: Number(row?.subscribed ?? 0),
      confirmed: Number(row?.confirmed ?? 0),
      unsubscribed: Number(row?.unsubscribed ?? 0),
    };
  });
  const total = (field: "subscribed" | "confirmed" | "unsubscribed") => days.reduce((sum, day) => sum + day[field], 0);
  const [subscribedInRange] = rowsOf<{ subscribed: number; confirmed: number }>(cohort);
  const joined = Number(subscribedInRange?.subscribed ?? 0);
  return {
    days,
    subscribed: total("subscribed"),
    confirmed: total("confirmed"),
    unsubscribed: total("unsubscribed"),
    confirmationRate: joined > 0 ? Number(subscribedInRange?.confirmed ?? 0) / joined : null,
  };
}

/** Ratings given for the range's days, per sign: every sign listed, in zodiac order. */
async function ratingFigures(db: Database, range: DashboardRange): Promise<SignRatingFigures[]> {
  const rows = await db
    .select({
      sign: signRatings.sign,
      ratings: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${signRatings.rating})::float8`,
    })
    .from(signRatings)
    .where(between(signRatings.date, range.from, range.to))
    .groupBy(signRatings.sign);
  const bySign = new Map(rows.map((row) => [row.sign, row]));
  return SIGN_SLUGS.map((sign) => {
    const row = bySign.get(sign);
    return { sign, ratings: Number(row?.ratings ?? 0), average: row?.average == null ? null : Number(row.average) };
  });
}

/** The instant up to which the newest rollup of the range's days counted raw rows. */
async function countedUntilOf(db: Database, range: DashboardRange): Promise<string | null> {
  const [row] = await db
    .select({ until: max(analyticsRollups.countedUntil) })
    .from(analyticsRollups)
    .where(between(analyticsRollups.day, range.from, range.to));
  return row?.until ? new Date(row.until).toISOString() : null;
}

/**
 * Everything the analytics dashboard shows for a range of days ([analytics.dashboard]), read from
 * the daily aggregates and the site's own tables, never from the raw rows. A visitor hash lasts a
 * day, so a range's visitors are the sum of its days' visitors: someone who came back on another
 * day counts again.
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
    adFigures(db, range),
    newsletterFigures(db, range, timeZone),
    ratingFigures(db, range),
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
    funnel: funnelOf(ranked.event),
    newsletter,
    ratings,
    vitals,
    ads,
  };
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
  const rows = await db
    .select({ day: analyticsDaily.day, pageViews: analyticsDaily.count, visitors: analyticsDaily.visitors })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, "total"), between(analyticsDaily.day, addDays(day, -6), day)));
  const ofToday = rows.find((row) => row.day === day);
  return {
    today: { visitors: ofToday?.visitors ?? 0, pageViews: ofToday?.pageViews ?? 0 },
    last7Days: {
      visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
      pageViews: rows.reduce((sum, row) => sum + row.pageViews, 0),
    },
  };
}
