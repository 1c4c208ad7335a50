import { createCache } from "~/lib/cache";
import { seededRandom } from "~/lib/random";
import type { Relation, SkyReading } from "../sky-reading";
import type { Element } from "~/zodiac/elements";

/** What a phrase may mention: the day's sky as it touches the sign, and the day's lucky picks. */
export type PhraseContext = {
  reading: SkyReading;
  name: string;
  element: Element;
  /** A strength from the sign's traits, lower case. */
  gift: string;
  /** The sign's last-listed trait, its shadow side, lower case. */
  shadow: string;
  colorName: string;
  luckyNumber: number;
};

export type Phrase = (c: PhraseContext) => string;

/** Relations grouped as the phrases read them. */
export type RelationMood = "same" | "harmony" | "tension" | "quiet";

export function moodOf(relation: Relation): RelationMood {
  if (relation === "same") return "same";
  if (relation === "trine" || relation === "sextile") return "harmony";
  if (relation === "square" || relation === "opposite") return "tension";
  return "quiet";
}

export function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.floor(random() * options.length)]!;
}

// One shuffle per (sign, section, pool size): about 120 in all, computed once each.
const permutations = createCache<number[]>({ maxEntries: 512 });

/**
 * The pool entry for a day, walking a per-sign shuffle of the pool one step a day. Two pools of
 * coprime sizes a and b therefore give a pair that repeats only every a×b days (Chinese
 * remainder theorem): that pair is what keeps a section from repeating word for word.
 */
export function rotate<T>(pool: readonly T[], day: number, key: string): T {
  const cacheKey = `${key}:${pool.length}`;
  const order = permutations.remember(cacheKey, () => {
    const random = seededRandom(cacheKey);
    const shuffled = pool.map((_, index) => index);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    return shuffled;
  });
  return pool[order[((day % pool.length) + pool.length) % pool.length]!]!;
}

/** The Moon's phase as a predicate: "new", "waxing gibbous", "at first quarter". */
export function moonIsPhase(reading: SkyReading): string {
  const phase = reading.moon.phase;
  if (phase === "New Moon") return "new";
  if (phase === "Full Moon") return "full";
  if (phase === "First Quarter" || phase === "Last Quarter") return `at ${phase.toLowerCase()}`;
  return phase.toLowerCase();
}

/** The Moon's phase as an adjective before "Moon": "new", "waxing gibbous", "first-quarter". */
export function moonPhaseAdjective(reading: SkyReading): string {
  const phase = reading.moon.phase;
  if (phase === "New Moon") return "new";
  if (phase === "Full Moon") return "full";
  if (phase === "First Quarter") return "first-quarter";
  if (phase === "Last Quarter") return "last-quarter";
  return phase.toLowerCase();
}

export const ELEMENT_FLAVOUR: Record<Element, readonly string[]> = {
  fire: ["bold, spirited", "warm, decisive"],
  earth: ["steady, practical", "patient, grounded"],
  air: ["curious, talkative", "light, inventive"],
  water: ["tender, intuitive", "gentle, perceptive"],
};
