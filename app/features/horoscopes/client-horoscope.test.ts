import { expect, test } from "vitest";
import { buildFallbackHoroscope, readingToRow, toClientHoroscope } from "./client-horoscope";
import { writeDailyHoroscope } from "./generator";
import { luckyColorOfHex } from "./lucky-colors";
import { syntheticSkies } from "#tests/factories/synthetic-sky.ts";
import { SIGNS } from "#app/zodiac/signs.ts";

const pisces = SIGNS.find((sign) => sign.slug === "pisces")!;

test("[daily.api] a stored reading becomes the API's shape, with the colour's name and hex", () => {
  const reading = writeDailyHoroscope({ sign: pisces, ...syntheticSkies("2026-05-01"), date: "2026-05-01" });
  const client = toClientHoroscope({ ...readingToRow(reading, "pisces", "2026-05-01") });
  expect(Object.keys(client).sort()).toEqual([
    "career",
    "compatible",
    "date",
    "headline",
    "houses",
    "love",
    "lucky",
    "mood",
    "overview",
    "ritual",
    "sign",
    "skyFacts",
    "summary",
  ]);
  expect(client).toMatchObject({
    date: "2026-05-01",
    sign: "pisces",
    headline: reading.headline,
    summary: reading.summary,
    houses: reading.houses,
    overview: reading.overview,
    lucky: { numbers: reading.luckyNumbers, color: reading.luckyColor.name, colorHex: reading.luckyColor.hex, symbol: "♓" },
    compatible: reading.compatibleSigns,
    skyFacts: reading.skyFacts,
  });
});

test("[daily.messages] the reading built on the spot is the one the built-in writer stores", () => {
  const input = { sign: pisces, ...syntheticSkies("2026-05-02"), date: "2026-05-02" };
  const fallback = buildFallbackHoroscope(input);
  expect(fallback).toEqual(toClientHoroscope(readingToRow(writeDailyHoroscope(input), "pisces", "2026-05-02")));
});

test("[daily.reading-shape] colour names are looked up by hex, whatever its case; an unknown hex stands for itself", () => {
  expect(luckyColorOfHex("#e53935")).toEqual({ name: "Crimson", hex: "#E53935" });
  expect(luckyColorOfHex("#123456")).toEqual({ name: "#123456", hex: "#123456" });
});
