import { appSettings, featureFlags, productSettings } from "./schema";
import type { Database } from "./client";

/** Settings every installation starts with: ads in 'google-auto' mode ([startup.seed]). */
const DEFAULT_APP_SETTINGS: ReadonlyArray<{ settingKey: string; settingValue: string }> = [
  { settingKey: "ads_mode", settingValue: "google-auto" },
];

/** Every flag the product reads ([gating.flags]), off until an admin turns it on. */
const FEATURE_FLAG_NAMES = ["horoscope_gating", "section_blurs", "product_cta_enabled"] as const;

/** The three products; their calls to action stay hidden until an admin gives each a purchase page. */
const PRODUCT_IDS = ["7DAY_FORECAST", "RITUAL_PACK", "COMPATIBILITY"] as const;

/** Idempotent: inserts what is missing and never overwrites an admin's change. */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(appSettings)
    .values(DEFAULT_APP_SETTINGS.map((row) => ({ ...row, updatedBy: "seed" })))
    .onConflictDoNothing({ target: appSettings.settingKey });
  await db
    .insert(featureFlags)
    .values(FEATURE_FLAG_NAMES.map((flagName) => ({ flagName, isEnabled: false, updatedBy: "seed" })))
    .onConflictDoNothing({ target: featureFlags.flagName });
  await db
    .insert(productSettings)
    .values(PRODUCT_IDS.map((productId) => ({ productId, updatedBy: "seed" })))
    .onConflictDoNothing({ target: productSettings.productId });
}
