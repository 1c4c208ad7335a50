import type { AspectKind } from "~/zodiac/sky";
import { capitalise } from "~/lib/text";
import { bodyInProse } from "~/zodiac/planets";
import type { Relation } from "../sky-reading";
import { ELEMENT_FLAVOUR, moonIsPhase, pick, rotate, type Phrase, type PhraseContext } from "./phrase";
import { withArticle } from "~/lib/text";

// The Sun's sign relative to the reader's sign: the season they are living through.
const SUN_SEASON: Record<Relation, readonly Phrase[]> = {
  same: [
    (c) =>
      `The Sun is in ${c.name}, so this is your birthday season: the year turns toward you, and your own wishes deserve a front-row seat.`,
    (c) => `With the Sun in your own sign of ${c.name}, you set the tone this month, and people notice when you show up.`,
  ],
  next: [
    (c) =>
      `The Sun has moved on to ${c.reading.sun.sign.name}, the sign after yours, turning attention to what you value, what you earn and what you want to keep.`,
    (c) =>
      `With the Sun in ${c.reading.sun.sign.name}, just past your birthday season, it is a good stretch for making your routines feel like your own.`,
  ],
  sextile: [
    (c) =>
      `The Sun in ${c.reading.sun.sign.name} lends you a friendly tailwind, the kind that makes introductions, short trips and fresh ideas come easily.`,
    (c) =>
      `The Sun is in ${c.reading.sun.sign.name}, an easy, sociable angle for ${c.name}, so say yes to a conversation you might usually skip.`,
  ],
  square: [
    (c) =>
      `The Sun in ${c.reading.sun.sign.name} sits at a brisk angle to ${c.name}, so expect a little friction that pushes you to adjust rather than stall.`,
    (c) =>
      `With the Sun in ${c.reading.sun.sign.name}, the season nudges ${c.name} out of autopilot, and a small challenge shows you what you are ready to change.`,
  ],
  trine: [
    (c) =>
      `The Sun is in fellow ${c.element} sign ${c.reading.sun.sign.name}, and the season runs in your favour: things you start now tend to find an easy rhythm.`,
    (c) =>
      `With the Sun in ${c.reading.sun.sign.name}, another ${c.element} sign, your natural style suits the moment and confidence comes without forcing it.`,
  ],
  quincunx: [
    (c) =>
      `The Sun in ${c.reading.sun.sign.name} has little in common with ${c.name}, so today rewards small, practical adjustments over big declarations.`,
    (c) =>
      `The Sun is in ${c.reading.sun.sign.name}, an awkward neighbour for ${c.name}, and fine-tuning a habit will do more for you than a dramatic overhaul.`,
  ],
  opposite: [
    (c) =>
      `The Sun is in ${c.reading.sun.sign.name}, your opposite sign, which puts other people in the spotlight and asks how well you meet them halfway.`,
    (c) =>
      `With the Sun across the zodiac in ${c.reading.sun.sign.name}, partnerships of every kind take centre stage, and the people around you have a lot to teach.`,
  ],
  previous: [
    (c) =>
      `The Sun is in ${c.reading.sun.sign.name}, the sign just before yours, a quieter stretch for rest, reflection and tying off loose ends before your birthday season.`,
    (c) =>
      `With the Sun in ${c.reading.sun.sign.name}, your birthday season is on its way, so use the lull to clear space and dream a little bigger.`,
  ],
};

// Follows "The Moon is <phase> in <sign>, ".
const MOON_TOUCH: Record<Relation, readonly Phrase[]> = {
  same: [
    () => "right in your sign, so your feelings sit close to the surface and your instincts are unusually sharp.",
    () => "your own sign, which puts your needs first on the emotional agenda; honour them without apology.",
  ],
  trine: [
    (c) => `a fellow ${c.element} sign, so your heart and your plans pull in the same direction.`,
    (c) => `which shares your ${c.element} element and makes today feel more natural than most.`,
  ],
  sextile: [
    () => "which opens a friendly door: conversations flow and small openings appear if you look for them.",
    () => "lending an easy, cooperative mood to whatever you share with others.",
  ],
  square: [
    () => "so moods can change quickly; give yourself room before you react.",
    () => "which stirs a restless feeling that is best spent on something active.",
  ],
  opposite: [
    () => "across the zodiac from you, so others may mirror back exactly what you need to see.",
    () => "your opposite sign, which makes the people close to you easier to read, and you easier for them.",
  ],
  next: [
    (c) => `and the emotional weather for ${c.name} is gentle, steady and easy to work with.`,
    () => "giving you a calm backdrop against which your own priorities stand out.",
  ],
  quincunx: [
    () => "an odd angle to your sign, so small course corrections will feel better than big ones.",
    (c) => `and the emotional weather for ${c.name} is gentle, steady and easy to work with.`,
  ],
  previous: [
    () => "the sign behind yours, which favours quiet time, dreams and unfinished thoughts.",
    () => "giving you a calm backdrop against which your own priorities stand out.",
  ],
};

