import { describe, expect, test } from "vitest";
import { PLANETS } from "#app/zodiac/planets.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { CHART_ASPECTS, computeNatalChart } from "#app/features/charts/natal-chart.server.ts";
import { ASPECT_POINTS } from "./aspect-texts";
import { aspectParagraph, interpretChart, planetParagraphs } from "./interpret.server";
import { RISING_SIGNS } from "./outer-planets-in-signs";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const HOUSE_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);
// A London birth of 15 April 1990 at 13:30 BST, with its time.
const LONDON_1990 = computeNatalChart({
  instant: new Date("1990-04-15T12:30:00Z"),
  latitude: 51.5085,
  longitude: -0.1257,
  houseSystem: "placidus",
  timeKnown: true,
});

describe("[charts.interpretations] the written reading", () => {
  test("every planet in every sign, and in every house, reads differently and runs to at least 40 words", () => {
    const seen = new Set<string>();
    let combinations = 0;
    for (const planet of PLANETS) {
      for (const sign of SIGN_SLUGS) {
        const signOnly = planetParagraphs(planet, sign);
        // Without a birth time a planet has its sign paragraph alone: that must stand on its own.
        expect(words(signOnly.join(" ")), `${planet} in ${sign}`).toBeGreaterThanOrEqual(40);
        for (const house of HOUSE_NUMBERS) {
          const text = planetParagraphs(planet, sign, house).join(" ");
          expect(words(text)).toBeGreaterThanOrEqual(40);
          seen.add(text);
          combinations++;
        }
      }
    }
    expect(combinations).toBe(1440);
    expect(seen.size).toBe(1440);
  });

  test("no paragraph and no sentence is used twice, in any table", () => {
    const paragraphs = new Set<string>();
    const sentences = new Map<string, string>();
    const all = [
      ...PLANETS.flatMap((planet) => SIGN_SLUGS.map((sign) => planetParagraphs(planet, sign)[0]!)),
      ...PLANETS.flatMap((planet) => HOUSE_NUMBERS.map((house) => planetParagraphs(planet, "aries", house)[1]!)),
      ...SIGN_SLUGS.map((sign) => RISING_SIGNS[sign]),
    ];
    expect(all).toHaveLength(120 + 120 + 12);
    for (const paragraph of all) {
      expect(paragraphs.has(paragraph)).toBe(false);
      paragraphs.add(paragraph);
      for (const sentence of paragraph.split(/(?<=[.!?])\s+/)) {
        expect(sentences.get(sentence), `"${sentence}" appears twice`).toBeUndefined();
        sentences.set(sentence, paragraph);
      }
    }
    for (const sign of SIGN_SLUGS) expect(words(RISING_SIGNS[sign]), sign).toBeGreaterThanOrEqual(40);
  });

  test("a house paragraph names no sign, so it reads true after any sign", () => {
    const signNames = /\b(Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)\b/;
    for (const planet of PLANETS)
      for (const house of HOUSE_NUMBERS) expect(planetParagraphs(planet, "aries", house)[1]).not.toMatch(signNames);
  });

  test("a chart with its time: the Sun, the Moon and the rising sign, then eight planets, each with its house", () => {
    const chart = LONDON_1990;
    const reading = interpretChart(chart);
    expect(reading.bigThree.map((entry) => entry.title)).toEqual([
      "The Sun in Aries, 9th house",
      "The Moon in Sagittarius, 5th house",
      "Leo rising",
    ]);
    expect(reading.bigThree[2]!.paragraphs).toEqual([RISING_SIGNS.leo]);
    expect(reading.planets.map((entry) => entry.key)).toEqual(PLANETS.slice(2));
    for (const entry of [...reading.bigThree.slice(0, 2), ...reading.planets]) expect(entry.paragraphs).toHaveLength(2);
  });

  test("without a time: no houses, no rising sign, and both Moons when the Moon changed sign that day", () => {
    // 2 January 2026: the Moon entered Gemini in the morning (UT), so the day holds two Moon signs.
    const day = { dayStart: new Date("2026-01-02T00:00:00Z"), dayEnd: new Date("2026-01-03T00:00:00Z") };
    const chart = computeNatalChart({
      instant: new Date("2026-01-02T12:00:00Z"),
      latitude: 51.5,
      longitude: 0,
      houseSystem: "placidus",
      timeKnown: false,
      ...day,
    });
    const reading = interpretChart(chart);
    const moons = reading.bigThree.filter((entry) => entry.key.startsWith("Moon"));
    expect(moons.map((entry) => entry.key)).toEqual(chart.moonRange!.signs.map((sign) => `Moon:${sign}`));
    expect(moons).toHaveLength(2);
    expect(moons[0]!.paragraphs[0]).toMatch(/^The Moon moved from \w+ into \w+ during your birth day/);
    expect(reading.bigThree.some((entry) => entry.key === "Ascendant")).toBe(false);
    for (const entry of reading.planets) expect(entry.paragraphs).toHaveLength(1);
  });
});

