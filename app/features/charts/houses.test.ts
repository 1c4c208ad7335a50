import { describe, expect, test } from "vitest";
import { normalizeDegrees } from "#app/zodiac/sky.ts";
import { ascendant, eclipticFromRightAscension, midheaven } from "./angles";
import { equalCusps, houseCusps, houseOf, placidusCusps, POLAR_HOUSES_NOTE, wholeSignCusps } from "./houses";
import { meeusAngles, SAMPLE_CHARTS } from "./chart-accuracy.server";
import { chartFrame, computeNatalChart } from "./natal-chart.server";

const RAD = Math.PI / 180;

/** The shorter signed way from b to a, in degrees. */
function gap(a: number, b: number): number {
  return Math.abs(normalizeDegrees(a - b + 180) - 180);
}

describe("[charts.angles] Ascendant and Midheaven", () => {
  test.each(SAMPLE_CHARTS.map((sample) => [sample.place, sample.at, sample.latitude, sample.longitude] as const))(
    "[charts.angles] %s: within 0.05° of Meeus' formulas",
    (_place, at, latitude, longitude) => {
      const instant = new Date(at);
      const expected = meeusAngles(instant, latitude, longitude);
      const chart = computeNatalChart({ instant, latitude, longitude, houseSystem: "placidus", timeKnown: true });
      expect(gap(chart.midheaven!.longitude, expected.mc)).toBeLessThan(0.05);
      expect(gap(chart.ascendant!.longitude, expected.asc)).toBeLessThan(0.05);
      // The 10th cusp is the MC and the 1st the Ascendant in Placidus.
      expect(chart.cusps![9]!.longitude).toBeCloseTo(chart.midheaven!.longitude, 9);
      expect(chart.cusps![0]!.longitude).toBeCloseTo(chart.ascendant!.longitude, 9);
    },
  );

  test("[charts.angles] the angles in cases worked by hand", () => {
    // At RAMC 0 the MC is 0° Aries and, at London's latitude in Raphael's tables, the Ascendant 26°36' Cancer.
    expect(midheaven({ ramc: 0, obliquity: 23.45 })).toBeCloseTo(0, 9);
    expect(ascendant({ ramc: 0, latitude: 51 + 32 / 60, obliquity: 23 + 27 / 60 })).toBeCloseTo(116.6, 1);
    // On the equator at RAMC 90 the Ascendant is 0° Libra exactly.
    expect(ascendant({ ramc: 90, latitude: 0, obliquity: 23.44 })).toBeCloseTo(180, 9);
  });
});

