import {
  type AstroTime,
  Body,
  Illumination,
  MoonPhase as moonElongation,
  NextMoonQuarter,
  SearchMoonPhase,
  SearchMoonQuarter,
} from "astronomy-engine";
import { createCache } from "#app/lib/cache.ts";
import type { MoonPhase } from "#app/zodiac/sky.ts";
import { moonPhaseName, supportedInstantMs } from "./sky";

type MoonQuarterName = "New Moon" | "First Quarter" | "Full Moon" | "Last Quarter";

const QUARTER_NAMES: readonly MoonQuarterName[] = ["New Moon", "First Quarter", "Full Moon", "Last Quarter"];

/** About ten years of quarters: enough for any page, and a bound on the work one call can ask for. */
const MAX_MOON_QUARTERS = 500;

const DAY_MS = 86_400_000;
const MEAN_SYNODIC_MONTH_MS = 29.530588853 * DAY_MS;
// The first new moon of 2000 numbers the lunations; any true new moon would do.
const REFERENCE_NEW_MOON_MS = Date.UTC(2000, 0, 6, 18, 14);
// The shortest real lunation lasts about 29.27 days; less than that after a new moon, no other can have passed.
const SHORTEST_LUNATION_MS = 29.2 * DAY_MS;

// Consecutive days share a lunation, so a month of daily skies costs one search, not thirty.
const newMoons = createCache<number, number>({ maxEntries: 512 });

/** The instant of new moon number `lunation`, counted from REFERENCE_NEW_MOON_MS. */
function newMoonMs(lunation: number): number {
  return newMoons.remember(lunation, () => {
    // A true new moon strays less than a day from the mean one, so a 6-day window holds exactly one.
    const windowStart = new Date(REFERENCE_NEW_MOON_MS + lunation * MEAN_SYNODIC_MONTH_MS - 3 * DAY_MS);
    const found = SearchMoonPhase(0, windowStart, 6);
    if (!found) throw new Error(`No new moon found near lunation ${lunation}`);
    return found.date.getTime();
  });
}

function lastNewMoonMs(atMs: number): number {
  const lunation = Math.floor((atMs - REFERENCE_NEW_MOON_MS) / MEAN_SYNODIC_MONTH_MS);
  const candidate = newMoonMs(lunation);
  if (candidate > atMs) return newMoonMs(lunation - 1);
  if (atMs - candidate < SHORTEST_LUNATION_MS) return candidate;
  const next = newMoonMs(lunation + 1);
  return next <= atMs ? next : candidate;
}

export function moonPhaseAt(time: AstroTime): MoonPhase {
  const elongation = moonElongation(time);
  const atMs = time.date.getTime();
  return {
    name: moonPhaseName(elongation),
    illumination: Illumination(Body.Moon, time).phase_fraction,
    ageDays: (atMs - lastNewMoonMs(atMs)) / DAY_MS,
    elongation,
  };
}

/** The next `count` new, first-quarter, full and last-quarter moons after `from`, in order. */
export function moonQuartersAfter(from: Date, count: number): Array<{ name: MoonQuarterName; at: Date }> {
  supportedInstantMs(from, "moonQuartersAfter");
  if (!Number.isInteger(count) || count < 0 || count > MAX_MOON_QUARTERS) {
    throw new RangeError(`moonQuartersAfter count must be a whole number from 0 to ${MAX_MOON_QUARTERS}, got ${count}`);
  }
  const quarters: Array<{ name: MoonQuarterName; at: Date }> = [];
  if (count === 0) return quarters;
  let quarter = SearchMoonQuarter(from);
  for (;;) {
    quarters.push({ name: QUARTER_NAMES[quarter.quarter]!, at: new Date(quarter.time.date.getTime()) });
    if (quarters.length === count) return quarters;
    quarter = NextMoonQuarter(quarter);
  }
}
