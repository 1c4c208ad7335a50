import { signIndex, type SignSlug } from "./signs";

/**
 * The angle two signs make, counted in whole signs the shorter way round the zodiac: 0 is the
 * same sign, 6 the sign straight across. Each count has its classic name, indexed by that count.
 * Unlike the aspects between planets (sky.ts), these need no orb: a sign is 30° wide, so the
 * angle is the sign count times 30°.
 */
export const SIGN_ASPECTS = ["conjunction", "semi-sextile", "sextile", "square", "trine", "quincunx", "opposition"] as const;
export type SignAspect = (typeof SIGN_ASPECTS)[number];

/** How many signs apart two signs sit, the shorter way round: 0..6. */
export function signsApart(a: SignSlug, b: SignSlug): number {
  const forward = (((signIndex(b) - signIndex(a)) % 12) + 12) % 12;
  return Math.min(forward, 12 - forward);
}

export function signAspect(a: SignSlug, b: SignSlug): SignAspect {
  return SIGN_ASPECTS[signsApart(a, b)]!;
}
