import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { appSettings } from "#db/schema/index.ts";

/** The admin's switch for the newsletter, kept with the site's settings. */
const PAUSED_KEY = "newsletter_paused";

/**
 * Whether edition sending is paused. While it is, no edition is started and no edition mail
 * leaves the outbox (confirmation mails still do); on resume, today's editions run if their
 * send time has passed and what was held goes out.
 */
export async function isSendingPaused(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.settingValue }).from(appSettings).where(eq(appSettings.settingKey, PAUSED_KEY));
  return row?.value === "true";
}

export async function setSendingPaused(db: Database, paused: boolean, by: string): Promise<void> {
  const value = paused ? "true" : "false";
  await db
    .insert(appSettings)
    .values({ settingKey: PAUSED_KEY, settingValue: value, updatedBy: by, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.settingKey, set: { settingValue: value, updatedBy: by, updatedAt: new Date() } });
}
