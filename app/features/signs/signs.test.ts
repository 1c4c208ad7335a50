import { expect, test } from "vitest";
import { PERSONALITY_TEXTS } from "./personality-texts";
import { seasonsOf } from "./seasons";
import { findSign, modalityOf, pickRandomSigns, SIGNS } from "./signs";

test("twelve signs with the spec's slugs, in zodiac order", () => {
  expect(SIGNS.map((sign) => sign.slug)).toEqual([
    "aries", "taurus", "gemini", "cancer", "leo", "virgo",
    "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces",
  ]);
});

test("the spec's symbol nicknames", () => {
  expect(SIGNS.map((sign) => sign.nickname)).toEqual([
    "Ram", "Bull", "Twins", "Crab", "Lion", "Virgin", "Scales", "Scorpion", "Archer", "Goat", "Water Bearer", "Fish",
  ]);
});

test("modality follows the name as the spec defines it", () => {
  const by = (modality: string) => SIGNS.filter((sign) => modalityOf(sign) === modality).map((sign) => sign.name);
  expect(by("Cardinal")).toEqual(["Aries", "Cancer", "Libra", "Capricorn"]);
  expect(by("Fixed")).toEqual(["Taurus", "Leo", "Scorpio", "Aquarius"]);
  expect(by("Mutable")).toEqual(["Gemini", "Virgo", "Sagittarius", "Pisces"]);
});

test("each element holds three signs and colours are hex", () => {
  for (const element of ["fire", "earth", "air", "water"]) {
    expect(SIGNS.filter((sign) => sign.element === element)).toHaveLength(3);
  }
  expect(SIGNS.every((sign) => /^#[0-9A-F]{6}$/.test(sign.color))).toBe(true);
});

test("seasons: northern as the spec lists, southern the opposite", () => {
  expect(seasonsOf({ slug: "aries" })).toEqual({ northern: "spring", southern: "fall" });
  expect(seasonsOf({ slug: "leo" })).toEqual({ northern: "summer", southern: "winter" });
  expect(seasonsOf({ slug: "scorpio" })).toEqual({ northern: "fall", southern: "spring" });
  expect(seasonsOf({ slug: "pisces" })).toEqual({ northern: "winter", southern: "summer" });
});

test("lookups are by lowercase slug; random picks are distinct", () => {
  expect(findSign("leo")?.name).toBe("Leo");
  expect(findSign("notasign")).toBeUndefined();
  const picked = pickRandomSigns(3);
  expect(new Set(picked.map((sign) => sign.slug)).size).toBe(3);
});

test("every calendar month spans the end of one sign's season and the start of the next", async () => {
  const { MONTH_NAMES, signSeasonsInMonth, findMonth } = await import("./months");
  expect(signSeasonsInMonth("January")).toEqual({ ending: findSign("capricorn"), starting: findSign("aquarius") });
  expect(signSeasonsInMonth("March")).toEqual({ ending: findSign("pisces"), starting: findSign("aries") });
  for (const month of MONTH_NAMES) {
    const { ending, starting } = signSeasonsInMonth(month);
    expect(ending && starting, month).toBeTruthy();
  }
  expect(findMonth("MARCH")).toBe("March");
  expect(findMonth("smarch")).toBeUndefined();
});

test("the Sun and the Moon take an article in prose; planets do not", async () => {
  const { rulerInProse } = await import("./signs");
  expect(rulerInProse(findSign("leo")!)).toBe("the Sun");
  expect(rulerInProse(findSign("cancer")!)).toBe("the Moon");
  expect(rulerInProse(findSign("aries")!)).toBe("Mars");
});

test("the personality page's loading and error texts, word for word", () => {
  expect(PERSONALITY_TEXTS.loading("Leo")).toBe("Generating comprehensive Leo personality guide...");
  expect(PERSONALITY_TEXTS.failed(PERSONALITY_TEXTS.fallbackError)).toBe("Failed to load comprehensive content: Failed to load content");
});
