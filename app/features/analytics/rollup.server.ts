import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { analyticsDaily, analyticsRollups, analyticsVitalsDaily } from "#db/schema/index.ts";
import { addDays, calendarDateIn, dayNumber, isSiteDate } from "#app/lib/dates.ts";
import { dayBoundsIn, startOfDayIn } from "#app/lib/local-date-time.ts";
import { REFERRERS_PER_ADDRESS, VISITORS_PER_ADDRESS } from "./address-caps";
import { BUCKET_GROWTH, VITAL_UNIT_SCALE, WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS } from "#app/lib/web-vitals.ts";

// The first of the two keys of `pg_advisory_xact_lock(int, int)`, naming the rollup; the second is
// the day. The two-key locks are a space of their own, apart from the single-key ones of the
// migrations and the roles.
const ROLLUP_LOCK_CLASS = 1_508_150_614;
// Raw rows are deleted in batches of this many, so no delete holds its locks for long.
const PRUNE_BATCH = 10_000;

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The keys of the `filtered` dimension: what the day's page views left out of the figures and
 * why ([analytics.dashboard]). `count` is views; `visitors` the visitors they came from (for
 * `visitor-over-cap`, the visitors folded into their address's first one).
 */
export const FILTERED_KEYS = ["not-found", "referrer-spam", "referrer-not-a-site", "referrer-over-cap", "visitor-over-cap"] as const;

/**
 * The day's aggregates per dimension, counted from its raw rows in the database. A row without a
 * visitor hash (one recorded before hashes were kept) counts as a view but not as a visitor, and
 * one without an address hash is not capped. Views of paths that are not pages count only under
 * `filtered`. Each address's visitors and referrer hosts are ranked by their first view (the
 * row's id, the order the views were written in), so a recount ranks them the same way. Ad
 * events are not copied: the ads' own table is their one store, read by the counted figures.
 */
function dailyAggregates(day: string, from: Date, until: Date): SQL {
  const date = sql`${day}::date`;
  const during = sql`created_at >= ${timestamp(from)} and created_at < ${timestamp(until)}`;
  return sql`
    with raw as (
      select id, path, nullif(visitor_hash, '') as visitor, nullif(address_hash, '') as address,
        referrer_host, referrer_dropped, device, sign, not_found
      from page_views where ${during}
    ), served as (
      select * from raw where not not_found
    ), address_visitors as (
      select address, visitor, row_number() over (partition by address order by min(id)) as rank
      from served where address is not null and visitor is not null group by address, visitor
    ), address_referrers as (
      select address, referrer_host, row_number() over (partition by address order by min(id)) as rank
      from served where address is not null and referrer_host is not null group by address, referrer_host
    ), views as (
      select s.path, s.device, s.sign, s.referrer_dropped, s.visitor as reported_visitor,
        coalesce(av.rank > ${VISITORS_PER_ADDRESS}, false) as visitor_folded,
        case when av.rank > ${VISITORS_PER_ADDRESS} then fv.visitor else s.visitor end as visitor,
        coalesce(ar.rank > ${REFERRERS_PER_ADDRESS}, false) as referrer_capped,
        case when ar.rank > ${REFERRERS_PER_ADDRESS} then null else s.referrer_host end as referrer_host
      from served s
      left join address_visitors av on av.address = s.address and av.visitor = s.visitor
      left join address_visitors fv on fv.address = s.address and fv.rank = 1
      left join address_referrers ar on ar.address = s.address and ar.referrer_host = s.referrer_host
    ), events as (
      select name, properties->>'partnerId' as partner, nullif(visitor_hash, '') as visitor
      from analytics_events where ${during}
    )
    insert into analytics_daily (day, dimension, key, count, visitors)
    select ${date}, 'total', '', count(*), count(distinct visitor) from views having count(*) > 0
    union all
    select ${date}, 'path', path, count(*), count(distinct visitor) from views group by path
    union all
    select ${date}, 'sign', sign, count(*), count(distinct visitor) from views where sign is not null group by sign
    union all
    select ${date}, 'referrer', coalesce(referrer_host, ''), count(*), count(distinct visitor) from views group by coalesce(referrer_host, '')
    union all
    select ${date}, 'device', device, count(*), count(distinct visitor) from views group by device
    union all
    select ${date}, 'event', name, count(*), count(distinct visitor) from events group by name
    union all
    select ${date}, 'partner', partner, count(*), count(distinct visitor) from events
    where name = 'partner_click' and partner is not null group by partner
    union all
    select ${date}, 'filtered', 'not-found', count(*), count(distinct visitor) from raw where not_found having count(*) > 0
    union all
    select ${date}, 'filtered', 'referrer-' || referrer_dropped, count(*), count(distinct visitor) from views
    where referrer_dropped is not null group by referrer_dropped
    union all
    select ${date}, 'filtered', 'referrer-over-cap', count(*), count(distinct visitor) from views where referrer_capped having count(*) > 0
    union all
    select ${date}, 'filtered', 'visitor-over-cap', count(*), count(distinct reported_visitor) from views where visitor_folded having count(*) > 0`;
}

/**
 * The day's web vitals per page type and metric: the shares against Google's thresholds and the
 * histogram, whose buckets are those of `bucketOf`: the thresholds and scales come from the same
 * constants, and the logarithm of the growth is taken here, as the browser's engine takes it. A
 * value on a bucket's edge to the last bit may still land in the next bucket, as the database's
 * logarithm may round differently; that is within the 5% a bucket spans.
 */
function vitalsAggregates(day: string, from: Date, until: Date): SQL {
  const scales = sql.join(
    WEB_VITAL_NAMES.map(
      (name) =>
        sql`(${name}::text, ${WEB_VITAL_THRESHOLDS[name].good}::float8, ${WEB_VITAL_THRESHOLDS[name].poor}::float8, ${VITAL_UNIT_SCALE[name]}::float8)`,
    ),
    sql`, `,
  );
  return sql`
    with scales (metric, good, poor, unit) as (values ${scales}),
    buckets as (
      select w.page_type, w.name as metric,
        floor(ln(w.value * s.unit + 1) / ${Math.log(BUCKET_GROWTH)}::float8)::int as bucket,
        count(*) as samples,
        count(*) filter (where w.value <= s.good) as good,
        count(*) filter (where w.value > s.good and w.value <= s.poor) as needs_improvement,
        count(*) filter (where w.value > s.poor) as poor
      from web_vitals w join scales s on s.metric = w.name
      where w.created_at >= ${timestamp(from)} and w.created_at < ${timestamp(until)}
      group by 1, 2, 3
    )
    insert into analytics_vitals_daily (day, page_type, metric, samples, good, needs_improvement, poor, histogram)
    select ${day}::date, page_type, metric, sum(samples), sum(good), sum(needs_improvement), sum(poor),
      jsonb_object_agg(bucket::text, samples)
    from buckets group by page_type, metric`;
}

type RollupOptions = { timeZone: string; now: Date };

/**
 * Recounts one day of the site's time zone from the raw rows, up to `now` for a day not yet over
 * ([analytics.rollup]). The recount replaces the day's aggregates in one transaction under a lock
 * on that day, so two runs at once (two instances) take turns and leave the same rows.
 */
export async function rollupDay(db: Database, day: string, { timeZone, now }: RollupOptions): Promise<void> {
  if (!isSiteDate(day)) throw new RangeError(`Not a day the site can roll up: ${day}`);
  const { start, end } = dayBoundsIn(day, timeZone);
  const countedUntil = now < end ? now : end;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_CLASS}::int, ${dayNumber(day)}::int)`);
    await tx.delete(analyticsDaily).where(sql`${analyticsDaily.day} = ${day}::date`);
    await tx.delete(analyticsVitalsDaily).where(sql`${analyticsVitalsDaily.day} = ${day}::date`);
    await tx.execute(dailyAggregates(day, start, countedUntil));
    await tx.execute(vitalsAggregates(day, start, countedUntil));
    await tx
      .insert(analyticsRollups)
      .values({ day, rolledAt: now, countedUntil })
      .onConflictDoUpdate({ target: analyticsRollups.day, set: { rolledAt: now, countedUntil } });
  });
}

/** The oldest raw row still kept of the tables that retention prunes, or null when they are empty. */
async function oldestRawRow(db: Database): Promise<Date | null> {
  const result = (await db.execute(sql`
    select least(
      (select min(created_at) from page_views),
      (select min(created_at) from analytics_events),
      (select min(created_at) from web_vitals)
    ) as oldest`)) as unknown as { rows: Array<{ oldest: Date | string | null }> };
  const oldest = result.rows[0]?.oldest;
  return oldest ? new Date(oldest) : null;
}

/** The days from `first` up to (not including) `before` whose rollup counted them to their end. */
async function completeDays(db: Database, first: string, before: string, timeZone: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: analyticsRollups.day, countedUntil: analyticsRollups.countedUntil })
    .from(analyticsRollups)
    .where(and(gte(analyticsRollups.day, first), lt(analyticsRollups.day, before)));
  return new Set(rows.filter((row) => row.countedUntil.getTime() >= dayBoundsIn(row.day, timeZone).end.getTime()).map((row) => row.day));
}

function daysFrom(first: string, before: string): string[] {
  const days: string[] = [];
  for (let day = first; day < before; day = addDays(day, 1)) days.push(day);
  return days;
}

type DueOptions = RollupOptions & {
  retentionDays: number;
  /** Ends the work between two days (a stopping instance). */
  signal?: AbortSignal;
};

/**
 * Rolls up today and yesterday, and every earlier day of the retention window whose rollup is
 * missing or was made before the day ended ([analytics.rollup]). The window reaches further back
 * when older raw rows are still kept (rows from before the rollups existed), so those days are
 * counted too and retention may then delete their rows. Answers the days rolled up, oldest first.
 */
export async function rollupDueDays(db: Database, { timeZone, now, retentionDays, signal }: DueOptions): Promise<string[]> {
  const today = calendarDateIn(now, timeZone);
  const yesterday = addDays(today, -1);
  const windowStart = addDays(today, -retentionDays);
  const oldest = await oldestRawRow(db);
  const oldestDay = oldest ? calendarDateIn(oldest, timeZone) : windowStart;
  const first = oldestDay < windowStart ? oldestDay : windowStart;
  const complete = await completeDays(db, first, yesterday, timeZone);
  const due = [...daysFrom(first, yesterday).filter((day) => !complete.has(day)), yesterday, today];
  const rolled: string[] = [];
  for (const day of due) {
    if (signal?.aborted) break;
    await rollupDay(db, day, { timeZone, now });
    rolled.push(day);
  }
  return rolled;
}

export type PrunedRawAnalytics = { pageViews: number; events: number; vitals: number };

const RAW_TABLES = { pageViews: "page_views", events: "analytics_events", vitals: "web_vitals" } as const;

/** Deletes one table's rows of [from, until) in batches; answers how many went. */
async function pruneRange(db: Database, table: string, from: Date, until: Date): Promise<number> {
  let pruned = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with gone as (
        delete from ${sql.identifier(table)} where id = any(array(
          select id from ${sql.identifier(table)}
          where created_at >= ${timestamp(from)} and created_at < ${timestamp(until)}
          limit ${PRUNE_BATCH}
        ))
        returning 1
      )
      select count(*)::int as gone from gone`)) as unknown as { rows: Array<{ gone: number | string }> };
    const gone = Number(result.rows[0]?.gone ?? 0);
    pruned += gone;
    if (gone < PRUNE_BATCH) return pruned;
  }
}

