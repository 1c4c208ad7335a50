import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { adEvents, ads } from "#db/schema/index.ts";
import type { AdType } from "./inventory";

// The ads' counted figures as the admin reads them: each ad's totals, and one ad's days by slot.

export type AdSummary = {
  id: string;
  name: string;
  type: AdType;
  active: boolean;
  slots: string[];
  weight: number;
  startsAt: Date | null;
  endsAt: Date | null;
  impressions: number;
  viewable: number;
  clicks: number;
};

/** Every ad with its totals, newest first, for the admin list. */
export async function listAdsWithTotals(db: Database): Promise<AdSummary[]> {
  const totals = db
    .select({
      adId: adEvents.adId,
      impressions: sql<number>`count(*) filter (where ${adEvents.event} = 'impression')::int`.as("impressions"),
      viewable: sql<number>`count(*) filter (where ${adEvents.event} = 'viewable')::int`.as("viewable"),
      clicks: sql<number>`count(*) filter (where ${adEvents.event} = 'click')::int`.as("clicks"),
    })
    .from(adEvents)
    .groupBy(adEvents.adId)
    .as("totals");
  const rows = await db
    .select({ ad: ads, impressions: totals.impressions, viewable: totals.viewable, clicks: totals.clicks })
    .from(ads)
    .leftJoin(totals, eq(totals.adId, ads.id))
    .orderBy(desc(ads.createdAt));
  return rows.map(({ ad, impressions, viewable, clicks }) => ({
    id: ad.id,
    name: ad.name,
    type: ad.type as AdType,
    active: ad.active,
    slots: ad.slots,
    weight: ad.weight,
    startsAt: ad.startsAt,
    endsAt: ad.endsAt,
    impressions: impressions ?? 0,
    viewable: viewable ?? 0,
    clicks: clicks ?? 0,
  }));
}

export type AdDayStats = { day: string; slot: string; impressions: number; viewable: number; clicks: number };

/** One ad's counts per day (of the site's time zone) and slot over the last `days` days, oldest first. */
export async function adStatsByDay(
  db: Database,
  id: string,
  { days = 30, now = new Date(), timeZone = "UTC" }: { days?: number; now?: Date; timeZone?: string } = {},
): Promise<AdDayStats[]> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const day = sql<string>`to_char(${adEvents.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      slot: adEvents.slot,
      impressions: sql<number>`count(*) filter (where ${adEvents.event} = 'impression')::int`,
      viewable: sql<number>`count(*) filter (where ${adEvents.event} = 'viewable')::int`,
      clicks: sql<number>`count(*) filter (where ${adEvents.event} = 'click')::int`,
    })
    .from(adEvents)
    .where(and(eq(adEvents.adId, id), gte(adEvents.createdAt, since)))
    // By position: the day is computed with a parameter, which PostgreSQL would not match by text.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  return rows;
}