describe("[charts.houses] house cusps", () => {
  test("[charts.houses] Placidus at London, sidereal time 0h, matches Raphael's Tables of Houses", () => {
    // Raphael's "Tables of Houses for London" (latitude 51°32' N), first row, sidereal time 0h 0m 0s:
    // 10th ♈ 0, 11th ♉ 9, 12th ♊ 22, Ascendant ♋ 26°36', 3rd ♍ 3 (cusps other than the Ascendant
    // are printed in whole degrees, hence 0.5°; the Ascendant to the minute, hence 0.02°). The
    // table is worked with the obliquity of its day, 23°27'. The 2nd cusp is checked by the
    // defining condition in the next test.
    const cusps = placidusCusps({ ramc: 0, latitude: 51 + 32 / 60, obliquity: 23 + 27 / 60 })!;
    expect(gap(cusps[9]!, 0)).toBeLessThan(0.01);
    expect(gap(cusps[10]!, 30 + 9)).toBeLessThan(0.5);
    expect(gap(cusps[11]!, 60 + 22)).toBeLessThan(0.5);
    expect(gap(cusps[0]!, 90 + 26 + 36 / 60)).toBeLessThan(0.02);
    expect(gap(cusps[2]!, 150 + 3)).toBeLessThan(0.5);
    // Opposite houses share their axis.
    for (let house = 0; house < 6; house++) expect(gap(cusps[house + 6]!, cusps[house]! + 180)).toBeLessThan(1e-9);
  });

  test.each([
    [0, 51 + 32 / 60],
    [45, 40.7],
    [200, -33.87],
    [310, -54.8],
    [123, 64.15],
    [275, 10],
  ])("[charts.houses] Placidus cusps at RAMC %s°, latitude %s° divide each point's own semi-arc in thirds", (ramc, latitude) => {
    const obliquity = 23.44;
    const cusps = placidusCusps({ ramc, latitude, obliquity })!;
    // Worked here afresh for each cusp: its right ascension and declination, its ascensional
    // difference, and how far along its diurnal (11th, 12th) or nocturnal (2nd, 3rd) semi-arc it stands.
    const check = (cusp: number, fraction: number, above: boolean) => {
      const l = cusp * RAD;
      const e = obliquity * RAD;
      const ra = normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / RAD);
      const declination = Math.asin(Math.sin(e) * Math.sin(l));
      const ad = Math.asin(Math.tan(latitude * RAD) * Math.tan(declination)) / RAD;
      if (above) expect(normalizeDegrees(ra - ramc)).toBeCloseTo(fraction * (90 + ad), 6);
      else expect(normalizeDegrees(ramc + 180 - ra)).toBeCloseTo(fraction * (90 - ad), 6);
    };
    check(cusps[10]!, 1 / 3, true);
    check(cusps[11]!, 2 / 3, true);
    check(cusps[1]!, 2 / 3, false);
    check(cusps[2]!, 1 / 3, false);
    // The cusps go round the zodiac in order.
    for (let house = 0; house < 12; house++) {
      const width = normalizeDegrees(cusps[(house + 1) % 12]! - cusps[house]!);
      expect(width).toBeGreaterThan(0);
      expect(width).toBeLessThan(90);
    }
  });

  test("[charts.houses] on the equator Placidus cusps fall at every 30° of right ascension from the MC", () => {
    const cusps = placidusCusps({ ramc: 77, latitude: 0, obliquity: 23.44 })!;
    for (let house = 0; house < 12; house++) {
      expect(gap(cusps[house]!, eclipticFromRightAscension(77 + 90 + house * 30, 23.44))).toBeLessThan(1e-6);
    }
  });

  test("[charts.houses] Whole Sign starts at the rising sign, Equal at the Ascendant's degree", () => {
    expect(wholeSignCusps(116.6)).toEqual([90, 120, 150, 180, 210, 240, 270, 300, 330, 0, 30, 60]);
    expect(equalCusps(350.5)).toEqual([350.5, 20.5, 50.5, 80.5, 110.5, 140.5, 170.5, 200.5, 230.5, 260.5, 290.5, 320.5]);
    expect(houseCusps("whole-sign", { ramc: 0, latitude: 51.5, obliquity: 23.44 }).cusps[0]).toBe(90);
    expect(houseOf(95, wholeSignCusps(116.6))).toBe(1);
    expect(houseOf(89.9, wholeSignCusps(116.6))).toBe(12);
    expect(houseOf(5, equalCusps(350.5))).toBe(1);
    expect(houseOf(349, equalCusps(350.5))).toBe(12);
  });

  test.each([
    ["Tromsø", 69.6492, 18.9553, "2026-01-10T12:00:00Z"],
    ["Longyearbyen", 78.2232, 15.6267, "2026-01-10T12:00:00Z"],
    ["McMurdo Station", -77.846, 166.676, "2026-07-01T00:00:00Z"],
  ])("[charts.houses] above the polar circle (%s) Placidus gives way to Whole Sign, with a note", (_place, latitude, longitude, at) => {
    const frame = chartFrame(new Date(at), latitude, longitude);
    expect(placidusCusps(frame)).toBeUndefined();
    const houses = houseCusps("placidus", frame);
    expect(houses).toEqual({ system: "whole-sign", cusps: wholeSignCusps(ascendant(frame)), note: POLAR_HOUSES_NOTE });
    // Equal houses need only the Ascendant, so they stay.
    expect(houseCusps("equal", frame)).toEqual({ system: "equal", cusps: equalCusps(ascendant(frame)) });
  });

  test("[charts.houses] just inside the polar circle Placidus still holds", () => {
    // The polar circle is at 90° minus the obliquity, 66.56° in 2026.
    const frame = chartFrame(new Date("2026-01-10T12:00:00Z"), 66.4, 18.9553);
    expect(houseCusps("placidus", frame).system).toBe("placidus");
  });
});
