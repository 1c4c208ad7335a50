import { EclipticGeoMoon, MakeTime, NextMoonNode, NodeEventKind, SearchMoonNode } from "#app/lib/astronomy.server.ts";
import { describe, expect, test } from "vitest";
import { normalizeDegrees } from "#app/zodiac/sky.ts";
import { allowedOrb, chartAspects, computeNatalChart, meanNodeLongitude, trueNodeLongitude, type BodyPosition } from "./natal-chart.server";

/** An instant given in Terrestrial Time (TD), as Meeus' examples are, turned into the Date UTC names. */
function fromTerrestrialTime(iso: string): Date {
  const time = MakeTime(new Date(iso));
  return new Date(time.AddDays(-(time.tt - time.ut)).date.getTime());
}

function at(instant: Date, latitude = 0, longitude = 0) {
  return computeNatalChart({ instant, latitude, longitude, houseSystem: "placidus", timeKnown: true });
}

function bodyAt(instant: Date, body: string): BodyPosition {
  return at(instant).positions.find((position) => position.body === body)!;
}

function gap(a: number, b: number): number {
  return Math.abs(normalizeDegrees(a - b + 180) - 180);
}

describe("[charts.positions] where the bodies stand", () => {
  test("[charts.positions] the Sun is at 0° Aries at the March equinox of 2026", () => {
    // The equinox falls on 2026 March 20 at 14:46 UT (US Naval Observatory, "Earth's Seasons").
    const sun = bodyAt(new Date("2026-03-20T14:46:00Z"), "Sun");
    expect(gap(sun.longitude, 0)).toBeLessThan(0.01);
    // Half a day earlier it was still in the last degree of Pisces.
    expect(bodyAt(new Date("2026-03-20T02:46:00Z"), "Sun").sign).toBe("pisces");
  });

  test.each([
    // Meeus, "Astronomical Algorithms" (2nd ed.): Example 25.b, the Sun on 1992 October 13 0h TD,
    // apparent longitude 199°54'21.8"; Example 47.a, the Moon on 1992 April 12 0h TD, apparent
    // longitude 133.167265°; Example 33.a, Venus on 1992 December 20 0h TD, 313.08102°.
    ["Sun", "1992-10-13T00:00:00Z", 199 + 54 / 60 + 21.8 / 3600],
    ["Moon", "1992-04-12T00:00:00Z", 133.167265],
    ["Venus", "1992-12-20T00:00:00Z", 313.08102],
  ])("[charts.positions] %s on %s agrees with Meeus' worked example within 0.01°", (body, iso, longitude) => {
    expect(gap(bodyAt(fromTerrestrialTime(iso), body).longitude, longitude)).toBeLessThan(0.01);
  });

  test("[charts.positions] the mean node follows Meeus' formula", () => {
    // Meeus, Example 22.a: on 1987 April 10 at 0h TD the longitude of the Moon's mean ascending node is 11.2531°.
    const instant = fromTerrestrialTime("1987-04-10T00:00:00Z");
    expect(meanNodeLongitude(MakeTime(instant))).toBeCloseTo(11.2531, 3);
    const chart = at(instant);
    const north = chart.positions.find((position) => position.body === "North Node")!;
    const south = chart.positions.find((position) => position.body === "South Node")!;
    expect(north).toMatchObject({ sign: "aries", node: "mean", retrograde: true });
    expect(north.degree).toBeCloseTo(11.2531, 3);
    expect(south.longitude).toBeCloseTo(191.2531, 3);
    expect(south.sign).toBe("libra");
  });

  test("[charts.true-node] the true node is where the Moon crosses the ecliptic northwards, wobbling around the mean", () => {
    // At each ascending crossing (astronomy-engine's own search, from the Moon's latitude) the Moon
    // lies on the line of nodes, so its longitude is the true node's there.
    let node = SearchMoonNode(MakeTime(new Date("2026-01-01T00:00:00Z")));
    let crossings = 0;
    while (crossings < 12) {
      if (node.kind === NodeEventKind.Ascending) {
        expect(gap(trueNodeLongitude(node.time), EclipticGeoMoon(node.time).lon)).toBeLessThan(0.02);
        crossings++;
      }
      node = NextMoonNode(node);
    }
    // Over a year the true node keeps within about 1.7° of the mean, and is not the mean.
    let widest = 0;
    for (let day = 0; day < 365; day += 3) {
      const time = MakeTime(new Date(Date.UTC(2026, 0, 1 + day)));
      widest = Math.max(widest, gap(trueNodeLongitude(time), meanNodeLongitude(time)));
    }
    expect(widest).toBeGreaterThan(1);
    expect(widest).toBeLessThan(2);
  });

  test("[charts.true-node] a chart asks for the true node by name and says which it has", () => {
    const instant = new Date("1990-04-15T13:30:00Z");
    const chart = computeNatalChart({
      instant,
      latitude: 51.5,
      longitude: -0.13,
      houseSystem: "placidus",
      timeKnown: true,
      nodeKind: "true",
    });
    const north = chart.positions.find((position) => position.body === "North Node")!;
    expect(north.node).toBe("true");
    expect(north.longitude).toBeCloseTo(trueNodeLongitude(MakeTime(instant)), 6);
    expect(gap(north.longitude, meanNodeLongitude(MakeTime(instant)))).toBeGreaterThan(0.1);
  });

  test.each([
    // Mercury's retrogrades as the published ephemerides give them: 2025 March 15 – April 7 and
    // July 18 – August 11; 2026 February 26 – March 20 and October 24 – November 13.
    ["2025-03-25", true],
    ["2025-04-20", false],
    ["2025-07-30", true],
    ["2026-03-10", true],
    ["2026-04-15", false],
    ["2026-11-01", true],
    ["2026-12-01", false],
  ])("[charts.positions] Mercury on %s: retrograde %s", (day, retrograde) => {
    expect(bodyAt(new Date(`${day}T12:00:00Z`), "Mercury").retrograde).toBe(retrograde);
  });

  test("[charts.positions] a London chart's figures for a fixed birth", () => {
    // 1990 April 15, 14:30 BST in London. The figures are this code's; they were checked against
    // the ephemeris for the day (Sun 25° Aries, Jupiter 4° Cancer, Saturn 25° Capricorn, Uranus
    // 9° and Neptune 14° Capricorn, Pluto 17° Scorpio, Uranus and Pluto retrograde) and the angles
    // against Meeus' formulas in houses.test.ts; kept here so any change to them shows.
    const chart = computeNatalChart({
      instant: new Date("1990-04-15T13:30:00Z"),
      latitude: 51.5074,
      longitude: -0.1278,
      houseSystem: "placidus",
      timeKnown: true,
    });
    const figures = chart.positions.map(({ body, longitude, sign, retrograde, house }) => [
      body,
      Number(longitude.toFixed(2)),
      sign,
      retrograde,
      house,
    ]);
    expect(figures).toEqual([
      ["Sun", 25.32, "aries", false, 9],
      ["Moon", 264.63, "sagittarius", false, 4],
      ["Mercury", 44.54, "taurus", false, 9],
      ["Venus", 339.62, "pisces", false, 7],
      ["Mars", 325.99, "aquarius", false, 6],
      ["Jupiter", 94.56, "cancer", false, 11],
      ["Saturn", 295.03, "capricorn", false, 5],
      ["Uranus", 279.59, "capricorn", true, 5],
      ["Neptune", 284.57, "capricorn", false, 5],
      ["Pluto", 226.99, "scorpio", true, 3],
      ["North Node", 312.92, "aquarius", true, 6],
      ["South Node", 132.92, "leo", true, 12],
    ]);
    expect(chart.ascendant!.longitude).toBeCloseTo(148.96, 2);
    expect(chart.midheaven!.longitude).toBeCloseTo(48.28, 2);
    expect(chart.cusps!.map((cusp) => Number(cusp.longitude.toFixed(2)))).toEqual([
      148.96, 168.68, 194.56, 228.28, 267.08, 301.54, 328.96, 348.68, 14.56, 48.28, 87.08, 121.54,
    ]);
    expect(chart.aspects.slice(0, 3).map(({ from, to, kind, orb }) => [from, to, kind, Number(orb.toFixed(2))])).toEqual([
      ["Venus", "Uranus", "sextile", 0.03],
      ["Mercury", "Neptune", "trine", 0.03],
      ["Sun", "Saturn", "square", 0.29],
    ]);
  });
});

