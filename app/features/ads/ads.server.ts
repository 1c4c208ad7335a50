import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { adEvents, ads } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { signOf } from "#app/zodiac/signs.ts";
import type { AdInput } from "#app/features/ads/admin/ad-input.ts";
import {
  effectivePageType,
  fillSignMarker,
  SIGN_MARKER,
  signOfPath,
  type AdEvent,
  type AdSlot,
  type AdType,
  type AnchorPosition,
  type PageType,
  type ServedAd,
} from "./inventory";

type AdRow = typeof ads.$inferSelect;

// Every ad slot of every page view asks for its ads; the inventory changes when an admin saves.
// Each process keeps the active ads a short while, and a save here forgets them at once.
const ACTIVE_ADS_CACHE_MS = 30_000;
const activeAdsOf = createCachePerDatabase<AdRow[]>({ ttlMs: ACTIVE_ADS_CACHE_MS, maxEntries: 1 });

/** Forgets the cached inventory, so the next request sees a change at once (every instance runs it on a change notice). */
export function forgetAds(db: Database): void {
  activeAdsOf(db).clear();
}

async function activeAds(db: Database, now: number): Promise<AdRow[]> {
  return activeAdsOf(db).rememberAsync("active", () => db.select().from(ads).where(eq(ads.active, true)), now);
}

/**
 * The ads that may run in a slot on a page, best first ([ads.inventory]): active, within their
 * dates, made for the slot, the page type and (when they name signs) the page's sign. Their order
 * is drawn by weight on every request, so a heavier ad leads more often and every ad gets its turn.
 * An ad whose text holds `{sign}` runs only on sign pages, where the marker becomes the sign's name.
 */
export async function listServableAds(
  db: Database,
  {
    slot,
    pageType,
    path,
    now = new Date(),
    random = Math.random,
  }: { slot: AdSlot; pageType: PageType; path: string; now?: Date; random?: () => number },
): Promise<ServedAd[]> {
  const target = effectivePageType(slot, pageType);
  const sign = signOfPath(path);
  const signName = sign ? signOf(sign).name : undefined;
  const eligible = (await activeAds(db, now.getTime())).filter(
    (ad) =>
      (!ad.startsAt || ad.startsAt <= now) &&
      (!ad.endsAt || ad.endsAt > now) &&
      ad.slots.includes(slot) &&
      (ad.pageTypes.includes("all") || ad.pageTypes.includes(target)) &&
      (ad.signs.length === 0 || (sign !== undefined && ad.signs.includes(sign))) &&
      (signName !== undefined || ![ad.headline, ad.subtext, ad.ctaText].some((text) => text.includes(SIGN_MARKER))),
  );
  return weightedOrder(eligible, random).map((ad) => serve(ad, signName));
}

/** Efraimidis-Spirakis: each item's key is u^(1/weight); sorting by key draws without replacement by weight. */
function weightedOrder(rows: AdRow[], random: () => number): AdRow[] {
  return rows
    .map((row) => ({ row, key: Math.pow(random(), 1 / Math.max(1, row.weight)) }))
    .sort((a, b) => b.key - a.key)
    .map(({ row }) => row);
}

function serve(ad: AdRow, signName: string | undefined): ServedAd {
  const text = (value: string) => (signName ? fillSignMarker(value, signName) : value);
  return {
    id: ad.id,
    name: ad.name,
    type: ad.type as AdType,
    imageUrl: ad.imageUrl,
    linkUrl: ad.linkUrl,
    headline: text(ad.headline),
    subtext: text(ad.subtext),
    ctaText: text(ad.ctaText),
    anchorPosition: ad.anchorPosition as AnchorPosition,
  };
}

export type AdEventInput = {
  adId: string;
  slot: AdSlot;
  event: AdEvent;
  pageType: PageType;
  path: string;
  pageViewId: string;
  sessionId: string;
};

/**
 * Records what happened to an ad in a slot on one page view; each event counts once per ad, slot
 * and page view ([ads.metrics]). Answers "unknown-ad" for an ad that does not exist (nothing is
 * stored), "duplicate" when the event was already counted.
 */
export async function recordAdEvent(db: Database, input: AdEventInput): Promise<"recorded" | "duplicate" | "unknown-ad"> {
  const sessionHash = createHash("sha256").update(input.sessionId).digest("hex");
  // Insert only when the ad exists, in one statement: a deleted ad never breaks a report.
  const inserted = await db.execute(sql`
    insert into ad_events (ad_id, slot, event, page_type, path, page_view_id, session_hash)
    select ${input.adId}::uuid, ${input.slot}, ${input.event}, ${input.pageType}, ${input.path}, ${input.pageViewId}, ${sessionHash}
    where exists (select 1 from ads where id = ${input.adId}::uuid)
    on conflict do nothing
    returning id`);
  if ((inserted as unknown as { rows: unknown[] }).rows.length > 0) return "recorded";
  const [known] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, input.adId)).limit(1);
  return known ? "duplicate" : "unknown-ad";
}

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

export type StoredAd = AdInput & { id: string };

/** An ad's id is a UUID; any other text names no ad and never reaches a query (the column would refuse it). */
function isAdId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export async function findAd(db: Database, id: string): Promise<StoredAd | undefined> {
  if (!isAdId(id)) return undefined;
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    type: row.type as AdType,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    headline: row.headline,
    subtext: row.subtext,
    ctaText: row.ctaText,
    anchorPosition: row.anchorPosition as AnchorPosition,
    active: row.active,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    slots: row.slots as StoredAd["slots"],
    pageTypes: row.pageTypes as StoredAd["pageTypes"],
    signs: row.signs as StoredAd["signs"],
    weight: row.weight,
  };
}

/** Creates an ad (no id) or replaces one's fields; answers its id, or undefined when the id is unknown. */
export async function saveAd(
  db: Database,
  input: AdInput,
  updatedBy: string,
  { id, onChange }: ChangeOptions & { id?: string } = {},
): Promise<string | undefined> {
  const now = new Date();
  const values = { ...input, updatedAt: now, updatedBy };
  if (id !== undefined) {
    if (!isAdId(id)) return undefined;
    const updated = await db.update(ads).set(values).where(eq(ads.id, id)).returning({ id: ads.id });
    changed(db, onChange);
    return updated[0]?.id;
  }
  const [created] = await db
    .insert(ads)
    .values({ ...values, id: randomUUID(), createdAt: now })
    .returning({ id: ads.id });
  changed(db, onChange);
  return created!.id;
}

export async function setAdActive(
  db: Database,
  id: string,
  active: boolean,
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<boolean> {
  if (!isAdId(id)) return false;
  const updated = await db.update(ads).set({ active, updatedAt: new Date(), updatedBy }).where(eq(ads.id, id)).returning({ id: ads.id });
  changed(db, onChange);
  return updated.length > 0;
}

/** Deletes an ad and its recorded events. */
export async function deleteAd(db: Database, id: string, { onChange }: ChangeOptions = {}): Promise<boolean> {
  if (!isAdId(id)) return false;
  const deleted = await db.delete(ads).where(eq(ads.id, id)).returning({ id: ads.id });
  changed(db, onChange);
  return deleted.length > 0;
}

function changed(db: Database, onChange: (() => void) | undefined): void {
  forgetAds(db);
  onChange?.();
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
