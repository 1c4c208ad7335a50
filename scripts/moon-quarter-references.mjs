// Writes tests/fixtures/moon-quarters-swiss-ephemeris.json: the Moon's quarters of 2026 and 2027
// from the Swiss Ephemeris (its built-in Moshier theory, apparent longitudes of date), found here
// without astronomy-engine, so the site's phases can be checked against an independent ephemeris.
//
// The Swiss Ephemeris is not a dependency of the site (it is AGPL and a native build). To refresh
// the file: npm install --no-save sweph, build it (cd node_modules/sweph && npx node-gyp rebuild),
// then node scripts/moon-quarter-references.mjs [path to the sweph package].
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const sweph = require(process.argv[2] ?? "sweph");
const { constants } = sweph;
const FLAGS = constants.SEFLG_MOSEPH;
const NAMES = ["New Moon", "First Quarter", "Full Moon", "Last Quarter"];
const UNIX_EPOCH_JD = 2440587.5;

const jdOf = (ms) => UNIX_EPOCH_JD + ms / 86_400_000;
const elongation = (ms) => {
  const jd = jdOf(ms);
  const moon = sweph.calc_ut(jd, constants.SE_MOON, FLAGS).data[0];
  const sun = sweph.calc_ut(jd, constants.SE_SUN, FLAGS).data[0];
  return (((moon - sun) % 360) + 360) % 360;
};
// Quarters passed since the last new moon, with the fraction of the next: it rises by 4 a month.
const quarterCount = (ms) => elongation(ms) / 90;

const from = Date.UTC(2026, 0, 1);
const to = Date.UTC(2028, 0, 1);
const HOUR = 3_600_000;
const quarters = [];
let before = quarterCount(from);
for (let ms = from; ms < to; ms += HOUR) {
  const after = quarterCount(ms + HOUR);
  const crossed = Math.floor(after) !== Math.floor(before) || after < before;
  if (crossed) {
    const target = after < before ? 0 : Math.floor(after);
    // The elongation's offset from the quarter, folded to ±180°, rises through zero in this hour.
    const offset = (at) => ((((elongation(at) - target * 90) % 360) + 540) % 360) - 180;
    let low = ms;
    let high = ms + HOUR;
    while (high - low > 10) {
      const middle = (low + high) / 2;
      if (offset(middle) < 0) low = middle;
      else high = middle;
    }
    quarters.push({
      name: NAMES[target % 4],
      at: new Date(Math.round((low + high) / 2 / 1000) * 1000).toISOString().replace(".000Z", "Z"),
    });
  }
  before = after;
}
const file = new URL("../tests/fixtures/moon-quarters-swiss-ephemeris.json", import.meta.url);
writeFileSync(
  file,
  `${JSON.stringify({ source: "Swiss Ephemeris 2.10 (Moshier), apparent geocentric longitudes of date, UT", quarters }, null, 2)}\n`,
);
console.log(`${quarters.length} quarters written to ${file.pathname}`);
