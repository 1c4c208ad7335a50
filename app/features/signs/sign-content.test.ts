import { expect, test } from "vitest";
import { findSign, SIGNS } from "#app/zodiac/signs.ts";
import { findMonth, MONTH_NAMES, signSeasonsInMonth } from "./months";
import { PERSONALITY_TEXTS } from "./personality-texts";
import { seasonsOf } from "./seasons";

test("[signs.seasons] each sign in the season it falls in up north; the southern hemisphere has the opposite one", () => {
  expect(seasonsOf({ slug: "aries" })).toEqual({ northern: "spring", southern: "fall" });
  expect(seasonsOf({ slug: "leo" })).toEqual({ northern: "summer", southern: "winter" });
  expect(seasonsOf({ slug: "scorpio" })).toEqual({ northern: "fall", southern: "spring" });
  expect(seasonsOf({ slug: "pisces" })).toEqual({ northern: "winter", southern: "summer" });
});

test("[signs.months] every calendar month spans the end of one sign's season and the start of the next", () => {
  expect(signSeasonsInMonth("January")).toEqual({ ending: findSign("capricorn"), starting: findSign("aquarius") });
  expect(signSeasonsInMonth("March")).toEqual({ ending: findSign("pisces"), starting: findSign("aries") });
  for (const month of MONTH_NAMES) {
    const { ending, starting } = signSeasonsInMonth(month);
    expect(ending && starting, month).toBeTruthy();
  }
  expect(findMonth("MARCH")).toBe("March");
  expect(findMonth("smarch")).toBeUndefined();
});

test("[signs.personality-texts] the personality page's loading and error texts, word for word", () => {
  expect(PERSONALITY_TEXTS.loading("Leo")).toBe("Generating comprehensive Leo personality guide...");
  expect(PERSONALITY_TEXTS.failed(PERSONALITY_TEXTS.fallbackError)).toBe("Failed to load comprehensive content: Failed to load content");
});

test("[signs.seasons] every sign has its season: three signs each, in zodiac order", () => {
  const northern = SIGNS.map((sign) => seasonsOf(sign).northern);
  expect(northern).toEqual([
    "spring",
    "spring",
    "spring",
    "summer",
    "summer",
    "summer",
    "fall",
    "fall",
    "fall",
    "winter",
    "winter",
    "winter",
  ]);
});
