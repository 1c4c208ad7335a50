import { normalizeDegrees } from "#app/zodiac/sky.ts";

/**
 * The chart's two angles from the local sidereal time, by spherical trigonometry alone: the caller
 * brings the sidereal time and the obliquity (natal-chart.server.ts takes both from
 * astronomy-engine), so this stays pure and testable against hand calculations.
 */

const RAD = Math.PI / 180;

export type ChartFrame = {
  /** Right ascension of the meridian (local apparent sidereal time in degrees), 0..360. */
  ramc: number;
  /** Geographic latitude, degrees north positive. */
  latitude: number;
  /** Obliquity of the ecliptic, degrees. */
  obliquity: number;
};

/** The local sidereal time in degrees: Greenwich's (in sidereal hours) plus the east longitude. */
export function localSiderealDegrees(greenwichSiderealHours: number, longitude: number): number {
  return normalizeDegrees(greenwichSiderealHours * 15 + longitude);
}

/** The Midheaven: the ecliptic degree on the meridian, south of the zenith in the north. */
export function midheaven({ ramc, obliquity }: Pick<ChartFrame, "ramc" | "obliquity">): number {
  const r = ramc * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(obliquity * RAD)) / RAD);
}

/** The Ascendant: the ecliptic degree rising on the eastern horizon. */
export function ascendant({ ramc, latitude, obliquity }: ChartFrame): number {
  const r = ramc * RAD;
  const e = obliquity * RAD;
  const y = Math.cos(r);
  const x = -(Math.sin(r) * Math.cos(e) + Math.tan(latitude * RAD) * Math.sin(e));
  return normalizeDegrees(Math.atan2(y, x) / RAD);
}

/** The ecliptic longitude whose right ascension is `rightAscension` (both degrees). */
export function eclipticFromRightAscension(rightAscension: number, obliquity: number): number {
  const r = rightAscension * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(obliquity * RAD)) / RAD);
}

/** The declination of a point on the ecliptic (no latitude), degrees. */
export function eclipticDeclination(longitude: number, obliquity: number): number {
  return Math.asin(Math.sin(obliquity * RAD) * Math.sin(longitude * RAD)) / RAD;
}
