import { normalizeDegrees } from "#app/zodiac/sky.ts";
import { ascendant, eclipticDeclination, eclipticFromRightAscension, midheaven, type ChartFrame } from "./angles";

/** The house systems a chart may be drawn in; Placidus is the one most sites use, so the default. */
export const HOUSE_SYSTEMS = ["placidus", "whole-sign", "equal"] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
export const DEFAULT_HOUSE_SYSTEM: HouseSystem = "placidus";

export function isHouseSystem(value: unknown): value is HouseSystem {
  return typeof value === "string" && (HOUSE_SYSTEMS as readonly string[]).includes(value);
}

export const POLAR_HOUSES_NOTE =
  "Placidus houses do not exist this close to the pole: some degrees of the zodiac never rise or set there, so the chart uses Whole Sign houses instead.";

export type Houses = {
  /** The system the cusps were worked out in (Whole Sign when Placidus had to give way). */
  system: HouseSystem;
  /** The twelve cusps' ecliptic longitudes, the 1st house's first. */
  cusps: number[];
  /** Why the system differs from the one asked for. */
  note?: string;
};

const RAD = Math.PI / 180;
// Far below any rounding the chart shows; the semi-arc iteration converges in a handful of steps.
const CONVERGED_DEGREES = 1e-9;
const MAX_ITERATIONS = 100;

/**
 * Placidus is undefined where part of the ecliptic is circumpolar: beyond 90° minus the obliquity
 * (the polar circles, about 66.56°) some points never cross the horizon, so they have no semi-arc
 * to divide.
 */
export function placidusDefined(latitude: number, obliquity: number): boolean {
  return Math.abs(latitude) < 90 - obliquity;
}

/**
 * A Placidus cusp: the ecliptic point whose hour angle is the given fraction of its own semi-arc.
 * The point's declination depends on where it is, so its right ascension is found by iteration.
 * Above the horizon (cusps 11 and 12) the fraction is of the diurnal semi-arc measured east from
 * the MC; below it (cusps 2 and 3), of the nocturnal semi-arc measured back from the IC.
 */
function placidusCusp(frame: ChartFrame, fraction: number, aboveHorizon: boolean): number | undefined {
  const { ramc, latitude, obliquity } = frame;
  const tanLatitude = Math.tan(latitude * RAD);
  let rightAscension = aboveHorizon ? ramc + fraction * 90 : ramc + 180 - fraction * 90;
  for (let step = 0; step < MAX_ITERATIONS; step++) {
    const longitude = eclipticFromRightAscension(rightAscension, obliquity);
    const declination = eclipticDeclination(longitude, obliquity);
    const sinDifference = tanLatitude * Math.tan(declination * RAD);
    if (Math.abs(sinDifference) > 1) return undefined;
    // Ascensional difference: how much longer than 6 sidereal hours the point stays up.
    const ascensional = Math.asin(sinDifference) / RAD;
    const next = aboveHorizon ? ramc + fraction * (90 + ascensional) : ramc + 180 - fraction * (90 - ascensional);
    const change = Math.abs(normalizeDegrees(next - rightAscension + 180) - 180);
    rightAscension = next;
    if (change < CONVERGED_DEGREES) return eclipticFromRightAscension(rightAscension, obliquity);
  }
  return undefined;
}

/** The twelve Placidus cusps, or undefined where they do not exist. */
export function placidusCusps(frame: ChartFrame): number[] | undefined {
  if (!placidusDefined(frame.latitude, frame.obliquity)) return undefined;
  const mc = midheaven(frame);
  const asc = ascendant(frame);
  const c11 = placidusCusp(frame, 1 / 3, true);
  const c12 = placidusCusp(frame, 2 / 3, true);
  const c2 = placidusCusp(frame, 2 / 3, false);
  const c3 = placidusCusp(frame, 1 / 3, false);
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) return undefined;
  // Cusps 1–6; 7–12 are the same points' opposites (the 10th is the MC, 11 and 12 as computed).
  const firstSix = [asc, c2, c3, mc + 180, c11 + 180, c12 + 180].map(normalizeDegrees);
  return [...firstSix, ...firstSix.map((cusp) => normalizeDegrees(cusp + 180))];
}

/** Whole Sign: the rising sign is the 1st house, each following sign the next. */
export function wholeSignCusps(ascendantLongitude: number): number[] {
  const first = Math.floor(normalizeDegrees(ascendantLongitude) / 30) * 30;
  return Array.from({ length: 12 }, (_, index) => normalizeDegrees(first + index * 30));
}

/** Equal: every house 30° long, the 1st starting at the Ascendant's degree. */
export function equalCusps(ascendantLongitude: number): number[] {
  return Array.from({ length: 12 }, (_, index) => normalizeDegrees(ascendantLongitude + index * 30));
}

/** The chart's cusps in the chosen system, falling back to Whole Sign where Placidus is undefined. */
export function houseCusps(system: HouseSystem, frame: ChartFrame): Houses {
  const asc = ascendant(frame);
  if (system === "whole-sign") return { system, cusps: wholeSignCusps(asc) };
  if (system === "equal") return { system, cusps: equalCusps(asc) };
  const placidus = placidusCusps(frame);
  if (placidus) return { system, cusps: placidus };
  return { system: "whole-sign", cusps: wholeSignCusps(asc), note: POLAR_HOUSES_NOTE };
}

/** The house (1..12) a longitude falls in: from one cusp up to, not including, the next. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  const point = normalizeDegrees(longitude);
  for (let index = 0; index < 12; index++) {
    const start = cusps[index]!;
    const width = normalizeDegrees(cusps[(index + 1) % 12]! - start);
    if (normalizeDegrees(point - start) < width) return index + 1;
  }
  return 12;
}
