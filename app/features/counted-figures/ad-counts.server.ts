import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { adEvents, adInvalidTraffic, ads } from "#db/schema/index.ts";
import { startOfDayIn } from "#app/lib/local-date-time.ts";
import { addDays } from "#app/lib/dates.ts";
import { FIGURE_DAYS, lastDays, NO_COUNTS, sumCounts, type AdCounts, type SlotDayCounts } from "./ad-counts";
import { clickThrough } from "./click-through";
import type { AdFigures, DashboardRange } from "./dashboard";

// The ads' counted figures, read from the one table that holds them, `ad_events` (one row per ad,
// slot, event and page view, written by the ads feature and never pruned). The ads list, an ad's
// page, the analytics dashboard and its CSV all ask the one query below, so for the same period
// they show the same counts.

type Which = { adId?: string; from?: Date; until?: Date };
type Split = { bySlot?: boolean; dayIn?: string };
type CountRow = AdCounts & { adId: string; name: string | null; slot: string; day: string };

/**
 * Ad events counted per ad, and per slot and per day of the time zone `dayIn` when asked, of the
 * instants [from, until), with the ad's name (null should its row be gone). The events are
 * counted first and the names joined to the few counted rows after, not to every event.
 */
async function countAdEvents(db: Database, { adId, from, until }: Which, { bySlot = false, dayIn }: Split = {}): Promise<CountRow[]> {
  const counted = db
    .select({
      adId: adEvents.adId,
      slot: (bySlot ? sql<string>`${adEvents.slot}` : sql<string>`''`).as("slot"),
      day: (dayIn ? sql<string>`to_char(${adEvents.createdAt} at time zone ${dayIn}, 'YYYY-MM-DD')` : sql<string>`''`).as("day"),
      impressions: sql<number>`count(*) filter (where ${adEvents.event} = 'impression')::int`.as("impressions"),
      viewable: sql<number>`count(*) filter (where ${adEvents.event} = 'viewable')::int`.as("viewable"),
      clicks: sql<number>`count(*) filter (where ${adEvents.event} = 'click')::int`.as("clicks"),
    })
    .from(adEvents)
    .where(
      and(
        adId === undefined ? undefined : eq(adEvents.adId, adId),
        from === undefined ? undefined : gte(adEvents.createdAt, from),
        until === undefined ? undefined : lt(adEvents.createdAt, until),
      ),
    )
    // By position: the day is computed with a parameter, which PostgreSQL would not match by text.
    .groupBy(sql`1`, sql`2`, sql`3`)
    .as("counted");
  return db
    .select({
      adId: counted.adId,
      name: ads.name,
      slot: counted.slot,
      day: counted.day,
      impressions: counted.impressions,
      viewable: counted.viewable,
      clicks: counted.clicks,
    })
    .from(counted)
    .leftJoin(ads, eq(ads.id, counted.adId))
    .orderBy(counted.adId, counted.day, counted.slot);
}

const countsOf = ({ impressions, viewable, clicks }: AdCounts): AdCounts => ({ impressions, viewable, clicks });

/** Each ad of `list` (the ads feature's, in its order) with its all-time totals, for the admin's list. */
export async function withAdTotals<Ad extends { id: string }>(db: Database, list: readonly Ad[]): Promise<Array<Ad & AdCounts>> {
  const totals = new Map((await countAdEvents(db, {})).map((row) => [row.adId, countsOf(row)]));
  return list.map((ad) => ({ ...ad, ...(totals.get(ad.id) ?? NO_COUNTS) }));
}

/** One ad's counts per slot and per day of `timeZone`, over the `days` days that end with `today`. */
export async function adDaysBySlot(
  db: Database,
  adId: string,
  { today, timeZone, days = FIGURE_DAYS }: { today: string; timeZone: string; days?: number },
): Promise<SlotDayCounts[]> {
  const first = lastDays(today, days)[0]!;
  const rows = await countAdEvents(
    db,
    { adId, from: startOfDayIn(first, timeZone), until: startOfDayIn(addDays(today, 1), timeZone) },
    { bySlot: true, dayIn: timeZone },
  );
  return rows.map(({ day, slot, ...counts }) => ({ day, slot, ...countsOf(counts) }));
}

export type AdRangeFigures = AdCounts & { rows: AdFigures[]; ctr: number | null };

/**
 * Every ad's totals over a range of days of `timeZone`, most shown first, with its name, and
 * all of them together, for the analytics dashboard and its CSV.
 */
export async function adsInRange(db: Database, range: Pick<DashboardRange, "from" | "to">, timeZone: string): Promise<AdRangeFigures> {
  const counted = await countAdEvents(db, {
    from: startOfDayIn(range.from, timeZone),
    until: startOfDayIn(addDays(range.to, 1), timeZone),
  });
  const rows: AdFigures[] = counted
    .map((row) => ({ adId: row.adId, name: row.name ?? "(deleted ad)", ...countsOf(row), ctr: clickThrough(row) }))
    .sort((a, b) => b.impressions - a.impressions || b.clicks - a.clicks || (a.adId < b.adId ? -1 : 1));
  const totals = sumCounts(rows);
  return { rows, ...totals, ctr: clickThrough(totals) };
}

/** Reports refused for one reason, by the event they claimed. */
export type InvalidTrafficRow = { reason: string } & AdCounts;

/**
 * One ad's invalid traffic over the `days` days that end with `today` (days of `timeZone`): the
 * reports the site refused to count, per reason, most first. Hours are whole, so the first and
 * last day follow the hour the time zone's midnight falls in.
 */
export async function adInvalidTrafficByReason(
  db: Database,
  adId: string,
  { today, timeZone, days = FIGURE_DAYS }: { today: string; timeZone: string; days?: number },
): Promise<InvalidTrafficRow[]> {
  const first = lastDays(today, days)[0]!;
  const rows = await db
    .select({
      reason: adInvalidTraffic.reason,
      impressions: sql<number>`coalesce(sum(${adInvalidTraffic.count}) filter (where ${adInvalidTraffic.event} = 'impression'), 0)::int`,
      viewable: sql<number>`coalesce(sum(${adInvalidTraffic.count}) filter (where ${adInvalidTraffic.event} = 'viewable'), 0)::int`,
      clicks: sql<number>`coalesce(sum(${adInvalidTraffic.count}) filter (where ${adInvalidTraffic.event} = 'click'), 0)::int`,
    })
    .from(adInvalidTraffic)
    .where(
      and(
        eq(adInvalidTraffic.adId, adId),
        gte(adInvalidTraffic.hour, startOfDayIn(first, timeZone)),
        lt(adInvalidTraffic.hour, startOfDayIn(addDays(today, 1), timeZone)),
      ),
    )
    .groupBy(adInvalidTraffic.reason);
  const total = (row: AdCounts) => row.impressions + row.viewable + row.clicks;
  return rows.sort((a, b) => total(b) - total(a) || (a.reason < b.reason ? -1 : 1));
}
