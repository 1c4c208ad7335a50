import { pairBase, type PairBase } from "./pair-base";
import { todaysSky, type SkyFactor, type SkySign } from "./pair-sky";
import type { PlanetPosition } from "#app/zodiac/sky.ts";

export type ScoredSign = SkySign;

/** A pair's score with the parts it is made of, each with its reason: base + today = score. */
export type PairScore = { score: number; base: PairBase; today: SkyFactor[] };

/**
 * The score of an ordered pair on a day: the pair's fixed base plus today's part from the real
 * sky ([compat.score-ranges], [compat.daily-score]). The base leaves the room today's parts can
 * take for this pair (todaysReach), so the sum is the score as it stands, nothing clamped away.
 */
export function scorePair(first: ScoredSign, second: ScoredSign, positions: readonly Pick<PlanetPosition, "planet" | "sign">[]): PairScore {
  const base = pairBase(first, second);
  const today = todaysSky(first, second, positions);
  return { score: today.reduce((sum, factor) => sum + factor.points, base.points), base, today };
}
