import { angleGap, type AccuracyGroup, type AccuracyRow } from "#app/lib/accuracy.ts";
import { zoneOffsetMs } from "#app/lib/dates.ts";
import { normalizeDegrees, degreeInSign, zodiacPlace } from "#app/zodiac/sky.ts";
import { chartOf, readChartRequest } from "./chart-request.server";
import { formatPreciseOffset } from "./local-time";
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

/**
 * A birth before standard time, from its clock time and birthplace as a reader gives them
 * ([charts.local-mean-time]): Einstein, Ulm, 14 March 1879, 11:30, against the angles of the
 * chart published for him.
 */
export const EINSTEIN = {
  query: { date: "1879-03-14", time: "11:30", lat: "48.4011", lon: "9.9876", tz: "Europe/Berlin", houses: "placidus" },
  ascendant: 90 + 11 + 38 / 60,
  midheaven: 330 + 12 + 50 / 60,
} as const;
export const PUBLISHED_ANGLE_TOLERANCE_DEGREES = 0.1;

/**
 * Towns on either side of a border, the zone each is in by the IANA database's own description of
 * its zones (zone.tab), and the clock at noon UT on a summer's and a winter's day.
 */
export const BORDER_TOWNS = [
  { town: "Tornio", query: "Tornio", zone: "Europe/Helsinki" },
  { town: "Haparanda", query: "Haparanda", zone: "Europe/Stockholm" },
  { town: "Ushuaia", query: "Ushuaia", zone: "America/Argentina/Ushuaia" },
  { town: "Tabatinga", query: "Tabatinga", zone: "America/Manaus" },
  { town: "Leticia", query: "Leticia", zone: "America/Bogota" },
] as const;

const offsetText = (instant: Date, zone: string) => `UTC${formatPreciseOffset(zoneOffsetMs(instant.getTime(), zone) / 60_000)}`;

/** The zone a birthplace search gives a town's name, first answer only. */
export type TownZone = (town: string) => string | undefined;

function birthClockRows(zoneOf: TownZone): AccuracyRow[] {
  const read = readChartRequest((name) => (EINSTEIN.query as Record<string, string>)[name]);
  if (!read.ok) throw new Error(`The Einstein sample is refused: ${read.error.message}`);
  const chart = chartOf(read.request);
  const angles = [
    ["Ascendant", chart.ascendant!.longitude, EINSTEIN.ascendant],
    ["Midheaven", chart.midheaven!.longitude, EINSTEIN.midheaven],
  ] as const;
  const einstein = angles.map(([angle, ours, reference]) => ({
    what: `Einstein, Ulm, 14 March 1879, 11:30 local mean time: ${angle}`,
    reference: written(reference),
    ours: written(ours),
    difference: angleGap(ours, reference),
    tolerance: PUBLISHED_ANGLE_TOLERANCE_DEGREES,
    unit: "degrees" as const,
  }));
  const days = [new Date("2026-07-01T12:00:00Z"), new Date("2026-01-15T12:00:00Z")];
  const borders = BORDER_TOWNS.flatMap(({ town, query, zone }) => {
    const found = zoneOf(query);
    if (!found) throw new Error(`The border town ${town} is not in the gazetteer`);
    return days.map((day) => ({
      what: `${town}, ${day.toISOString().slice(0, 10)} 12:00 UT: the clock (${zone})`,
      reference: offsetText(day, zone),
      ours: `${offsetText(day, found)}${found === zone ? "" : ` (${found})`}`,
      difference: Math.abs(zoneOffsetMs(day.getTime(), found) - zoneOffsetMs(day.getTime(), zone)) / 3_600_000,
      tolerance: 0,
      unit: "hours" as const,
    }));
  });
  return [...einstein, ...borders];
}

/** The birth clock rows; the route gives the birthplace search, which is another feature's. */
export function birthClockAccuracyGroups(zoneOf: TownZone): AccuracyGroup[] {
  return [
    {
      title: "Birth clocks",
      method:
        "A birth before standard time read on its town’s own mean time (4 minutes a degree of longitude), against the Ascendant and Midheaven of the chart published for it; and border towns found through the birthplace search, their zones from the timezone-boundary-builder polygons, against the zone the IANA database gives each town’s side of the border.",
      rows: birthClockRows(zoneOf),
    },
  ];
}
