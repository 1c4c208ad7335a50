import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dailyHoroscopes } from "#db/schema/index.ts";
import { createHoroscopeService, type HoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { isAppError } from "#app/lib/errors.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { buildTestApp, silentLogger as silent } from "#tests/factories/site.ts";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`horoscope storage tests run on: ${kinds.join(", ")}`);

const TODAY = "2026-03-10";
// Mid-morning in UTC: the site's "today" is TODAY whatever the machine's clock says.
const fixedNow = () => new Date(`${TODAY}T09:30:00Z`);

describe.each(kinds)("daily horoscopes on %s", (kind) => {
  let database: TestDatabase;
  let horoscopes: HoroscopeService;
  let app: ReturnType<typeof buildTestApp>["app"];

  const newService = () => createHoroscopeService({ db: database.db, skyForDay, timeZone: "UTC", logger: silent, now: fixedNow });
  const rowCount = async (sign: string, date: string) =>
    rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(*)::int as count from daily_horoscopes where sign = ${sign} and date = ${date}`),
    )[0]!.count;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    horoscopes = newService();
    ({ app } = buildTestApp(database, { services: { horoscopes } }));
  });
  afterAll(async () => {
    await database?.drop();
  });
  const request = (path: string, init?: RequestInit) => app.request(`http://localhost:3000${path}`, init);

  test("20 concurrent requests for one missing reading, across four services, store one row and agree on its text", async () => {
    // Separate services stand for separate processes: only the database can settle their race.
    const services = [horoscopes, newService(), newService(), newService()];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => services[i % services.length]!.getDaily("gemini", TODAY)));
    expect(await rowCount("gemini", TODAY)).toBe(1);
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(results[0]).toMatchObject({ sign: "gemini", date: TODAY, source: "built-in" });
    expect(results[0]!.overview.length).toBeGreaterThan(200);
  });

  test("a stored reading is read back, not rewritten", async () => {
    await database.db
      .update(dailyHoroscopes)
      .set({ mood: "Edited by hand." })
      .where(and(eq(dailyHoroscopes.sign, "gemini"), eq(dailyHoroscopes.date, TODAY)));
    // A service of its own, whose memory is empty: the first test's service may have kept the
    // reading, if its read reached the database after another service's insert.
    expect((await newService().getDaily("gemini", TODAY)).mood).toBe("Edited by hand.");
  });

  test("[daily.in-short] a reading stored before summaries existed gets its summary from the same writer and sky, and its row is left as it was", async () => {
    await horoscopes.getDaily("libra", TODAY);
    const where = and(eq(dailyHoroscopes.sign, "libra"), eq(dailyHoroscopes.date, TODAY));
    const [stored] = await database.db.select({ summary: dailyHoroscopes.summary }).from(dailyHoroscopes).where(where);
    expect(stored!.summary).toBeTruthy();
    await database.db.update(dailyHoroscopes).set({ headline: null, summary: null }).where(where);
    const reading = await newService().getDaily("libra", TODAY);
    expect(reading.summary).toBe(stored!.summary);
    expect(reading.headline.length).toBeGreaterThan(0);
    const [after] = await database.db.select({ summary: dailyHoroscopes.summary }).from(dailyHoroscopes).where(where);
    expect(after!.summary).toBeNull();
  });

  test("ensureDays writes all twelve signs for each day once", async () => {
    const first = await horoscopes.ensureDays(["2026-03-11", "2026-03-12"]);
    expect(first).toEqual({ generated: 24, existing: 0 });
    const again = await horoscopes.ensureDays(["2026-03-11", "2026-03-12"]);
    expect(again).toEqual({ generated: 0, existing: 24 });
    const rows = rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(distinct sign)::int as count from daily_horoscopes where date = '2026-03-11'`),
    );
    expect(rows[0]!.count).toBe(12);
  });

  test("today is the calendar day of the site's time zone", () => {
    expect(horoscopes.today()).toBe(TODAY);
    const tokyo = createHoroscopeService({
      db: database.db,
      skyForDay,
      timeZone: "Asia/Tokyo",
      logger: silent,
      now: () => new Date(`${TODAY}T20:00:00Z`),
    });
    expect(tokyo.today()).toBe("2026-03-11");
  });

  test("any day from 2020-01-01 to a year ahead is written from its own sky on its first request, then stored", async () => {
    const old = await horoscopes.getDaily("leo", "2021-06-01");
    expect(old).toMatchObject({ sign: "leo", date: "2021-06-01", source: "built-in" });
    expect(await rowCount("leo", "2021-06-01")).toBe(1);
    // Another process finds the stored text rather than writing its own.
    expect(await newService().getDaily("leo", "2021-06-01")).toEqual(old);
    expect(old.overview).not.toBe((await horoscopes.getDaily("leo", TODAY)).overview);
    expect((await horoscopes.getDaily("leo", "2027-03-10")).date).toBe("2027-03-10");

    for (const date of ["2019-12-31", "2027-03-11"]) {
      const error = await horoscopes.getDaily("leo", date).catch((caught: unknown) => caught);
      expect(isAppError(error) && { code: error.code, status: error.status, message: error.message }).toEqual({
        code: "not_found",
        status: 404,
        message: "No horoscope data available",
      });
      expect(await rowCount("leo", date)).toBe(0);
    }
  });

  test("GET /api/horoscopes/:sign answers the client shape, with a strong ETag and five minutes of caching", async () => {
    const res = await request(`/api/horoscopes/virgo?date=${TODAY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual([
      "career",
      "compatible",
      "date",
      "headline",
      "houses",
      "love",
      "lucky",
      "mood",
      "overview",
      "ritual",
      "sign",
      "skyFacts",
      "summary",
    ]);
    // The day in short: a few words, then at most 40 a reader can act on ([daily.in-short]).
    expect(body.headline.split(" ").length).toBeLessThanOrEqual(8);
    expect(body.summary.split(/\s+/).length).toBeGreaterThan(5);
    expect(body.summary.split(/\s+/).length).toBeLessThanOrEqual(40);
    expect(body.houses).toHaveLength(7);
    expect(body.houses[0]).toMatch(/^The Sun is in [A-Z][a-z]+, your \d+(st|nd|rd|th) house of /);
    expect(body).toMatchObject({ date: TODAY, sign: "virgo", lucky: { symbol: "♍" } });
    expect(body.lucky.numbers).toHaveLength(3);
    expect(typeof body.lucky.color).toBe("string");
    expect(body.lucky.colorHex).toMatch(/^#[0-9A-F]{6}$/);
    expect(body.compatible.length).toBeGreaterThanOrEqual(2);
    expect(body.skyFacts[0].kind).toBe("event");
    expect(body.skyFacts[1].text).toMatch(/^The Moon is in /);

    const again = await request(`/api/horoscopes/virgo?date=${TODAY}`);
    expect(again.headers.get("ETag")).toBe(etag);
    const notModified = await request(`/api/horoscopes/virgo?date=${TODAY}`, { headers: { "If-None-Match": `"other", ${etag}` } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("ETag")).toBe(etag);
    expect(notModified.headers.get("Cache-Control")).toBe("public, max-age=300");
    const changed = await request(`/api/horoscopes/virgo?date=${TODAY}`, { headers: { "If-None-Match": '"stale"' } });
    expect(changed.status).toBe(200);
  });

  test("the date defaults to today in the site's time zone", async () => {
    const res = await request("/api/horoscopes/aries");
    expect(res.status).toBe(200);
    expect((await res.json()).date).toBe(TODAY);
  });

  test("an unknown sign gets 400 'Invalid zodiac sign'", async () => {
    const res = await request(`/api/horoscopes/ophiuchus?date=${TODAY}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_sign", message: "Invalid zodiac sign" } });
  });

  test.each(["2026-02-30", "10-03-2026", "today", "", "2026-3-1"])("the date %j gets 400 with a clear message", async (date) => {
    const res = await request(`/api/horoscopes/aries?date=${encodeURIComponent(date)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "invalid_date", message: "date must be a calendar day written YYYY-MM-DD, such as 2026-03-10" },
    });
  });

  test.each(["0000-01-01", "0001-01-01", "0999-12-31"])(
    "[errors.bad-input] the date %j, before the year 1000, gets 400 before the database sees it",
    async (date) => {
      const res = await request(`/api/horoscopes/aries?date=${date}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "invalid_date", message: "date must be a day from 2020-01-01 to 2027-03-10" } });
      await expect(horoscopes.getDaily("aries", date)).rejects.toMatchObject({ code: "bad_request", status: 400 });
    },
  );

  test("[daily.any-day] the API answers any day from 2020-01-01 to a year ahead, and 400 with the span for a day outside it", async () => {
    const old = await request("/api/horoscopes/aries?date=2021-06-01");
    expect(old.status).toBe(200);
    expect(await old.json()).toMatchObject({ sign: "aries", date: "2021-06-01" });
    expect((await request("/api/horoscopes/aries?date=2027-03-10")).status).toBe(200);
    for (const date of ["2019-12-31", "2027-03-11"]) {
      const res = await request(`/api/horoscopes/aries?date=${date}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "invalid_date", message: "date must be a day from 2020-01-01 to 2027-03-10" } });
      expect(await rowCount("aries", date)).toBe(0);
    }
  });
});
