import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createHoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { createPeriodReadingService, type PeriodReadingService } from "#app/features/horoscopes/period-readings.server.ts";
import { writePeriodReading } from "#app/features/horoscopes/period-writer.ts";
import { periodSpan, type Period } from "#app/features/horoscopes/periods.ts";
import { isAppError } from "#app/lib/errors.ts";
import { addDays } from "#app/lib/dates.ts";
import { eclipsesBetween, lunationsBetween, skyForDay } from "#app/features/sky/sky.server.ts";
import { houseNumber } from "#app/zodiac/houses.ts";
import { separation } from "#app/zodiac/sky.ts";
import { SIGNS, signOf, type SignSlug } from "#app/zodiac/signs.ts";
import { loader as monthlyLoader } from "#app/routes/monthly/$month.tsx";
import { buildTestApp, silentLogger as silent } from "#tests/factories/site.ts";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
const TODAY = "2026-11-25";
const fixedNow = () => new Date(`${TODAY}T09:30:00Z`);
const sky = { skyForDay, lunationsBetween, eclipsesBetween };

/** A service on no database: the writer's input only (spanSky needs none). */
const skyOnly = createPeriodReadingService({ ...sky, db: undefined as never, timeZone: "UTC", logger: silent, now: fixedNow });
const aries = signOf("aries");

function spansOf(period: Period, year: number) {
  const spans = [];
  for (let span = periodSpan(period, `${year}-01-01`); span.start <= `${year}-12-31`; span = periodSpan(period, addDays(span.end, 1))) {
    spans.push(span);
  }
  return spans;
}

const SIGN_BY_NAME = new Map(SIGNS.map((sign) => [sign.name, sign.slug]));
const signAt = (planet: string, date: string) => skyForDay(date, "UTC").positions.find((position) => position.planet === planet)!;

// "The Sun in Sagittarius opposite Uranus in Gemini, your 5th and 11th houses"
const ASPECT_KEY_DATE =
  /^(?:The )?(\w+) in (\w+) (conjunct|sextile|square|trine|opposite) (?:the )?(\w+) in (\w+), your (\d+)\w\w(?: and (\d+)\w\w)? houses?$/;
const ASPECT_ANGLES: Record<string, number> = { conjunct: 0, sextile: 60, square: 90, trine: 120, opposite: 180 };

/** What is untrue in an aspect key date: each planet's sign and house, and the noon of that date the nearest to exact. */
function aspectProblems(where: string, reader: SignSlug, date: string, match: RegExpExecArray): string[] {
  const [, planet, sign, word, other, otherSign, house, otherHouse] = match as unknown as string[];
  const problems: string[] = [];
  const offExact = (day: string) =>
    Math.abs(separation(signAt(planet!, day).longitude, signAt(other!, day).longitude) - ASPECT_ANGLES[word!]!);
  if (signAt(planet!, date).sign !== SIGN_BY_NAME.get(sign!)) problems.push(`${where}: ${planet} is not in ${sign}`);
  if (signAt(other!, date).sign !== SIGN_BY_NAME.get(otherSign!)) problems.push(`${where}: ${other} is not in ${otherSign}`);
  if (houseNumber(reader, SIGN_BY_NAME.get(sign!)!) !== Number(house)) problems.push(`${where}: wrong house for ${planet}`);
  if (houseNumber(reader, SIGN_BY_NAME.get(otherSign!)!) !== Number(otherHouse ?? house))
    problems.push(`${where}: wrong house for ${other}`);
  const today = offExact(date);
  if (today > 2) problems.push(`${where}: ${today.toFixed(2)}° off exact at noon`);
  if (today > offExact(addDays(date, -1)) || today > offExact(addDays(date, 1)))
    problems.push(`${where}: a neighbouring noon is nearer exact`);
  return problems;
}

