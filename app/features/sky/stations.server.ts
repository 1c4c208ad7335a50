/**
 * Retrograde stations and shadow periods, computed from the apparent geocentric longitude that
 * positions.server.ts reports (true ecliptic and equinox of date, with light time and aberration).
 * Server-only, as every use of astronomy-engine is.
 */
import { Body, Ecliptic, GeoVector, MakeTime } from "#app/lib/astronomy.server.ts";
import { createCache } from "#app/lib/cache.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";
import { SKY_YEARS, zodiacPlace } from "#app/zodiac/sky.ts";
import { supportedInstantMs } from "./sky";

/** The bodies that go retrograde, in the order the calendar lists them. */
export const RETROGRADE_PLANETS = [
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
  "Uranus",
  "Neptune",
  "Pluto",
] as const satisfies readonly Planet[];
export type RetrogradePlanet = (typeof RETROGRADE_PLANETS)[number];

export type Station = { at: Date; longitude: number; sign: SignSlug; degree: number };

export type Retrograde = {
  planet: RetrogradePlanet;
  /** When the planet, still moving forward, first reaches the degree where it will station direct. */
  preShadowFrom: Date;
  stationRetrograde: Station;
  stationDirect: Station;
  /** When the planet, moving forward again, is back at the degree where it stationed retrograde. */
  postShadowUntil: Date;
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
// The motion is read from positions this far either side of an instant. A station is the turning
// point of a smooth curve, so a symmetric difference changes sign there whatever its width; a
// few hours keeps the change well above the ephemeris' rounding even for Pluto, which barely
// moves near a station.
const SPEED_HALF_WIDTH_MS = 3 * 3_600_000;
// A retrograde lasts at most about 160 days (Pluto) and a shadow as long again; the scan of a
// year starts and ends half a year outside it, and a shadow search gives up after this many days.
const SCAN_MARGIN_DAYS = 184;
const MAX_SHADOW_DAYS = 400;

// The scan's step for each planet: well under its shortest retrograde (Mercury's lasts at least 19
// days, Venus's about 40, Mars's about 60, the others' more than 120), so that no turn is stepped
// over, and as long as that allows, since positions are most of the cost.
const SCAN_STEP_DAYS: Record<RetrogradePlanet, number> = {
  Mercury: 2,
  Venus: 4,
  Mars: 5,
  Jupiter: 10,
  Saturn: 10,
  Uranus: 10,
  Neptune: 10,
  Pluto: 10,
};

/** Apparent geocentric ecliptic longitude of date, 0..360. */
function longitudeAt(planet: RetrogradePlanet, ms: number): number {
  return Ecliptic(GeoVector(Body[planet], MakeTime(new Date(ms)), true)).elon;
}

/** b − a folded into [−180, 180): a step across 0° Aries reads as the small step it is. */
function signedChange(a: number, b: number): number {
  return ((((b - a + 540) % 360) + 360) % 360) - 180;
}

/** Where the planet appears along the zodiac at `at`: the longitude the stations are read from. */
export function apparentLongitudeAt(planet: RetrogradePlanet, at: Date): number {
  return longitudeAt(planet, supportedInstantMs(at, "apparentLongitudeAt"));
}

function isMovingBackwards(planet: RetrogradePlanet, ms: number): boolean {
  return signedChange(longitudeAt(planet, ms - SPEED_HALF_WIDTH_MS), longitudeAt(planet, ms + SPEED_HALF_WIDTH_MS)) < 0;
}

/** Whether the planet appears to move backwards along the zodiac at `at`. */
export function isRetrogradeAt(planet: RetrogradePlanet, at: Date): boolean {
  return isMovingBackwards(planet, supportedInstantMs(at, "isRetrogradeAt"));
}

/** The instant, to the minute, in [lo, hi] where `passed` turns from false to true. */
function bisect(lo: number, hi: number, passed: (ms: number) => boolean): number {
  while (hi - lo > MINUTE_MS) {
    const middle = (lo + hi) / 2;
    if (passed(middle)) hi = middle;
    else lo = middle;
  }
  return Math.round((lo + hi) / 2 / MINUTE_MS) * MINUTE_MS;
}

function stationAt(planet: RetrogradePlanet, ms: number): Station {
  const longitude = longitudeAt(planet, ms);
  return { at: new Date(ms), longitude, ...zodiacPlace(longitude) };
}

/**
 * The instant the planet's longitude crosses `target`, walking by the planet's step from `fromMs` in the
 * direction `step` (±1): where the signed distance to the target changes sign.
 */
function crossing(planet: RetrogradePlanet, target: number, fromMs: number, step: 1 | -1): number {
  const side = (ms: number) => signedChange(target, longitudeAt(planet, ms)) >= 0;
  const startSide = side(fromMs);
  const stepDays = SCAN_STEP_DAYS[planet];
  let previous = fromMs;
  for (let days = stepDays; days <= MAX_SHADOW_DAYS; days += stepDays) {
    const ms = fromMs + step * days * DAY_MS;
    if (side(ms) !== startSide) {
      const [lo, hi] = step === 1 ? [previous, ms] : [ms, previous];
      // Forward in time the planet moves from the start side to the other; backwards, the reverse.
      return bisect(lo, hi, (at) => (side(at) !== startSide) === (step === 1));
    }
    previous = ms;
  }
  throw new Error(`${planet} did not reach ${target.toFixed(2)}° within ${MAX_SHADOW_DAYS} days`);
}

function computeRetrogrades(planet: RetrogradePlanet, year: number): Retrograde[] {
  const start = Date.UTC(year, 0, 1) - SCAN_MARGIN_DAYS * DAY_MS;
  const end = Date.UTC(year + 1, 0, 1) + SCAN_MARGIN_DAYS * DAY_MS;
  const stepMs = SCAN_STEP_DAYS[planet] * DAY_MS;
  const longitudes: number[] = [];
  for (let ms = start; ms <= end; ms += stepMs) longitudes.push(longitudeAt(planet, ms));

  // A station lies where the step-to-step change turns sign: between the steps either side of it.
  const stations: Array<{ kind: "retrograde" | "direct"; ms: number }> = [];
  for (let index = 1; index < longitudes.length - 1; index++) {
    const before = signedChange(longitudes[index - 1]!, longitudes[index]!);
    const after = signedChange(longitudes[index]!, longitudes[index + 1]!);
    if (before < 0 === after < 0) continue;
    const kind = after < 0 ? "retrograde" : "direct";
    const lo = start + (index - 1) * stepMs;
    const hi = start + (index + 1) * stepMs;
    const ms = bisect(lo, hi, (at) => isMovingBackwards(planet, at) === (kind === "retrograde"));
    // Two neighbouring steps may both see the same turn; keep it once.
    if (stations.at(-1)?.kind !== kind) stations.push({ kind, ms });
  }

  const yearStart = Date.UTC(year, 0, 1);
  const yearEnd = Date.UTC(year + 1, 0, 1);
  const retrogrades: Retrograde[] = [];
  for (let index = 0; index < stations.length - 1; index++) {
    const turn = stations[index]!;
    const back = stations[index + 1]!;
    if (turn.kind !== "retrograde" || back.kind !== "direct") continue;
    // Only the periods that overlap the year belong to it.
    if (back.ms < yearStart || turn.ms >= yearEnd) continue;
    const stationRetrograde = stationAt(planet, turn.ms);
    const stationDirect = stationAt(planet, back.ms);
    retrogrades.push({
      planet,
      preShadowFrom: new Date(crossing(planet, stationDirect.longitude, turn.ms, -1)),
      stationRetrograde,
      stationDirect,
      postShadowUntil: new Date(crossing(planet, stationRetrograde.longitude, back.ms, 1)),
    });
  }
  return retrogrades;
}

// A year of stations costs thousands of positions; the pages ask for this year and the next, so a
// handful of years per process is all that is ever kept.
const retrogradesByYear = createCache<readonly Retrograde[], number>({ maxEntries: 16 });

function copyStation(station: Station): Station {
  return { ...station, at: new Date(station.at.getTime()) };
}

/**
 * Every retrograde of Mercury to Pluto whose retrograde span (station retrograde to station
 * direct) overlaps the calendar year in UTC, in RETROGRADE_PLANETS order and then by date; cached
 * per year.
 */
export function retrogradesOfYear(year: number): Retrograde[] {
  if (!Number.isInteger(year) || year <= SKY_YEARS.first || year >= SKY_YEARS.last) {
    throw new RangeError(`retrogradesOfYear needs a whole year after ${SKY_YEARS.first} and before ${SKY_YEARS.last}, got ${year}`);
  }
  const kept = retrogradesByYear.remember(year, () => RETROGRADE_PLANETS.flatMap((planet) => computeRetrogrades(planet, year)));
  // Fresh Dates on every call: a caller changing one must not move the cached instant.
  return kept.map((period) => ({
    ...period,
    preShadowFrom: new Date(period.preShadowFrom.getTime()),
    stationRetrograde: copyStation(period.stationRetrograde),
    stationDirect: copyStation(period.stationDirect),
    postShadowUntil: new Date(period.postShadowUntil.getTime()),
  }));
}

export type RetrogradeStatus = {
  retrograde: boolean;
  /** The station that began the current motion. */
  since: Date;
  /** The station that will end it. */
  until: Date;
};

/**
 * Whether a planet is retrograde at `at`, and between which stations: since the station
 * retrograde until the station direct, or since the last station direct until the next station
 * retrograde. Read from the cached years around `at`, so it agrees with the calendar.
 */
export function retrogradeStatusAt(planet: RetrogradePlanet, at: Date): RetrogradeStatus {
  const ms = supportedInstantMs(at, "retrogradeStatusAt");
  const year = at.getUTCFullYear();
  const periods = [year - 1, year, year + 1]
    .flatMap((each) => retrogradesOfYear(each))
    .filter((period) => period.planet === planet)
    .sort((a, b) => a.stationRetrograde.at.getTime() - b.stationRetrograde.at.getTime());
  for (let index = 0; index < periods.length; index++) {
    const period = periods[index]!;
    const next = periods[index + 1];
    if (ms >= period.stationRetrograde.at.getTime() && ms < period.stationDirect.at.getTime()) {
      return { retrograde: true, since: period.stationRetrograde.at, until: period.stationDirect.at };
    }
    if (ms >= period.stationDirect.at.getTime() && next && ms < next.stationRetrograde.at.getTime()) {
      return { retrograde: false, since: period.stationDirect.at, until: next.stationRetrograde.at };
    }
  }
  // Mars can go two years without a retrograde, beyond the three years read above.
  throw new Error(`No stations of ${planet} found around ${at.toISOString()}`);
}
