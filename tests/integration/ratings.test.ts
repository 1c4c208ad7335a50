import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RATING_MESSAGES, type RatingActionResult } from "#app/features/ratings/rating-rules.ts";
import { handleRatingAction, loadRatingState, RATING_LIMITS } from "#app/features/ratings/rating-route.server.ts";
import { getRatingSummary, getVisitorRating, rateSign, SUMMARY_CACHE_MS } from "#app/features/ratings/ratings.server.ts";
import { signRatings } from "#db/schema/index.ts";
import { isAppError } from "#app/lib/errors.ts";
import type { Env } from "#app/lib/env.server.ts";
import { buildTestSite, loadContextFor } from "#tests/factories/site.ts";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`rating tests run on: ${kinds.join(", ")}`);

const DAY = "2026-03-10";
const NEXT_DAY = "2026-03-11";

async function rowCount(database: TestDatabase, sign: string): Promise<number> {
  return rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from sign_ratings where sign = ${sign}`))[0]!.n;
}

async function rejectionOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a rejection");
}

describe.each(kinds)("ratings on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  test("one rating per sign, day and visitor: a second try keeps the first; another day, visitor or sign counts anew", async () => {
    const db = database.db;
    expect(await rateSign(db, { sign: "aries", date: DAY, visitorId: "visitor-a", rating: 4 })).toEqual({ recorded: true, rating: 4 });
    expect(await rateSign(db, { sign: "aries", date: DAY, visitorId: "visitor-a", rating: 1 })).toEqual({ recorded: false, rating: 4 });
    expect(await rateSign(db, { sign: "aries", date: NEXT_DAY, visitorId: "visitor-a", rating: 2 })).toEqual({ recorded: true, rating: 2 });
    expect(await rateSign(db, { sign: "aries", date: DAY, visitorId: "visitor-b", rating: 5 })).toEqual({ recorded: true, rating: 5 });
    expect(await rateSign(db, { sign: "taurus", date: DAY, visitorId: "visitor-a", rating: 3 })).toEqual({ recorded: true, rating: 3 });
    expect(await rowCount(database, "aries")).toBe(3);

    expect(await getVisitorRating(db, "aries", DAY, "visitor-a")).toBe(4);
    expect(await getVisitorRating(db, "aries", NEXT_DAY, "visitor-a")).toBe(2);
    expect(await getVisitorRating(db, "aries", DAY, "visitor-c")).toBeNull();
    expect(await getVisitorRating(db, "aries", DAY, null)).toBeNull();
  });

  test("only the SHA-256 of the visitor id is stored", async () => {
    await rateSign(database.db, { sign: "gemini", date: DAY, visitorId: "cookie-value-123", rating: 5 });
    const rows = rowsOf<{ visitor_hash: string }>(
      await database.db.execute(sql`select visitor_hash from sign_ratings where sign = 'gemini'`),
    );
    expect(rows).toEqual([{ visitor_hash: createHash("sha256").update("cookie-value-123").digest("hex") }]);
  });

  test("concurrent submissions from one visitor store exactly one row, and every answer names the stored rating", async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 5, 4, 3, 2, 1].map((rating) =>
        rateSign(database.db, { sign: "cancer", date: DAY, visitorId: "double-clicker", rating }),
      ),
    );
    expect(answers.filter((answer) => answer.recorded)).toHaveLength(1);
    const stored = answers.find((answer) => answer.recorded)!.rating;
    expect(answers.every((answer) => answer.rating === stored)).toBe(true);
    expect(await rowCount(database, "cancer")).toBe(1);
  });

  test("[ratings.summary] the summary covers the day's ratings of the sign: count, average to one decimal, and those at 4 stars or more", async () => {
    const db = database.db;
    for (const [visitorId, rating] of [
      ["v1", 5],
      ["v2", 4],
      ["v3", 4],
    ] as const) {
      await rateSign(db, { sign: "leo", date: DAY, visitorId, rating });
    }
    expect(await getRatingSummary(db, "leo", DAY)).toEqual({ average: 4.3, total: 3, accurate: 3 }); // 13 / 3
    await rateSign(db, { sign: "leo", date: DAY, visitorId: "v4", rating: 1 });
    expect(await getRatingSummary(db, "leo", DAY)).toEqual({ average: 3.5, total: 4, accurate: 3 }); // 14 / 4
    // Another day's and another sign's ratings are their own.
    await rateSign(db, { sign: "leo", date: NEXT_DAY, visitorId: "v1", rating: 2 });
    await rateSign(db, { sign: "virgo", date: DAY, visitorId: "v1", rating: 5 });
    expect(await getRatingSummary(db, "leo", DAY)).toEqual({ average: 3.5, total: 4, accurate: 3 });
    expect(await getRatingSummary(db, "leo", NEXT_DAY)).toEqual({ average: 2, total: 1, accurate: 0 });
  });

  test("[ratings.summary] before a day's first rating there is no average at all, never a stand-in figure", async () => {
    const db = database.db;
    expect(await getRatingSummary(db, "pisces", DAY)).toEqual({ average: null, total: 0, accurate: 0 });
    await rateSign(db, { sign: "pisces", date: DAY, visitorId: "first-fan", rating: 2 });
    expect(await getRatingSummary(db, "pisces", DAY)).toEqual({ average: 2, total: 1, accurate: 0 });
  });

  test("ratings other than the whole numbers 1 to 5, unknown signs and bad dates are refused with 400 and store nothing", async () => {
    const db = database.db;
    for (const rating of [0, 6, 2.5, -1, Number.NaN, "abc", "", null, undefined]) {
      expect(await rejectionOf(rateSign(db, { sign: "libra", date: DAY, visitorId: "v", rating }))).toEqual({
        code: "validation_failed",
        status: 400,
        message: RATING_MESSAGES.invalidRating,
      });
    }
    expect(await rejectionOf(rateSign(db, { sign: "ophiuchus", date: DAY, visitorId: "v", rating: 3 }))).toMatchObject({
      status: 400,
      message: "Invalid zodiac sign",
    });
    expect(await rejectionOf(rateSign(db, { sign: "Libra", date: DAY, visitorId: "v", rating: 3 }))).toMatchObject({ status: 400 });
    for (const date of ["2026-02-30", "10/03/2026", "", "9999-99-99"]) {
      expect(await rejectionOf(rateSign(db, { sign: "libra", date, visitorId: "v", rating: 3 }))).toMatchObject({
        status: 400,
        message: RATING_MESSAGES.invalidDate,
      });
    }
    expect(await rejectionOf(rateSign(db, { sign: "libra", date: DAY, visitorId: "", rating: 3 }))).toMatchObject({ status: 400 });
    expect(await rejectionOf(getRatingSummary(db, "nobody", DAY))).toMatchObject({ status: 400 });
    expect(await rejectionOf(getRatingSummary(db, "libra", "2026-02-30"))).toMatchObject({ status: 400 });
    expect(await rowCount(database, "libra")).toBe(0);
  });

  test("the summary is kept for a few seconds; a rating stored here shows at once, one stored elsewhere once it expires", async () => {
    const start = Date.now();
    const day = "2026-02-01";
    const before = await getRatingSummary(database.db, "aquarius", day, start);
    await rateSign(database.db, { sign: "aquarius", date: day, visitorId: "here", rating: 5 });
    const mine = await getRatingSummary(database.db, "aquarius", day, start + 1);
    expect(mine).toMatchObject({ total: before.total + 1, accurate: before.accurate + 1 });
    // Another instance's rating, written straight to the table.
    await database.db.insert(signRatings).values({ sign: "aquarius", date: day, visitorHash: "elsewhere", rating: 1 });
    expect(await getRatingSummary(database.db, "aquarius", day, start + 2)).toEqual(mine);
    expect((await getRatingSummary(database.db, "aquarius", day, start + SUMMARY_CACHE_MS + 3)).total).toBe(mine.total + 1);
  });

  describe("through the page helpers", () => {
    // A fresh site per call, so each test starts with its own rating allowance.
    const contextFor = (env: Partial<Env>, clientIp = "10.3.0.1") =>
      loadContextFor(buildTestSite(database, { env: { siteTimeZone: "UTC", ...env } }), new Request("http://localhost:3000/"), {
        clientIp,
      });
    const context = (siteUrl = "http://localhost:3000") => contextFor({ siteUrl });
    const NOW = new Date(`${DAY}T12:00:00Z`);
    const post = (rating: string, cookie?: string) =>
      new Request("http://localhost:3000/signs/scorpio", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ intent: "rate-sign", rating }),
      });
    const answerOf = (result: Awaited<ReturnType<typeof handleRatingAction>>) => ({
      body: result.data as RatingActionResult,
      status: result.init?.status ?? 200,
      setCookie: new Headers(result.init?.headers).get("Set-Cookie"),
    });

    test("a first rating sets the visitor cookie; with it the second is refused and the page loads locked", async () => {
      const first = answerOf(await handleRatingAction(context(), post("4"), "scorpio", { now: NOW }));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ kind: "sign-rating", ok: true, recorded: true, rating: 4, message: RATING_MESSAGES.thanks(4) });
      expect(first.setCookie).toMatch(
        /^cosmic_visitor=[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
      );
      const cookie = first.setCookie!.split(";")[0]!;

      const again = answerOf(await handleRatingAction(context(), post("1", cookie), "scorpio", { now: NOW }));
      expect(again.body).toEqual({ kind: "sign-rating", ok: true, recorded: false, rating: 4, message: RATING_MESSAGES.alreadyRated(4) });
      expect(again.setCookie).toBeNull();

      const page = new Request("http://localhost:3000/signs/scorpio", { headers: { Cookie: cookie } });
      expect(await loadRatingState(context(), page, "scorpio", { now: NOW })).toEqual({
        summary: { average: 4, total: 1, accurate: 1 },
        visitorRating: 4,
        date: DAY,
      });
      const tomorrow = await loadRatingState(context(), page, "scorpio", { now: new Date(`${NEXT_DAY}T00:30:00Z`) });
      expect(tomorrow.visitorRating).toBeNull();
      const stranger = await loadRatingState(context(), new Request("http://localhost:3000/signs/scorpio"), "scorpio", { now: NOW });
      expect(stranger.visitorRating).toBeNull();
    });

    test("an invalid rating answers 400 with the reason; the cookie is Secure on an https site", async () => {
      const answer = answerOf(await handleRatingAction(context("https://cosmic.example"), post("9"), "sagittarius", { now: NOW }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ kind: "sign-rating", ok: false, message: RATING_MESSAGES.invalidRating });
      expect(answer.setCookie).toMatch(/; Secure$/);
      expect(await rowCount(database, "sagittarius")).toBe(0);
    });

    test("the day of a rating is the site's day, not the server clock's UTC date", async () => {
      const late = new Date(`${DAY}T23:30:00Z`); // already 11 March in Tokyo
      const tokyo = contextFor({ siteTimeZone: "Asia/Tokyo" });
      const answer = answerOf(await handleRatingAction(tokyo, post("5"), "capricorn", { now: late }));
      expect(answer.body).toMatchObject({ ok: true, recorded: true });
      const rows = rowsOf<{ date: string }>(
        await database.db.execute(sql`select date::text as date from sign_ratings where sign = 'capricorn'`),
      );
      expect(rows).toEqual([{ date: NEXT_DAY }]);
    });

    test("[ratings.one-per-day] fresh or made-up visitor cookies cannot stuff the ratings: one client address is limited", async () => {
      const stuffer = context();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < RATING_LIMITS.perAddress + 20; attempt++) {
        // A new, unsigned visitor id every time: each would count as a new visitor if the server believed it.
        const forged = `cosmic_visitor=${attempt.toString().padStart(24, "a")}`;
        statuses.push(answerOf(await handleRatingAction(stuffer, post("1", forged), "libra", { now: NOW })).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(RATING_LIMITS.perAddress);
      expect(statuses.slice(RATING_LIMITS.perAddress).every((status) => status === 429)).toBe(true);
      expect(await rowCount(database, "libra")).toBe(RATING_LIMITS.perAddress);
      const limited = answerOf(await handleRatingAction(stuffer, post("1"), "libra", { now: NOW }));
      expect(limited.body).toEqual({ kind: "sign-rating", ok: false, message: RATING_MESSAGES.tooMany });
      // Another reader, elsewhere, still rates.
      const other = answerOf(await handleRatingAction(contextFor({}, "10.3.0.2"), post("5"), "libra", { now: NOW }));
      expect(other.status).toBe(200);
    });
  });
});
