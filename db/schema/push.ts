import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A browser that asked for the day's reading as a push notification: its push service address
 * and keys (as the browser's PushSubscription gives them), the sign it follows, and the minute of
 * its own day it wants it. `last_sent_on` is the reader's local date of the last notification,
 * claimed by the instance that sends it, so each day's notification leaves once across instances.
 * A subscription the push service answers 404 or 410 for is deleted.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    zodiacSign: text("zodiac_sign").notNull(),
    /** Minutes after local midnight, 0 to 1439. */
    sendMinute: integer("send_minute").notNull(),
    /** The reader's IANA zone, as the runtime spells it. */
    timeZone: text("time_zone").notNull(),
    lastSentOn: date("last_sent_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_sign_idx").on(table.zodiacSign)],
);
