import { z } from "zod";
import { PRODUCT_MESSAGES } from "./products";

// Apart from products.ts because only the admin's save needs it: the validation library stays out
// of the sign pages' JavaScript, which show calls to action but never edit them.

/** What an admin may save for one product. */
export const productSettingsSchema = z.object({
  ctaEnabled: z.boolean(),
  placementInline: z.boolean(),
  placementFloating: z.boolean(),
  gumroadUrl: z
    .string()
    .trim()
    .max(2048, PRODUCT_MESSAGES.url)
    .refine((value) => value === "" || isHttpsUrl(value), PRODUCT_MESSAGES.url),
  price: z.string().trim().max(20, PRODUCT_MESSAGES.price),
});

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
