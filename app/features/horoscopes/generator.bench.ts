import { bench, describe } from "vitest";
import { addDays } from "#app/lib/dates.ts";
import { writeDailyHoroscope } from "./generator";
import { syntheticSkies } from "#tests/factories/synthetic-sky.ts";
import { SIGNS } from "#app/zodiac/signs.ts";

// The budget: all twelve signs of a day in well under 50 ms, so a page never waits on the writer.
const skies = Array.from({ length: 365 }, (_, offset) => {
  const date = addDays("2026-01-01", offset);
  return { date, ...syntheticSkies(date) };
});
let day = 0;

describe("built-in horoscope writer", () => {
  bench("12 signs of one day", () => {
    const skiesOfDay = skies[day++ % skies.length]!;
    for (const sign of SIGNS) writeDailyHoroscope({ sign, ...skiesOfDay });
  });

  bench("one sign of one day", () => {
    writeDailyHoroscope({ sign: SIGNS[day % 12]!, ...skies[day++ % skies.length]! });
  });
});
