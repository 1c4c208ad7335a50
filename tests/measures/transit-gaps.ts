// `npx tsx tests/measures/transit-gaps.ts`: the figures behind [charts.transits]' agreement with the
// Swiss Ephemeris in docs/benchmarks.md. Each day of tests/fixtures/transits-swiss-ephemeris.json
// is read as the API reads it (the saved chart's request, then the reader's day, its orbs at local
// noon), and each transit the site lists is set beside the reference's: the orb's gap in degrees
// and the gap of the exact moment nearest noon, unrounded, by body class. The aspects the
// reference has within the orb that the site leaves out, and those the site lists that the
// reference never brings within it, are counted with how close the reference has them come; and
// the natal points' own gaps, in arcseconds.
import { readFileSync } from "node:fs";
import { chartOf, readChartRequest } from "#app/features/charts/chart-request.server.ts";
import { personalDay } from "#app/features/charts/transits/personal-day.server.ts";
import { natalPoints } from "#app/features/charts/transits/transits.server.ts";

type Reference = {
  orb: number;
  charts: Array<{
    chart: { name: string; date: string; time: string; lat: number; lon: number; tz: string; houses: string };
    points: Array<{ point: string; longitude: number }>;
    days: Array<{
      date: string;
      timeZone: string;
      at: string;
      transits: Array<{
        body: string;
        point: string;
        aspect: string;
        orb: number;
        closest: number;
        exact: string | null;
        speed: number | null;
      }>;
    }>;
  }>;
};

const reference = JSON.parse(readFileSync(new URL("../fixtures/transits-swiss-ephemeris.json", import.meta.url), "utf8")) as Reference;
const CLASSES = {
  "the Moon": ["Moon"],
  "the Sun, Mercury, Venus and Mars": ["Sun", "Mercury", "Venus", "Mars"],
  "Jupiter to Pluto": ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"],
} as const;
const classOf = (body: string) => Object.entries(CLASSES).find(([, bodies]) => (bodies as readonly string[]).includes(body))![0];

const gaps = new Map<string, { orbs: number[]; exactMinutes: number[]; arcSeconds: number[] }>(
  Object.keys(CLASSES).map((name) => [name, { orbs: [], exactMinutes: [], arcSeconds: [] }]),
);
const missing: string[] = [];
const extra: string[] = [];
let listed = 0;
let unmatchedExact = 0;
// Before every reference day, so none of them is today and each day's orbs are read at its noon.
const NOW = new Date("2025-01-01T00:00:00Z");

const natalGaps: string[] = [];
for (const { chart, days, points } of reference.charts) {
  const request = readChartRequest((name) => {
    const value = (chart as Record<string, string | number>)[name];
    return value === undefined ? undefined : String(value);
  });
  if (!request.ok) throw new Error(`${chart.name}: ${request.error.message}`);
  const natal = chartOf(request.request);
  const arcSeconds = (ours: number, theirs: number) => ((((ours - theirs + 540) % 360) - 180) * 3600).toFixed(1);
  natalGaps.push(
    `${chart.name}: ${natalPoints(natal)
      .map(({ point, longitude }) => `${point} ${arcSeconds(longitude, points.find((each) => each.point === point)!.longitude)}″`)
      .join(", ")}`,
  );
  for (const { date, timeZone, at, transits } of days) {
    const day = personalDay(natal, date, timeZone, NOW);
    if (day.at.toISOString().replace(".000Z", "Z") !== at)
      throw new Error(`${date}: the site reads the orbs at ${day.at.toISOString()}, not ${at}`);
    const key = (body: string, point: string, aspect: string) => `${chart.name} ${date} ${body} ${aspect} ${point}`;
    const site = new Map(day.transits.map((transit) => [key(transit.body, transit.point, transit.kind), transit]));
    const known = new Map(transits.map((transit) => [key(transit.body, transit.point, transit.aspect), transit]));
    for (const [name, transit] of site) {
      listed++;
      const ours = known.get(name);
      if (!ours || ours.closest > reference.orb) {
        extra.push(`${name} (the reference's closest: ${ours ? `${ours.closest}°` : "beyond 1.1°"})`);
        if (!ours) continue;
      }
      const gap = gaps.get(classOf(transit.body))!;
      gap.orbs.push(Math.abs(transit.orb - ours.orb));
      if (transit.exact && ours.exact) {
        const minutes = Math.abs(transit.exact.getTime() - Date.parse(ours.exact)) / 60_000;
        gap.exactMinutes.push(minutes);
        // The same gap as the arc the body covers in it at the reference's speed: the two ephemerides' difference in its place.
        gap.arcSeconds.push((minutes / 1440) * Math.abs(ours.speed ?? 0) * 3600);
      } else if (transit.exact || ours.exact) unmatchedExact++;
    }
    for (const [name, transit] of known)
      if (transit.closest <= reference.orb && !site.has(name)) missing.push(`${name} (the reference's closest: ${transit.closest}°)`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const largest = (values: number[]) => Math.max(...values);
console.log(`the natal points, the site's less the reference's (the reference's to 0.36″):\n  ${natalGaps.join("\n  ")}`);
console.log(`${listed} transits listed by the site over ${reference.charts.length} charts and ${reference.charts[0]!.days.length} days`);
for (const [name, { orbs, exactMinutes, arcSeconds }] of gaps) {
  const overTwoHours = exactMinutes.filter((minutes) => minutes > 120).length;
  console.log(
    `${name}: ${orbs.length} listings (a pass listed on several days counts on each); orb gap median ${median(orbs).toFixed(4)}°, largest ${largest(orbs).toFixed(4)}°; ` +
      `exact moment gap (${exactMinutes.length}) median ${median(exactMinutes).toFixed(2)} min, largest ${largest(exactMinutes).toFixed(2)} min, ` +
      `${overTwoHours} over 2 hours; as arc at the body's speed, median ${median(arcSeconds).toFixed(1)}″, largest ${largest(arcSeconds).toFixed(1)}″`,
  );
}
console.log(`exact moment on one side only: ${unmatchedExact}`);
console.log(`within the reference's orb but not listed: ${missing.length ? missing.join("; ") : "none"}`);
console.log(`listed but outside the reference's orb all day: ${extra.length ? extra.join("; ") : "none"}`);
