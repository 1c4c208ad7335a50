// Writes tests/fixtures/transits-swiss-ephemeris.json: two birth charts and, for ten days of 2026
// and 2027 on each birthplace's clocks, every transit the site's definition lists for that day,
// from the Swiss Ephemeris (its built-in Moshier theory, apparent longitudes of date) and found here
// without astronomy-engine or the site's code, so the personal transits can be checked against an
// independent ephemeris.
//
// The definition followed: a body of the sky (the Sun, the Moon, Mercury to Pluto) within 1° of a
// conjunction, sextile, square, trine or opposition to a natal point (the ten planets, the
// Ascendant and the Midheaven) at some moment of the local day; its orb read at the day's middle
// moment, local noon; its pass the span it stays within the orb, with every exact moment in it.
// Aspects that come within 1.1° are kept too, marked by their closest approach in the day, so a
// check can tell an aspect the site must list from one at the orb's edge that it may list or not.
//
// The Swiss Ephemeris is not a dependency of the site (it is AGPL and a native build). To refresh
// the file: npm install --no-save sweph outside the project, build it (cd node_modules/sweph &&
// npx node-gyp rebuild), then node scripts/transit-references.mjs [path to the sweph package] and
// npx prettier --write tests/fixtures/transits-swiss-ephemeris.json.
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const sweph = require(process.argv[2] ?? "sweph");
const { constants } = sweph;
const FLAGS = constants.SEFLG_MOSEPH;
const UNIX_EPOCH_JD = 2440587.5;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const BODIES = {
  Sun: constants.SE_SUN,
  Moon: constants.SE_MOON,
  Mercury: constants.SE_MERCURY,
  Venus: constants.SE_VENUS,
  Mars: constants.SE_MARS,
  Jupiter: constants.SE_JUPITER,
  Saturn: constants.SE_SATURN,
  Uranus: constants.SE_URANUS,
  Neptune: constants.SE_NEPTUNE,
  Pluto: constants.SE_PLUTO,
};
const SLOW = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
const ASPECTS = [
  ["conjunction", 0],
  ["sextile", 60],
  ["square", 90],
  ["trine", 120],
  ["opposition", 180],
];
const ORB = 1;
/** The widest approach kept: the orb and the 0.1° the site and this ephemeris may differ by. */
const KEPT = 1.1;

const CHARTS = [
  { name: "Edinburgh", date: "1987-07-23", time: "14:20", lat: 55.9533, lon: -3.1883, tz: "Europe/London", houses: "placidus" },
  { name: "Melbourne", date: "1994-02-11", time: "08:05", lat: -37.8136, lon: 144.9631, tz: "Australia/Melbourne", houses: "placidus" },
];
// Spread over two years, none on a change of clocks in either zone, each with the Moon and at least
// one slow planet in aspect to both charts.
const DAYS = [
  "2026-01-14",
  "2026-02-20",
  "2026-06-21",
  "2026-07-30",
  "2026-09-02",
  "2026-10-14",
  "2027-03-17",
  "2027-05-12",
  "2027-08-30",
  "2027-10-20",
];

const jdOf = (ms) => UNIX_EPOCH_JD + ms / DAY;
const longitudeOf = (body, ms) => sweph.calc_ut(jdOf(ms), BODIES[body], FLAGS).data[0];
const speedOf = (body, ms) => sweph.calc_ut(jdOf(ms), BODIES[body], FLAGS | constants.SEFLG_SPEED).data[3];
/** An angle folded to -180..180. */
const fold = (degrees) => ((((degrees + 180) % 360) + 360) % 360) - 180;
const separation = (a, b) => Math.abs(fold(a - b));
const iso = (ms) => new Date(Math.round(ms / SECOND) * SECOND).toISOString().replace(".000Z", "Z");
const round = (degrees) => Math.round(degrees * 10_000) / 10_000;

/** Minutes east of UTC that clocks in `timeZone` show at `ms`, from Node's own time zone data. */
function offsetMinutes(ms, timeZone) {
  const name = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(ms))
    .find((part) => part.type === "timeZoneName").value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant clocks in `timeZone` show a local date and time (none of them skipped or repeated). */
function instantOf(date, time, timeZone) {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  let ms = asIfUtc - offsetMinutes(asIfUtc, timeZone) * MINUTE;
  ms = asIfUtc - offsetMinutes(ms, timeZone) * MINUTE;
  return ms;
}

function nextDate(date) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

function natalPoints(chart) {
  const birth = instantOf(chart.date, chart.time, chart.tz);
  const points = Object.keys(BODIES).map((body) => ({ point: body, longitude: longitudeOf(body, birth) }));
  const houses = sweph.houses_ex2(jdOf(birth), FLAGS, chart.lat, chart.lon, "P");
  if (houses.flag !== constants.OK) throw new Error(`houses of ${chart.name}: ${houses.error}`);
  points.push({ point: "Ascendant", longitude: houses.data.points[0] }, { point: "Midheaven", longitude: houses.data.points[1] });
  return { birth, points };
}

