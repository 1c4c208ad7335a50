import { expect, test } from "vitest";
import { normalisePlaceName } from "./place-names";

test.each([
  ["Zürich", "zurich"],
  ["São Paulo", "sao paulo"],
  ["Reykjavík", "reykjavik"],
  ["Saint-Étienne", "saint etienne"],
  ["St. John's", "st john s"],
  ["  New   York  ", "new york"],
  ["Łódź", "lodz"],
  ["Tromsø", "tromso"],
  ["Straße", "strasse"],
  ["İstanbul", "istanbul"],
  ["Ærøskøbing", "aeroskobing"],
  ["Ｔｏｋｙｏ", "tokyo"],
  ["--", ""],
])("[places.search] %s is searched as %j", (name, key) => {
  expect(normalisePlaceName(name)).toBe(key);
});
