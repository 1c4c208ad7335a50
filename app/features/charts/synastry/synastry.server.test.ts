import { describe, expect, test } from "vitest";
import { chartOf, readChartRequest } from "#app/features/charts/chart-request.server.ts";
import type { NatalChart } from "#app/features/charts/natal-chart.server.ts";
import { PLANETS } from "#app/zodiac/planets.ts";
import { separation } from "#app/zodiac/sky.ts";
import {
  synastry,
  synastryOrb,
  SYNASTRY_NOTES,
  SYNASTRY_POINT_WEIGHTS,
  SYNASTRY_SCORE_DAMPING,
  type SynastryAspect,
} from "./synastry.server";

function chart(query: string): NatalChart {
  const params = new URLSearchParams(query);
  const read = readChartRequest((name) => params.get(name) ?? undefined);
  if (!read.ok) throw new Error(read.error.message);
  return chartOf(read.request);
}

const ANNA = chart("date=1990-04-15&time=14:30&lat=51.5074&lon=-0.1278&tz=Europe/London");
const SAM = chart("date=1988-11-02&time=07:05&lat=48.8566&lon=2.3522&tz=Europe/Paris");
const NOON = chart("date=1988-11-02&unknown=1&lat=48.8566&lon=2.3522&tz=Europe/Paris");
const ASPECT_ANGLES = [0, 60, 90, 120, 180];

type Point = { point: string; longitude: number };
function pointsOf(natal: NatalChart): { planets: Point[]; angles: Point[] } {
  return {
    planets: natal.positions
      .filter((p) => (PLANETS as readonly string[]).includes(p.body))
      .map((p) => ({ point: p.body, longitude: p.longitude })),
    angles: [
      ...(natal.ascendant ? [{ point: "Ascendant", longitude: natal.ascendant.longitude }] : []),
      ...(natal.midheaven ? [{ point: "Midheaven", longitude: natal.midheaven.longitude }] : []),
    ],
  };
}

/** Every contact within its orb, found here the long way: all pairs, all five angles. */
function expectedContacts(one: NatalChart, two: NatalChart): string[] {
  const a = pointsOf(one);
  const b = pointsOf(two);
  const pairs = [
    ...a.planets.flatMap((x) => [...b.planets, ...b.angles].map((y) => [x, y] as const)),
    ...a.angles.flatMap((x) => b.planets.map((y) => [x, y] as const)),
  ];
  return pairs.flatMap(([x, y]) => {
    const apart = separation(x.longitude, y.longitude);
    const angle = ASPECT_ANGLES.find((candidate) => Math.abs(apart - candidate) <= synastryOrb(x.point as never, y.point as never));
    return angle === undefined ? [] : [`${x.point}/${y.point}/${angle}`];
  });
}

const keyOf = (aspect: SynastryAspect) => `${aspect.a}/${aspect.b}/${aspect.angle}`;

