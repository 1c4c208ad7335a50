import { inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { appSettings } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";

/** The only setting keys any visitor may read; the rest stay admin-only ([ads.public-settings]). */
const PUBLIC_SETTING_KEYS = ["ads_mode", "google_publisher_id"] as const;
type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
type PublicSettings = Partial<Record<PublicSettingKey, string>>;

// Every page reads the public settings; they change a few times a year. Each process keeps
// them for a short while, a save here forgets them at once, and other instances forget them when
// the site's change notice reaches them (server/site/site.ts), at the latest after SETTINGS_CACHE_MS.
export const SETTINGS_CACHE_MS = 30_000;
const cacheOf = createCachePerDatabase<PublicSettings>({ ttlMs: SETTINGS_CACHE_MS, maxEntries: 1 });

/** A read failure answers no values, so callers keep their defaults: a settings hiccup never breaks a page. */
export async function getPublicSettings(db: Database, now = Date.now()): Promise<PublicSettings> {
  try {
    const settings = await cacheOf(db).rememberAsync("public", () => readPublicSettings(db), now);
    // Callers get their own copy: the cached object is shared.
    return { ...settings };
  } catch {
    return {}; // not cached: the next request tries the database again
  }
}

/** The public settings if this process holds them now (undefined when they must be read first). */
export function heldPublicSettings(db: Database, now = Date.now()): PublicSettings | undefined {
  const settings = cacheOf(db).get("public", now);
  return settings && { ...settings };
}

async function readPublicSettings(db: Database): Promise<PublicSettings> {
  const rows = await db
    .select({ key: appSettings.settingKey, value: appSettings.settingValue })
    .from(appSettings)
    .where(inArray(appSettings.settingKey, [...PUBLIC_SETTING_KEYS]));
  const settings: PublicSettings = {};
  for (const row of rows) if (row.value !== null) settings[row.key as PublicSettingKey] = row.value;
  return settings;
}

/** Upserts on setting_key, recording who changed what and when; then calls `onChange`. */
export async function saveSettings(
  db: Database,
  values: Record<string, string | null>,
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<void> {
  const rows = Object.entries(values).map(([settingKey, settingValue]) => ({ settingKey, settingValue, updatedBy }));
  if (rows.length === 0) return;
  await db
    .insert(appSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: appSettings.settingKey,
      set: { settingValue: sql`excluded.setting_value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  forgetPublicSettings(db);
  onChange?.();
}

/** Forgets this process's copy of the public settings, so the next read asks the database. */
export function forgetPublicSettings(db: Database): void {
  cacheOf(db).delete("public");
}
