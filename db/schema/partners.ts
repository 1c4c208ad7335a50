import { boolean, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Affiliate partners shown on the love, career and ritual cards of a reading when the card is
 * not locked. `signs` empty means every sign.
 */
export const partnerLinks = pgTable("partner_links", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  url: text("url").notNull(),
  card: text("card", { enum: ["love", "career", "ritual"] }).notNull(),
  signs: text("signs").array().notNull().default([]),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});
