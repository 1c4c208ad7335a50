import { expect, test } from "vitest";
import { readPair } from "#app/features/compatibility/pair-reading.ts";
import { scorePair } from "#app/features/compatibility/pair-score.ts";
import { SCORE_RANGES } from "#app/features/compatibility/scoring.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { addDays } from "#app/lib/dates.ts";
import { elementRelation, type ElementRelation } from "#app/zodiac/elements.ts";
import { SIGNS, signOf } from "#app/zodiac/signs.ts";
import { pairDay } from "./_pair-day.server";

// The pair scores on the real sky: the sky feature computes where the bodies are, compatibility
// reads them. Every day of 2026 (365 of them) at noon UTC, the site's default zone.
const ZONE = "UTC";
const DAYS = Array.from({ length: 365 }, (_, i) => addDays("2026-01-01", i));
const PAIRS = SIGNS.flatMap((first) => SIGNS.map((second) => [first, second] as const));
const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

test("[compat.score-ranges] [compat.daily-score] all 144 ordered pairs on every day of 2026: base + today's sky inside the range, and every number of each range comes up", () => {
  const seen = new Map<ElementRelation, Set<number>>();
  const ownScores = new Map<string, Set<number>>();
  let reversedDiffers = 0;
  let changedOvernight = 0;
  for (const date of DAYS) {
    const day = pairDay(date, ZONE);
    const yesterday = pairDay(addDays(date, -1), ZONE);
    for (const [first, second] of PAIRS) {
      const relation = elementRelation(first.element, second.element);
      const { min, max } = SCORE_RANGES[relation];
      const { score, base, today } = scorePair(first, second, day.positions);
      // One expect per failure rather than per pair and day: 52,560 of them would be most of the time.
      if (score !== base.points + today.reduce((sum, factor) => sum + factor.points, 0) || score < min || score > max)
        expect.fail(`${first.slug}+${second.slug} on ${date} scores ${score}`);
      seen.set(relation, (seen.get(relation) ?? new Set()).add(score));
      const key = `${first.slug}+${second.slug}`;
      ownScores.set(key, (ownScores.get(key) ?? new Set()).add(score));
      if (score !== scorePair(second, first, day.positions).score) reversedDiffers++;
      if (score !== scorePair(first, second, yesterday.positions).score) changedOvernight++;
    }
  }
  // Measured: in 2026 every number of every range comes up for some pair on some day.
  for (const [relation, scores] of seen)
    expect(
      [...scores].sort((a, b) => a - b),
      relation,
    ).toEqual(range(SCORE_RANGES[relation]));
  // Measured: no pair keeps one number all year; the fewest any pair shows is 7.
  expect(Math.min(...[...ownScores.values()].map((scores) => scores.size))).toBe(7);
  // Measured: the two orders of a pair differ on 31,760 of the 48,180 pair-days of two different signs (66%).
  expect(reversedDiffers).toBe(31_760);
  // Measured: a pair's score changes overnight on 18,535 of 52,560 pair-days (35%); the Moon changes sign every two or three days.
  expect(changedOvernight).toBe(18_535);
});

test("[compat.daily-score] a day's reading names where the Moon, Venus and the first sign's ruler really are, and stays the same on every call", () => {
  const date = "2026-03-10";
  const sky = skyForDay(date, ZONE);
  const signNameOf = (planet: string) => signOf(sky.positions.find((position) => position.planet === planet)!.sign).name;
  const reading = readPair(signOf("aries"), signOf("cancer"), pairDay(date, ZONE));
  const [moon, venus, ruler] = reading.why.today;
  expect(moon!.label).toBe(`The Moon in ${signNameOf("Moon")}`);
  expect(moon!.reason).toContain(`is in ${signNameOf("Moon")}:`);
  expect(venus!.label).toBe(`Venus in ${signNameOf("Venus")}`);
  expect(ruler!.label).toBe(`Mars in ${signNameOf("Mars")}`);
  expect(reading.why.base.name).toBe("square");
  expect(reading.summary).toContain(`Today’s score is ${reading.score}%`);
  expect(readPair(signOf("aries"), signOf("cancer"), pairDay(date, ZONE))).toEqual(reading);
});
