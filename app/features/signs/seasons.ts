import type { Sign } from "./signs";

export type Season = "spring" | "summer" | "fall" | "winter";

const NORTHERN: Record<string, Season> = {
  aries: "spring", taurus: "spring", gemini: "spring",
  cancer: "summer", leo: "summer", virgo: "summer",
  libra: "fall", scorpio: "fall", sagittarius: "fall",
  capricorn: "winter", aquarius: "winter", pisces: "winter",
};

const OPPOSITE: Record<Season, Season> = { spring: "fall", summer: "winter", fall: "spring", winter: "summer" };

/** The season a sign falls in; the southern hemisphere has the opposite one (sign-content spec section 9). */
export function seasonsOf(sign: Pick<Sign, "slug">): { northern: Season; southern: Season } {
  const northern = NORTHERN[sign.slug]!;
  return { northern, southern: OPPOSITE[northern] };
}
