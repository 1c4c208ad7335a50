import { describe, expect, test } from "vitest";
import {
  apparentLongitudeAt,
  isRetrogradeAt,
  retrogradesOfYear,
  retrogradeStatusAt,
  type Retrograde,
  type RetrogradePlanet,
} from "./stations.server";
import { signOf } from "#app/zodiac/signs.ts";
import { degreeInSign } from "#app/zodiac/sky.ts";
import { MERCURY_STATION_REFERENCES, stationPlaceGap } from "./sky-accuracy.server";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function periodsOf(planet: RetrogradePlanet, year: number): Retrograde[] {
  return retrogradesOfYear(year).filter((period) => period.planet === planet);
}

function expectNear(actual: Date, expected: string, toleranceMs: number) {
  const off = Math.abs(actual.getTime() - Date.parse(expected));
  expect(off, `${actual.toISOString()} is ${(off / HOUR_MS).toFixed(2)} h from ${expected}`).toBeLessThanOrEqual(toleranceMs);
}

describe("Mercury's stations against the published ephemeris", () => {
  // The references the /accuracy page prints (almanacs' times from the Swiss Ephemeris, UT).
  const published = (year: number) => MERCURY_STATION_REFERENCES.filter((reference) => reference.year === year);

  test.each([2025, 2026])(
    "[sky.stations] the three retrogrades of %i, each station within 2 hours and 0.05° of the published one",
    (year) => {
      const periods = periodsOf("Mercury", year);
      expect(periods).toHaveLength(3);
      periods.forEach((period, index) => {
        const reference = published(year)[index]!;
        expectNear(period.stationRetrograde.at, reference.retrograde, 2 * HOUR_MS);
        expectNear(period.stationDirect.at, reference.direct, 2 * HOUR_MS);
        // 0.05° is 3′: the place written to the arcminute may differ from the table's by a minute or two.
        const { stationRetrograde: r, stationDirect: d } = period;
        expect(stationPlaceGap(reference.rPlace, signOf(r.sign).name, r.degree), degreeInSign(r.sign, r.degree)).toBeLessThan(0.05);
        expect(stationPlaceGap(reference.dPlace, signOf(d.sign).name, d.degree), degreeInSign(d.sign, d.degree)).toBeLessThan(0.05);
      });
    },
  );
});

test("[sky.stations] the other planets' stations of 2026 fall within a day of the published ones", () => {
  // Published stations of 2026 (UT, Astrodienst's ephemeris and the usual almanacs), each checked
  // only to the day, the precision the site promises for them:
  const published: Array<[RetrogradePlanet, "retrograde" | "direct", string, string]> = [
    ["Venus", "retrograde", "2026-10-03T07:00Z", "scorpio"],
    ["Venus", "direct", "2026-11-14T00:00Z", "libra"],
    ["Jupiter", "direct", "2026-03-11T03:00Z", "cancer"],
    ["Jupiter", "retrograde", "2026-12-13T01:00Z", "leo"],
    ["Saturn", "retrograde", "2026-07-26T20:00Z", "aries"],
    ["Saturn", "direct", "2026-12-10T23:00Z", "aries"],
    ["Uranus", "direct", "2026-02-04T02:00Z", "taurus"],
    ["Uranus", "retrograde", "2026-09-10T19:00Z", "gemini"],
    ["Neptune", "retrograde", "2026-07-07T11:00Z", "aries"],
    ["Neptune", "direct", "2026-12-12T22:00Z", "aries"],
    ["Pluto", "retrograde", "2026-05-06T16:00Z", "aquarius"],
    ["Pluto", "direct", "2026-10-16T02:00Z", "aquarius"],
  ];
  const periods = retrogradesOfYear(2026);
  for (const [planet, kind, at, sign] of published) {
    const stations = periods
      .filter((period) => period.planet === planet)
      .map((period) => (kind === "retrograde" ? period.stationRetrograde : period.stationDirect));
    const nearest = stations.reduce((best, station) =>
      Math.abs(station.at.getTime() - Date.parse(at)) < Math.abs(best.at.getTime() - Date.parse(at)) ? station : best,
    );
    expectNear(nearest.at, at, DAY_MS);
    expect(nearest.sign, `${planet} ${kind}`).toBe(sign);
  }
  // Mars turned direct on 24 February 2025 and next stations retrograde on 10 January 2027:
  // 2026 has no retrograde of Mars at all.
  expect(periods.some((period) => period.planet === "Mars")).toBe(false);
  expect(periodsOf("Mars", 2025).map((period) => period.stationDirect.at.toISOString().slice(0, 10))).toEqual(["2025-02-24"]);
});

