import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
 * click, each counted once per ad, slot and page view, and once per serve (the unique indexes
 * decide). The one store of the ads' counts: one ad's days are read by ad and time, a range of
 * every ad's by time.
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
    /** The serve token's id the event was counted against; empty for events counted before serve tokens. */
    serveId: text("serve_id"),
    /** SHA-256 of the browser's ad session id: reach without an identifier. */
    sessionHash: text("session_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ad_events_once_per_view").on(table.adId, table.slot, table.event, table.pageViewId),
    uniqueIndex("ad_events_once_per_serve").on(table.serveId, table.event),
    index("ad_events_by_ad_and_time").on(table.adId, table.createdAt),
    index("ad_events_by_time").on(table.createdAt),
  ],
);

/**
 * The reports the site refused to count, per hour, ad, event and reason: what an ad server shows
 * its owner as invalid traffic. Counts, not rows per report, so a flood of forged reports costs
 * one row an hour.
 */
export const adInvalidTraffic = pgTable(
  "ad_invalid_traffic",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    reason: text("reason").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.adId, table.event, table.reason] }),
    index("ad_invalid_traffic_by_ad").on(table.adId, table.hour),
  ],
);
