import {
  type AstroTime,
  Body,
  EclipticGeoMoon,
  Illumination,
  NextMoonQuarter,
  SearchMoonPhase,
  SearchMoonQuarter,
  SunPosition,
} from "#app/lib/astronomy.server.ts";
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

/**
 * The Moon's apparent longitude less the Sun's, in [0, 360) ([sky.moon-phases]): both in the true
 * ecliptic of date, the Sun's with its aberration, as almanacs define the phases. The library's
 * own phase angle compares geometric longitudes, which puts each quarter about 40 seconds late:
 * the Sun's aberration is 20.5″ and the Moon gains that on it in 40 seconds.
 */
export function apparentElongation(time: AstroTime): number {
  const difference = EclipticGeoMoon(time).lon - SunPosition(time).elon;
  return ((difference % 360) + 360) % 360;
}

// The library's geometric instant is within a minute of the apparent one; two secant steps from
// it land within a millisecond (the Moon gains on the Sun about half an arcsecond a second).
const SECANT_STEPS = 2;
const SECANT_SPAN_DAYS = 60 / 86_400;

/** The instant near `near` when the apparent elongation is `target` degrees. */
function apparentPhaseInstant(target: number, near: AstroTime): AstroTime {
  const offset = (time: AstroTime) => ((apparentElongation(time) - target + 540) % 360) - 180;
  let time = near;
  for (let step = 0; step < SECANT_STEPS; step++) {
    const before = offset(time.AddDays(-SECANT_SPAN_DAYS));
    const after = offset(time.AddDays(SECANT_SPAN_DAYS));
    const degreesPerDay = (after - before) / (2 * SECANT_SPAN_DAYS);
    time = time.AddDays(-offset(time) / degreesPerDay);
  }
  return time;
}

// Consecutive days share a lunation, so a month of daily skies costs one search, not thirty.
const newMoons = createCache<number, number>({ maxEntries: 512 });

/** The instant of new moon number `lunation`, counted from REFERENCE_NEW_MOON_MS. */
function newMoonMs(lunation: number): number {
  return newMoons.remember(lunation, () => {
    // A true new moon strays less than a day from the mean one, so a 6-day window holds exactly one.
    const windowStart = new Date(REFERENCE_NEW_MOON_MS + lunation * MEAN_SYNODIC_MONTH_MS - 3 * DAY_MS);
    const found = SearchMoonPhase(0, windowStart, 6);
    if (!found) throw new Error(`No new moon found near lunation ${lunation}`);
    return apparentPhaseInstant(0, found).date.getTime();
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
  const elongation = apparentElongation(time);
  const atMs = time.date.getTime();
  return {
    name: moonPhaseName(elongation),
    illumination: Illumination(Body.Moon, time).phase_fraction,
    ageDays: (atMs - lastNewMoonMs(atMs)) / DAY_MS,
    elongation,
  };
}

export type MoonQuarter = { name: MoonQuarterName; at: Date };

/**
 * The new, first-quarter, full and last-quarter moons from `from` on, in order, for as long as
 * `more` asks. The library's search steps by geometric quarters; each is moved to its apparent
 * instant, and one that lands before `from` after the move (by under a minute) gives way to the next.
 */
function quartersFrom(from: Date, more: (found: readonly MoonQuarter[], next: MoonQuarter) => boolean): MoonQuarter[] {
  const quarters: MoonQuarter[] = [];
  let quarter = SearchMoonQuarter(from);
  for (;;) {
    const next = { name: QUARTER_NAMES[quarter.quarter]!, at: apparentPhaseInstant(quarter.quarter * 90, quarter.time).date };
    if (next.at.getTime() >= from.getTime()) {
      if (!more(quarters, next)) return quarters;
      quarters.push(next);
    }
    quarter = NextMoonQuarter(quarter);
  }
}

/** The next `count` new, first-quarter, full and last-quarter moons after `from`, in order. */
export function moonQuartersAfter(from: Date, count: number): MoonQuarter[] {
  supportedInstantMs(from, "moonQuartersAfter");
  if (!Number.isInteger(count) || count < 0 || count > MAX_MOON_QUARTERS) {
    throw new RangeError(`moonQuartersAfter count must be a whole number from 0 to ${MAX_MOON_QUARTERS}, got ${count}`);
  }
  if (count === 0) return [];
  return quartersFrom(from, (found) => found.length < count);
}

/** The quarters from `from` up to, not including, `to`: at most MAX_MOON_QUARTERS of them. */
export function moonQuartersBetween(from: Date, to: Date): MoonQuarter[] {
  supportedInstantMs(from, "moonQuartersBetween");
  supportedInstantMs(to, "moonQuartersBetween");
  return quartersFrom(from, (found, next) => found.length < MAX_MOON_QUARTERS && next.at.getTime() < to.getTime());
}
