import { withArticle } from "#app/lib/text.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import type { PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { houseInFull, moonPhaseAdjective, sentence, type Pool, type PhraseContext } from "./phrase";

// The ritual's timing follows the Moon's phase (begin under a new Moon, release under a waning
// one) and its intention points at the house the day's event touches. Every act is small, safe
// and takes minutes with what is already at home.

const TIMINGS: Record<PhaseStage, Pool> = {
  new: [
    (c) => `Under the new Moon in ${c.reading.moon.sign.name}, `,
    (c) => `As the new Moon in ${c.reading.moon.sign.name} opens a fresh cycle, `,
    () => "While the sky is dark and the cycle is young, ",
    () => "To greet the new lunar month, ",
    () => "In the quiet of the new Moon, ",
  ],
  waxing: [
    (c) => `While the Moon grows in ${c.reading.moon.sign.name}, `,
    (c) => `With the ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name}, `,
    () => "As the Moon's light builds, ",
    () => "To ride the growing Moon, ",
    () => "While the Moon is on the rise, ",
  ],
  full: [
    (c) => `Under the full Moon in ${c.reading.moon.sign.name}, `,
    (c) => `While the full Moon lights up ${c.reading.moon.sign.name}, `,
    () => "By the light of the full Moon, ",
    () => "To honour the full Moon, ",
    () => "At the peak of the lunar month, ",
  ],
  waning: [
    (c) => `As the Moon wanes in ${c.reading.moon.sign.name}, `,
    (c) => `With the ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name}, `,
    () => "As the Moon's light recedes, ",
    () => "To work with the waning Moon, ",
    () => "While the Moon thins toward new, ",
  ],
};

const ACTS: Pool = [
  "write one wish on a slip of paper, fold it twice and tuck it inside a book you love.",
  "light a candle for five quiet minutes and name three things you are grateful for, one for each breath.",
  "clear one drawer or shelf, keeping only what you actually use, and notice how the space feels afterwards.",
  "make a cup of tea slowly and with full attention, as a small ceremony for yourself alone.",
  "step outside, take five slow breaths and listen for three different sounds before you go back in.",
  "set a glass of water on a windowsill for an hour, then drink it while you picture tomorrow going well.",
  "write tomorrow's most important task on a card and leave it where you will see it first thing.",
];

const INTENTION_OPENINGS: Pool = [
  "Dedicate it to ",
  "Hold in mind ",
  "Let it honour ",
  "Point its intention at ",
  "As you do it, think of ",
];

const INTENTION_ENDINGS: Pool = [
  ", the part of life today's sky is lighting for you.",
  ", where today's event lands in your chart.",
  ", and picture one good thing happening there this week.",
  ", and ask quietly what it needs from you.",
  ", and promise it one practical step before the weekend.",
  ", where a little attention will be repaid many times over.",
  ", and let one worry about it go with your out-breath.",
];

const FINISH_OPENINGS: Pool = [
  (c) => `Wear a touch of ${c.colorName.toLowerCase()} `,
  (c) => `Keep something ${c.colorName.toLowerCase()} nearby `,
  (c) => `Say your lucky number, ${c.luckyNumber}, softly `,
  (c) => `Choose ${withArticle(c.colorName.toLowerCase())} pen or thread `,
  (c) => `Count slowly to ${c.luckyNumber} `,
];

const FINISH_ENDINGS: Pool = [
  "as a reminder of the intention for the rest of the day.",
  "to mark the moment the ritual ends and ordinary time begins again.",
  "and let your shoulders drop and your jaw soften as you do.",
  "as a quiet signal to yourself that you have done your part.",
  "and smile at yourself in the mirror; it counts more than you think.",
  "to close the ritual with something you can see, hear or touch.",
  "and thank yourself, out loud if you like, for the time you took.",
];

const AFTER_OPENINGS: Pool = ["Afterwards, ", "When you are done, ", "Once it is finished, ", "Later, ", "Before you sleep, "];

const AFTER_ENDINGS: Pool = [
  "notice how you feel in your body and your breath; that feeling is your answer.",
  "keep it simple and do not judge how it went, because the care you put in is the real magic.",
  (c) => `say one ${c.gift} thing about yourself out loud, and let yourself believe it.`,
  "write a single line about what came up, then close the notebook and leave it at that.",
  "let the day's noise stay outside your door for a while longer than usual.",
  "stretch your arms up high, hold for a breath and let them fall slowly to your sides.",
  "drink a glass of water slowly and let the intention settle for the night.",
];

export function writeRitual(c: PhraseContext): string {
  const eventHouse = HOUSES[c.reading.event.house - 1]!;
  return [
    sentence(c, [TIMINGS[c.reading.moon.stage], ACTS]),
    sentence(c, [INTENTION_OPENINGS, [houseInFull(eventHouse)], INTENTION_ENDINGS]),
    sentence(c, [FINISH_OPENINGS, FINISH_ENDINGS]),
    sentence(c, [AFTER_OPENINGS, AFTER_ENDINGS]),
  ].join(" ");
}
