import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { setFlag } from "#app/features/flags/flags.server.ts";
import { PRODUCT_MESSAGES, productCtas } from "#app/features/products/products.ts";
import { getProductSettings, PRODUCTS_CACHE_MS, saveProductSettings } from "#app/features/products/products.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

describe.each(kinds)("product settings on %s", (kind) => {
  const database = useTestDatabase(kind);

  const valid = {
    ctaEnabled: true,
    placementInline: true,
    placementFloating: false,
    gumroadUrl: "https://shop.example.com/l/week",
    price: "$9",
  };

  test("seeded products show nothing until an admin gives one a URL and switches it on", async () => {
    const settings = await getProductSettings(database.db);
    expect(settings.map((row) => row.productId).sort()).toEqual(["7DAY_FORECAST", "COMPATIBILITY", "RITUAL_PACK"]);
    expect(productCtas(settings, true)).toEqual([]);
  });

  test("a save is validated, stored with its author and seen at once", async () => {
    const start = Date.now();
    await getProductSettings(database.db, start);
    expect(
      await saveProductSettings(database.db, "7DAY_FORECAST", { ...valid, gumroadUrl: "http://shop.example.com" }, "admin@example.com"),
    ).toEqual({
      ok: false,
      message: PRODUCT_MESSAGES.url,
    });
    expect(await saveProductSettings(database.db, "7DAY_FORECAST", { ...valid, price: "$".repeat(21) }, "admin@example.com")).toEqual({
      ok: false,
      message: PRODUCT_MESSAGES.price,
    });
    expect((await saveProductSettings(database.db, "NOPE", valid, "admin@example.com")).ok).toBe(false);
    expect(await saveProductSettings(database.db, "7DAY_FORECAST", valid, "admin@example.com")).toEqual({ ok: true });

    const settings = await getProductSettings(database.db, start + 1);
    const [link] = productCtas(settings, true);
    expect(link).toMatchObject({ productId: "7DAY_FORECAST", placement: "inline", price: "$9" });
    expect(link!.href).toBe("https://shop.example.com/l/week?utm_source=site&utm_medium=inline&utm_campaign=7DAY_FORECAST");
    // The master flag still decides.
    expect(productCtas(settings, false)).toEqual([]);
    await setFlag(database.db, "product_cta_enabled", true, "test");

    // A change behind this process's back shows once the hour is over.
    await database.db.execute(sql`update product_settings set price = '$12' where product_id = '7DAY_FORECAST'`);
    expect((await getProductSettings(database.db, start + 2)).find((row) => row.productId === "7DAY_FORECAST")!.price).toBe("$9");
    expect(
      (await getProductSettings(database.db, start + PRODUCTS_CACHE_MS + 10)).find((row) => row.productId === "7DAY_FORECAST")!.price,
    ).toBe("$12");
  });
});
