import { capitalise, indefiniteArticle as article, possessive } from "#app/lib/text.ts";
import { ELEMENTS, type ElementRelation } from "#app/zodiac/elements.ts";
import { rulerInProse } from "#app/zodiac/planets.ts";
import type { Sign } from "#app/zodiac/signs.ts";

/** The fields of a sign the pair prose reads. */
export type ProseSign = Pick<Sign, "slug" | "name" | "element" | "traits" | "rulingPlanet">;

type Line = (a: ProseSign, b: ProseSign) => string;

const trait = (sign: ProseSign, index: number) => (sign.traits[index] ?? sign.traits[0] ?? "").toLowerCase();
/** The last listed trait is each sign's shadow side (Stubborn, Moody, Proud, ...). */
const shadow = (sign: ProseSign) => (sign.traits.at(-1) ?? "").toLowerCase();

/**
 * How the two elements meet, keyed by the pair in the order fire, earth, air, water; the line
 * receives the signs in that same order, so "x" is always the element named first in the key.
 */
const ELEMENT_DYNAMICS: Record<string, Line> = {
  "fire+fire": (x, y) =>
    `${x.name} and ${y.name} are both fire: quick to start, warm, and happiest with something to chase together. Two flames make a bright blaze, but someone has to tend it once the first excitement burns down.`,
  "earth+earth": (x, y) =>
    `${x.name} and ${y.name} share the earth element: practical, loyal and patient with anything worth building. Together they make routines that work and promises that hold, though neither is quick to suggest leaving the well-worn path.`,
  "air+air": (x, y) =>
    `${x.name} and ${y.name} are both air signs, so the conversation rarely runs dry: ideas, plans and jokes pass between them at speed. The risk is living in the talk and leaving feelings unspoken.`,
  "water+water": (x, y) =>
    `${x.name} and ${y.name} share the water element and read each other’s moods almost without words. The bond runs deep and tender; so do the low tides, which both tend to feel at once.`,
  "fire+air": (x, y) =>
    `Air feeds fire. ${possessive(y.name)} ideas give ${possessive(x.name)} drive somewhere to go, and ${possessive(x.name)} enthusiasm turns ${possessive(y.name)} plans into things that actually happen.`,
  "earth+water": (x, y) =>
    `Water makes earth fertile. ${x.name} offers ${y.name} steady ground and practical care; ${y.name} brings ${x.name} the warmth and intuition that turn a solid life into a home.`,
  "fire+water": (x, y) =>
    `Fire and water make steam. ${x.name} acts first and feels later, ${y.name} feels first and may not act at all, so the pull between them is strong and so is the room for misunderstanding.`,
  "earth+air": (x, y) =>
    `Earth and air see the world from different heights. ${x.name} trusts what can be touched and measured, ${y.name} trusts ideas and conversation, and each finds the other either refreshing or maddening, often on the same day.`,
  "fire+earth": (x, y) =>
    `Fire and earth meet halfway. ${x.name} wants to go now and ${y.name} wants a plan first; when they respect the difference, ${x.name} brings the spark and ${y.name} makes it last.`,
  "air+water": (x, y) =>
    `Air and water are head and heart. ${x.name} talks a feeling through while ${y.name} simply feels it, and the pair does best when ${x.name} slows down to listen and ${y.name} puts moods into words.`,
};

export function elementDynamic(a: ProseSign, b: ProseSign): string {
  const [x, y] = ELEMENTS.indexOf(a.element) <= ELEMENTS.indexOf(b.element) ? [a, b] : [b, a];
  return ELEMENT_DYNAMICS[`${x.element}+${y.element}`]!(x, y);
}

/** Three ways to describe what the two signs bring; the pair's seed picks one. */
const DIFFERENT_SIGN_TRAIT_LINES: readonly Line[] = [
  (a, b) =>
    `${a.name} brings ${trait(a, 0)} and ${trait(a, 1)} energy under ${rulerInProse(a)}; ${b.name} answers with ${trait(b, 0)} and ${trait(b, 1)} qualities under ${rulerInProse(b)}.`,
  (a, b) =>
    `${a.name} offers ${article(trait(a, 0))} ${trait(a, 0)} heart and ${b.name} ${article(trait(b, 0))} ${trait(b, 0)} one, and the way those two meet decides most of what follows.`,
  (a, b) =>
    a.rulingPlanet === b.rulingPlanet
      ? `Both answer to ${rulerInProse(a)}, so they value the same things even when they show it differently: ${a.name} by being ${trait(a, 1)}, ${b.name} by being ${trait(b, 1)}.`
      : `${capitalise(rulerInProse(a))} rules ${a.name} and ${rulerInProse(b)} rules ${b.name}: one leads by being ${trait(a, 1)}, the other by being ${trait(b, 1)}.`,
];

