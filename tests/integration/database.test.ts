import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { appSettings, featureFlags, productSettings } from "#db/schema/index.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedDatabase } from "#db/seed.ts";
import { getPublicSettings } from "#app/features/settings/settings.server.ts";
import { createTestDatabase, rowsOf, testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
const journal = JSON.parse(readFileSync(new URL("../../db/migrations/meta/_journal.json", import.meta.url), "utf8")) as {
  entries: unknown[];
};
console.info(`database tests run on: ${kinds.join(", ")}`);

describe.each(kinds)("database on %s", (kind) => {
  // Built by the migrations and the seed themselves, not copied from the run's template.
  const database = useTestDatabase(kind, { from: "migrations" });

  test("migrations create the tables and can run again without harm", async () => {
    await runMigrations(database, database.target);
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    );
    expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(["analytics_events", "app_settings", "page_views"]));
  });

  test("the seed sets ads_mode to google-auto once and never overwrites an admin's change", async () => {
    expect(await getPublicSettings(database.db)).toEqual({ ads_mode: "google-auto" });
    await database.db.update(appSettings).set({ settingValue: "off" }).where(eq(appSettings.settingKey, "ads_mode"));
    await seedDatabase(database.db);
    // Read the table itself: the settings service keeps what it read a moment ago.
    const [row] = await database.db.select().from(appSettings).where(eq(appSettings.settingKey, "ads_mode"));
    expect(row?.settingValue).toBe("off");
  });

  test("the seed adds the three feature flags and three products, all switched off, and keeps an admin's change", async () => {
    const flags = await database.db.select().from(featureFlags).orderBy(featureFlags.flagName);
    expect(flags.map((flag) => [flag.flagName, flag.isEnabled])).toEqual([
      ["horoscope_gating", false],
      ["product_cta_enabled", false],
      ["section_blurs", false],
    ]);
    const products = await database.db.select().from(productSettings).orderBy(productSettings.productId);
    expect(products.map((product) => [product.productId, product.ctaEnabled])).toEqual([
      ["7DAY_FORECAST", false],
      ["COMPATIBILITY", false],
      ["RITUAL_PACK", false],
    ]);
    await database.db.update(featureFlags).set({ isEnabled: true }).where(eq(featureFlags.flagName, "section_blurs"));
    await seedDatabase(database.db);
    const [blurs] = await database.db.select().from(featureFlags).where(eq(featureFlags.flagName, "section_blurs"));
    expect(blurs?.isEnabled).toBe(true);
  });

  test("ping answers true while the database is open", async () => {
    expect(await database.ping()).toBe(true);
  });
});

test("a settings read failure answers no values (callers keep their defaults)", async () => {
  const database = await createTestDatabase("pglite");
  await database.close();
  expect(await getPublicSettings(database.db)).toEqual({});
  expect(await database.ping()).toBe(false);
});

// Only PostgreSQL can be shared by several instances; PGlite is single-process, so there is nothing to race.
test.skipIf(!kinds.includes("postgres"))("several instances migrating one PostgreSQL database at once all succeed", async () => {
  const database = await createTestDatabase("postgres", { from: "migrations" });
  try {
    await Promise.all(Array.from({ length: 4 }, () => runMigrations(database, database.target)));
    const applied = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
    expect(applied[0]!.n).toBe(journal.entries.length); // each migration applied exactly once
  } finally {
    await database.drop();
  }
});
