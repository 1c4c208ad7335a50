import { describe, expect, test } from "vitest";
import { separation } from "#app/zodiac/sky.ts";
import { WHEEL_MIN_FONT, chartWheelSvg, spreadLongitudes } from "./chart-wheel.server";
import { CHART_ANGLES, computeNatalChart } from "./natal-chart.server";

const LONDON = { latitude: 51.5085, longitude: -0.1257, houseSystem: "placidus" as const };
const known = computeNatalChart({ instant: new Date("1990-04-15T12:30:00Z"), ...LONDON, timeKnown: true });
const unknown = computeNatalChart({
  instant: new Date("1990-04-15T11:00:00Z"),
  ...LONDON,
  timeKnown: false,
  dayStart: new Date("1990-04-14T23:00:00Z"),
  dayEnd: new Date("1990-04-15T23:00:00Z"),
});

const count = (svg: string, pattern: RegExp) => (svg.match(pattern) ?? []).length;

describe("[charts.wheel] the wheel drawn as SVG on the server", () => {
  test("twelve signs, twelve bodies, the houses and the angles, no text below the phone's readable size", () => {
    const svg = chartWheelSvg(known);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain("<title>Birth chart wheel</title>");
    for (const glyph of ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"])
      expect(count(svg, new RegExp(glyph, "g"))).toBe(1);
    for (const glyph of ["☉", "☽", "☿", "♀", "♂", "♃", "♄", "♅", "♆", "♇", "☊", "☋"]) expect(count(svg, new RegExp(glyph, "g"))).toBe(1);
    // House numbers 1 to 12 and the two angles' labels.
    for (let house = 1; house <= 12; house++) expect(svg).toContain(`>${house}</text>`);
    expect(svg).toContain(">ASC</text>");
    expect(svg).toContain(">MC</text>");
    // Degrees are the positions table's: at a size a phone can read they would collide on the ring.
    expect(svg).not.toMatch(/\d°/);
    const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(sizes.length).toBeGreaterThan(24);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(WHEEL_MIN_FONT);
    expect(WHEEL_MIN_FONT * (360 / 600)).toBeGreaterThanOrEqual(11);
    // One line per aspect between two planets that is not a conjunction.
    const angles: readonly string[] = CHART_ANGLES;
    const drawn = known.aspects.filter((aspect) => aspect.kind !== "conjunction" && !angles.includes(aspect.to)).length;
    expect(count(svg, /stroke="#(3b82f6|ef4444)"/g)).toBe(drawn);
    // The inline wheel takes the page's colours; only the downloaded file fixes its own.
    expect(svg).not.toContain("xmlns");
    expect(svg).not.toContain('fill="#ffffff"');
  });

  test("the Ascendant is drawn at nine o'clock", () => {
    const svg = chartWheelSvg(known);
    // The Ascendant's line runs from the sign ring out past the rim, level with the centre (y = 300).
    expect(svg).toMatch(/<line x1="52" y1="300" x2="4" y2="300"/);
  });

  test("without a birth time: 0° Aries at nine o'clock, no houses, no angles", () => {
    const svg = chartWheelSvg(unknown);
    expect(svg).toContain("birth time unknown");
    expect(svg).not.toContain(">ASC</text>");
    expect(svg).not.toMatch(/>1<\/text>/);
  });

  test("the downloadable file is a standalone SVG with a white ground and its own ink", () => {
    const svg = chartWheelSvg(known, { standalone: true });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 600"/);
    expect(svg).toContain('<rect width="600" height="600" fill="#ffffff"/>');
    expect(svg).toContain('color="#1c1530"');
  });

  test("crowded glyphs are fanned out to at least the spacing, across 0° Aries too, and lone ones stay put", () => {
    const input = [358, 359, 1, 2, 100, 200, 201];
    const shown = spreadLongitudes(input, 8);
    expect(shown[4]).toBeCloseTo(100, 9);
    const sorted = [...shown].sort((a, b) => a - b);
    for (let index = 0; index < sorted.length; index++) {
      const next = sorted[(index + 1) % sorted.length]!;
      expect(separation(sorted[index]!, next)).toBeGreaterThanOrEqual(8 - 1e-9);
    }
    // The four round 0° keep their order about their centre, 0°: 348°, 356°, 4°, 12°.
    expect(shown.slice(0, 4).map((longitude) => Math.round(longitude))).toEqual([348, 356, 4, 12]);
  });
});
