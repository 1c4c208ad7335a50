import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { productSettings } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { productSettingsSchema } from "./product-settings-schema";
import { isProductId, type ProductId, type ProductSetting } from "./products";

// Product settings change rarely: each process keeps them an hour; a save here forgets them at
// once, and other instances when the site's change notice reaches them (server/site/site.ts).
export const PRODUCTS_CACHE_MS = 60 * 60_000;
const cacheOf = createCachePerDatabase<ProductSetting[]>({ ttlMs: PRODUCTS_CACHE_MS, maxEntries: 1 });

/** Every product's settings; a read failure answers none, so no call to action shows. */
export async function getProductSettings(db: Database, now = Date.now()): Promise<ProductSetting[]> {
  try {
    const settings = await cacheOf(db).rememberAsync("products", () => readProductSettings(db), now);
    // Callers get their own copies: the cached rows are shared.
    return settings.map((row) => ({ ...row }));
  } catch {
    return []; // not cached: the next request tries the database again
  }
}

async function readProductSettings(db: Database): Promise<ProductSetting[]> {
  const rows = await db.select().from(productSettings);
  return rows
    .filter((row) => isProductId(row.productId))
    .map((row) => ({
      productId: row.productId as ProductId,
      ctaEnabled: row.ctaEnabled,
      placementInline: row.placementInline,
      placementFloating: row.placementFloating,
      gumroadUrl: row.gumroadUrl,
      price: row.price,
    }));
}

type SaveProductResult = { ok: true } | { ok: false; message: string };

/** Validates and upserts one product's settings, recording who saved them; then calls `onChange`. */
export async function saveProductSettings(
  db: Database,
  productId: string,
  values: unknown,
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<SaveProductResult> {
  if (!isProductId(productId)) return { ok: false, message: "Unknown product" };
  const parsed = productSettingsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid product settings" };
  const row = { ...parsed.data, updatedBy };
  await db
    .insert(productSettings)
    .values({ productId, ...row })
    .onConflictDoUpdate({ target: productSettings.productId, set: { ...row, updatedAt: sql`now()` } });
  forgetProductSettings(db);
  onChange?.();
  return { ok: true };
}

/** Forgets this process's copy of the product settings, so the next read asks the database. */
export function forgetProductSettings(db: Database): void {
  cacheOf(db).delete("products");
}
