import { expect, test } from "vitest";
import { productSettingsSchema } from "./product-settings-schema";
import { PRODUCT_MESSAGES } from "./products";

test("[products.settings-validation] https URL or empty, price at most 20 characters", () => {
  const base = { ctaEnabled: true, placementInline: true, placementFloating: false, price: "$9" };
  expect(productSettingsSchema.safeParse({ ...base, gumroadUrl: "" }).success).toBe(true);
  expect(productSettingsSchema.safeParse({ ...base, gumroadUrl: "https://x.example/p" }).success).toBe(true);
  for (const bad of ["http://x.example/p", "javascript:alert(1)", "not a url"]) {
    const result = productSettingsSchema.safeParse({ ...base, gumroadUrl: bad });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(PRODUCT_MESSAGES.url);
  }
  expect(productSettingsSchema.safeParse({ ...base, gumroadUrl: "", price: "x".repeat(20) }).success).toBe(true);
  const long = productSettingsSchema.safeParse({ ...base, gumroadUrl: "", price: "x".repeat(21) });
  expect(long.error!.issues[0]!.message).toBe(PRODUCT_MESSAGES.price);
});
