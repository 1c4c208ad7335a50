/**
 * How a birthplace search reads a town's name and what a reader types, so that both meet on the
 * same spelling ([places.search]). Pure: the browser's form may use the same limits.
 */

/** The fewest characters a search needs: one letter matches too many towns to be useful. */
export const PLACE_QUERY_MIN_LENGTH = 2;
/** The longest query accepted; no town's name comes near it. */
export const PLACE_QUERY_MAX_LENGTH = 100;
export const PLACE_DEFAULT_LIMIT = 8;
export const PLACE_MAX_LIMIT = 20;

// Letters that carry no combining mark in Unicode, so NFKD leaves them whole; readers type them
// the way an English keyboard allows (Łódź as "lodz", Tromsø as "tromso", Straße as "strasse").
const FOLDED_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};
const UNFOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join("")}]`, "gu");

/**
 * A name as the index keeps it: compatibility-decomposed (NFKD), its diacritics removed,
 * lower-cased, the few letters above spelt out, and every run of anything but letters and
 * digits (hyphens, apostrophes, full stops, spaces) made one space, with none at either end.
 * "São Paulo" → "sao paulo", "Saint-Étienne" → "saint etienne", "St. John's" → "st john s".
 */
export function normalisePlaceName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(UNFOLDED, (letter) => FOLDED_LETTERS[letter]!)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A town as the birthplace field shows it: its name, its region and its country, so that namesakes
 * can be told apart ("Springfield, Illinois, United States"; "Ulmeni, Maramureş, Romania"). A
 * region that only repeats the town's name ("Kyiv, Kyiv City") is left out.
 */
export function placeLabel(place: { name: string; region: string | null; country: string }): string {
  const region = place.region && !normalisePlaceName(place.region).startsWith(normalisePlaceName(place.name)) ? `, ${place.region}` : "";
  return `${place.name}${region}, ${place.country}`;
}
