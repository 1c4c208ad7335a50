import { performance } from "node:perf_hooks";
import { normalisePlaceName, PLACE_DEFAULT_LIMIT, PLACE_MAX_LIMIT, PLACE_QUERY_MIN_LENGTH } from "./place-names";
import { readTowns, type Gazetteer } from "./gazetteer-file.server";

/** A town found by the birthplace search ([places.search], [places.time-zone]). */
export type Place = {
  /** The GeoNames id. */
  id: number;
  name: string;
  /** The first-level division it lies in (a state, region, county), when GeoNames names one. */
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The country's English name. */
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  /** The IANA time zone at the town's coordinates, from the zone boundary polygons. */
  timeZone: string;
};

type InfoLogger = { info(fields: object, message: string): void };

export type PlaceIndex = {
  /** How many towns the index holds. */
  readonly size: number;
  /** The towns with a name starting with the normalised query, best match first. */
  search(query: string, limit?: number): Place[];
  /** Every normalised name of every town, in sorted order (for the benchmark's prefixes). */
  keys(): readonly string[];
};

/**
 * How a match ranks ([places.search]): a town's size counts in powers of ten, so a city of a
 * million outranks a village of a thousand by 3. A name typed whole ("Kiev", "Paris") adds 2, so a
 * whole name beats a longer one that merely starts the same unless that town is a hundred times
 * larger. Another of a town's names counts 1 less than its own. Both wait until the reader has
 * typed a few letters: every great city has some name starting with any two or three letters, and
 * "pa" is far more often the start of Paris than the whole name of a village.
 */
const WHOLE_NAME_BONUS = 2;
const OTHER_NAME_PENALTY = 1;
export const FEW_LETTERS = 4;
/** A key that is the town's own name, not one of its other names. */
const OWN_NAME = 1;

/**
 * The towns, held in columns rather than 200,000 objects (a fraction of the memory), and one
 * sorted array of every normalised name with the town it belongs to, so that a prefix is a range
 * found by two binary searches.
 */
function buildIndex({ towns, names }: Gazetteer): PlaceIndex {
  const { count, ids, names: townNames, regions, countries, populations, latitudes, longitudes, zones } = towns;
  const { keys, towns: townOfKey, own: ownKey } = names;
  const sizeScore = Float64Array.from(populations, (population) => Math.log10(population + 1));

  /** The first key not below `prefix` (plain code-unit order, as the sort above). */
  function lowerBound(prefix: string): number {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function placeOf({ town }: Match): Place {
    const countryCode = countries[town]!;
    return {
      id: ids[town]!,
      name: townNames[town]!,
      region: regions[town] || null,
      countryCode,
      country: countryName(countryCode),
      latitude: latitudes[town]!,
      longitude: longitudes[town]!,
      population: populations[town]!,
      timeZone: zones[town]!,
    };
  }

  type Match = { town: number; score: number };
  /** Whether a match ranks before another: higher score, then the lower GeoNames id (stable). */
  const before = (a: Match, b: Match) => a.score > b.score || (a.score === b.score && ids[a.town]! < ids[b.town]!);

  return {
    size: count,
    keys: () => keys,
    search(query, limit = PLACE_DEFAULT_LIMIT) {
      const prefix = normalisePlaceName(query);
      if (prefix.length < PLACE_QUERY_MIN_LENGTH) return [];
      const wanted = Number.isFinite(limit) ? Math.min(PLACE_MAX_LIMIT, Math.max(1, Math.floor(limit))) : PLACE_DEFAULT_LIMIT;
      // The best `wanted` matches of the range, one per town, kept in rank order as it is read once.
      const best: Match[] = [];
      // Past the prefix's range every key is greater than the prefix followed by the highest code unit.
      const end = lowerBound(`${prefix}\uffff`);
      for (let key = lowerBound(prefix); key < end; key++) {
        const town = townOfKey[key]!;
        const own = ownKey[key] === OWN_NAME;
        if (!own && prefix.length < FEW_LETTERS) continue;
        const whole = prefix.length >= FEW_LETTERS && keys[key]!.length === prefix.length;
        const score = sizeScore[town]! + (whole ? WHOLE_NAME_BONUS : 0) - (own ? 0 : OTHER_NAME_PENALTY);
        const match = { town, score };
        if (best.length === wanted && !before(match, best[wanted - 1]!)) continue;
        const already = best.findIndex((found) => found.town === town);
        if (already !== -1) {
          if (!before(match, best[already]!)) continue;
          best.splice(already, 1);
        }
        let at = best.length;
        while (at > 0 && before(match, best[at - 1]!)) at--;
        best.splice(at, 0, match);
        if (best.length > wanted) best.pop();
      }
      return best.map(placeOf);
    },
  };
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
const countryNames = new Map<string, string>();

/** The country's English name from the runtime's own data; the code itself when it has none. */
function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

let shared: PlaceIndex | undefined;

/**
 * The index of every town in the gazetteer (GeoNames' places of 500 people or more), built on
 * first use and kept for the life of the process: reading the file and sorting the names takes
 * a second or two, which the first search pays rather than every start.
 */
export function placeIndex(logger?: InfoLogger): PlaceIndex {
  if (shared) return shared;
  const started = performance.now();
  shared = buildIndex(readTowns());
  logger?.info({ towns: shared.size, ms: Math.round(performance.now() - started) }, "place index loaded");
  return shared;
}

/** The towns with a name starting with the query ([places.search]), loading the index on first use. */
export function searchPlaces(query: string, options: { limit?: number; logger?: InfoLogger } = {}): Place[] {
  return placeIndex(options.logger).search(query, options.limit);
}
