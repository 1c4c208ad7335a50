import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row for each page-view report the browser sends on a route change. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    search: text("search").notNull().default(""),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_name_created_at_idx").on(table.name, table.createdAt)],
);
