import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { appSettings } from "../../../db/schema";
import { createTtlCachePerDatabase } from "~/lib/ttl-cache";

/** The setting keys any visitor may read (platform spec section 3). */
export const PUBLIC_SETTING_KEYS = ["ads_mode", "google_publisher_id"] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
export type PublicSettings = Partial<Record<PublicSettingKey, string>>;

// Every page reads the public settings; they change a few times a year. Each process keeps
// them for a short while, a save here forgets them at once, and another instance sees a save
// within SETTINGS_CACHE_MS.
export const SETTINGS_CACHE_MS = 30_000;
const cacheOf = createTtlCachePerDatabase<PublicSettings>({ ttlMs: SETTINGS_CACHE_MS, maxEntries: 1 });

/** A read failure answers no values, so callers keep their defaults, silently, as the spec asks. */
export async function getPublicSettings(db: Database, now = Date.now()): Promise<PublicSettings> {
  const hit = cacheOf(db).get("public", now);
  if (hit) return { ...hit };
  try {
    const rows = await db
      .select({ key: appSettings.settingKey, value: appSettings.settingValue })
      .from(appSettings)
      .where(inArray(appSettings.settingKey, [...PUBLIC_SETTING_KEYS]));
    const settings: PublicSettings = {};
    for (const row of rows) if (row.value !== null) settings[row.key as PublicSettingKey] = row.value;
    cacheOf(db).set("public", settings, now);
    return { ...settings };
  } catch {
    return {}; // not cached: the next request tries the database again
  }
}

/** Upserts on setting_key, recording who changed what and when. */
export async function saveSettings(db: Database, values: Record<string, string | null>, updatedBy: string): Promise<void> {
  const rows = Object.entries(values).map(([settingKey, settingValue]) => ({ settingKey, settingValue, updatedBy }));
  if (rows.length === 0) return;
  await db
    .insert(appSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: appSettings.settingKey,
      set: { settingValue: sql`excluded.setting_value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  cacheOf(db).delete("public");
}
