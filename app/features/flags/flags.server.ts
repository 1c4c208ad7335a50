import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { featureFlags } from "../../../db/schema";
import { createTtlCachePerDatabase } from "~/lib/ttl-cache";

/** The product switches of sign-content spec section 3 (seeded by db/seed.ts). */
export const FLAG_NAMES = ["horoscope_gating", "section_blurs", "product_cta_enabled"] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

export const ALL_FLAGS_OFF: Flags = Object.freeze({ horoscope_gating: false, section_blurs: false, product_cta_enabled: false });

// Spec section 9: flags are kept 5 minutes. A change made here forgets them at once; another
// instance sees it within FLAGS_CACHE_MS.
export const FLAGS_CACHE_MS = 5 * 60_000;
const cacheOf = createTtlCachePerDatabase<Flags>({ ttlMs: FLAGS_CACHE_MS, maxEntries: 1 });

export function isFlagName(name: string): name is FlagName {
  return (FLAG_NAMES as readonly string[]).includes(name);
}

/** Any lookup failure means every flag is off (spec section 8), silently and uncached. */
export async function getFlags(db: Database, now = Date.now()): Promise<Flags> {
  const hit = cacheOf(db).get("flags", now);
  if (hit) return { ...hit };
  try {
    const rows = await db.select({ name: featureFlags.flagName, enabled: featureFlags.isEnabled }).from(featureFlags);
    const flags: Flags = { ...ALL_FLAGS_OFF };
    for (const row of rows) if (isFlagName(row.name)) flags[row.name] = row.enabled === true;
    cacheOf(db).set("flags", flags, now);
    return { ...flags };
  } catch {
    return { ...ALL_FLAGS_OFF };
  }
}

/** `?ungated=1` on a page or an API call bypasses the flags (spec section 2): all off. */
export function isUngated(url: string | URL): boolean {
  return new URL(url).searchParams.get("ungated") === "1";
}

/** The flags that apply to one request. */
export async function flagsFor(db: Database, url: string | URL): Promise<Flags> {
  return isUngated(url) ? { ...ALL_FLAGS_OFF } : getFlags(db);
}

/** Upserts one flag, records who changed it and forgets the cached flags. */
export async function setFlag(db: Database, name: FlagName, enabled: boolean, updatedBy: string): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ flagName: name, isEnabled: enabled, updatedBy })
    .onConflictDoUpdate({ target: featureFlags.flagName, set: { isEnabled: enabled, updatedBy, updatedAt: sql`now()` } });
  cacheOf(db).delete("flags");
}

/** For the admin page: every flag with who changed it last. Not cached. */
export async function listFlags(db: Database): Promise<Array<{ name: FlagName; enabled: boolean; updatedAt: Date; updatedBy: string | null }>> {
  const rows = await db.select().from(featureFlags);
  return FLAG_NAMES.map((name) => {
    const row = rows.find((candidate) => candidate.flagName === name);
    return { name, enabled: row?.isEnabled ?? false, updatedAt: row?.updatedAt ?? new Date(0), updatedBy: row?.updatedBy ?? null };
  });
}
