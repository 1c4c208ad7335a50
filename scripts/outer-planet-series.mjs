// Writes app/lib/outer-planet-series.ts, the series the site reads the slow planets from
// ([sky.outer-planets]):
// - VSOP87B (Bretagnon and Francou, IMCCE 1988: heliocentric longitude, latitude and radius in
//   the J2000 ecliptic) of Jupiter, Saturn, Uranus and Neptune, every term of at least 1e-7
//   radians (0.02″; for the radius, 1e-7 of the planet's mean distance). astronomy-engine carries
//   30 to 90 terms a planet, which puts the slow planets up to 19″ from the Swiss Ephemeris;
//   these bring them within about 2″.
// - Pluto's 43 periodic terms for 1885 to 2099 (Meeus, Astronomical Algorithms, 2nd ed., table
//   37.A), within about 2″ where the library's own Pluto is up to 10″ off.
//
// The figures are published; the astronomia package (MIT) ships both as JavaScript. It is not a
// dependency of the site. To refresh: npm install --no-save astronomia in another folder, then
// node scripts/outer-planet-series.mjs <path to its node_modules/astronomia>.
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const packageDir = process.argv[2];
if (!packageDir) throw new Error("usage: node scripts/outer-planet-series.mjs <astronomia package folder>");
const LEAST = 1e-7;
const PLANETS = { Jupiter: 5.2026, Saturn: 9.5549, Uranus: 19.2184, Neptune: 30.1104 };

const lines = [];
let terms = 0;
for (const [planet, distance] of Object.entries(PLANETS)) {
  const loaded = require(join(packageDir, "data", `vsop87B${planet.toLowerCase()}.js`));
  const series = loaded.default ?? loaded;
  const coordinates = ["L", "B", "R"].map((name) => {
    const least = name === "R" ? LEAST * distance : LEAST;
    const powers = Object.keys(series[name])
      .sort((a, b) => Number(a) - Number(b))
      .map((power) => {
        const kept = series[name][power].filter(([amplitude]) => Math.abs(amplitude) >= least);
        terms += kept.length;
        return `[${kept.flat().join(",")}]`;
      });
    return `    ${name}: [${powers.join(",")}],`;
  });
  lines.push(`  ${planet}: {`, ...coordinates, "  },");
}

// Each row of table 37.A: the multiples i, j, k of J, S and P, then A and B of longitude,
// latitude (degrees) and radius (AU).
const plutoSource = readFileSync(join(packageDir, "src", "pluto.js"), "utf8");
const plutoRows = [...plutoSource.matchAll(/new Pt\(([^)]*)\)/g)].map((match) => `[${match[1].replace(/\s+/g, "")}]`);
if (plutoRows.length !== 43) throw new Error(`table 37.A has 43 rows, found ${plutoRows.length}`);

const output = `// Written by scripts/outer-planet-series.mjs: do not edit.
// VSOP87B: for each planet, L (longitude, radians), B (latitude, radians) and R (radius, AU), each
// a list by power of T (Julian millennia of TT from J2000) of terms flattened as amplitude, phase,
// frequency; ${terms} terms of at least 1e-7 radians.
export const VSOP87B_OUTER_PLANETS = {
${lines.join("\n")}
} as const satisfies Record<string, Record<"L" | "B" | "R", readonly (readonly number[])[]>>;

// Pluto, Meeus' table 37.A: i, j, k, then longitude A and B, latitude A and B (degrees), radius A and B (AU).
export const PLUTO_TERMS: ReadonlyArray<readonly [number, number, number, number, number, number, number, number, number]> = [
${plutoRows.map((row) => `  ${row},`).join("\n")}
];
`;
writeFileSync(new URL("../app/lib/outer-planet-series.ts", import.meta.url), output);
console.log(`${terms} VSOP87 terms, ${plutoRows.length} Pluto terms`);
