import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { ads } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import { signOf } from "#app/zodiac/signs.ts";
import {
  effectivePageType,
  fillSignMarker,
  SIGN_MARKER,
  signOfPath,
  type AdSlot,
  type AdType,
  type AnchorPosition,
  type PageType,
  type ServedAd,
} from "./inventory";

type AdRow = typeof ads.$inferSelect;

// Every ad slot of every page view asks for its ads; the inventory changes when an admin saves.
// Each process keeps the active ads a short while, and an admin's write forgets them at once (forgetAds).
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

/**
 * The ad with this id as it stands now: whether it may still run in `slot` (active, within its
 * dates, made for the slot), or undefined when no ad has the id.
 */
export async function adStanding(db: Database, adId: string, slot: AdSlot, now = new Date()): Promise<{ servable: boolean } | undefined> {
  const runs = (ad: AdRow) =>
    ad.active && (!ad.startsAt || ad.startsAt <= now) && (!ad.endsAt || ad.endsAt > now) && ad.slots.includes(slot);
  const active = (await activeAds(db, now.getTime())).find((ad) => ad.id === adId);
  if (active) return { servable: runs(active) };
  const [stored] = await db.select().from(ads).where(eq(ads.id, adId)).limit(1);
  return stored ? { servable: runs(stored) } : undefined;
}
