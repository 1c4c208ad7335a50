import { afterAll, beforeAll, expect, test } from "vitest";
import { addDays } from "#app/lib/dates.ts";
import { createHoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { buildTestApp, silentLogger as silent } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { figuresOf, repeatedHouseDescriptions, words, type MeasuredReading } from "#tests/measures/reading-measures.ts";

// A month of mornings as a returning reader meets them: every sign, 30 consecutive days, read
// from the API as a page would. The figures are the ones the daily writer is held to:
// [daily.in-short], [daily.what-changed], [daily.house-once], [daily.reading-shape].
// One database kind is enough: what is measured is the writer's text, not the storage.
const FIRST_DAY = "2026-12-01";
const DAYS = 30;

let database: TestDatabase;
let byDay: MeasuredReading[][];

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  const horoscopes = createHoroscopeService({
    db: database.db,
    skyForDay,
    timeZone: "UTC",
    logger: silent,
    now: () => new Date(`${FIRST_DAY}T08:00:00Z`),
  });
  const { app } = buildTestApp(database, { services: { horoscopes } });
  byDay = [];
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(FIRST_DAY, day);
    byDay.push(
      await Promise.all(
        SIGNS.map(async (sign) => {
          const res = await app.request(`http://localhost:3000/api/horoscopes/${sign.slug}?date=${date}`);
          expect(res.status, `${sign.slug} ${date}`).toBe(200);
          return (await res.json()) as MeasuredReading;
        }),
      ),
    );
  }
  const figures = figuresOf(byDay);
  console.info(`the daily readings of ${FIRST_DAY} and the ${DAYS - 1} days after, every sign: ${JSON.stringify(figures)}`);
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

test("[daily.in-short] every reading has a headline and a summary of at most 40 words", () => {
  for (const reading of byDay.flat()) {
    expect(words(reading.headline).length, `${reading.sign} ${reading.date}`).toBeGreaterThan(1);
    expect(words(reading.summary).length, `${reading.sign} ${reading.date}`).toBeLessThanOrEqual(40);
    expect(reading.summary, `${reading.sign} ${reading.date}`).not.toMatch(/\bhouses?\b/i);
  }
});

test("[daily.what-changed] the love and career openings say the day before's message on at most 10% of day pairs", () => {
  const { sameOpeningAsYesterday } = figuresOf(byDay);
  expect(sameOpeningAsYesterday.love).toBeLessThanOrEqual(0.1);
  expect(sameOpeningAsYesterday.career).toBeLessThanOrEqual(0.1);
});

test("[daily.house-once] a median reading says 'house' at most 4 times and no reading repeats a house description", () => {
  const figures = figuresOf(byDay);
  expect(figures.houseWordsMedian).toBeLessThanOrEqual(4);
  expect(byDay.flat().filter((reading) => repeatedHouseDescriptions(reading).length > 0)).toEqual([]);
});

test("[daily.what-changed] no opener is shared by three signs on a day, and at most 12% of a day's clauses are shared by two signs", () => {
  const figures = figuresOf(byDay);
  expect(figures.daysWithAnOpenerOfThree).toBe(0);
  expect(figures.sharedClauseShareMax).toBeLessThanOrEqual(0.12);
});

test("[daily.reading-shape] a reading is 300 to 450 words in all, and each teaser hides at least 40% of its section", () => {
  const figures = figuresOf(byDay);
  expect(figures.wordsMin).toBeGreaterThanOrEqual(300);
  expect(figures.wordsMax).toBeLessThanOrEqual(450);
  expect(figures.hiddenShareMin).toBeGreaterThanOrEqual(0.4);
});
