import { expect, test } from "vitest";
import { addDays } from "~/lib/dates";
import { buildFallbackHoroscope } from "~/features/horoscopes/client-horoscope";
import { checkSkyFact } from "~/features/horoscopes/fact-check";
import { writeDailyHoroscope } from "~/features/horoscopes/generator";
import { SECTION_NAMES } from "~/features/horoscopes/types";
import { SIGNS } from "~/zodiac/signs";
import { skyForDay } from "~/features/sky/sky.server";

// The horoscope writer against the real sky (astronomy-engine); its unit tests use a synthetic sky.
const DAYS = 365;
const days = Array.from({ length: DAYS }, (_, offset) => addDays("2026-01-01", offset));

test("365 days × 12 signs on the real sky: every sky fact is true, and the Moon sentence names the Moon's real sign", () => {
  const problems: string[] = [];
  for (const date of days) {
    const sky = skyForDay(date, "UTC");
    const moon = sky.positions.find((position) => position.planet === "Moon")!;
    const moonSign = SIGNS.find((sign) => sign.slug === moon.sign)!.name;
    for (const sign of SIGNS) {
      const reading = writeDailyHoroscope({ sign, sky, date });
      const where = `${sign.slug} ${date}`;
      const moonFact = reading.skyFacts.find((fact) => fact.kind === "moon");
      if (!moonFact?.text.startsWith(`The Moon is in ${moonSign}, `))
        problems.push(`${where}: Moon fact ${moonFact?.text} (Moon in ${moonSign})`);
      if (!reading.overview.includes(` in ${moonSign}, `)) problems.push(`${where}: overview misses the Moon in ${moonSign}`);
      if (reading.skyFacts.length < 2 || reading.skyFacts.length > 4) problems.push(`${where}: ${reading.skyFacts.length} facts`);
      for (const fact of reading.skyFacts) {
        const wrong = checkSkyFact(fact, sky);
        if (wrong) problems.push(`${where}: "${fact.text}" ${wrong}`);
      }
    }
  }
  expect(problems.slice(0, 10)).toEqual([]);
});

test("365 days × 12 signs on the real sky: no section repeats word for word within 60 days", () => {
  const repeats: string[] = [];
  const skies = days.map((date) => skyForDay(date, "UTC"));
  for (const sign of SIGNS) {
    const lastSeen = new Map<string, number>();
    days.forEach((date, day) => {
      const reading = writeDailyHoroscope({ sign, sky: skies[day]!, date });
      for (const section of SECTION_NAMES) {
        const key = `${section}\n${reading[section]}`;
        const seen = lastSeen.get(key);
        if (seen !== undefined && day - seen < 60) repeats.push(`${sign.slug} ${section} ${date} repeats ${days[seen]}`);
        lastSeen.set(key, day);
      }
    });
  }
  expect(repeats).toEqual([]);
});

test("the page's fallback needs no database: the real sky and the signs are enough", () => {
  const leo = SIGNS.find((sign) => sign.slug === "leo")!;
  const fallback = buildFallbackHoroscope({ sign: leo, sky: skyForDay("2026-08-01", "UTC"), date: "2026-08-01" });
  expect(fallback).toMatchObject({ date: "2026-08-01", sign: "leo", lucky: { symbol: "♌" } });
  expect(fallback.overview).toMatch(/Sun/);
});
