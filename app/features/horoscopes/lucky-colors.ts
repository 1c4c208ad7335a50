import { SIGNS, type SignSlug, signOf } from "#app/zodiac/signs.ts";
import type { LuckyColor } from "./types";

/** A day's lucky colour is a sign's colour, shown by its name (Crimson for Aries' #E53935...). */
export function luckyColorOf(slug: SignSlug): LuckyColor {
  const sign = signOf(slug);
  return { name: sign.colorName, hex: sign.color };
}

const BY_HEX = new Map(SIGNS.map((sign) => [sign.color.toUpperCase(), luckyColorOf(sign.slug)]));

/** The named colour of a stored hex; an unknown hex (hand-edited row) keeps the hex as its name. */
export function luckyColorOfHex(hex: string): LuckyColor {
  return BY_HEX.get(hex.toUpperCase()) ?? { name: hex, hex };
}
