import { angleGap, type AccuracyGroup } from "#app/lib/accuracy.ts";
import { normalizeDegrees, degreeInSign, zodiacPlace } from "#app/zodiac/sky.ts";
import { computeNatalChart } from "./natal-chart.server";

/**
 * The chart angles against an independent calculation ([accuracy.table]): the Ascendant and
 * Midheaven of sample charts, computed by the site (astronomy-engine's apparent sidereal time and
 * true obliquity) and from scratch with Meeus' formulas.
 */

const RAD = Math.PI / 180;

/** Birth moments at northern and southern, low and high latitudes, on both sides of Greenwich. */
export const SAMPLE_CHARTS = [
  { place: "London", at: "1990-04-15T13:30:00Z", latitude: 51.5074, longitude: -0.1278 },
  { place: "New York", at: "1985-07-04T16:00:00Z", latitude: 40.7128, longitude: -74.006 },
  { place: "Sydney", at: "2001-09-11T22:15:00Z", latitude: -33.8688, longitude: 151.2093 },
  { place: "Buenos Aires", at: "1978-12-01T03:00:00Z", latitude: -34.6037, longitude: -58.3816 },
  { place: "Reykjavík", at: "2026-01-15T08:00:00Z", latitude: 64.1466, longitude: -21.9426 },
  { place: "Quito", at: "1960-05-20T17:45:00Z", latitude: -0.1807, longitude: -78.4678 },
  { place: "Cape Town", at: "2012-02-29T04:10:00Z", latitude: -33.9249, longitude: 18.4241 },
  { place: "Tokyo", at: "1950-03-03T00:00:00Z", latitude: 35.6762, longitude: 139.6503 },
] as const;

/** The site allows its angles this far from the independent calculation, in degrees. */
export const ANGLE_TOLERANCE_DEGREES = 0.05;

/**
 * The angles computed here from scratch, as in Meeus' "Astronomical Algorithms" (2nd ed.): Greenwich
 * mean sidereal time by formula 12.4, the mean obliquity by 22.2, then MC = atan2(sin RAMC,
 * cos RAMC·cos ε) and ASC = atan2(cos RAMC, −(sin RAMC·cos ε + tan φ·sin ε)). It leaves out nutation
 * (the chart uses apparent sidereal time and the true obliquity), which moves the angles by at most
 * a few hundredths of a degree: hence the tolerance.
 */
export function meeusAngles(instant: Date, latitude: number, longitude: number): { mc: number; asc: number } {
  const jd = instant.getTime() / 86_400_000 + 2_440_587.5;
  const t = (jd - 2_451_545) / 36_525;
  const theta0 = 280.46061837 + 360.98564736629 * (jd - 2_451_545) + 0.000387933 * t * t - (t * t * t) / 38_710_000;
  const epsilon = 23 + 26 / 60 + 21.448 / 3600 - (46.815 * t + 0.00059 * t * t - 0.001813 * t * t * t) / 3600;
  const ramc = normalizeDegrees(theta0 + longitude) * RAD;
  const e = epsilon * RAD;
  const mc = normalizeDegrees(Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(e)) / RAD);
  const asc = normalizeDegrees(Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(e) + Math.tan(latitude * RAD) * Math.sin(e))) / RAD);
  return { mc, asc };
}

const written = (longitude: number) => {
  const place = zodiacPlace(longitude);
  return degreeInSign(place.sign, place.degree);
};

export function chartAccuracyGroups(): AccuracyGroup[] {
  const rows = SAMPLE_CHARTS.flatMap(({ place, at, latitude, longitude }) => {
    const instant = new Date(at);
    const expected = meeusAngles(instant, latitude, longitude);
    const chart = computeNatalChart({ instant, latitude, longitude, houseSystem: "placidus", timeKnown: true });
    return [
      ["Ascendant", chart.ascendant!.longitude, expected.asc],
      ["Midheaven", chart.midheaven!.longitude, expected.mc],
    ].map(([angle, ours, reference]) => ({
      what: `${place}, ${at.slice(0, 16).replace("T", " ")} UT: ${angle as string}`,
      reference: written(reference as number),
      ours: written(ours as number),
      difference: angleGap(ours as number, reference as number),
      tolerance: ANGLE_TOLERANCE_DEGREES,
      unit: "degrees" as const,
    }));
  });
  return [
    {
      title: "Chart angles",
      method:
        "The Ascendant and Midheaven from astronomy-engine’s apparent sidereal time and true obliquity, against the same angles worked from scratch with Meeus’ mean sidereal time (12.4) and mean obliquity (22.2).",
      rows,
    },
  ];
}
