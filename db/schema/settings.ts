import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Site-wide key/value settings (ads_mode, google_publisher_id); upserted on setting_key. */
export const appSettings = pgTable("app_settings", {
  settingKey: text("setting_key").primaryKey(),
  settingValue: text("setting_value"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});
