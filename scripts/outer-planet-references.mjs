// Writes tests/fixtures/outer-planets-swiss-ephemeris.json: the apparent geocentric longitudes of
// date of Jupiter to Pluto from the Swiss Ephemeris (its built-in Moshier theory) on the first of
// every fifth month from 1900 to 2100, so the site's slow planets ([sky.outer-planets]) can be
// checked against an independent ephemeris.
//
// The Swiss Ephemeris is not a dependency of the site (it is AGPL and a native build). To refresh
// the file: npm install --no-save sweph in another folder, build it (cd node_modules/sweph && npx
// node-gyp rebuild), then node scripts/outer-planet-references.mjs [path to the sweph package].
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const sweph = require(process.argv[2] ?? "sweph");
const { constants } = sweph;
const BODIES = {
  Jupiter: constants.SE_JUPITER,
  Saturn: constants.SE_SATURN,
  Uranus: constants.SE_URANUS,
  Neptune: constants.SE_NEPTUNE,
  Pluto: constants.SE_PLUTO,
};
const UNIX_EPOCH_JD = 2440587.5;

const positions = [];
for (let year = 1900; year <= 2100; year++) {
  for (let month = 0; month < 12; month += 5) {
    const at = Date.UTC(year, month, 1);
    const jd = UNIX_EPOCH_JD + at / 86_400_000;
    const longitudes = Object.fromEntries(
      Object.entries(BODIES).map(([body, id]) => [body, Math.round(sweph.calc_ut(jd, id, constants.SEFLG_MOSEPH).data[0] * 1e7) / 1e7]),
    );
    positions.push({ at: new Date(at).toISOString(), ...longitudes });
  }
}
writeFileSync(
  new URL("../tests/fixtures/outer-planets-swiss-ephemeris.json", import.meta.url),
  `${JSON.stringify({ source: "Swiss Ephemeris 2.10, Moshier, apparent longitude of date (degrees)", positions }, null, 1)}\n`,
);
console.log(`${positions.length} dates`);