describe("[periods.real-events] the longer readings are written from the span's real events", () => {
  test("2026's eclipses are the ones NASA lists: 17 February, 3 March, 12 August and 28 August", () => {
    const year = writePeriodReading({
      sign: aries,
      span: periodSpan("year", "2026-06-01"),
      spanSky: skyOnly.spanSky(periodSpan("year", "2026-06-01")),
    });
    const eclipses = year.keyDates.filter((item) => item.text.includes("eclipse"));
    expect(eclipses.map((item) => `${item.date} ${item.text.split(" in ")[0]}`)).toEqual([
      "2026-02-17 Annular solar eclipse",
      "2026-03-03 Total lunar eclipse",
      "2026-08-12 Total solar eclipse",
      "2026-08-28 Partial lunar eclipse",
    ]);
    // Jupiter leaves Cancer for Leo on 30 June 2026: Aries' 4th house, then its 5th.
    expect(year.overview).toMatch(
      /Jupiter is in Cancer, your 4th house of home, family and roots, until 2[89] June; then, from 30 June, in Leo, your 5th house/,
    );
    expect(year.overview).toMatch(/Mercury turns retrograde three times/);
  });

  test("November 2026 holds the New Moon of 9 November in Scorpio and the Full Moon of 24 November in Gemini, each in the reader's own house", () => {
    const span = periodSpan("month", TODAY);
    const spanSky = skyOnly.spanSky(span);
    for (const sign of SIGNS) {
      const month = writePeriodReading({ sign, span, spanSky });
      const scorpio = houseNumber(sign.slug, "scorpio");
      const gemini = houseNumber(sign.slug, "gemini");
      const ordinal = (house: number) => `${house}${house === 1 ? "st" : house === 2 ? "nd" : house === 3 ? "rd" : "th"}`;
      expect(month.keyDates).toContainEqual({ date: "2026-11-09", text: `New Moon in Scorpio, your ${ordinal(scorpio)} house` });
      expect(month.keyDates).toContainEqual({ date: "2026-11-24", text: `Full Moon in Gemini, your ${ordinal(gemini)} house` });
    }
  });

  test("every key date of every week, month and year of 2026 is true of the sky on that day", () => {
    const problems: string[] = [];
    let aspects = 0;
    for (const period of ["week", "month", "year"] as const) {
      for (const span of spansOf(period, 2026)) {
        const reading = writePeriodReading({ sign: SIGNS[span.ordinal % 12]!, span, spanSky: skyOnly.spanSky(span) });
        for (const { date, text } of reading.keyDates) {
          const where = `${period} ${span.start}: ${date} "${text}"`;
          if (date < span.start || date > span.end) problems.push(`${where} is outside the span`);
          const aspect = ASPECT_KEY_DATE.exec(text);
          if (aspect) {
            aspects++;
            problems.push(...aspectProblems(where, reading.sign as SignSlug, date, aspect));
            continue;
          }
          const match = /^(?:The )?(\w+) (enters|turns (retrograde|direct) in) (\w+), your (\d+)/.exec(text);
          if (!match) continue;
          const [, planet, , turns, signName, house] = match as unknown as [string, string, string, string | undefined, string, string];
          const slug = SIGN_BY_NAME.get(signName) as SignSlug;
          const now = signAt(planet, date);
          const before = signAt(planet, addDays(date, -1));
          if (now.sign !== slug) problems.push(`${where}: ${planet} is in ${now.sign}`);
          if (turns ? now.retrograde === before.retrograde || now.retrograde !== (turns === "retrograde") : before.sign === now.sign) {
            problems.push(`${where}: no such change since the day before`);
          }
          if (houseNumber(reading.sign as SignSlug, slug) !== Number(house)) problems.push(`${where}: wrong house`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Weeks tell their exact aspects: a year holds well over a hundred of them.
    expect(aspects).toBeGreaterThan(100);
  });

  test("a week tells the days the Sun, Mercury, Venus or Mars is at an exact aspect, in the reader's two houses", () => {
    const span = periodSpan("week", "2026-11-25");
    const week = writePeriodReading({ sign: signOf("leo"), span, spanSky: skyOnly.spanSky(span) });
    const aspects = week.keyDates.filter((item) => ASPECT_KEY_DATE.test(item.text));
    expect(aspects.length).toBeGreaterThan(0);
    for (const { date, text } of aspects) expect(aspectProblems(text, "leo", date, ASPECT_KEY_DATE.exec(text)!)).toEqual([]);
    // The Moon's aspects pass within hours and the slow planets' last for months: neither is a week's news.
    expect(aspects.every((item) => /^(?:The )?(Sun|Mercury|Venus|Mars) in /.test(item.text))).toBe(true);
    expect(aspects.some((item) => /Moon/.test(item.text))).toBe(false);
    // The month and year readings leave aspects to the weeks.
    const month = writePeriodReading({
      sign: signOf("leo"),
      span: periodSpan("month", "2026-11-25"),
      spanSky: skyOnly.spanSky(periodSpan("month", "2026-11-25")),
    });
    expect(month.keyDates.some((item) => ASPECT_KEY_DATE.test(item.text))).toBe(false);
  });

  test("weeks and signs read differently: no two weekly overviews of 2026 are the same", () => {
    const overviews = new Set<string>();
    let count = 0;
    for (const span of spansOf("week", 2026)) {
      const spanSky = skyOnly.spanSky(span);
      for (const sign of SIGNS) {
        overviews.add(writePeriodReading({ sign, span, spanSky }).overview);
        count++;
      }
    }
    expect(overviews.size).toBe(count);
  });
});

test("[periods.real-events] /monthly/{month} lists the month's real events as it next comes: this month's, or next year's for a month gone by", () => {
  const context = { horoscopes: { today: () => TODAY }, periodReadings: skyOnly };
  const load = (month: string) =>
    monthlyLoader({
      params: { month },
      context,
      request: new Request(`http://localhost/monthly/${month}`),
      url: new URL(`http://localhost/monthly/${month}`),
    } as never);
  const november = load("november");
  expect(november).toMatchObject({ year: 2026, isCurrent: true });
  expect(november.events).toContainEqual({ date: "2026-11-24", text: "Full Moon in Gemini" });
  expect(november.events).toContainEqual({ date: "2026-11-26", text: "Mars enters Virgo" });
  const march = load("march");
  expect(march).toMatchObject({ year: 2027, isCurrent: false });
  expect(march.events.every((event) => event.date.startsWith("2027-03-"))).toBe(true);
  expect(march.events.filter((event) => /(New|Full) Moon|eclipse/.test(event.text)).length).toBeGreaterThanOrEqual(2);
});

describe.each(kinds)("period readings stored on %s", (kind) => {
  let database: TestDatabase;
  let periods: PeriodReadingService;
  let app: ReturnType<typeof buildTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    periods = createPeriodReadingService({ ...sky, db: database.db, timeZone: "UTC", logger: silent, now: fixedNow });
    // Both services read the test's clock, so a request without a date means the test's today.
    const horoscopes = createHoroscopeService({ db: database.db, skyForDay, timeZone: "UTC", logger: silent, now: fixedNow });
    ({ app } = buildTestApp(database, { services: { periodReadings: periods, horoscopes } }));
  });
  afterAll(async () => {
    await database?.drop();
  });
  const request = (path: string, init?: RequestInit) => app.request(`http://localhost:3000${path}`, init);
  const rowCount = async () =>
    rowsOf<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from period_readings`))[0]!.count;

  test("[periods.stored-once] a span's reading is written once per reading day, kept, and read back the same", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => periods.get("leo", "week", TODAY)));
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(results[0]).toMatchObject({
      sign: "leo",
      period: "week",
      start: "2026-11-23",
      end: "2026-11-29",
      asOf: TODAY,
      source: "built-in",
    });
    expect(await periods.get("leo", "week", TODAY)).toEqual(results[0]);
    expect(await rowCount()).toBe(1);
    // [periods.as-of] Sunday's reading of the same week is its own: what is left of the week.
    const sunday = await periods.get("leo", "week", "2026-11-29");
    expect(sunday).toMatchObject({ start: "2026-11-23", asOf: "2026-11-29" });
    expect(sunday.overview).not.toBe(results[0]!.overview);
    expect(sunday.overview).toMatch(/^This is the last day of the week/);
    expect(await rowCount()).toBe(2);
    // A year is one forecast, whatever day it is read.
    expect((await periods.get("leo", "year", "2026-03-10")).asOf).toBe("2026-01-01");
    expect((await periods.get("leo", "year", TODAY)).asOf).toBe("2026-01-01");
    expect(await rowCount()).toBe(3);
  });

  test("[periods.window] spans far from today are not written on request: 404 with the reading's message", async () => {
    await expect(periods.get("leo", "month", "2030-01-15")).rejects.toSatisfy(
      (error) => isAppError(error) && error.status === 404 && error.message === "No horoscope data available",
    );
    await expect(periods.get("leo", "year", "2025-06-01")).rejects.toSatisfy((error) => isAppError(error) && error.status === 404);
    expect((await periods.get("leo", "year", "2027-03-01")).title).toBe("2027");
  });

  test("[periods.stored-once] pre-generation writes this and the next week, month and year for all twelve signs, once", async () => {
    const spans = periods.currentSpans();
    expect(spans.map((span) => `${span.period} ${span.start}`)).toEqual([
      "week 2026-11-23",
      "week 2026-11-30",
      "month 2026-11-01",
      "month 2026-12-01",
      "year 2026-01-01",
      "year 2027-01-01",
    ]);
    const first = await periods.ensureSpans(spans);
    expect(first.generated + first.existing).toBe(72);
    expect(await periods.ensureSpans(spans)).toEqual({ generated: 0, existing: 72 });
  });

  test("[periods.api] GET /api/horoscopes/:sign?period= answers the span's reading with a strong ETag, and 304 when it is held", async () => {
    const response = await request(`/api/horoscopes/virgo?period=month&date=${TODAY}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      sign: "virgo",
      period: "month",
      start: "2026-11-01",
      end: "2026-11-30",
      title: "November 2026",
      asOf: TODAY,
      forecast: null,
    });
    expect(body.keyDates.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty("source");
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const notModified = await request(`/api/horoscopes/virgo?period=month&date=${TODAY}`, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    const week = await request(`/api/horoscopes/virgo?period=week`);
    expect(await week.json()).toMatchObject({ period: "week", start: "2026-11-23" });
    const day = await request(`/api/horoscopes/virgo?period=day&date=${TODAY}`);
    expect(await day.json()).toMatchObject({ sign: "virgo", date: TODAY });
  });

  test("[periods.api] a period that is not day, week, month or year is a 400 with a message", async () => {
    const response = await request(`/api/horoscopes/virgo?period=decade`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_period", message: "period must be day, week, month or year" } });
    // A day past a year ahead is outside every reading's span; a span inside it that is far from
    // today is not written on request.
    const beyond = await request(`/api/horoscopes/virgo?period=year&date=2031-01-01`);
    expect(beyond.status).toBe(400);
    expect((await beyond.json()).error.code).toBe("invalid_date");
    const far = await request(`/api/horoscopes/virgo?period=year&date=2021-01-01`);
    expect(far.status).toBe(404);
  });
});
