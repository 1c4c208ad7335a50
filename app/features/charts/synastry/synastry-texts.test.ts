import { describe, expect, test } from "vitest";
import { ASPECT_KINDS } from "#app/zodiac/sky.ts";
import { ASPECTS_OF_THE_LIGHTS } from "#app/features/charts/interpretations/aspects-of-the-lights.ts";
import { ASPECTS_OF_THE_SLOW_PLANETS } from "#app/features/charts/interpretations/aspects-of-the-slow-planets.ts";
import { ASPECTS_OF_VENUS_AND_MARS } from "#app/features/charts/interpretations/aspects-of-venus-and-mars.ts";
import { SYNASTRY_OF_THE_INNER_PLANETS } from "./synastry-of-the-inner-planets";
import { SYNASTRY_OF_THE_LIGHTS } from "./synastry-of-the-lights";
import { SYNASTRY_OF_THE_SLOW_PLANETS } from "./synastry-of-the-slow-planets";
import { SYNASTRY_PAIRS, SYNASTRY_POINTS, synastryText, synastryTone, type SynastryTexts } from "./synastry-texts";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.?!])\s+/);
const ASPECT_WORDS = /\b(conjunct\w*|square\w*|trine\w*|sextile\w*|opposit\w*)\b/i;
const AMERICAN =
  /(?<![-\w])(colors?|colored|favorites?|favored|behaviors?|honors?|honored|neighbors?|centers?|centered|organiz\w*|realiz\w*|recogniz\w*|analyz\w*|apologiz\w*|prioritiz\w*|memoriz\w*|harmoniz\w*|gray|traveling|traveled|canceled|practicing|defense|offense|jewelry|skeptic\w*|fulfill|fulfills|mold|labor|rumor|humor|vapor|splendor|savor\w*)(?![-\w])/i;
const TABLES: SynastryTexts[] = [SYNASTRY_OF_THE_LIGHTS, SYNASTRY_OF_THE_INNER_PLANETS, SYNASTRY_OF_THE_SLOW_PLANETS];
const TEXTS: SynastryTexts = Object.assign({}, ...TABLES);
const allTexts = () => TABLES.flatMap((table) => Object.values(table).flatMap((text) => Object.values(text)));

describe("[charts.synastry] the readings of inter-aspects", () => {
  test("75 pairs, in point order, each with a reading of 18 to 45 words for every aspect", () => {
    expect(SYNASTRY_PAIRS).toHaveLength(75);
    expect(SYNASTRY_PAIRS.filter(([first, second]) => first === second)).toHaveLength(10);
    expect(SYNASTRY_PAIRS.filter(([, second]) => second === "Ascendant" || second === "Midheaven")).toHaveLength(20);
    const keys = SYNASTRY_PAIRS.map(([first, second]) => `${first}/${second}`);
    expect(new Set(keys).size).toBe(75);
    expect(TABLES.flatMap((table) => Object.keys(table)).sort()).toEqual([...keys].sort());
    for (const [first, second] of SYNASTRY_PAIRS) {
      expect(SYNASTRY_POINTS.indexOf(first)).toBeLessThanOrEqual(SYNASTRY_POINTS.indexOf(second));
      for (const kind of ASPECT_KINDS) {
        const text = TEXTS[`${first}/${second}`]?.[synastryTone(kind)];
        const label = `${first}/${second} ${kind}`;
        expect(text, label).toBeTypeOf("string");
        expect(words(text!), label).toBeGreaterThanOrEqual(18);
        expect(words(text!), label).toBeLessThanOrEqual(45);
        expect(text, label).toContain("{A}");
        expect(text, label).toContain("{B}");
        expect(text, label).not.toMatch(ASPECT_WORDS);
      }
    }
  });

  test("the tone follows the aspect: a conjunction meets, a sextile or trine flows, a square or opposition presses", () => {
    expect(ASPECT_KINDS.map(synastryTone)).toEqual(["meets", "flows", "presses", "flows", "presses"]);
  });

  test("the prose uses only the four placeholders, British spelling, curly apostrophes, no exclamations and no he or she", () => {
    const texts = allTexts();
    expect(texts).toHaveLength(225);
    for (const text of texts) {
      expect(
        text.match(/\{[^}]*\}/g)?.every((slot) => /^\{[ABab]\}$/.test(slot)),
        text,
      ).toBe(true);
      expect(text).not.toMatch(AMERICAN);
      expect(text).not.toContain("'");
      expect(text).not.toContain("!");
      expect(text).not.toMatch(/\b(he|she|him|his|her|hers)\b/i);
      expect(sentences(text).length, text).toBeLessThanOrEqual(2);
    }
  });

  test("the slow planets’ same-planet contacts are read as generational", () => {
    for (const planet of ["Uranus", "Neptune", "Pluto"] as const)
      for (const text of Object.values(TEXTS[`${planet}/${planet}`]!)) expect(text, planet).toMatch(/generation/);
  });

  test("the names are filled in, whichever order the two points are given in", () => {
    const expected = "Anna’s Venus";
    const reversed = synastryText("square", { point: "Mars", name: "Ben" }, { point: "Venus", name: "Anna" });
    const ordered = synastryText("square", { point: "Venus", name: "Anna" }, { point: "Mars", name: "Ben" });
    expect(reversed).toBe(ordered);
    expect(reversed).toContain(expected);
    expect(reversed).toContain("Ben’s Mars");
    expect(reversed).not.toContain("{");
    expect(reversed).not.toContain("Ben’s Venus");
    expect(reversed).toBe(
      TEXTS["Venus/Mars"]!.presses.replace(/\{A\}/g, "Anna’s")
        .replace(/\{B\}/g, "Ben’s")
        .replace(/\{a\}/g, "Anna")
        .replace(/\{b\}/g, "Ben"),
    );
    const angle = synastryText("conjunction", { point: "Ascendant", name: "Charles" }, { point: "Moon", name: "Anna" });
    expect(angle).toContain("Anna’s Moon");
    expect(angle).toContain("Charles’ Ascendant");
    expect(angle).not.toContain("Charles’s");
    expect(angle).not.toContain("{");
  });

  test("a same-planet contact names each person’s point", () => {
    const text = synastryText("trine", { point: "Sun", name: "Anna" }, { point: "Sun", name: "Ben" });
    expect(text).toContain("Anna’s Sun");
    expect(text).toContain("Ben’s Sun");
  });

  test("two angles have no reading", () => {
    expect(() => synastryText("conjunction", { point: "Ascendant", name: "Anna" }, { point: "Midheaven", name: "Ben" })).toThrow();
    expect(() => synastryText("square", { point: "Midheaven", name: "Anna" }, { point: "Ascendant", name: "Ben" })).toThrow();
    expect(() => synastryText("trine", { point: "Ascendant", name: "Anna" }, { point: "Ascendant", name: "Ben" })).toThrow();
  });

  test("no sentence is used twice, in the synastry readings or in the natal aspect readings", () => {
    const seen = new Map<string, string>();
    const natal = [ASPECTS_OF_THE_LIGHTS, ASPECTS_OF_VENUS_AND_MARS, ASPECTS_OF_THE_SLOW_PLANETS].flatMap((table) =>
      Object.values(table).flatMap((text) => Object.values(text)),
    );
    expect(natal.length).toBeGreaterThan(0);
    for (const paragraph of [...allTexts(), ...natal])
      for (const sentence of sentences(paragraph)) {
        expect(seen.get(sentence), `"${sentence}" appears twice`).toBeUndefined();
        seen.set(sentence, paragraph);
      }
  });
});
