import {
  Body,
  C_AUDAY,
  GeoVector as engineGeoVector,
  HelioVector as engineHelioVector,
  MakeTime,
  Vector,
  type AstroTime,
  type FlexibleDateTime,
} from "astronomy-engine";
import { PLUTO_TERMS, VSOP87B_OUTER_PLANETS } from "./outer-planet-series";

/**
 * The slow planets from fuller series than the library's own ([sky.outer-planets]). The library
 * cuts VSOP87 to a few dozen terms a planet and integrates Pluto itself, which leaves Jupiter to
 * Pluto up to 10 to 19″ from the Swiss Ephemeris; near a station a slow planet moves a few
 * arcseconds an hour, so that much of place is hours on the time of an exact transit. Jupiter to
 * Neptune keep every VSOP87 term of 0.02″ or more, and Pluto is Meeus' series from 1885 to 2099
 * (blended into the library's over its first and last five years): each within about 2″. Every
 * other body, and Pluto outside those years, is the library's.
 */

type OuterPlanet = keyof typeof VSOP87B_OUTER_PLANETS;
const OUTER: ReadonlySet<Body> = new Set([Body.Jupiter, Body.Saturn, Body.Uranus, Body.Neptune, Body.Pluto]);
const DAYS_PER_MILLENNIUM = 365_250;
const TWO_PI = 2 * Math.PI;

/** Each series as flat typed arrays, ready to sum. */
const SERIES = Object.fromEntries(
  Object.entries(VSOP87B_OUTER_PLANETS).map(([planet, coordinates]) => [
    planet,
    {
      L: coordinates.L.map((terms) => Float64Array.from(terms)),
      B: coordinates.B.map((terms) => Float64Array.from(terms)),
      R: coordinates.R.map((terms) => Float64Array.from(terms)),
    },
  ]),
) as Record<OuterPlanet, Record<"L" | "B" | "R", Float64Array[]>>;

/** Σ T^k Σ A cos(B + C T) over the powers k; a longitude is kept within a turn as it is summed. */
function seriesSum(powers: readonly Float64Array[], t: number, angle: boolean): number {
  let total = 0;
  let power = 1;
  for (const terms of powers) {
    let sum = 0;
    for (let i = 0; i < terms.length; i += 3) sum += terms[i]! * Math.cos(terms[i + 1]! + t * terms[i + 2]!);
    const part = power * sum;
    total += angle ? part % TWO_PI : part;
    power *= t;
  }
  return total;
}

const DAYS_PER_CENTURY = 36_525;
const DEGREES = Math.PI / 180;
const J2000_OBLIQUITY = 23.4392911 * DEGREES;
/** The years of Meeus' Pluto, and the years at each end over which it hands over to the library's. */
const PLUTO_YEARS = { first: 1885, last: 2099, handover: 5 } as const;

/** Pluto from table 37.A, in J2000 equator coordinates (AU); valid from 1885 to 2099. */
function meeusPluto(time: AstroTime): Vector {
  const t = time.tt / DAYS_PER_CENTURY;
  const jupiter = 34.35 + 3034.9057 * t;
  const saturn = 50.08 + 1222.1138 * t;
  const pluto = 238.96 + 144.96 * t;
  let longitude = 238.958116 + 144.96 * t;
  let latitude = -3.908239;
  let radius = 40.7241346;
  for (const [i, j, k, lonA, lonB, latA, latB, radA, radB] of PLUTO_TERMS) {
    const alpha = (i * jupiter + j * saturn + k * pluto) * DEGREES;
    const sin = Math.sin(alpha);
    const cos = Math.cos(alpha);
    longitude += lonA * sin + lonB * cos;
    latitude += latA * sin + latB * cos;
    radius += radA * sin + radB * cos;
  }
  const x = radius * Math.cos(latitude * DEGREES) * Math.cos(longitude * DEGREES);
  const y = radius * Math.cos(latitude * DEGREES) * Math.sin(longitude * DEGREES);
  const z = radius * Math.sin(latitude * DEGREES);
  return new Vector(
    x,
    y * Math.cos(J2000_OBLIQUITY) - z * Math.sin(J2000_OBLIQUITY),
    y * Math.sin(J2000_OBLIQUITY) + z * Math.cos(J2000_OBLIQUITY),
    time,
  );
}

/** How much of Pluto is Meeus': all of it inside his years, less towards their ends, none beyond. */
function meeusShare(time: AstroTime): number {
  const year = 2000 + time.tt / 365.25;
  const fromStart = (year - PLUTO_YEARS.first) / PLUTO_YEARS.handover;
  const fromEnd = (PLUTO_YEARS.last + 1 - year) / PLUTO_YEARS.handover;
  return Math.max(0, Math.min(1, fromStart, fromEnd));
}

function plutoHelioVector(time: AstroTime): Vector {
  const share = meeusShare(time);
  if (share === 0) return engineHelioVector(Body.Pluto, time);
  const meeus = meeusPluto(time);
  if (share === 1) return meeus;
  const engine = engineHelioVector(Body.Pluto, time);
  const mix = (a: number, b: number) => a * share + b * (1 - share);
  return new Vector(mix(meeus.x, engine.x), mix(meeus.y, engine.y), mix(meeus.z, engine.z), time);
}

/** The planet's heliocentric position in J2000 mean equator coordinates (EQJ), in AU. */
function outerHelioVector(body: Body, time: AstroTime): Vector {
  if (body === Body.Pluto) return plutoHelioVector(time);
  const series = SERIES[body as OuterPlanet];
  const t = time.tt / DAYS_PER_MILLENNIUM;
  const longitude = seriesSum(series.L, t, true);
  const latitude = seriesSum(series.B, t, false);
  const radius = seriesSum(series.R, t, false);
  const x = radius * Math.cos(latitude) * Math.cos(longitude);
  const y = radius * Math.cos(latitude) * Math.sin(longitude);
  const z = radius * Math.sin(latitude);
  // From the VSOP87 ecliptic of J2000 to the equator of J2000 (the frame tie the library uses too).
  return new Vector(
    x + 0.00000044036 * y - 0.000000190919 * z,
    -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    0.397776982902 * y + 0.917482137087 * z,
    time,
  );
}

/** A body's heliocentric position (EQJ, AU): the fuller series for the four outer planets. */
export function HelioVector(body: Body, date: FlexibleDateTime): Vector {
  const time = MakeTime(date);
  return OUTER.has(body) ? outerHelioVector(body, time) : engineHelioVector(body, time);
}

/**
 * A body's geocentric position (EQJ, AU) as seen at `date`: the planet where it was when its
 * light left, and, with aberration, the Earth where it was then too, as the library does (over
 * the light's hours the Earth's path is a straight line, whose angle seen from the planet is the
 * aberration).
 */
export function GeoVector(body: Body, date: FlexibleDateTime, aberration: boolean): Vector {
  const time = MakeTime(date);
  if (!OUTER.has(body)) return engineGeoVector(body, time, aberration);
  const earthNow = aberration ? null : engineHelioVector(Body.Earth, time);
  let emitted = time;
  for (let step = 0; step < 10; step++) {
    const planet = outerHelioVector(body, emitted);
    const earth = earthNow ?? engineHelioVector(Body.Earth, emitted);
    const seen = new Vector(planet.x - earth.x, planet.y - earth.y, planet.z - earth.z, time);
    const next = time.AddDays(-seen.Length() / C_AUDAY);
    if (Math.abs(next.tt - emitted.tt) < 1e-9) return seen;
    emitted = next;
  }
  throw new Error(`the light time of ${body} did not settle`);
}