describe("[charts.aspects] aspects between the planets", () => {
  const place = (body: BodyPosition["body"], longitude: number): BodyPosition => ({
    body,
    longitude,
    sign: "aries",
    degree: 0,
    retrograde: false,
  });

  test("[charts.aspects] the Sun and Moon take an 8° orb, the other planets 6°", () => {
    expect(allowedOrb("Sun", "Pluto")).toBe(8);
    expect(allowedOrb("Mars", "Moon")).toBe(8);
    expect(allowedOrb("Mars", "Venus")).toBe(6);
    const aspects = chartAspects([
      place("Sun", 10),
      place("Moon", 197.9),
      place("Mars", 300),
      place("Venus", 54.1),
      place("North Node", 10),
    ]);
    expect(aspects.map(({ from, to, kind, orb }) => [from, to, kind, Number(orb.toFixed(2))])).toEqual([
      ["Mars", "Venus", "trine", 5.9],
      ["Sun", "Moon", "opposition", 7.9],
    ]);
  });

  test("[charts.aspects] just beyond the orb there is no aspect, and aspects wrap round 0° Aries", () => {
    expect(chartAspects([place("Mars", 0), place("Venus", 96.01)])).toEqual([]);
    expect(chartAspects([place("Sun", 355), place("Moon", 3)])).toEqual([
      { from: "Sun", to: "Moon", kind: "conjunction", angle: 0, orb: expect.closeTo(8, 9), allowedOrb: 8 },
    ]);
  });
});

