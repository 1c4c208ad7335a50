import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { featureFlags } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";

/** The product switches, off until an admin turns them on (seeded by db/seed.ts): [gating.flags]. */
export const FLAG_NAMES = ["horoscope_gating", "section_blurs", "product_cta_enabled"] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

export const ALL_FLAGS_OFF: Flags = Object.freeze({ horoscope_gating: false, section_blurs: false, product_cta_enabled: false });

// Every gated page reads the flags and they change rarely, so each process keeps them 5 minutes.
// A change made here forgets them at once; other instances forget them when the site's change
// notice reaches them (server/site/site.ts), and at the latest after FLAGS_CACHE_MS.
const FLAGS_CACHE_MS = 5 * 60_000;
const cacheOf = createCachePerDatabase<Flags>({ ttlMs: FLAGS_CACHE_MS, maxEntries: 1 });

export function isFlagName(name: string): name is FlagName {
  return (FLAG_NAMES as readonly string[]).includes(name);
}

/** Any lookup failure means every flag is off, silently and uncached: a database hiccup never locks readers out. */
export async function getFlags(db: Database, now = Date.now()): Promise<Flags> {
  try {
    const flags = await cacheOf(db).rememberAsync("flags", () => readFlags(db), now);
    // Callers get their own copy: the cached object is shared.
    return { ...flags };
  } catch {
    return { ...ALL_FLAGS_OFF };
  }
}

async function readFlags(db: Database): Promise<Flags> {
  const rows = await db.select({ name: featureFlags.flagName, enabled: featureFlags.isEnabled }).from(featureFlags);
  const flags: Flags = { ...ALL_FLAGS_OFF };
  for (const row of rows) if (isFlagName(row.name)) flags[row.name] = row.enabled === true;
  return flags;
}

/** `?ungated=1` on a page or an API call bypasses the flags: all off ([gating.ungated-param]). */
export function isUngated(url: string | URL): boolean {
  return new URL(url).searchParams.get("ungated") === "1";
}

/** The flags that apply to one request. */
export async function flagsFor(db: Database, url: string | URL): Promise<Flags> {
  return isUngated(url) ? { ...ALL_FLAGS_OFF } : getFlags(db);
}

/** Upserts one flag, records who changed it, forgets the cached flags and calls `onChange`. */
export async function setFlag(
  db: Database,
  name: FlagName,
  enabled: boolean,
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ flagName: name, isEnabled: enabled, updatedBy })
    .onConflictDoUpdate({ target: featureFlags.flagName, set: { isEnabled: enabled, updatedBy, updatedAt: sql`now()` } });
  forgetFlags(db);
  onChange?.();
}

/** Forgets this process's copy of the flags, so the next read asks the database. */
export function forgetFlags(db: Database): void {
  cacheOf(db).delete("flags");
}

/** For the admin page: every flag with who changed it last. Not cached. */
export async function listFlags(
  db: Database,
): Promise<Array<{ name: FlagName; enabled: boolean; updatedAt: Date; updatedBy: string | null }>> {
  const rows = await db.select().from(featureFlags);
  return FLAG_NAMES.map((name) => {
    const row = rows.find((candidate) => candidate.flagName === name);
    return { name, enabled: row?.isEnabled ?? false, updatedAt: row?.updatedAt ?? new Date(0), updatedBy: row?.updatedBy ?? null };
  });
}
