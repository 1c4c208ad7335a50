import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { calendarFeeds } from "#db/schema/index.ts";
import { done, type CommandResult } from "#app/lib/command.ts";
import { CALENDAR_FEED_TEXTS } from "./calendars";

/**
 * A signed-in reader's personal calendar address, `/calendar/me/{token}.ics` ([calendars.personal]).
 * The token is worked out, never drawn at random and never stored: an HMAC of the reader's id and
 * the row's generation under the site's signing secret. Only its SHA-256 is kept, so a request's
 * token finds its reader by one indexed lookup, and the reader's page can show the same address
 * again. A reset adds one to the generation: the new token's hash replaces the old one, and every
 * earlier address finds no row.
 */

/** A token as the address carries it: 32 bytes of HMAC-SHA256, base64url, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isCalendarTokenShape(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}

/** The reader's token for a generation: the same for as long as the secret and the generation are. */
export function calendarFeedToken(secret: string, userId: string, generation: number): string {
  return createHmac("sha256", secret).update(`calendar-feed\n${userId}\n${generation}`).digest("base64url");
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export type CalendarFeed = {
  token: string;
  generation: number;
  createdAt: Date;
  resetAt: Date | null;
};

/**
 * The reader's current address, the row made the first time they ask. Should the signing secret
 * have changed since, the stored hash no longer names the token worked out now: it is written
 * again, and the addresses made under the old secret stop working.
 */
export async function calendarFeedOf(db: Database, secret: string, userId: string): Promise<CalendarFeed> {
  const [existing] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const generation = existing?.generation ?? 1;
  const token = calendarFeedToken(secret, userId, generation);
  if (existing?.tokenHash === tokenHash(token)) return { token, generation, createdAt: existing.createdAt, resetAt: existing.resetAt };
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, generation, tokenHash: tokenHash(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: tokenHash(token) } })
    .returning();
  // Two first visits at once agree: the insert that lost updates the same row to the same hash.
  return {
    token: calendarFeedToken(secret, userId, row!.generation),
    generation: row!.generation,
    createdAt: row!.createdAt,
    resetAt: row!.resetAt,
  };
}

/** A new address for the reader: the generation moves on, and every earlier address answers 404. */
export async function resetCalendarFeed(
  db: Database,
  secret: string,
  userId: string,
  now = new Date(),
): Promise<CommandResult<CalendarFeed>> {
  const current = await calendarFeedOf(db, secret, userId);
  const generation = current.generation + 1;
  const token = calendarFeedToken(secret, userId, generation);
  const [row] = await db
    .update(calendarFeeds)
    .set({ generation, tokenHash: tokenHash(token), resetAt: now })
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  return done(CALENDAR_FEED_TEXTS.reset, { token, generation, createdAt: row!.createdAt, resetAt: row!.resetAt });
}

/** Whose address a token is: their id, or undefined for a token no reader holds now (an old one, a made-up one). */
export async function readerOfCalendarToken(db: Database, token: string): Promise<string | undefined> {
  if (!isCalendarTokenShape(token)) return undefined;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash(token)));
  return row?.userId;
}

/** What the reader's copy of their data says of their calendar address ([privacy.export]): never the token or its hash. */
export async function calendarFeedForExport(
  db: Database,
  userId: string,
): Promise<{ createdAt: string; resetAt: string | null; addressesMade: number } | null> {
  const [row] = await db
    .select({ generation: calendarFeeds.generation, createdAt: calendarFeeds.createdAt, resetAt: calendarFeeds.resetAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!row) return null;
  return { createdAt: row.createdAt.toISOString(), resetAt: row.resetAt?.toISOString() ?? null, addressesMade: row.generation };
}
