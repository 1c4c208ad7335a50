import type { SignSlug } from "./signs";

/**
 * Each element has one sign of each modality: cardinal signs open a season (Aries, Cancer,
 * Libra, Capricorn), fixed signs hold its middle (Taurus, Leo, Scorpio, Aquarius) and mutable
 * signs close it (Gemini, Virgo, Sagittarius, Pisces).
 */
export const MODALITIES = ["Cardinal", "Fixed", "Mutable"] as const;
export type Modality = (typeof MODALITIES)[number];

const CARDINAL = new Set<SignSlug>(["aries", "cancer", "libra", "capricorn"]);
const FIXED = new Set<SignSlug>(["taurus", "leo", "scorpio", "aquarius"]);

export function modalityOf(sign: { slug: SignSlug }): Modality {
  if (CARDINAL.has(sign.slug)) return "Cardinal";
  if (FIXED.has(sign.slug)) return "Fixed";
  return "Mutable";
}