describe("[charts.aspect-readings] the aspects read", () => {
  const KINDS = CHART_ASPECTS.map((aspect) => aspect.kind);
  // Every pair of the ten planets and the two angles, but not the angles with each other.
  const PAIRS = ASPECT_POINTS.flatMap((first, index) =>
    ASPECT_POINTS.slice(index + 1)
      .filter((second) => !(first === "Ascendant" && second === "Midheaven"))
      .map((second) => [first, second] as const),
  );
  const called = (point: string) => (point === "Midheaven" ? /\b(Midheaven|MC)\b/ : new RegExp(`\\b${point}\\b`));

  test("the five major aspects of all 65 pairs each have their own paragraph of at least 40 words, naming both points", () => {
    expect(PAIRS).toHaveLength(65);
    for (const [first, second] of PAIRS)
      for (const kind of KINDS) {
        const text = aspectParagraph(first, second, kind);
        expect(text, `${first} ${kind} ${second}`).toBeDefined();
        expect(words(text!), `${first} ${kind} ${second}`).toBeGreaterThanOrEqual(40);
        expect(text, `${first} ${kind} ${second}`).toMatch(called(first));
        expect(text, `${first} ${kind} ${second}`).toMatch(called(second));
      }
    expect(aspectParagraph("Ascendant", "Midheaven", "square")).toBeUndefined();
  });

  test("no sentence of an aspect reading appears twice, or in any planet, house or rising-sign paragraph", () => {
    const sentences = new Map<string, string>();
    const readings = [
      ...PLANETS.flatMap((planet) => SIGN_SLUGS.map((sign) => planetParagraphs(planet, sign)[0]!)),
      ...PLANETS.flatMap((planet) => HOUSE_NUMBERS.map((house) => planetParagraphs(planet, "aries", house)[1]!)),
      ...SIGN_SLUGS.map((sign) => RISING_SIGNS[sign]),
      ...PAIRS.flatMap(([first, second]) => KINDS.map((kind) => aspectParagraph(first, second, kind)!)),
    ];
    expect(readings).toHaveLength(252 + 325);
    for (const paragraph of readings)
      for (const sentence of paragraph.split(/(?<=[.!?])\s+/)) {
        expect(sentences.get(sentence), `"${sentence}" appears twice`).toBeUndefined();
        sentences.set(sentence, paragraph);
      }
  });

  test("a chart with its time reads every aspect it lists, those to the Ascendant and the Midheaven too, tightest first", () => {
    const chart = LONDON_1990;
    const reading = interpretChart(chart);
    expect(reading.aspects.map((entry) => entry.title)).toEqual(chart.aspects.map(({ from, kind, to }) => `${from} ${kind} ${to}`));
    expect(chart.aspects.some((aspect) => aspect.to === "Ascendant" || aspect.to === "Midheaven")).toBe(true);
    for (const [index, entry] of reading.aspects.entries()) {
      const { from, to, kind } = chart.aspects[index]!;
      expect(entry.paragraphs).toEqual([aspectParagraph(from, to, kind)]);
    }
  });

  test("without a time the angles have no aspects to read", () => {
    const chart = computeNatalChart({
      instant: new Date("1990-04-15T12:00:00Z"),
      latitude: 51.5,
      longitude: 0,
      houseSystem: "placidus",
      timeKnown: false,
      dayStart: new Date("1990-04-15T00:00:00Z"),
      dayEnd: new Date("1990-04-16T00:00:00Z"),
    });
    const reading = interpretChart(chart);
    expect(reading.aspects.length).toBe(chart.aspects.length);
    expect(reading.aspects.some((entry) => /Ascendant|Midheaven/.test(entry.title))).toBe(false);
  });
});
