import type { LuckyColor } from "./types";

/**
 * The spec's "lucky colour names map for 12 hex colours": each sign's colour (signs feature)
 * with the name readers see. Keyed by sign slug so a reading can take the colour of the sign
 * the Moon is visiting; tests check the hexes against the signs feature.
 */
export const LUCKY_COLORS: Readonly<Record<string, LuckyColor>> = {
  aries: { name: "Crimson", hex: "#E53935" },
  taurus: { name: "Emerald", hex: "#43A047" },
  gemini: { name: "Sunflower Yellow", hex: "#FDD835" },
  cancer: { name: "Moonstone Silver", hex: "#B0BEC5" },
  leo: { name: "Amber Gold", hex: "#FFB300" },
  virgo: { name: "Warm Taupe", hex: "#8D6E63" },
  libra: { name: "Rose Pink", hex: "#F06292" },
  scorpio: { name: "Deep Plum", hex: "#8E24AA" },
  sagittarius: { name: "Royal Violet", hex: "#5E35B1" },
  capricorn: { name: "Slate Grey", hex: "#455A64" },
  aquarius: { name: "Electric Blue", hex: "#1E88E5" },
  pisces: { name: "Sea Teal", hex: "#26A69A" },
};

const BY_HEX = new Map(Object.values(LUCKY_COLORS).map((color) => [color.hex.toUpperCase(), color]));

/** The named colour of a stored hex; an unknown hex (hand-edited row) keeps the hex as its name. */
export function luckyColorOfHex(hex: string): LuckyColor {
  return BY_HEX.get(hex.toUpperCase()) ?? { name: hex, hex };
}