/** Where the signed offset from `target` leaves `limit`, going from `from` by `step` (negative: back). */
function edge(body, target, from, step, limit) {
  const inside = (ms) => Math.abs(fold(longitudeOf(body, ms) - target)) <= limit;
  let last = from;
  // Pluto turning back over a point stays within a degree for up to about two years.
  for (let travelled = 0; travelled < 1000 * DAY; travelled += Math.abs(step)) {
    const next = last + step;
    if (!inside(next)) {
      let [low, high] = step > 0 ? [last, next] : [next, last];
      while (high - low > SECOND) {
        const middle = (low + high) / 2;
        if (inside(middle) === step > 0) low = middle;
        else high = middle;
      }
      return (low + high) / 2;
    }
    last = next;
  }
  throw new Error(`${body} stays within ${limit}° of ${target}° for years`);
}

/** Every moment in [start, end] at which the body stands exactly on `target`, to the second. */
function exactMoments(body, target, start, end, step) {
  const offset = (ms) => fold(longitudeOf(body, ms) - target);
  const moments = [];
  let before = start;
  let beforeOffset = offset(start);
  while (before < end) {
    const after = Math.min(before + step, end);
    const afterOffset = offset(after);
    if (Math.sign(afterOffset) !== Math.sign(beforeOffset) && afterOffset !== 0) {
      let [low, high] = [before, after];
      const lowSign = Math.sign(beforeOffset);
      while (high - low > SECOND / 2) {
        const middle = (low + high) / 2;
        if (Math.sign(offset(middle)) === lowSign) low = middle;
        else high = middle;
      }
      moments.push((low + high) / 2);
    }
    before = after;
    beforeOffset = afterOffset;
  }
  return moments;
}

function transitsOfDay(points, date, timeZone) {
  const start = instantOf(date, "00:00", timeZone);
  const end = instantOf(nextDate(date), "00:00", timeZone);
  if (end - start !== DAY) throw new Error(`${date} in ${timeZone} is not 24 hours long`);
  const at = (start + end) / 2;
  const transits = [];
  for (const body of Object.keys(BODIES)) {
    // Samples across the day: the Moon moves under 0.1° in ten minutes.
    const samples = [];
    for (let ms = start; ms <= end; ms += 10 * MINUTE) samples.push({ ms, longitude: longitudeOf(body, ms) });
    const passStep = body === "Moon" ? HOUR : 6 * HOUR;
    for (const { point, longitude } of points) {
      for (const [aspect, angle] of ASPECTS) {
        for (const side of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
          const target = longitude + side;
          const offsets = samples.map((sample) => fold(sample.longitude - target));
          let closest = Infinity;
          let closestAt = start;
          offsets.forEach((offset, index) => {
            if (Math.abs(offset) < closest) [closest, closestAt] = [Math.abs(offset), samples[index].ms];
            // Through zero between two samples: exact within the day.
            const previous = offsets[index - 1];
            if (index > 0 && Math.sign(previous) !== Math.sign(offset) && Math.abs(offset) < 90)
              [closest, closestAt] = [0, samples[index].ms];
          });
          if (closest > KEPT) continue;
          // An aspect that never comes within the orb is followed over the span it comes within 1.1°.
          const limit = closest <= ORB ? ORB : KEPT;
          const passStart = edge(body, target, closestAt, -passStep, limit);
          const passEnd = edge(body, target, closestAt, passStep, limit);
          const moments = exactMoments(body, target, passStart, passEnd, passStep);
          const nearest = moments.reduce((best, ms) => (best === null || Math.abs(ms - at) < Math.abs(best - at) ? ms : best), null);
          transits.push({
            body,
            point,
            aspect,
            angle,
            orb: round(Math.abs(separation(longitudeOf(body, at), longitude) - angle)),
            closest: round(closest),
            exact: nearest === null ? null : iso(nearest),
            // Degrees a day at that moment: how far apart a gap in position puts the exact moments.
            speed: nearest === null ? null : Math.round(speedOf(body, nearest) * 1e6) / 1e6,
            exactMoments: moments.map(iso),
          });
        }
      }
    }
  }
  const listed = transits.filter((transit) => transit.closest <= ORB);
  if (!listed.some((transit) => transit.body === "Moon") || !listed.some((transit) => SLOW.includes(transit.body)))
    throw new Error(`${date} in ${timeZone}: no aspect of the Moon or of a slow planet`);
  return { date, timeZone, start: iso(start), end: iso(end), at: iso(at), transits };
}

const charts = CHARTS.map((chart) => {
  const { birth, points } = natalPoints(chart);
  return {
    chart,
    birth: iso(birth),
    points: points.map(({ point, longitude }) => ({ point, longitude: round(longitude) })),
    days: DAYS.map((date) => transitsOfDay(points, date, chart.tz)),
  };
});

const file = new URL("../tests/fixtures/transits-swiss-ephemeris.json", import.meta.url);
const source = `Swiss Ephemeris ${sweph.version()} (Moshier), apparent geocentric longitudes of date, UT; Placidus angles from swe_houses_ex2`;
writeFileSync(file, `${JSON.stringify({ source, orb: ORB, kept: KEPT, charts }, null, 2)}\n`);
const count = charts.reduce((sum, { days }) => sum + days.reduce((each, day) => each + day.transits.length, 0), 0);
console.log(`${count} transits over ${charts.length} charts and ${DAYS.length} days written to ${file.pathname}`);
