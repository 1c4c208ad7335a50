import { seededRandom } from "#app/lib/random.ts";
import { elementRelation, type ElementRelation } from "#app/zodiac/elements.ts";
import { pairFaq, type FaqEntry } from "./pair-faq";
import { BEST_FOR, CHALLENGES, elementDynamic, TRAIT_LINES, traitBestFor, traitChallenge, type ProseSign } from "./pair-prose";
import { COMPATIBILITY_QUOTES, type CompatibilityQuote } from "./quotes";
import { scorePair, type PairScore } from "./pair-score";
import { barTone, scoreTier, TIERS, verdictOf, type BarTone, type Tier, type Verdict } from "./scoring";

type PairSign = ProseSign;

/** The day a pair is read for, and where the bodies stand that day (the sky at the site's noon). */
export type PairDay = { date: string; positions: Parameters<typeof scorePair>[2] };

/** A pair's result (score, summary, best-for, challenges) with what its page shows around it ([compat.pair-page]). */
export type PairReading = {
  score: number;
  /** What the score is made of, each part with its reason: the pair's base and today's sky. */
  why: Omit<PairScore, "score">;
  tier: Tier;
  tone: BarTone;
  verdict: Verdict;
  relation: ElementRelation;
  summary: string;
  bestFor: string[];
  challenges: string[];
  faq: FaqEntry[];
  quote: CompatibilityQuote;
};

const TIER_TAIL: Record<Tier, string> = {
  [TIERS.powerful]: "the kind of match that feels easy from the start",
  [TIERS.strong]: "a good match that grows with attention",
  [TIERS.interesting]: "not effortless, and never dull",
  [TIERS.challenging]: "real chemistry, and real work",
};

/** Items listed for each of best-for and challenges: three from the relation's pool, one from the signs' traits. */
export const LIST_LENGTH = 4;

/**
 * Everything a pair page says. The prose is chosen by the ordered pair alone, so a pair's page
 * reads the same every day; the score (through today's sky), its tier and the quote follow the day.
 */
export function readPair(first: PairSign, second: PairSign, { date, positions }: PairDay): PairReading {
  const relation = elementRelation(first.element, second.element);
  const { score, ...why } = scorePair(first, second, positions);
  const tier = scoreTier(score);
  const prose = seededRandom(`${first.slug}:${second.slug}`);
  const traitLine = TRAIT_LINES[Math.floor(prose() * TRAIT_LINES.length)]!;
  const bestFor = [...pickSome(BEST_FOR[relation], LIST_LENGTH - 1, prose), traitBestFor].map((line) => line(first, second));
  const challenges = [...pickSome(CHALLENGES[relation], LIST_LENGTH - 1, prose), traitChallenge].map((line) => line(first, second));
  const daily = seededRandom(`${first.slug}:${second.slug}:${date}:quote`);
  return {
    score,
    why,
    tier,
    tone: barTone(score),
    verdict: verdictOf(score),
    relation,
    summary: `${elementDynamic(first, second)} ${traitLine(first, second)} Today’s score is ${score}%, which reads as ${tier}: ${TIER_TAIL[tier]}.`,
    bestFor,
    challenges,
    faq: pairFaq({ first, second, score, tier, relation, base: why.base, topChallenge: challenges[0]! }),
    quote: COMPATIBILITY_QUOTES[Math.floor(daily() * COMPATIBILITY_QUOTES.length)]!,
  };
}

function pickSome<T>(pool: readonly T[], count: number, random: () => number): T[] {
  const items = [...pool];
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, count);
}