/**
 * Deletes raw page views, events and web vitals of the days before the retention window (today
 * and the `retentionDays` days before it are kept), but only of days whose rollup counted them to
 * their end: a day not yet rolled up keeps its rows until it is ([analytics.retention]). The
 * daily aggregates stay. Ad events are the ads' own records and are not touched.
 */
export async function pruneRawAnalytics(
  db: Database,
  { retentionDays, now, timeZone }: { retentionDays: number; now: Date; timeZone: string },
): Promise<PrunedRawAnalytics> {
  const pruned: PrunedRawAnalytics = { pageViews: 0, events: 0, vitals: 0 };
  const windowStart = addDays(calendarDateIn(now, timeZone), -retentionDays);
  const oldest = await oldestRawRow(db);
  if (!oldest) return pruned;
  const oldestDay = calendarDateIn(oldest, timeZone);
  if (oldestDay >= windowStart) return pruned;
  const complete = await completeDays(db, oldestDay, windowStart, timeZone);
  // Consecutive complete days are deleted as one span of instants.
  const spans: Array<{ first: string; last: string }> = [];
  for (const day of daysFrom(oldestDay, windowStart)) {
    if (!complete.has(day)) continue;
    const span = spans.at(-1);
    if (span && addDays(span.last, 1) === day) span.last = day;
    else spans.push({ first: day, last: day });
  }
  for (const { first, last } of spans) {
    const from = startOfDayIn(first, timeZone);
    const until = startOfDayIn(addDays(last, 1), timeZone);
    for (const [counter, table] of Object.entries(RAW_TABLES) as Array<[keyof PrunedRawAnalytics, string]>) {
      pruned[counter] += await pruneRange(db, table, from, until);
    }
  }
  return pruned;
}