/** A sign paired with itself gets its own wording rather than every sentence said twice. */
const sameSign = (a: ProseSign, b: ProseSign) => a.slug === b.slug;

export const TRAIT_LINES: readonly Line[] = DIFFERENT_SIGN_TRAIT_LINES.map(
  (line): Line =>
    (a, b) =>
      sameSign(a, b)
        ? `Two ${a.name} partners double everything ${a.name} is known for: twice the ${trait(a, 0)} heart, twice the ${trait(a, 1)} energy, and twice the ${shadow(a)} moments.`
        : line(a, b),
);

export const BEST_FOR: Record<ElementRelation, readonly Line[]> = {
  same: [
    () => "Friendship that feels like family from the first week",
    () => "Shared hobbies and long projects both care about equally",
    (a, b) => `Travelling together: ${a.name} and ${b.name} want the same kind of trip`,
    () => "Quiet evenings where nothing needs explaining",
    () => "Backing each other’s goals without keeping score",
    () => "Building traditions that last for years",
  ],
  complementary: [
    () => "Starting something new: one supplies the spark, the other the staying power",
    () => "Long conversations that end in real plans",
    (a, b) => `A relationship where ${a.name} and ${b.name} each grow into new strengths`,
    () => "Working as a team towards one shared goal",
    () => "Seeing each other through a hard week",
    () => "Romance that stays warm long after the first months",
  ],
  opposing: [
    () => "Intense, memorable romance",
    (a, b) => `Learning to see the world the way ${b.name} does, and ${a.name} too`,
    () => "Creative work that needs two very different minds",
    () => "Challenging each other to grow",
    () => "Honest debate that sharpens both",
    () => "Adventures neither would try alone",
  ],
  neutral: [
    () => "Easy-going friendship with room to breathe",
    (a, b) => `Trading worlds: ${a.name} shows ${b.name} a new habit, and the other way round`,
    () => "Work partnerships with clear roles",
    () => "Slow-burning romance built on respect",
    () => "Weekend plans that mix both tastes",
    () => "Steadying each other’s moods",
  ],
};

export const CHALLENGES: Record<ElementRelation, readonly Line[]> = {
  same: [
    () => "Too much of one thing: both share the same blind spots",
    () => "Competing instead of cooperating when both want the lead",
    () => "Settling into a routine so comfortable it turns stale",
    () => "Mirroring each other’s bad moods",
    () => "Nobody pulling the brake, or the accelerator, when it is needed",
    () => "Forgetting to let fresh people and ideas in",
  ],
  complementary: [
    () => "Taking the easy harmony for granted",
    () => "One partner always leading and the other always following",
    () => "Different speeds: one decides in a minute, the other in a week",
    () => "Letting practical matters slide while the connection feels good",
    () => "Assuming the other thinks the same way because it usually does",
    () => "Avoiding small conflicts until they grow large",
  ],
  opposing: [
    () => "Misreading each other’s way of showing love",
    () => "Arguments that escalate over style rather than substance",
    () => "Different needs for closeness and for space",
    (a, b) => `${a.name} and ${b.name} processing the same news at very different speeds`,
    () => "Keeping score of who gives in more often",
    () => "Fatigue once the first attraction settles",
  ],
  neutral: [
    () => "Not quite speaking the same emotional language",
    () => "Different ideas of a good time",
    () => "Drifting apart when life gets busy",
    () => "Making decisions at different speeds",
    () => "Quietly waiting for the other to change",
    () => "Mistaking a difference in style for a lack of interest",
  ],
};

export const traitBestFor: Line = (a, b) =>
  sameSign(a, b)
    ? `Sharing ${article(trait(a, 0))} ${trait(a, 0)}, ${trait(a, 1)} outlook without ever having to explain it`
    : `Making the most of ${possessive(a.name)} ${trait(a, 0)} side and ${possessive(b.name)} ${trait(b, 0)} one`;
export const traitChallenge: Line = (a, b) =>
  sameSign(a, b)
    ? `A double dose of the ${shadow(a)} ${a.name} streak on a bad day`
    : `${possessive(a.name)} ${shadow(a)} streak meeting ${possessive(b.name)} ${shadow(b)} one on a bad day`;
