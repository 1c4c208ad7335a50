import { signIndex, type Sign } from "#app/zodiac/signs.ts";

type Season = "spring" | "summer" | "fall" | "winter";

// The Sun enters Aries at the March equinox, so each run of three signs from Aries is one
// northern season: Aries to Gemini spring, Cancer to Virgo summer, and so on.
const NORTHERN_SEASONS: readonly Season[] = ["spring", "summer", "fall", "winter"];
const OPPOSITE: Record<Season, Season> = { spring: "fall", summer: "winter", fall: "spring", winter: "summer" };

/** The season a sign falls in up north; the southern hemisphere has the opposite one ([signs.seasons]). */
export function seasonsOf(sign: Pick<Sign, "slug">): { northern: Season; southern: Season } {
  const northern = NORTHERN_SEASONS[Math.floor(signIndex(sign.slug) / 3)]!;
  return { northern, southern: OPPOSITE[northern] };
}
