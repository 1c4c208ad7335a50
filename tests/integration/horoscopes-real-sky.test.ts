import { beforeAll, expect, test } from "vitest";
import { addDays } from "#app/lib/dates.ts";
import { buildFallbackHoroscope } from "#app/features/horoscopes/client-horoscope.ts";
import { checkSkyFact } from "#app/features/horoscopes/fact-check.ts";
import { writeDailyHoroscope } from "#app/features/horoscopes/generator.ts";
import { SECTION_NAMES, type DailyReading, type SectionName } from "#app/features/horoscopes/types.ts";
import { TEASER_WORDS } from "#app/features/gating/teaser.ts";
import { HOUSES, houseNumber } from "#app/zodiac/houses.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import type { Sky } from "#app/zodiac/sky.ts";

// The horoscope writer over a whole year of the real sky (astronomy-engine): the properties a
// daily reader relies on, measured on every sign and every day.
const DAYS = 365;
const FIRST_DAY = "2026-01-01";
const days = Array.from({ length: DAYS }, (_, offset) => addDays(FIRST_DAY, offset));

/** A sign's sentences must not come back within this many days. */
const NO_REPEAT_DAYS = 30;
/** On one day, no sentence may appear in more signs than this. */
const MAX_SIGNS_SHARING_A_SENTENCE = 2;
/** Each section's length in words ([daily.reading-shape]); the mood takes what the others leave of 450. */
const LENGTHS: Record<SectionName, { min: number; max: number }> = {
  overview: { min: 150, max: 160 },
  love: { min: 70, max: 78 },
  career: { min: 80, max: 88 },
  mood: { min: 8, max: 32 },
  ritual: { min: 64, max: 72 },
};
/** The most of a gated section its teaser may show. */
const MAX_TEASER_SHARE = 0.6;

let skies: Sky[];
let readings: Array<Array<{ sign: (typeof SIGNS)[number]; reading: DailyReading }>>;

beforeAll(() => {
  skies = [addDays(FIRST_DAY, -1), ...days].map((date) => skyForDay(date, "UTC"));
  readings = days.map((date, day) =>
    SIGNS.map((sign) => ({ sign, reading: writeDailyHoroscope({ sign, date, sky: skies[day + 1]!, previousSky: skies[day]! }) })),
  );
});