const PHASE_NOTE: Record<PhraseContext["reading"]["moon"]["stage"], readonly string[]> = {
  new: [
    "A new cycle is starting, so one clear intention is worth more than a long list.",
    "Beginnings are favoured: plant the seed, not the whole garden.",
  ],
  waxing: ["Effort you add now tends to build on itself.", "Momentum is growing, so keep showing up for what matters."],
  full: [
    "Something reaches a natural peak, and you can see how far you have come.",
    "Feelings run bright and honest; let them inform you without running the show.",
  ],
  waning: [
    "Letting go of one small thing will feel lighter than you expect.",
    "It is a good moment to finish, tidy and forgive rather than start afresh.",
  ],
};

const ASPECT_MEANING: Record<AspectKind, readonly string[]> = {
  conjunction: ["blending their energies into one strong push", "so two parts of your life want the same thing at once"],
  sextile: ["a friendly opening that rewards a small first step", "which turns a modest effort into a pleasant surprise"],
  square: ["a creative tension that asks you to choose your priority", "so friction is likely, and useful if you let it sharpen your aim"],
  trine: ["an easy flow that makes effort feel lighter", "so help and good timing arrive with less pushing than usual"],
  opposition: ["a tug-of-war that asks for balance rather than victory", "so you may feel pulled between two good options"],
};

function rulerLine(c: PhraseContext, random: () => number): string | undefined {
  const ruler = c.reading.ruler;
  if (ruler.kind === "unknown") return undefined;
  if (ruler.kind === "luminary") {
    return ruler.planet === "Sun"
      ? "As a sign ruled by the Sun, you feel the season more keenly than most, so let its warmth set your pace."
      : "As a sign ruled by the Moon, you feel every change in its light, so trust the mood of the day to guide your timing.";
  }
  const planet = ruler.place.planet;
  const title =
    planet === "Sun" || planet === "Moon" ? `${capitalise(bodyInProse(planet))}, your ruler,` : `${planet}, your ruling planet,`;
  if (ruler.kind === "retrograde") {
    return pick(
      [
        `${title} is retrograde in ${ruler.place.sign.name}, which favours reviewing, repairing and revisiting over starting from scratch.`,
        `With ${planet}, your ruler, retrograde in ${ruler.place.sign.name}, second drafts and second chances serve you better than brand-new plans.`,
      ],
      random,
    );
  }
  if (ruler.kind === "aspect") {
    const { aspect } = ruler;
    const article = aspect.kind === "opposition" ? "an" : "a";
    return `${title} forms ${article} ${aspect.kind} with ${bodyInProse(aspect.other)} today, ${pick(ASPECT_MEANING[aspect.kind], random)}.`;
  }
  const flavour = pick(ELEMENT_FLAVOUR[ruler.place.sign.element], random);
  return pick(
    [
      `${title} is moving through ${ruler.place.sign.name}, adding ${withArticle(flavour)} touch to how you act today.`,
      `${planet}, your ruler, spends the day in ${ruler.place.sign.name}, so ${withArticle(flavour)} approach gets the best results.`,
    ],
    random,
  );
}

const FOCUS: readonly Phrase[] = [
  (c) => `Lean on your ${c.gift} side today, and let your ${c.shadow} streak take the afternoon off.`,
  (c) => `A ${c.gift} choice made early in the day will shape the rest of it.`,
  (c) => `Someone may need exactly the ${c.gift} energy you bring, so offer it without being asked.`,
  (c) => `Your ${c.gift} nature is your best tool right now, especially where others hesitate.`,
  (c) => `Watch for a moment when being ${c.shadow} feels tempting, and pick the ${c.gift} response instead.`,
  (c) => `Treat one ordinary task as a chance to show how ${c.gift} you can be.`,
  (c) => `The day favours your ${c.gift} instincts over second-guessing.`,
  (c) => `If plans wobble, your ${c.gift} streak will steady them faster than any shortcut.`,
];

const CLOSERS: readonly string[] = [
  "Keep one small promise to yourself before the day is out.",
  "By evening, a clearer picture should be taking shape.",
  "Small, kind steps add up faster than you think.",
  "Give the best hour of your day to the thing you care about most.",
  "A short walk or a quiet pause may bring the answer you are looking for.",
  "Let curiosity, not worry, choose your next move.",
  "What you notice today could matter more than what you do.",
  "Say the generous thing; it will travel further than you expect.",
  "End the day by naming one thing that went right.",
];

export function writeOverview(c: PhraseContext, random: () => number, day: number): string {
  const { moon } = c.reading;
  return [
    pick(SUN_SEASON[c.reading.sun.relation], random)(c),
    `The Moon is ${moonIsPhase(c.reading)} in ${moon.sign.name}, ${pick(MOON_TOUCH[moon.relation], random)(c)}`,
    pick(PHASE_NOTE[moon.stage], random),
    rulerLine(c, random),
    rotate(FOCUS, day, `${c.reading.sign.slug}:overview:focus`)(c),
    rotate(CLOSERS, day, `${c.reading.sign.slug}:overview:closer`),
  ]
    .filter(Boolean)
    .join(" ");
}
