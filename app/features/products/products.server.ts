import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { productSettings } from "../../../db/schema";
import { createTtlCachePerDatabase } from "~/lib/ttl-cache";
import { isProductId, productSettingsSchema, type ProductId, type ProductSetting } from "./products";

// Spec section 9: product config is kept for an hour; a save here forgets it at once.
export const PRODUCTS_CACHE_MS = 60 * 60_000;
const cacheOf = createTtlCachePerDatabase<ProductSetting[]>({ ttlMs: PRODUCTS_CACHE_MS, maxEntries: 1 });

/** Every product's settings; a read failure answers none, so no call to action shows. */
export async function getProductSettings(db: Database, now = Date.now()): Promise<ProductSetting[]> {
  const hit = cacheOf(db).get("products", now);
  if (hit) return hit.map((row) => ({ ...row }));
  try {
    const rows = await db.select().from(productSettings);
    const settings: ProductSetting[] = rows
      .filter((row) => isProductId(row.productId))
      .map((row) => ({
        productId: row.productId as ProductId,
        ctaEnabled: row.ctaEnabled,
        placementInline: row.placementInline,
        placementFloating: row.placementFloating,
        gumroadUrl: row.gumroadUrl,
        price: row.price,
      }));
    cacheOf(db).set("products", settings, now);
    return settings.map((row) => ({ ...row }));
  } catch {
    return [];
  }
}

export type SaveProductResult = { ok: true } | { ok: false; message: string };

/** Validates and upserts one product's settings, recording who saved them. */
export async function saveProductSettings(db: Database, productId: string, values: unknown, updatedBy: string): Promise<SaveProductResult> {
  if (!isProductId(productId)) return { ok: false, message: "Unknown product" };
  const parsed = productSettingsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid product settings" };
  const row = { ...parsed.data, updatedBy };
  await db
    .insert(productSettings)
    .values({ productId, ...row })
    .onConflictDoUpdate({ target: productSettings.productId, set: { ...row, updatedAt: sql`now()` } });
  cacheOf(db).delete("products");
  return { ok: true };
}
