import type { PhaseStage } from "../sky-reading";
import { moonPhaseAdjective, pick, rotate, type Phrase, type PhraseContext } from "./phrase";

// The ritual's timing follows the Moon's phase: begin under a new Moon, release under a waning one.
const TIMING: Record<PhaseStage, readonly Phrase[]> = {
  new: [
    (c) => `Under the new Moon in ${c.reading.moon.sign.name},`,
    (c) => `As the new Moon in ${c.reading.moon.sign.name} opens a fresh cycle,`,
  ],
  waxing: [
    (c) => `While the Moon grows in ${c.reading.moon.sign.name},`,
    (c) => `With the ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name},`,
  ],
  full: [(c) => `Under the full Moon in ${c.reading.moon.sign.name},`, (c) => `While the full Moon lights up ${c.reading.moon.sign.name},`],
  waning: [
    (c) => `As the Moon wanes in ${c.reading.moon.sign.name},`,
    (c) => `With the ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name},`,
  ],
};

// Small, concrete, safe acts that take minutes and need nothing special.
const ACTS: readonly string[] = [
  "write one wish on a slip of paper and tuck it inside a book you love",
  "light a candle for five quiet minutes and name three things you are grateful for",
  "clear one drawer or shelf, keeping only what you actually use",
  "make a cup of tea slowly, with full attention, as a small ceremony for yourself",
  "step outside, take five slow breaths and notice three sounds around you",
  "send a kind message to someone you have not spoken to in a while",
  "set a glass of water on a windowsill for an hour, then drink it while you picture tomorrow going well",
  "write tomorrow's most important task on a card and leave it where you will see it first thing",
  "tidy your doorway so the way into your home feels welcoming",
];

const FINISHES: readonly Phrase[] = [
  (c) => `Wear a touch of ${c.colorName} as a reminder of the intention.`,
  (c) => `Say your lucky number, ${c.luckyNumber}, softly as you finish.`,
  () => "Finish by stretching your arms up and letting your shoulders drop.",
  () => "Keep it simple; the care you put in is the real magic.",
  () => "Let it mark a line between the day's noise and your own time.",
  (c) => `Keep something ${c.colorName} nearby for a little extra luck.`,
  () => "Notice how you feel afterwards; that feeling is your answer.",
  (c) => `Close by saying one ${c.gift} thing about yourself out loud.`,
];

export function writeRitual(c: PhraseContext, random: () => number, day: number): string {
  const timing = pick(TIMING[c.reading.moon.stage], random)(c);
  const act = rotate(ACTS, day, `${c.reading.sign.slug}:ritual:act`);
  return `${timing} ${act}. ${rotate(FINISHES, day, `${c.reading.sign.slug}:ritual:finish`)(c)}`;
}
