import { expect, test } from "vitest";
import { ELEMENTS, elementRelation } from "./elements";
import { modalityOf } from "./modalities";
import { bodyInProse, rulerInProse } from "./planets";
import { findSign, isSignSlug, pickRandomSigns, SIGN_SLUGS, SIGNS, signsOfElement } from "./signs";
import { requireSign } from "./require-sign";
import { normalizeDegrees, zodiacPlace } from "./sky";

test("[signs.slugs] twelve signs with their slugs, in zodiac order", () => {
  expect(SIGNS.map((sign) => sign.slug).join(" ")).toBe(
    "aries taurus gemini cancer leo virgo libra scorpio sagittarius capricorn aquarius pisces",
  );
  expect(SIGN_SLUGS).toEqual(SIGNS.map((sign) => sign.slug));
});

test("[signs.data] the symbols' nicknames", () => {
  expect(SIGNS.map((sign) => sign.nickname)).toEqual([
    "Ram",
    "Bull",
    "Twins",
    "Crab",
    "Lion",
    "Virgin",
    "Scales",
    "Scorpion",
    "Archer",
    "Goat",
    "Water Bearer",
    "Fish",
  ]);
});

test("[signs.data] modalities: cardinal, fixed and mutable, one of each per element", () => {
  const by = (modality: string) => SIGNS.filter((sign) => modalityOf(sign) === modality).map((sign) => sign.name);
  expect(by("Cardinal")).toEqual(["Aries", "Cancer", "Libra", "Capricorn"]);
  expect(by("Fixed")).toEqual(["Taurus", "Leo", "Scorpio", "Aquarius"]);
  expect(by("Mutable")).toEqual(["Gemini", "Virgo", "Sagittarius", "Pisces"]);
  for (const element of ELEMENTS) expect(new Set(signsOfElement(element).map(modalityOf)).size).toBe(3);
});

test("[signs.data] each element holds three signs; colours are hex with twelve different names", () => {
  for (const element of ELEMENTS) expect(signsOfElement(element)).toHaveLength(3);
  expect(SIGNS.every((sign) => /^#[0-9A-F]{6}$/.test(sign.color))).toBe(true);
  expect(new Set(SIGNS.map((sign) => sign.colorName)).size).toBe(12);
  expect(findSign("aries")?.colorName).toBe("Crimson");
});

test("[signs.element-relations] how elements meet: same, complementary (fire-air, earth-water), opposing (fire-water, earth-air), else neutral", () => {
  expect(elementRelation("fire", "fire")).toBe("same");
  expect(elementRelation("air", "fire")).toBe("complementary");
  expect(elementRelation("water", "earth")).toBe("complementary");
  expect(elementRelation("water", "fire")).toBe("opposing");
  expect(elementRelation("earth", "air")).toBe("opposing");
  expect(elementRelation("fire", "earth")).toBe("neutral");
  expect(elementRelation("air", "water")).toBe("neutral");
  for (const a of ELEMENTS) for (const b of ELEMENTS) expect(elementRelation(a, b)).toBe(elementRelation(b, a));
});

test("[signs.slugs] lookups are by slug, whatever its case; random picks are distinct", () => {
  expect(findSign("leo")?.name).toBe("Leo");
  expect(findSign("LEO")?.name).toBe("Leo");
  expect(findSign("notasign")).toBeUndefined();
  expect(isSignSlug("pisces")).toBe(true);
  expect(isSignSlug("Pisces")).toBe(false);
  expect(isSignSlug("ophiuchus")).toBe(false);
  const picked = pickRandomSigns(3);
  expect(new Set(picked.map((sign) => sign.slug)).size).toBe(3);
});

test("the Sun and the Moon take an article in prose; planets do not", () => {
  expect(rulerInProse(findSign("leo")!)).toBe("the Sun");
  expect(rulerInProse(findSign("cancer")!)).toBe("the Moon");
  expect(rulerInProse(findSign("aries")!)).toBe("Mars");
  expect(bodyInProse("Jupiter")).toBe("Jupiter");
});

test("a longitude falls in the sign of its 30° span, Aries from 0°", () => {
  expect(zodiacPlace(0)).toEqual({ sign: "aries", degree: 0 });
  expect(zodiacPlace(45.5)).toEqual({ sign: "taurus", degree: 15.5 });
  expect(zodiacPlace(359.9).sign).toBe("pisces");
  expect(zodiacPlace(-30).sign).toBe("pisces");
  expect(zodiacPlace(720 + 95).sign).toBe("cancer");
  expect(normalizeDegrees(-1e-15)).toBeLessThan(360);
});

test("[signs.slugs] a sign route's slug: lower case passes, other cases go to the lower-case page, anything else is not found", async () => {
  const at = (path: string) => new URL(`http://localhost${path}?ungated=1`);
  expect(requireSign("leo", at("/signs/leo")).name).toBe("Leo");
  const moved = (() => {
    try {
      requireSign("Leo", at("/signs/Leo/compatibility/VIRGO"));
    } catch (thrown) {
      return thrown as Response;
    }
  })();
  expect(moved?.status).toBe(301);
  expect(moved?.headers.get("Location")).toBe("/signs/leo/compatibility/virgo?ungated=1");
  for (const slug of ["ophiuchus", "", undefined]) {
    let thrown: unknown;
    try {
      requireSign(slug, at("/signs/ophiuchus"));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init?: { status?: number } }).init?.status, String(slug)).toBe(404);
  }
});
