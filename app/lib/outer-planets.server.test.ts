import { describe, expect, test } from "vitest";
import { Body, Ecliptic, GeoVector, MakeTime } from "astronomy-engine";
// Written by scripts/outer-planet-references.mjs from the Swiss Ephemeris, which the site does not use.
import SWISS_EPHEMERIS from "#tests/fixtures/outer-planets-swiss-ephemeris.json";
import { GeoVector as siteGeoVector, HelioVector as siteHelioVector } from "./astronomy.server";

const PLANETS = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const;
/**
 * The largest gap allowed, in arcseconds. The Earth's own place, which stays the library's, counts
 * most for the nearest of them; Neptune's series and the reference's part by a few arcseconds.
 */
const WITHIN: Record<(typeof PLANETS)[number], number> = { Jupiter: 3.5, Saturn: 2, Uranus: 2, Neptune: 5, Pluto: 2.5 };
/** Meeus' Pluto is the site's from 1890 to 2094, blended with the library's for five years at each end. */
const inMeeusYears = (at: string) => at >= "1890-01-01" && at < "2095-01-01";
const arcSeconds = (ours: number, theirs: number) => (((((ours - theirs) % 360) + 540) % 360) - 180) * 3600;

describe("[sky.outer-planets] the slow planets against the Swiss Ephemeris, 1900 to 2100", () => {
  const gaps = Object.fromEntries(
    PLANETS.map((planet) => [
      planet,
      SWISS_EPHEMERIS.positions
        .filter((row) => planet !== "Pluto" || inMeeusYears(row.at))
        .map((row) => ({
          site: Math.abs(arcSeconds(Ecliptic(siteGeoVector(Body[planet], MakeTime(new Date(row.at)), true)).elon, row[planet])),
          library: Math.abs(arcSeconds(Ecliptic(GeoVector(Body[planet], MakeTime(new Date(row.at)), true)).elon, row[planet])),
        })),
    ]),
  );

  test.each(PLANETS)("%s stays within its bound on every date, where the library's own is further off", (planet) => {
    const largest = (side: "site" | "library") => Math.max(...gaps[planet]!.map((gap) => gap[side]));
    expect(gaps[planet]!.length).toBeGreaterThan(580);
    expect(largest("site")).toBeLessThanOrEqual(WITHIN[planet]);
    expect(largest("library")).toBeGreaterThan(largest("site"));
  });

  test("every site module reads the slow planets from here; the other bodies, and Pluto outside Meeus' years, stay the library's", () => {
    const time = MakeTime(new Date("2026-12-03T00:00:00Z"));
    const later = MakeTime(new Date("2150-01-01T00:00:00Z"));
    expect(siteGeoVector(Body.Pluto, later, true)).toEqual(GeoVector(Body.Pluto, later, true));
    expect(siteHelioVector(Body.Neptune, time).x).not.toBe(GeoVector(Body.Neptune, time, true).x);
    expect(siteGeoVector(Body.Mars, time, true)).toEqual(GeoVector(Body.Mars, time, true));
    const earthFree = siteGeoVector(Body.Saturn, time, false);
    const withAberration = siteGeoVector(Body.Saturn, time, true);
    // Aberration moves a planet's apparent place by about 20″.
    const apart = Math.abs(arcSeconds(Ecliptic(earthFree).elon, Ecliptic(withAberration).elon));
    expect(apart).toBeGreaterThan(5);
    expect(apart).toBeLessThan(40);
  });
});