const words = (text: string) => text.trim().split(/\s+/).length;
/** Sentences end at a full stop, question or exclamation mark followed by a space or the end. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

test("[daily.no-repeats] over a year, no sentence of a sign's reading comes back within 30 days", () => {
  const repeats: string[] = [];
  for (const [index, sign] of SIGNS.entries()) {
    const lastSeen = new Map<string, number>();
    readings.forEach((ofDay, day) => {
      const reading = ofDay[index]!.reading;
      for (const section of SECTION_NAMES) {
        for (const line of sentencesOf(reading[section])) {
          const seen = lastSeen.get(line);
          if (seen !== undefined && day - seen <= NO_REPEAT_DAYS) repeats.push(`${sign.slug} ${days[day]} (${days[seen]}): ${line}`);
          lastSeen.set(line, day);
        }
      }
    });
  }
  expect(repeats.slice(0, 10)).toEqual([]);
});

test("[daily.no-repeats] over a year, no sentence appears in more than two signs' readings on the same day", () => {
  const shared: string[] = [];
  readings.forEach((ofDay, day) => {
    const signsBySentence = new Map<string, Set<string>>();
    for (const { sign, reading } of ofDay) {
      for (const section of SECTION_NAMES) {
        for (const line of sentencesOf(reading[section])) {
          const signs = signsBySentence.get(line) ?? new Set<string>();
          signs.add(sign.slug);
          signsBySentence.set(line, signs);
        }
      }
    }
    for (const [line, signs] of signsBySentence) {
      if (signs.size > MAX_SIGNS_SHARING_A_SENTENCE) shared.push(`${days[day]} in ${signs.size} signs: ${line}`);
    }
  });
  expect(shared.slice(0, 10)).toEqual([]);
});

test("[daily.reading-shape] every section is within its length, so each teaser shows at most 60% of it, and a reading is 300 to 450 words", () => {
  const outside: string[] = [];
  readings.forEach((ofDay, day) => {
    for (const { sign, reading } of ofDay) {
      for (const section of SECTION_NAMES) {
        const count = words(reading[section]);
        if (count < LENGTHS[section].min || count > LENGTHS[section].max)
          outside.push(`${sign.slug} ${days[day]} ${section}: ${count} words`);
      }
      const all = words([reading.headline, reading.summary, ...SECTION_NAMES.map((section) => reading[section])].join(" "));
      if (all < 300 || all > 450) outside.push(`${sign.slug} ${days[day]}: ${all} words in all`);
      if (words(reading.summary) > 40) outside.push(`${sign.slug} ${days[day]}: a summary of ${words(reading.summary)} words`);
    }
  });
  expect(outside.slice(0, 10)).toEqual([]);
  for (const [section, teaserWords] of Object.entries(TEASER_WORDS)) {
    if (section in LENGTHS) expect(teaserWords / LENGTHS[section as SectionName].min).toBeLessThanOrEqual(MAX_TEASER_SHARE);
  }
});

test("[daily.what-changed] over a year, the love and career sections open with something other than the day before's news on at least 90% of days", () => {
  for (const section of ["love", "career", "overview"] as const) {
    let same = 0;
    let pairs = 0;
    for (let day = 1; day < readings.length; day++) {
      readings[day]!.forEach(({ reading }, index) => {
        pairs++;
        if (reading.leads[section] === readings[day - 1]![index]!.reading.leads[section]) same++;
      });
    }
    console.info(`${section}: the opening's subject is the day before's on ${same} of ${pairs} day pairs`);
    expect(same / pairs, section).toBeLessThanOrEqual(0.1);
  }
});

test("[daily.what-changed] over a year, at least 40 overview openers, and never one shared by three signs on a day", () => {
  const openers = new Set<string>();
  const crowded: string[] = [];
  readings.forEach((ofDay, day) => {
    const count = new Map<string, number>();
    for (const { reading } of ofDay) {
      const opener = reading.overview.split(/\s+/).slice(0, 4).join(" ").toLowerCase();
      openers.add(opener);
      count.set(opener, (count.get(opener) ?? 0) + 1);
    }
    for (const [opener, signs] of count) if (signs >= 3) crowded.push(`${days[day]}: "${opener}" in ${signs} signs`);
  });
  console.info(`${openers.size} overview openers in ${DAYS} days`);
  expect(crowded.slice(0, 10)).toEqual([]);
  expect(openers.size).toBeGreaterThanOrEqual(40);
});

test("[daily.real-sky] every sky fact of every reading agrees with the ephemeris, and the first names the sign's event in its own house", () => {
  const problems: string[] = [];
  readings.forEach((ofDay, day) => {
    const sky = skies[day + 1]!;
    const previousSky = skies[day]!;
    const moonSign = SIGNS.find((sign) => sign.slug === sky.positions.find((position) => position.planet === "Moon")!.sign)!;
    for (const { sign, reading } of ofDay) {
      const where = `${sign.slug} ${days[day]}`;
      const [event, moon] = reading.skyFacts;
      if (event?.kind !== "event") problems.push(`${where}: the first fact is ${event?.kind}, not the day's event`);
      if (!moon?.text.startsWith(`The Moon is in ${moonSign.name}, `)) problems.push(`${where}: Moon fact ${moon?.text}`);
      if (reading.skyFacts.length < 3 || reading.skyFacts.length > 5) problems.push(`${where}: ${reading.skyFacts.length} facts`);
      for (const fact of reading.skyFacts) {
        const wrong = checkSkyFact(fact, sky, { sign: sign.slug, previousSky });
        if (wrong) problems.push(`${where}: "${fact.text}" ${wrong}`);
      }
      const moonHouse = HOUSES[houseNumber(sign.slug, moonSign.slug) - 1]!;
      if (
        !`${reading.overview} ${reading.mood}`.includes(`your ${moonHouse.arena}`) &&
        !reading.overview.includes(`your ${moonHouse.ordinal} house`)
      ) {
        problems.push(`${where}: neither overview nor mood names the Moon's house, the ${moonHouse.ordinal}`);
      }
    }
  });
  expect(problems.slice(0, 10)).toEqual([]);
});

test("[daily.real-sky] one sky event reads differently for each sign: the same day's Moon falls in twelve different houses", () => {
  const day = 100;
  const moonSign = skies[day + 1]!.positions.find((position) => position.planet === "Moon")!.sign;
  const arenas = readings[day]!.map(({ sign, reading }) => {
    const arena = HOUSES[houseNumber(sign.slug, moonSign) - 1]!.arena;
    expect(reading.mood).toContain(`your ${arena}`);
    return arena;
  });
  expect(new Set(arenas).size).toBe(12);
});

test("[daily.real-sky] over a year every kind of event leads some reading: lunations, stations, ingresses, ruler aspects, the Moon's aspects and its house", () => {
  const leads = new Set<string>();
  for (const ofDay of readings)
    for (const { reading } of ofDay) leads.add(reading.skyFacts[0]!.text.replace(/^.*? (falls|turns|enters|forms|is) .*$/, "$1"));
  expect([...leads].sort()).toEqual(["enters", "falls", "forms", "is", "turns"]);
  const kinds = new Set(readings.flatMap((ofDay) => ofDay.map(({ reading }) => reading.leads.overview.split(":")[0])));
  expect([...kinds].sort()).toEqual(["ingress", "lunation", "moon-aspect", "moon-house", "ruler-aspect", "station"]);
});

test("the page's fallback needs no database: the real sky and the signs are enough", () => {
  const leo = SIGNS.find((sign) => sign.slug === "leo")!;
  const fallback = buildFallbackHoroscope({
    sign: leo,
    sky: skyForDay("2026-08-01", "UTC"),
    previousSky: skyForDay("2026-07-31", "UTC"),
    date: "2026-08-01",
  });
  expect(fallback).toMatchObject({ date: "2026-08-01", sign: "leo", lucky: { symbol: "♌" } });
  expect(fallback.summary.length).toBeGreaterThan(20);
  expect(fallback.houses[0]).toMatch(/^The Sun is in Leo, your 1st house/);
});
