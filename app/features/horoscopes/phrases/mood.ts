import type { PhaseStage } from "../sky-reading";
import type { Element } from "~/zodiac/elements";
import { moonPhaseAdjective, pick, rotate, type Phrase, type PhraseContext } from "./phrase";

const MOON_MOOD: Record<PhaseStage, readonly Phrase[]> = {
  new: [
    (c) => `The new Moon in ${c.reading.moon.sign.name} brings a quiet, hopeful mood.`,
    (c) => `Under the new Moon in ${c.reading.moon.sign.name}, you may feel inward and reflective.`,
  ],
  waxing: [
    (c) => `The ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name} lifts your energy a notch.`,
    (c) => `With the ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name}, optimism builds through the day.`,
  ],
  full: [
    (c) => `The full Moon in ${c.reading.moon.sign.name} turns the emotional volume up.`,
    (c) => `Under the full Moon in ${c.reading.moon.sign.name}, feelings are vivid and honest.`,
  ],
  waning: [
    (c) => `The ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name} invites you to slow down.`,
    (c) => `With the ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name}, a calmer mood settles in.`,
  ],
};

const ELEMENT_TINT: Record<Element, readonly string[]> = {
  fire: ["Bursts of enthusiasm come and go.", "Impatience may flicker, then pass."],
  earth: ["Comfort and routine feel grounding.", "Simple pleasures satisfy."],
  air: ["Your mind is busy and curious.", "Conversation lifts your spirits."],
  water: ["Sensitivity runs high, in a good way.", "Your intuition speaks clearly."],
};

const NUDGES: readonly Phrase[] = [
  () => "Notice what energises you and do a little more of it.",
  () => "Give yourself permission to change your mind.",
  () => "A favourite song could reset a flat moment.",
  () => "Let one worry wait until tomorrow.",
  (c) => `Your ${c.gift} side is close to the surface.`,
  () => "Be as patient with yourself as you are with friends.",
  () => "A few minutes outside could shift your outlook.",
];

const MOOD_WORDS: readonly string[] = ["curious", "steady", "tender", "bright", "open", "playful", "grounded", "hopeful", "spacious"];

export function writeMood(c: PhraseContext, random: () => number, day: number): string {
  const { moon } = c.reading;
  return [
    pick(MOON_MOOD[moon.stage], random)(c),
    pick(ELEMENT_TINT[moon.sign.element], random),
    rotate(NUDGES, day, `${c.reading.sign.slug}:mood:nudge`)(c),
    `Mood word: ${rotate(MOOD_WORDS, day, `${c.reading.sign.slug}:mood:word`)}.`,
  ].join(" ");
}
