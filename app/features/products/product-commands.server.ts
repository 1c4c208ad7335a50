import { z } from "zod";
import type { Database } from "#db/client.ts";
import { done, parseInput, refused, type CommandResult } from "#app/lib/command.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { productSettingsSchema } from "./product-settings-schema";
import { isProductId } from "./products";
import { saveProductSettings } from "./products.server";

/**
 * What `saveProduct` takes: the product and its settings, `{ productId, ctaEnabled,
 * placementInline, placementFloating, gumroadUrl, price }`. The product is checked first.
 */
const productInputSchema = z.object({
  productId: z.string().refine(isProductId, "Unknown product"),
  ...productSettingsSchema.shape,
});

/** Saves one product's call to action: its switches, its purchase URL and its price. */
export async function saveProduct(db: Database, input: unknown, by: string, { onChange }: ChangeOptions = {}): Promise<CommandResult> {
  const parsed = parseInput(productInputSchema, input);
  if (!parsed.ok) return parsed;
  const { productId, ...settings } = parsed.data;
  const saved = await saveProductSettings(db, productId, settings, by, { onChange });
  return saved.ok ? done("Product settings saved.") : refused("invalid", saved.message);
}
