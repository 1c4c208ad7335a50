import { describe, expect, test } from "vitest";
import { PLANETS, bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { ASPECTS_OF_THE_LIGHTS } from "#app/features/charts/interpretations/aspects-of-the-lights.ts";
import { ASPECTS_OF_THE_SLOW_PLANETS } from "#app/features/charts/interpretations/aspects-of-the-slow-planets.ts";
import { ASPECTS_OF_VENUS_AND_MARS } from "#app/features/charts/interpretations/aspects-of-venus-and-mars.ts";
import { OUTER_PLANETS_IN_HOUSES } from "#app/features/charts/interpretations/outer-planets-in-houses.ts";
import { OUTER_PLANETS_IN_SIGNS, RISING_SIGNS } from "#app/features/charts/interpretations/outer-planets-in-signs.ts";
import { PERSONAL_PLANETS_IN_HOUSES } from "#app/features/charts/interpretations/personal-planets-in-houses.ts";
import { PERSONAL_PLANETS_IN_SIGNS } from "#app/features/charts/interpretations/personal-planets-in-signs.ts";
import {
  MOON_HOUSE_TEXTS,
  NATAL_POINTS,
  SLOW_TRANSIT_REMINDERS,
  aspectTone,
  moonHouseText,
  slowTransitReminder,
  transitText,
  type AspectKind,
  type NatalPoint,
  type SlowBody,
} from "./transit-texts";
import { TRANSITS_OF_THE_INNER_PLANETS } from "./transits-of-the-inner-planets";
import { TRANSITS_OF_THE_LIGHTS } from "./transits-of-the-lights";
import { TRANSITS_OF_THE_SLOW_PLANETS } from "./transits-of-the-slow-planets";

const KINDS: AspectKind[] = ["conjunction", "sextile", "square", "trine", "opposition"];
const TONES = ["meets", "flows", "presses"] as const;
const SLOW_BODIES: SlowBody[] = ["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"];
const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const HOUSE_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.?!])\s+/);
const ASPECT_WORDS = /\b(conjunct|conjunctions?|squares?|trines?|sextiles?|opposite|oppositions?)\b/i;
const AMERICAN =
  /(?<![-\w])(colors?|colored|favorites?|favored|behaviors?|honors?|honored|neighbors?|centers?|centered|organiz\w*|realiz\w*|recogniz\w*|analyz\w*|apologiz\w*|prioritiz\w*|memoriz\w*|harmoniz\w*|gray|traveling|traveled|canceled|practicing|defense|offense|jewelry|skeptic\w*|fulfill|fulfills|mold|labor|rumor|humor|vapor|splendor|savor\w*)(?![-\w])/;

/** How a text must name the natal point, in the reader’s terms. */
function namesPoint(point: NatalPoint): RegExp {
  if (point === "Ascendant") return /\byour (Ascendant|rising sign)\b/;
  if (point === "Midheaven") return /\byour Midheaven\b|\bthe top of your chart\b/;
  return new RegExp(`\\byour ${point}\\b`);
}

/** How a text must name the transiting body: "the Moon", "Mars", never only as "your Mars". */
function namesBody(body: Planet): RegExp {
  const name = bodyInProse(body);
  return name.startsWith("the ") ? new RegExp(`\\b[Tt]${name.slice(1)}\\b`) : new RegExp(`(?<!your )\\b${name}\\b`);
}

