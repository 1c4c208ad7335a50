import { seededRandom } from "~/lib/random";

/**
 * The readers-today badge and the accuracy figure ([ratings.social-proof]). Both are
 * derived from the sign and the day alone, so every visitor, the server render and the
 * hydrated page agree, and the figures move only when the day does.
 */
export const READERS_TODAY_RANGE = { min: 500, max: 2499 } as const;
export const ACCURACY_RANGE = { min: 75, max: 92 } as const;

export function readersToday(slug: string, date: string): number {
  return drawInRange(`readers:${slug}:${date}`, READERS_TODAY_RANGE);
}

export function accuracyPercent(slug: string, date: string): number {
  return drawInRange(`accuracy:${slug}:${date}`, ACCURACY_RANGE);
}

function drawInRange(seed: string, { min, max }: { min: number; max: number }): number {
  return min + Math.floor(seededRandom(seed)() * (max - min + 1));
}