describe("[charts.unknown-time] a chart without a birth time", () => {
  test("[charts.unknown-time] has no houses or angles, positions at noon, and the Moon's range over the day", () => {
    // 2026 January 1 in London: local noon is 12:00 UTC, the day runs from 00:00 to 24:00 UTC.
    const chart = computeNatalChart({
      instant: new Date("2026-01-01T12:00:00Z"),
      latitude: 51.5074,
      longitude: -0.1278,
      houseSystem: "placidus",
      timeKnown: false,
      dayStart: new Date("2026-01-01T00:00:00Z"),
      dayEnd: new Date("2026-01-02T00:00:00Z"),
    });
    expect(chart.timeKnown).toBe(false);
    expect(chart.houseSystem).toBeNull();
    expect(chart.ascendant).toBeUndefined();
    expect(chart.midheaven).toBeUndefined();
    expect(chart.cusps).toBeUndefined();
    expect(chart.positions.every((position) => position.house === undefined)).toBe(true);
    const noonMoon = chart.positions.find((position) => position.body === "Moon")!;
    const { start, end, signs } = chart.moonRange!;
    expect(start.instant).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(end.instant).toEqual(new Date("2026-01-02T00:00:00Z"));
    // The Moon moves 11° to 15° a day, and noon lies between the two ends.
    expect(normalizeDegrees(end.longitude - start.longitude)).toBeGreaterThan(11);
    expect(normalizeDegrees(end.longitude - start.longitude)).toBeLessThan(15.5);
    expect(normalizeDegrees(noonMoon.longitude - start.longitude)).toBeLessThan(normalizeDegrees(end.longitude - start.longitude));
    expect(signs[0]).toBe(start.sign);
    expect(signs.at(-1)).toBe(end.sign);
    expect(signs.length).toBe(start.sign === end.sign ? 1 : 2);
  });
});