test("[sky.stations] a year lists each planet's retrogrades overlapping it, in planet order and then by date", () => {
  const periods = retrogradesOfYear(2026);
  const order = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
  const planets = periods.map((period) => order.indexOf(period.planet));
  expect(planets).toEqual([...planets].sort((a, b) => a - b));
  // Jupiter's retrograde of 11 Nov 2025 to 11 Mar 2026 belongs to both years.
  expect(periodsOf("Jupiter", 2026).map((period) => period.stationRetrograde.at.toISOString().slice(0, 10))).toEqual([
    "2025-11-11",
    "2026-12-13",
  ]);
  expect(periodsOf("Jupiter", 2025).map((period) => period.stationDirect.at.toISOString().slice(0, 10))).toContain("2026-03-11");
  for (const period of periods) {
    expect(period.stationRetrograde.at < period.stationDirect.at).toBe(true);
    expect(period.stationDirect.at.getTime()).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 1));
    expect(period.stationRetrograde.at.getTime()).toBeLessThan(Date.UTC(2027, 0, 1));
  }
  // Cached years hand out copies: changing one does not change the next answer.
  periods[0]!.stationRetrograde.at.setTime(0);
  expect(retrogradesOfYear(2026)[0]!.stationRetrograde.at.getTime()).not.toBe(0);
  expect(() => retrogradesOfYear(2026.5)).toThrow(RangeError);
});

test("[sky.shadows] the shadows begin and end at the stations' degrees, on the dates the ephemeris gives", () => {
  // From the same ephemeris: Mercury's shadows of 2025 run 1 Mar – 26 Apr, 30 Jun – 25 Aug and
  // 21 Oct – 17 Dec (UT dates).
  const published = [
    ["2025-03-01", "2025-04-26"],
    ["2025-06-30", "2025-08-25"],
    ["2025-10-21", "2025-12-17"],
  ];
  const periods = periodsOf("Mercury", 2025);
  periods.forEach((period, index) => {
    expectNear(period.preShadowFrom, `${published[index]![0]}T12:00Z`, DAY_MS);
    expectNear(period.postShadowUntil, `${published[index]![1]}T12:00Z`, DAY_MS);
  });
  for (const period of retrogradesOfYear(2026)) {
    expect(period.preShadowFrom < period.stationRetrograde.at).toBe(true);
    expect(period.postShadowUntil > period.stationDirect.at).toBe(true);
    const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
    expect(apart(apparentLongitudeAt(period.planet, period.preShadowFrom), period.stationDirect.longitude)).toBeLessThan(0.01);
    expect(apart(apparentLongitudeAt(period.planet, period.postShadowUntil), period.stationRetrograde.longitude)).toBeLessThan(0.01);
  }
});

test("[sky.retrograde-now] the motion an hour either side of every station agrees with the station", () => {
  for (const period of periodsOf("Mercury", 2025).concat(periodsOf("Saturn", 2026), periodsOf("Pluto", 2026))) {
    const { planet } = period;
    const r = period.stationRetrograde.at.getTime();
    const d = period.stationDirect.at.getTime();
    expect(isRetrogradeAt(planet, new Date(r - HOUR_MS)), `${planet} before ${period.stationRetrograde.at.toISOString()}`).toBe(false);
    expect(isRetrogradeAt(planet, new Date(r + HOUR_MS)), `${planet} after ${period.stationRetrograde.at.toISOString()}`).toBe(true);
    expect(isRetrogradeAt(planet, new Date(d - HOUR_MS))).toBe(true);
    expect(isRetrogradeAt(planet, new Date(d + HOUR_MS))).toBe(false);
  }
});

test("[sky.retrograde-now] Mercury's status names the stations either side of the instant", () => {
  expect(retrogradeStatusAt("Mercury", new Date("2025-03-25T00:00Z"))).toEqual({
    retrograde: true,
    since: periodsOf("Mercury", 2025)[0]!.stationRetrograde.at,
    until: periodsOf("Mercury", 2025)[0]!.stationDirect.at,
  });
  const between = retrogradeStatusAt("Mercury", new Date("2025-12-31T23:00Z"));
  expect(between.retrograde).toBe(false);
  expect(between.since).toEqual(periodsOf("Mercury", 2025)[2]!.stationDirect.at);
  expect(between.until).toEqual(periodsOf("Mercury", 2026)[0]!.stationRetrograde.at);
  expect(isRetrogradeAt("Mercury", new Date("2025-12-31T23:00Z"))).toBe(false);
  expect(isRetrogradeAt("Mercury", new Date("2025-03-25T00:00Z"))).toBe(true);
});
