import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/**
 * The birth charts a signed-in reader keeps: their own (is_me, at most one) and the people they
 * follow. The columns are the chart page's parameters, so a saved chart is drawn exactly as its
 * address would draw it. Deleting the account deletes its charts.
 */
export const savedCharts = pgTable(
  "saved_charts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isMe: boolean("is_me").notNull().default(false),
    birthDate: text("birth_date").notNull(),
    /** HH:MM, or null when the birth time is unknown. */
    birthTime: text("birth_time"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The birthplace's IANA zone; null when an explicit offset says all about the clock. */
    timeZone: text("time_zone"),
    /** An explicit UTC offset that overrides the zone's, such as +05:30. */
    utcOffset: text("utc_offset"),
    /** The birthplace as the place search named it. */
    place: text("place"),
    houseSystem: text("house_system").notNull(),
    nodeKind: text("node_kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("saved_charts_user_id_idx").on(table.userId, table.createdAt),
    uniqueIndex("saved_charts_one_me_idx")
      .on(table.userId)
      .where(sql`${table.isMe}`),
  ],
);
