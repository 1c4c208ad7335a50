import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";

/**
 * A signed-in reader's personal calendar feed: the secret address of their transits as an
 * iCalendar file. The address's token is never stored, only its hash: the token is derived from
 * the signing secret, the reader's id and `generation`, so the reader's page can show it again,
 * and a reset (generation + 1) makes every earlier address answer 404. One row per reader, made
 * when they first ask for the address; deleting the account deletes it.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  generation: integer("generation").notNull().default(1),
  /** SHA-256 of the current token, hex: how a request's address finds its reader. */
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  resetAt: timestamp("reset_at", { withTimezone: true }),
});
