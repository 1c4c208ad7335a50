import { appSettings } from "./schema";
import type { Database } from "./client";

/** Settings every installation starts with (platform spec sections 3 and 9). */
export const DEFAULT_APP_SETTINGS: ReadonlyArray<{ settingKey: string; settingValue: string }> = [
  { settingKey: "ads_mode", settingValue: "google-auto" },
];

/** Idempotent: inserts what is missing and never overwrites an admin's change. */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(appSettings)
    .values(DEFAULT_APP_SETTINGS.map((row) => ({ ...row, updatedBy: "seed" })))
    .onConflictDoNothing({ target: appSettings.settingKey });
}
