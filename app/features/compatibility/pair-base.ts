import { capitalise } from "#app/lib/text.ts";
import { elementRelation, type ElementRelation } from "#app/zodiac/elements.ts";
import { modalityOf, type Modality } from "#app/zodiac/modalities.ts";
import { signAspect, type SignAspect } from "#app/zodiac/sign-aspects.ts";
import type { Sign } from "#app/zodiac/signs.ts";
import { todaysReach } from "./pair-sky";
import { SCORE_RANGES } from "./scoring";

export type BaseSign = Pick<Sign, "slug" | "name" | "element">;

/**
 * Where each angle puts the base within what its elements leave room for, from 0 (lowest) to 1
 * (highest). Each element relation meets only some angles (one element: same sign or trine; fire
 * with air, earth with water: sextile or opposite; the rest: neighbours, square or quincunx), and
 * among those traditional astrology reads the trine and sextile as easy, the square and the
 * opposition as the tense ones, the quincunx as awkward and neighbours as mild.
 */
const EASE: Record<SignAspect, number> = {
  conjunction: 0,
  trine: 1,
  opposition: 0,
  sextile: 1,
  square: 0,
  quincunx: 0.5,
  "semi-sextile": 1,
};

/**
 * How well the two signs' paces fit, 0 to 1: a mutable sign bends, so a pair with one gives way
 * most easily; two fixed signs both hold their ground; two cardinal signs both want to lead, and
 * a cardinal with a fixed sign is one that starts and one that keeps going.
 */
function paceFit(a: Modality, b: Modality): number {
  if (a === "Mutable" || b === "Mutable") return 1;
  if (a === "Fixed" && b === "Fixed") return 0;
  return 0.5;
}

const PACE_TAIL: Record<number, string> = { 1: ", which lifts the base", 0: ", which holds the base down", 0.5: "" };

/** Where the angle and the paces put the base, 0 (lowest) to 1 (highest): the angle counts twice. */
const placeOf = (ease: number, fit: number) => (2 * ease + fit) / 3;

const PLACE_WORD = (place: number) => (place <= 1 / 3 ? "low" : place >= 2 / 3 ? "high" : "midway");

/** The angle as a reader who knows no astrology can follow it; the technical name in brackets. */
const ASPECT_NAME: Record<SignAspect, string> = {
  conjunction: "same sign",
  "semi-sextile": "neighbouring signs",
  sextile: "sextile",
  square: "square",
  trine: "trine",
  quincunx: "quincunx",
  opposition: "opposite signs",
};

const ASPECT_REASON: Record<SignAspect, (a: string, b: string) => string> = {
  conjunction: (a) => `Both partners are ${a}: the same sign twice, so each recognises the other at once, blind spots included.`,
  "semi-sextile": (a, b) =>
    `${a} and ${b} sit side by side in the zodiac (a semi-sextile): neighbours that differ in element and pace, so each shows the other something new without much friction.`,
  sextile: (a, b) => `${a} and ${b} sit two signs apart, a friendly angle (a sextile): they encourage each other without trying too hard.`,
  square: (a, b) =>
    `${a} and ${b} sit three signs apart, at right angles to each other (a square): a tense angle that brings friction and drive in equal measure.`,
  trine: (a, b) =>
    `${a} and ${b} sit four signs apart in the same element (a trine): the easiest angle in the zodiac, where things tend to flow.`,
  quincunx: (a, b) =>
    `${a} and ${b} sit five signs apart, an awkward angle (a quincunx, also called inconjunct): they see the world from such different places that both keep having to adjust.`,
  opposition: (a, b) => `${a} and ${b} sit across the zodiac from each other: a strong pull and a need to meet halfway.`,
};

const ELEMENTS_MEET: Record<Exclude<ElementRelation, "same">, string> = {
  complementary: "feed each other",
  opposing: "work against each other",
  neutral: "neither feed nor fight each other",
};

const HABIT: Record<Modality, string> = {
  Cardinal: "start things",
  Fixed: "keep things steady",
  Mutable: "adapt as things change",
};

export type PairBase = {
  aspect: SignAspect;
  /** The relation named in plain words: "opposite signs", "trine", "square"… */
  name: string;
  points: number;
  reason: string;
};

/**
 * The part of a pair's score that never changes ([compat.score-ranges]): the range comes from
 * the two elements, the place within it from the angle between the signs and, by less, from how
 * their paces (modalities) fit. The base leaves exactly the room today's sky can take for this
 * pair on its worst and on its best day (todaysReach), so base plus today never leaves the range
 * and nothing is clamped: the parts the page lists always add up to the score it prints. The
 * least-placed pair of a relation can then reach the range's floor and the best-placed its top.
 */
export function pairBase(first: BaseSign, second: BaseSign): PairBase {
  const aspect = signAspect(first.slug, second.slug);
  const relation = elementRelation(first.element, second.element);
  const { min, max } = SCORE_RANGES[relation];
  const reach = todaysReach(first, second);
  const [lowest, highest] = [min - reach.lowest, max - reach.highest];
  const [a, b] = [modalityOf(first), modalityOf(second)];
  const place = placeOf(EASE[aspect], paceFit(a, b));
  const points = lowest + Math.round(place * (highest - lowest));
  const reason = [
    ASPECT_REASON[aspect](first.name, second.name),
    elementsSentence(first, second, relation, min, max),
    paceSentence(first, second, a, b),
    `Together they put the base ${PLACE_WORD(place)} in that range, and today’s sky can move a pair like this from ${-reach.lowest} points down to ${reach.highest} up.`,
  ].join(" ");
  return { aspect, name: ASPECT_NAME[aspect], points, reason };
}

function elementsSentence(first: BaseSign, second: BaseSign, relation: ElementRelation, min: number, max: number): string {
  const range = `from ${min} to ${max}`;
  if (relation === "same") return `Both are ${first.element} signs, and pairs of one element score ${range}.`;
  return `${capitalise(first.element)} and ${second.element} ${ELEMENTS_MEET[relation]}, and such pairs score ${range}.`;
}

function paceSentence(first: BaseSign, second: BaseSign, a: Modality, b: Modality): string {
  const tail = PACE_TAIL[paceFit(a, b)];
  if (a === b) return `Both are ${a.toLowerCase()} signs, so both like to ${HABIT[a]}${tail}.`;
  return `${first.name} likes to ${HABIT[a]} (a ${a.toLowerCase()} sign) and ${second.name} to ${HABIT[b]} (a ${b.toLowerCase()} sign)${tail}.`;
}
