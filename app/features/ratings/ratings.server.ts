import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { signRatings } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import { isCalendarDate } from "#app/lib/dates.ts";
import { AppError } from "#app/lib/errors.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { isSignSlug } from "#app/zodiac/signs.ts";
import { parseRating, RATING_MESSAGES, type RatingSummary } from "./rating-rules";
import { ACCURATE_FROM_STARS } from "./social-proof";

// Every view of a sign page shows the day's figures. A rating stored here refreshes them at once;
// one stored by another instance shows when the site's change notice arrives (server/site/site.ts), at
// the latest after SUMMARY_CACHE_MS.
export const SUMMARY_CACHE_MS = 10_000;
const summaryCacheOf = createCachePerDatabase<RatingSummary>({ ttlMs: SUMMARY_CACHE_MS, maxEntries: 24 });
const summaryKey = (sign: string, date: string) => `${sign}:${date}`;

type RateInput = { sign: string; date: string; visitorId: string; rating: unknown };
type RateOutcome = {
  /** False when this visitor had already rated this sign today; the first rating stands. */
  recorded: boolean;
  /** The rating stored for the visitor, which is the earlier one when `recorded` is false. */
  rating: number;
};

/**
 * One rating per sign, day and visitor. The primary key decides between racing submissions
 * ("on conflict do nothing"), so a double click or two tabs store exactly one row.
 */
export async function rateSign(db: Database, input: RateInput, { onChange }: ChangeOptions = {}): Promise<RateOutcome> {
  const rating = parseRating(input.rating);
  if (rating === null) throw invalid(RATING_MESSAGES.invalidRating);
  const sign = validSign(input.sign);
  const date = requireDate(input.date);
  const visitorHash = hashVisitorId(input.visitorId);
  const inserted = await db
    .insert(signRatings)
    .values({ sign, date, visitorHash, rating })
    .onConflictDoNothing({ target: [signRatings.sign, signRatings.date, signRatings.visitorHash] })
    .returning({ rating: signRatings.rating });
  if (inserted.length > 0) {
    summaryCacheOf(db).delete(summaryKey(sign, date));
    onChange?.();
    return { recorded: true, rating };
  }
  return { recorded: false, rating: (await storedRating(db, sign, date, visitorHash)) ?? rating };
}

/** Forgets this process's rating averages, so the next reads ask the database. */
export function forgetRatingSummaries(db: Database): void {
  summaryCacheOf(db).clear();
}

/** The rating this visitor gave this sign on this day, or null. */
export async function getVisitorRating(db: Database, sign: string, date: string, visitorId: string | null): Promise<number | null> {
  if (!visitorId || !isSignSlug(sign)) return null;
  return storedRating(db, sign, requireDate(date), hashVisitorId(visitorId));
}

/** The day's ratings of a sign's reading: count, average (one decimal) and how many at 4 stars or more. */
export async function getRatingSummary(db: Database, sign: string, date: string, now = Date.now()): Promise<RatingSummary> {
  const slug = validSign(sign);
  const day = requireDate(date);
  return summaryCacheOf(db).rememberAsync(summaryKey(slug, day), () => readRatingSummary(db, slug, day), now);
}

async function readRatingSummary(db: Database, slug: string, date: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${signRatings.rating}), 1)`,
      total: sql<number>`count(*)::int`,
      accurate: sql<number>`(count(*) filter (where ${signRatings.rating} >= ${ACCURATE_FROM_STARS}))::int`,
    })
    .from(signRatings)
    .where(and(eq(signRatings.sign, slug), eq(signRatings.date, date)));
  const total = Number(row?.total ?? 0);
  return { total, average: total > 0 && row?.average != null ? Number(row.average) : null, accurate: Number(row?.accurate ?? 0) };
}

/**
 * The ratings given with this visitor id, for the reader's own copy of their data
 * ([privacy.export]). Ratings belong to the browser's visitor cookie, not to an account, so an
 * export holds those of the browser that asks; none without a cookie.
 */
export async function ratingsForExport(
  db: Database,
  visitorId: string | null,
): Promise<Array<{ sign: string; date: string; rating: number; createdAt: string }>> {
  if (!visitorId) return [];
  const rows = await db
    .select({ sign: signRatings.sign, date: signRatings.date, rating: signRatings.rating, createdAt: signRatings.createdAt })
    .from(signRatings)
    .where(eq(signRatings.visitorHash, hashVisitorId(visitorId)))
    .orderBy(signRatings.date, signRatings.sign);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Only a hash of the cookie's id is stored, so the table cannot be joined back to a browser. */
function hashVisitorId(visitorId: string): string {
  if (typeof visitorId !== "string" || visitorId.length === 0) throw invalid(RATING_MESSAGES.missingVisitor);
  return createHash("sha256").update(visitorId).digest("hex");
}

async function storedRating(db: Database, sign: string, date: string, visitorHash: string): Promise<number | null> {
  const [row] = await db
    .select({ rating: signRatings.rating })
    .from(signRatings)
    .where(and(eq(signRatings.sign, sign), eq(signRatings.date, date), eq(signRatings.visitorHash, visitorHash)));
  return row?.rating ?? null;
}

function validSign(sign: string): string {
  if (!isSignSlug(sign)) throw invalid(RATING_MESSAGES.invalidSign);
  return sign;
}

// A date that rolls over (2026-02-30 into 2026-03-02) is not the date that was meant: refused.
function requireDate(date: string): string {
  if (!isCalendarDate(date)) throw invalid(RATING_MESSAGES.invalidDate);
  return date;
}

function invalid(message: string): AppError {
  return new AppError({ code: "validation_failed", status: 400, message });
}
