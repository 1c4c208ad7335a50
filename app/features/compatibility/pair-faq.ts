import { type ElementRelation } from "#app/zodiac/elements.ts";
import { bodyInProse } from "#app/zodiac/planets.ts";
import type { PairBase } from "./pair-base";
import type { ProseSign } from "./pair-prose";
import { SCORE_RANGES, type Tier } from "./scoring";

/** FAQ answers change at these scores ([compat.faq]). */
export const FAQ_THRESHOLDS = { high: 70, middle: 50 } as const;
type FaqTier = "high" | "middle" | "low";

export function faqTier(score: number): FaqTier {
  if (score >= FAQ_THRESHOLDS.high) return "high";
  if (score >= FAQ_THRESHOLDS.middle) return "middle";
  return "low";
}

export type FaqEntry = { question: string; answer: string };

type FaqInput = {
  first: ProseSign;
  second: ProseSign;
  score: number;
  tier: Tier;
  relation: ElementRelation;
  /** The fixed part of the score and the angle it comes from. */
  base: Pick<PairBase, "name" | "points">;
  /** The pair's leading challenge, as listed on the page. */
  topChallenge: string;
};

const RELATION_PHRASE: Record<ElementRelation, string> = {
  same: "the same element",
  complementary: "complementary elements",
  opposing: "opposing elements",
  neutral: "elements that neither clash nor blend",
};

const anElement = (sign: ProseSign) => `${sign.element === "earth" || sign.element === "air" ? "an" : "a"} ${sign.element}`;

export function pairFaq({ first: a, second: b, score, tier, relation, base, topChallenge }: FaqInput): FaqEntry[] {
  const level = faqTier(score);
  const pick = (answers: Record<FaqTier, string>) => answers[level];
  const { min, max } = SCORE_RANGES[relation];
  const challenge = startsWithName(topChallenge, a, b) ? topChallenge : lowerFirst(topChallenge);
  return [
    {
      question: `Are ${a.name} and ${b.name} compatible?`,
      answer: pick({
        high: `Yes. ${a.name} and ${b.name} score ${score}% today (${tier}), which makes them one of the easier pairings of the zodiac: they understand each other quickly and forgive each other easily.`,
        middle: `Moderately. At ${score}% today (${tier}), ${a.name} and ${b.name} have real common ground and a few real differences; the match works best when both say plainly what they need.`,
        low: `It is one of the harder pairings. At ${score}% today (${tier}), ${a.name} and ${b.name} feel the pull and the friction alike, and the relationship lasts when both treat their differences as something to learn from rather than fix.`,
      }),
    },
    {
      question: `Are ${a.name} and ${b.name} good together in love?`,
      answer: pick({
        high: `In love this pair tends to feel natural from the start. Trust builds fast, small gestures land as intended, and both feel free to be themselves.`,
        middle: `They can be, with patience. The first attraction usually comes easily; what keeps it going is learning how the other shows affection, because ${a.name} and ${b.name} rarely show it the same way.`,
        low: `Romance between ${a.name} and ${b.name} is often intense and rarely calm. It can last, but it asks for honest conversation, clear agreements about closeness and space, and a sense of humour about the differences.`,
      }),
    },
    {
      question: `Can ${a.name} and ${b.name} be friends?`,
      answer: pick({
        high: `Very good friends. They enjoy the same pace and the same jokes, the kind of friendship that picks up where it left off even after months apart.`,
        middle: `Yes, especially around a shared interest. ${a.name} and ${b.name} may not do everything together, but each brings something to the friendship the other lacks.`,
        low: `Yes, and friendship may come more easily than romance. Some space and plans that suit both tastes help ${a.name} and ${b.name} enjoy what is different about each other.`,
      }),
    },
    {
      question: `What is the biggest challenge for ${a.name} and ${b.name}?`,
      answer: `The one to watch is ${challenge}.${pick({
        high: " With a score this high it rarely becomes serious, but it is worth noticing early.",
        middle: " It stays manageable when both talk about it before it builds up.",
        low: " At this score it is the thing most likely to test the pair, so agree early on how to handle it.",
      })}`,
    },
    {
      question: `How is the ${a.name} and ${b.name} compatibility score worked out?`,
      answer: `It starts from the elements. ${bothElements(a, b)}, ${RELATION_PHRASE[relation]}, so their score always falls between ${min}% and ${max}%. Within that range the angle between the signs (${base.name}) sets a base of ${base.points}, and where ${skyBodies(a)} stand today moves it; today it is ${score}%.${pick(
        {
          high: " Anything from 70% up is a strong reading.",
          middle: " Scores from 50% to 69% describe a workable match with room to grow.",
          low: " Below 50% means the pair has more to work through, not that it cannot work.",
        },
      )}`,
    },
  ];
}

/** The bodies today's part reads: the Moon, Venus and the first sign's ruling planet, each named once. */
function skyBodies(first: ProseSign): string {
  const ruler = first.rulingPlanet;
  return ruler === "Moon" || ruler === "Venus" ? "the Moon and Venus" : `the Moon, Venus and ${bodyInProse(ruler)}`;
}

function bothElements(a: ProseSign, b: ProseSign): string {
  return a.slug === b.slug
    ? `Both partners are ${a.element} signs`
    : `${a.name} is ${anElement(a)} sign and ${b.name} ${anElement(b)} sign`;
}

function startsWithName(text: string, a: ProseSign, b: ProseSign): boolean {
  return text.startsWith(a.name) || text.startsWith(b.name);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
