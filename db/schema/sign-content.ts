import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** The sky facts a reading rests on, as stored beside it (see features/horoscopes). */
export type StoredSkyFact = { kind: string; text: string; bodies?: string[] };

/** A year's forecast parts beyond overview, love and career, as stored beside it (see features/horoscopes). */
export type StoredYearForecast = { money: string; wellbeing: string; months: Array<{ month: string; title: string; text: string }> };

/**
 * One reading per sign and calendar day (in SITE_TIMEZONE). Written once, by the built-in
 * generator or an LLM provider; concurrent writers insert with on conflict do nothing.
 */
export const dailyHoroscopes = pgTable(
  "daily_horoscopes",
  {
    sign: text("sign").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /**
     * The day in short, from the built-in writer. Empty on readings stored before it existed: for
     * those the service writes it again from the same sky (the stored row itself never changes).
     */
    headline: text("headline"),
    summary: text("summary"),
    overview: text("overview").notNull(),
    love: text("love").notNull(),
    career: text("career").notNull(),
    mood: text("mood").notNull(),
    ritual: text("ritual").notNull(),
    luckyNumbers: integer("lucky_numbers").array().notNull(),
    luckyColor: text("lucky_color").notNull(),
    compatibleSigns: text("compatible_signs").array().notNull(),
    skyFacts: jsonb("sky_facts").$type<StoredSkyFact[]>().notNull().default([]),
    /** "built-in" or "llm:<model>". */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sign, table.date] })],
);

/** A sign's reading for a week, month or year, written once per span from its real events and kept. */
export const periodReadings = pgTable(
  "period_readings",
  {
    sign: text("sign").notNull(),
    /** "week", "month" or "year". */
    period: text("period").notNull(),
    start: date("start", { mode: "string" }).notNull(),
    end: date("end", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    overview: text("overview").notNull(),
    love: text("love").notNull(),
    career: text("career").notNull(),
    keyDates: jsonb("key_dates").$type<Array<{ date: string; text: string }>>().notNull().default([]),
    /** The day the reading is written for: a week or month read later in its span says what is left of it. */
    asOf: date("as_of", { mode: "string" }).notNull(),
    /** A year's money, wellbeing and month-by-month parts; null for a week or a month. */
    forecast: jsonb("forecast").$type<StoredYearForecast | null>(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sign, table.period, table.start, table.asOf] })],
);

/** The long personality article of each sign, generated once from the curated material. */
export const personalityContent = pgTable("personality_content", {
  sign: text("sign").primaryKey(),
  content: text("content").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Star ratings of a day's reading: one per sign, day and visitor (an anonymous visitor id kept
 * in a cookie, stored here only as a hash). Aggregated per sign for the average shown.
 */
export const signRatings = pgTable(
  "sign_ratings",
  {
    sign: text("sign").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    rating: smallint("rating").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sign, table.date, table.visitorHash] }),
    index("sign_ratings_sign_idx").on(table.sign),
    check("sign_ratings_rating_range", sql`${table.rating} between 1 and 5`),
  ],
);
