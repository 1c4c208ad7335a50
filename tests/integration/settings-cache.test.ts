import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getPublicSettings, saveSettings, SETTINGS_CACHE_MS } from "#app/features/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
});
afterAll(async () => {
  await database?.drop();
});

test("public settings are kept for a short while, and a save is seen at once", async () => {
  const start = Date.now();
  expect(await getPublicSettings(database.db, start)).toEqual({ ads_mode: "google-auto" });
  // A change made behind this process's back (another instance) shows once the cache expires.
  await database.db.execute(sql`update app_settings set setting_value = 'off' where setting_key = 'ads_mode'`);
  expect(await getPublicSettings(database.db, start + 1_000)).toEqual({ ads_mode: "google-auto" });
  expect(await getPublicSettings(database.db, start + SETTINGS_CACHE_MS + 1)).toEqual({ ads_mode: "off" });
  await saveSettings(database.db, { ads_mode: "hybrid" }, "test");
  expect(await getPublicSettings(database.db, start + SETTINGS_CACHE_MS + 2)).toEqual({ ads_mode: "hybrid" });
  // Callers may change what they get without touching the cache.
  const copy = await getPublicSettings(database.db);
  copy.ads_mode = "internal";
  expect((await getPublicSettings(database.db)).ads_mode).toBe("hybrid");
});