describe("[charts.synastry] two charts' inter-aspects", () => {
  const found = synastry({ name: "Anna", chart: ANNA }, { name: "Sam", chart: SAM });

  test("every planet of one against every planet and angle of the other, by the five aspects within their orbs, nothing missed, tightest first", () => {
    expect(found.aspects.map(keyOf).sort()).toEqual(expectedContacts(ANNA, SAM).sort());
    expect(found.aspects.length).toBeGreaterThan(10);
    const orbs = found.aspects.map((aspect) => aspect.orb);
    expect(orbs).toEqual([...orbs].sort((x, y) => x - y));
    for (const aspect of found.aspects) {
      expect(aspect.orb).toBeLessThanOrEqual(aspect.allowedOrb);
      expect(aspect.allowedOrb).toBe(aspect.a === "Sun" || aspect.a === "Moon" || aspect.b === "Sun" || aspect.b === "Moon" ? 6 : 4);
      // The angles of the two charts are never compared with each other.
      expect(["Ascendant", "Midheaven"].includes(aspect.a) && ["Ascendant", "Midheaven"].includes(aspect.b)).toBe(false);
    }
  });

  test("each contact is read in a sentence or two naming both people, under a title naming both points", () => {
    for (const aspect of found.aspects) {
      expect(aspect.title).toMatch(new RegExp(`^Anna’s ${aspect.a} (conjunct|sextile|square|trine|opposite) Sam’s ${aspect.b}$`));
      expect(aspect.text).toContain("Anna");
      expect(aspect.text).toContain("Sam");
      expect(aspect.text).not.toMatch(/\{[ABab]\}/);
      expect(aspect.text.split(/(?<=[.?!])\s+/).length).toBeLessThanOrEqual(2);
    }
  });

  test("the score is 50 + 50 × (harmony − tension) ÷ (harmony + tension + 2), from weights that follow the points and the orb", () => {
    const { score } = found;
    const share = (side: "harmony" | "tension") =>
      found.aspects
        .filter((aspect) => !aspect.generation)
        .reduce((sum, aspect) => sum + (aspect.side === side ? aspect.weight : aspect.side === "both" ? aspect.weight / 2 : 0), 0);
    expect(score.harmony).toBeCloseTo(share("harmony"), 1);
    expect(score.tension).toBeCloseTo(share("tension"), 1);
    expect(score.value).toBe(
      Math.round(50 + (50 * (score.harmony - score.tension)) / (score.harmony + score.tension + SYNASTRY_SCORE_DAMPING)),
    );
    expect(score.value).toBeGreaterThanOrEqual(0);
    expect(score.value).toBeLessThanOrEqual(100);
    for (const aspect of found.aspects.filter((item) => !item.generation)) {
      const pair = (SYNASTRY_POINT_WEIGHTS[aspect.a] * SYNASTRY_POINT_WEIGHTS[aspect.b]) / 3;
      // A contact at exact weighs its pair's whole weight; one at the edge of its orb, half.
      expect(aspect.weight).toBeLessThanOrEqual(pair + 0.01);
      expect(aspect.weight).toBeGreaterThanOrEqual(pair / 2 - 0.01);
    }
    // A flowing aspect is harmony, a pressing one tension; a conjunction with Mars or a slow planet is both.
    for (const aspect of found.aspects) {
      if (aspect.tone === "flows") expect(aspect.side).toBe("harmony");
      if (aspect.tone === "presses") expect(aspect.side).toBe("tension");
    }
    for (const side of ["harmony", "tension"] as const) {
      expect(score.reasons[side].length).toBeLessThanOrEqual(3);
      for (const reason of score.reasons[side]) expect(reason.generation).toBe(false);
    }
  });

  test("the score does not depend on which chart comes first", () => {
    const swapped = synastry({ name: "Sam", chart: SAM }, { name: "Anna", chart: ANNA });
    expect(swapped.score.value).toBe(found.score.value);
    expect(swapped.aspects).toHaveLength(found.aspects.length);
  });

  test("a chart with itself: every planet meets its own place; the slow planets' are a shared generation and leave the score alone", () => {
    const self = synastry({ name: "Anna", chart: ANNA }, { name: "Anne", chart: ANNA });
    for (const planet of PLANETS)
      expect(self.aspects.some((aspect) => aspect.a === planet && aspect.b === planet && aspect.orb < 1e-9)).toBe(true);
    const generation = self.aspects.filter((aspect) => aspect.generation);
    expect(generation.map((aspect) => `${aspect.a}/${aspect.b}`)).toEqual(
      expect.arrayContaining(["Uranus/Uranus", "Neptune/Neptune", "Pluto/Pluto"]),
    );
    for (const aspect of generation) expect(aspect.weight).toBe(0);
    expect(self.aspects.find((aspect) => aspect.a === "Pluto" && aspect.b === "Pluto")!.text).toMatch(/generation/i);
  });

  test("without a birth time, a chart has no angles to compare, and the reading says so", () => {
    const noon = synastry({ name: "Anna", chart: ANNA }, { name: "Sam", chart: NOON });
    expect(noon.aspects.some((aspect) => aspect.b === "Ascendant" || aspect.b === "Midheaven")).toBe(false);
    expect(noon.aspects.some((aspect) => aspect.a === "Ascendant" || aspect.a === "Midheaven")).toBe(true);
    expect(noon.notes).toEqual([SYNASTRY_NOTES.timeUnknown("Sam")]);
    expect(noon.notes[0]).toBe(
      "Sam’s birth time is not known, so that chart has no Ascendant or Midheaven to compare, and its Moon is taken at noon, up to 8° from where it was at the birth.",
    );
    expect(found.notes).toEqual([]);
  });
});