/** Every string inside a table of readings, however deeply it is nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const NATAL_TEXTS = strings([
  ASPECTS_OF_THE_LIGHTS,
  ASPECTS_OF_THE_SLOW_PLANETS,
  ASPECTS_OF_VENUS_AND_MARS,
  OUTER_PLANETS_IN_HOUSES,
  OUTER_PLANETS_IN_SIGNS,
  RISING_SIGNS,
  PERSONAL_PLANETS_IN_HOUSES,
  PERSONAL_PLANETS_IN_SIGNS,
]);
const TRANSIT_TEXTS = PLANETS.flatMap((body) => NATAL_POINTS.flatMap((point) => TONES.map((tone) => ({ body, point, tone }))));
const ALL_TRANSIT_TEXTS = strings([TRANSITS_OF_THE_LIGHTS, TRANSITS_OF_THE_INNER_PLANETS, TRANSITS_OF_THE_SLOW_PLANETS]);
const MOON_TEXTS = strings(MOON_HOUSE_TEXTS);
const REMINDERS = strings(SLOW_TRANSIT_REMINDERS);

describe("transit readings", () => {
  test("a conjunction meets, a sextile or trine flows, a square or opposition presses", () => {
    expect(KINDS.map(aspectTone)).toEqual(["meets", "flows", "presses", "flows", "presses"]);
  });

  test("each table holds its bodies, each with every natal point in every tone, and nothing else", () => {
    const tables = { ...TRANSITS_OF_THE_LIGHTS, ...TRANSITS_OF_THE_INNER_PLANETS, ...TRANSITS_OF_THE_SLOW_PLANETS };
    expect(Object.keys(TRANSITS_OF_THE_LIGHTS)).toEqual(["Sun", "Moon"]);
    expect(Object.keys(TRANSITS_OF_THE_INNER_PLANETS)).toEqual(["Mercury", "Venus", "Mars"]);
    expect(Object.keys(TRANSITS_OF_THE_SLOW_PLANETS)).toEqual(SLOW_BODIES);
    for (const body of PLANETS) {
      expect(Object.keys(tables[body]), body).toEqual([...NATAL_POINTS]);
      for (const point of NATAL_POINTS) expect(Object.keys(tables[body][point]), `${body} to ${point}`).toEqual([...TONES]);
    }
    expect(ALL_TRANSIT_TEXTS).toHaveLength(360);
  });

  test("every body, point and aspect has a text of 20 to 45 words in one or two sentences, naming the point and the body", () => {
    let combinations = 0;
    for (const body of PLANETS) {
      for (const point of NATAL_POINTS) {
        for (const kind of KINDS) {
          const text = transitText(body, point, kind);
          const where = `${body} ${kind} ${point}: ${text}`;
          expect(words(text), where).toBeGreaterThanOrEqual(20);
          expect(words(text), where).toBeLessThanOrEqual(45);
          expect(sentences(text).length, where).toBeLessThanOrEqual(2);
          expect(text, where).toMatch(namesPoint(point));
          expect(text, where).toMatch(namesBody(body));
          combinations++;
        }
      }
    }
    expect(combinations).toBe(600);
    expect(new Set(TRANSIT_TEXTS.map(({ body, point, tone }) => `${body}/${point}/${tone}`)).size).toBe(360);
  });

  test("a missing text is an error, not a blank", () => {
    expect(() => transitText("Sun", "Vertex" as NatalPoint, "trine")).toThrow(/Vertex/);
    expect(() => moonHouseText(13, "enters")).toThrow(/13/);
  });

  test("no text names an aspect: the heading already does", () => {
    for (const text of [...ALL_TRANSIT_TEXTS, ...MOON_TEXTS, ...REMINDERS]) expect(text).not.toMatch(ASPECT_WORDS);
  });

  test("the prose keeps to British spelling, typographic apostrophes and no exclamation marks", () => {
    for (const text of [...ALL_TRANSIT_TEXTS, ...MOON_TEXTS, ...REMINDERS]) {
      expect(text).not.toMatch(AMERICAN);
      expect(text).not.toMatch(/['!"]/);
      expect(text).not.toMatch(/\s{2}|\s[,.;:]/);
    }
  });

  test("no sentence appears twice across the transit texts, the Moon house texts and the birth chart readings", () => {
    const natal = new Set(NATAL_TEXTS.flatMap(sentences));
    expect(natal.size).toBeGreaterThan(500);
    const seen = new Map<string, string>();
    for (const text of [...ALL_TRANSIT_TEXTS, ...MOON_TEXTS]) {
      for (const sentence of sentences(text)) {
        expect(natal.has(sentence), `"${sentence}" is in a birth chart reading`).toBe(false);
        expect(seen.get(sentence), `"${sentence}" appears twice`).toBeUndefined();
        seen.set(sentence, text);
      }
    }
  });
});

describe("the Moon through the houses", () => {
  test("every house has three texts of 15 to 35 words, naming the house, that share no sentence", () => {
    for (const house of HOUSES) {
      const texts = (["enters", "stays", "leaves"] as const).map((day) => moonHouseText(house, day));
      for (const text of texts) {
        expect(words(text), text).toBeGreaterThanOrEqual(15);
        expect(words(text), text).toBeLessThanOrEqual(35);
        expect(text).toMatch(new RegExp(`\\byour ${HOUSE_WORDS[house - 1]} house, of `));
        expect(text).toMatch(/\bthe Moon\b/i);
      }
      const all = texts.flatMap(sentences);
      expect(new Set(all).size, `house ${house}`).toBe(all.length);
    }
    expect(MOON_TEXTS).toHaveLength(36);
  });
});

describe("reminders of the slow transits", () => {
  test("every reminder is a clause of 6 to 16 words, in lower case, without a final full stop, a body or a point", () => {
    const points = new RegExp(`\\b(${NATAL_POINTS.join("|")}|rising sign)\\b`, "i");
    for (const body of SLOW_BODIES) {
      for (const tone of TONES) {
        expect(SLOW_TRANSIT_REMINDERS[body][tone]).toHaveLength(4);
        for (const reminder of SLOW_TRANSIT_REMINDERS[body][tone]) {
          expect(words(reminder), reminder).toBeGreaterThanOrEqual(6);
          expect(words(reminder), reminder).toBeLessThanOrEqual(16);
          expect(reminder).toMatch(/^[a-z]/);
          expect(reminder).not.toMatch(/[.!?:;,]$/);
          expect(reminder).not.toMatch(points);
        }
      }
    }
    expect(REMINDERS).toHaveLength(60);
    expect(new Set(REMINDERS).size).toBe(60);
  });

  test("the reminders take turns: four successive days read four different texts, then the cycle repeats", () => {
    for (const body of SLOW_BODIES) {
      for (const tone of TONES) {
        const week = [10, 11, 12, 13, 14].map((day) => slowTransitReminder(body, tone, day));
        expect(new Set(week.slice(0, 4)).size).toBe(4);
        expect(week[4]).toBe(week[0]);
        expect(slowTransitReminder(body, tone, -1)).toBe(SLOW_TRANSIT_REMINDERS[body][tone][3]);
      }
    }
  });
});
