import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** The site's own ads, sold directly; where and when each may run, and how often against others. */
export const ads = pgTable(
  "ads",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    imageUrl: text("image_url"),
    linkUrl: text("link_url").notNull(),
    headline: text("headline").notNull().default(""),
    subtext: text("subtext").notNull().default(""),
    ctaText: text("cta_text").notNull().default("Learn More"),
    anchorPosition: text("anchor_position").notNull().default("bottom"),
    active: boolean("active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    slots: text("slots").array().notNull(),
    pageTypes: text("page_types").array().notNull(),
    /** Empty: every sign. */
    signs: text("signs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weight: integer("weight").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [check("ads_weight_range", sql`${table.weight} between 1 and 100`)],
);

/**
 * What happened to an ad in a slot on one page view: an impression, a viewable impression or a
 * click, each counted once per ad, slot and page view (the unique index decides). The one store
 * of the ads' counts: one ad's days are read by ad and time, a range of every ad's by time.
 */
export const adEvents = pgTable(
  "ad_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    slot: text("slot").notNull(),
    event: text("event").notNull(),
    pageType: text("page_type").notNull(),
    path: text("path").notNull(),
    pageViewId: text("page_view_id").notNull(),
    /** SHA-256 of the browser's ad session id: reach without an identifier. */
    sessionHash: text("session_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ad_events_once_per_view").on(table.adId, table.slot, table.event, table.pageViewId),
    index("ad_events_by_ad_and_time").on(table.adId, table.createdAt),
    index("ad_events_by_time").on(table.createdAt),
  ],
);
