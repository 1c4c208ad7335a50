import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * One row for each page view the browser reports on a route change. Raw rows are kept for
 * ANALYTICS_RETENTION_DAYS and rolled up into `analytics_daily`; the dashboard reads only the rollups.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    search: text("search").notNull().default(""),
    /** The day's salted hash of address and user agent: counts visitors, identifies nobody. */
    visitorHash: text("visitor_hash").notNull().default(""),
    /** The host of an outside page that linked here; null for a direct visit or a move within the site. */
    referrerHost: text("referrer_host"),
    /**
     * Why a referrer was left out: `spam` (on the referrer-spam list) or `not-a-site` (no web
     * site's name); null when there was none to leave out. The referrer itself is not kept.
     */
    referrerDropped: text("referrer_dropped"),
    /**
     * The day's salted hash of the client's address alone: the rollup caps the visitors and the
     * referrers one address brings in a day by it. '' for rows from before it was kept.
     */
    addressHash: text("address_hash").notNull().default(""),
    /** A view of a path the site does not serve as a page (its answer would be a 404): counted apart from the pages. */
    notFound: boolean("not_found").notNull().default(false),
    /** mobile, tablet or desktop, from the user agent. */
    device: text("device").notNull().default("desktop"),
    /** The sign of a /signs/{sign} page, else null. */
    sign: text("sign"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("page_views_created_at_idx").on(table.createdAt),
    // One page's views since a moment (a sign page's readers today) is a range of this index,
    // however many views of that page earlier days hold.
    index("page_views_path_created_at_idx").on(table.path, table.createdAt),
  ],
);

/** Named product events (404_error, gate_view, unlock_click, ...) with their small payload. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    properties: jsonb("properties").$type<Record<string, string | number | boolean>>().notNull().default({}),
    visitorHash: text("visitor_hash").notNull().default(""),
    device: text("device").notNull().default("desktop"),
    sign: text("sign"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("analytics_events_name_created_at_idx").on(table.name, table.createdAt),
    index("analytics_events_created_at_idx").on(table.createdAt),
  ],
);

/**
 * One web-vitals measurement of one page load: CLS, INP, LCP or TTFB. The browser may report a
 * metric again as it changes (a later layout shift, a slower interaction); `metric_id` is the
 * library's id of that metric on that page load, so the latest report replaces the earlier one.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    metricId: text("metric_id").notNull().unique(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    /** The kind of page loaded: home, sign, blog, tools or other. */
    pageType: text("page_type").notNull(),
    path: text("path").notNull(),
    device: text("device").notNull().default("desktop"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("web_vitals_created_at_idx").on(table.createdAt)],
);

/**
 * The salt of one day's visitor hashes, shared by every instance. Only today's row is kept: once
 * the day is over its salt is deleted, so nobody can link a visitor's days or recompute a hash.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Daily aggregates of the raw rows, one per day, dimension and key: dimension `total` (key ''),
 * `path`, `sign`, `referrer` (a host, or '' for direct), `device`, `event` (an event name),
 * and `partner` (a partner link's id, from partner_click). `count` is rows; `visitors` the
 * distinct visitor hashes of that day. The ads' counts are not here: `ad_events` is their one
 * store (migration 0016 removed the copies once kept as `ad-impression` / `ad-viewable` / `ad-click`).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.key] }),
    index("analytics_daily_dimension_day_idx").on(table.dimension, table.day),
  ],
);

/**
 * Daily web-vitals aggregates per page type and metric: the shares against Google's thresholds,
 * and a histogram (bucket index to count, buckets 5% wide) from which any range's 75th
 * percentile is read without the raw rows.
 */
export const analyticsVitalsDaily = pgTable(
  "analytics_vitals_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    pageType: text("page_type").notNull(),
    metric: text("metric").notNull(),
    samples: integer("samples").notNull(),
    good: integer("good").notNull(),
    needsImprovement: integer("needs_improvement").notNull(),
    poor: integer("poor").notNull(),
    histogram: jsonb("histogram").$type<Record<string, number>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.pageType, table.metric] })],
);

/** When each day was last rolled up, and up to which instant its raw rows were counted. */
export const analyticsRollups = pgTable("analytics_rollups", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull(),
  countedUntil: timestamp("counted_until", { withTimezone: true }).notNull(),
});
