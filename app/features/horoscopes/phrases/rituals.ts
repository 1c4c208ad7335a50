import { capitalise, withArticle } from "#app/lib/text.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import type { PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { fill, pickParts, sentence, type Pool, type PhraseContext, type SectionText } from "./phrase";

// The ritual: its timing follows the Moon's stage (begin under a new Moon, build while it grows,
// celebrate and release at full, clear while it wanes), its act is small, safe and done with what
// is already at home, its intention points at the house of the day's event, and it finishes with
// the lucky colour. Every fixed clause of five words or more comes from a pool of thirteen, so the
// twelve signs of one day stand at twelve different variants (see pickParts).

const RITUAL_LENGTH = { min: 64, max: 72 };

const TIMINGS: Record<PhaseStage, Pool> = {
  new: ["Under the new Moon, ", "With the Moon new, ", "As the cycle begins, ", "At the new Moon, ", "Under a new Moon, "],
  waxing: ["As the Moon grows, ", "With the Moon waxing, ", "While the light builds, ", "Under a growing Moon, ", "As the Moon fills, "],
  full: ["Under the full Moon, ", "With the Moon full, ", "At the Moon's peak, ", "In the full moonlight, ", "At the full Moon, "],
  waning: ["As the Moon wanes, ", "With the Moon waning, ", "While the light thins, ", "Under a waning Moon, ", "As the Moon shrinks, "],
};

// What to do, by the Moon's stage: begin, build, celebrate or release, clear.
const ACTS: Record<PhaseStage, Pool> = {
  new: [
    "write one wish for the month ahead on a slip of paper, fold it and keep it inside a book you love.",
    "open a fresh page in a notebook and write a single sentence about what you want to begin.",
    "fill a glass with water, hold it while you name what you want to start, then drink it slowly.",
    "press a seed or a dried bean into a pot of soil and set it on a windowsill.",
    "clear a small space on a shelf and set one object there that stands for a fresh start.",
    "sit by a window for a few quiet minutes and let one clear wish take shape.",
    "write the first step of a new plan on a card and prop it where you will see it tomorrow.",
    "tidy your bedside table until only a notebook and a glass of water remain.",
    "make a cup of tea, and while it brews, say out loud what you would like to begin.",
    "switch on a lamp in a dark corner of your home and sit beside it for a few calm breaths.",
    "set a clean bowl of water by your front door as a welcome to something new.",
    "write today's date at the top of a blank page, then one thing you want to start.",
    "open a window for a minute, breathe in the fresh air and picture a door swinging open.",
  ],
  waxing: [
    "water a plant slowly, and with each pour think of something you are nurturing.",
    "add one line to a list of things you are working towards, then read the whole list back.",
    "drop a coin into a jar as a small promise to keep going with a plan.",
    "write one step you have already taken on a slip of paper and add it to a jar or envelope.",
    "stand by a window in daylight, stretch your arms up and take a few slow, full breaths.",
    "clear your desk or table to make room for the work ahead.",
    "make a warm drink and sip it while you picture your plan one step further on.",
    "put fresh water in a glass and add a sprig of green, even a herb from the kitchen.",
    "write a note of encouragement to yourself and stick it on the fridge.",
    "spend a few focused minutes on the next step of something you care about.",
    "fold a sheet of paper in half, write a goal on one side and your next step on the other.",
    "sort one pile of papers and keep only what helps a plan you care about.",
    "play one song that makes you feel capable, and let it set your pace for the next task.",
  ],
  full: [
    "write down the things that have gone well lately and read the list aloud.",
    "look for the Moon from a window and say thank you for one thing that has worked out.",
    "write one worry on a scrap of paper, tear it into small pieces and put them in the recycling.",
    "set a glass of water on a windowsill overnight and drink it first thing tomorrow.",
    "make a small feast of a favourite snack and enjoy it slowly, with no screen in sight.",
    "put on a song you love and dance, or simply sway, until it ends.",
    "polish one surface until it shines, as a way of honouring what you have finished.",
    "write a short thank-you note, to yourself or someone else, and leave it where it will be found.",
    "take a warm shower or bath and imagine the day's tension rinsing away.",
    "hold a smooth stone or a favourite object, name what you are ready to release, then set it down.",
    "open a window, breathe out slowly and let one old feeling go with the air.",
    "look through recent photos and choose one moment worth celebrating.",
    "write what you are proud of on one side of a card and what you are releasing on the other.",
  ],
  waning: [
    "clear one drawer or shelf, keeping only what you actually use.",
    "wipe a windowsill or a mirror slowly, as if you were clearing the air.",
    "gather a few things you no longer need and put them in a bag to give away.",
    "empty your bag or pockets, bin the clutter and put back only what you need.",
    "wash a cup or a bowl by hand, slowly, and imagine one worry rinsing off with the water.",
    "delete old photos or messages from your phone until it feels lighter.",
    "sweep or vacuum one small corner of your home that has been bothering you.",
    "write down one task you can drop, then cross it out with a firm line.",
    "open a window for a few minutes and let the stale air out of the room.",
    "sort through a pile of post or papers and recycle everything you do not need.",
    "tip out a box of odds and ends and keep only what still earns its place.",
    "put one thing you have been meaning to return or give away by the door.",
    "change your bed linen and, as you do, let go of the week behind you.",
  ],
};

/** What the intention asks of the event's house, by the Moon's stage: verbs that read after "to". */
const AIMS: Record<PhaseStage, Pool> = {
  new: ["begin", "start", "set in motion"],
  waxing: ["grow", "build", "strengthen"],
  full: ["celebrate", "release", "bring to a close"],
  waning: ["let go of", "clear away", "leave behind"],
};

type Intention = (house: string, aim: string) => string;

const INTENTIONS: readonly Intention[] = [
  (house, aim) => `As you do it, name one thing you want to ${aim} in ${house}.`,
  (house, aim) => `Hold ${house} in mind, and picture one thing there you want to ${aim}.`,
  (house, aim) => `Let your intention point at ${house}: what, exactly, would you like to ${aim} there?`,
  (house, aim) => `While you work, think of ${house} and say quietly what you mean to ${aim} there.`,
  (house, aim) => `Dedicate it to ${house}, where today's change lands, and to one thing there you hope to ${aim}.`,
  (house, aim) => `Keep ${house} in your thoughts and choose one thing there to ${aim}.`,
  (house, aim) => `Make it about ${house}: one thing you are ready to ${aim} there.`,
  (house, aim) => `Point the moment at ${house}, where the day's sky is busiest for you, and decide what to ${aim}.`,
  (house, aim) => `Meanwhile, picture ${house} and one small thing you will ${aim} there.`,
  (house, aim) => `Think of ${house} while you do it; one clear thing to ${aim} is plenty.`,
  (house, aim) => `Let it focus on ${house} and on one thing there you hope to ${aim}.`,
  (house, aim) => `Bring ${house} to mind and let one thing you want to ${aim} there come into focus.`,
  (house, aim) => `Let it be for ${house} and for one thing there you mean to ${aim}.`,
];

const INTENTION_KEYS = INTENTIONS.map((_, index) => String(index));

const FINISH_OPENINGS: Pool = [
  "To finish, ",
  "Last of all, ",
  "To close, ",
  "When you are done, ",
  "As a last touch, ",
  "Finally, ",
  "To end, ",
];

const colourOf = (c: PhraseContext) => c.colorName.toLowerCase();

// Each is written for any colour: "something sea teal", "a touch of crimson".
const COLOUR_FINISHES: Pool = [
  (c) => `keep something ${colourOf(c)} close by for the rest of the day, a quiet reminder of your intention.`,
  (c) => `wear a touch of ${colourOf(c)}, however small, and let it carry the intention with you.`,
  (c) => `place something ${colourOf(c)} beside you and let the colour mark the moment as done.`,
  (c) => `find one thing in ${colourOf(c)}, or the nearest shade you own, and let it stand for your intention.`,
  (c) => `tuck something ${colourOf(c)} into your bag or pocket as a sign the ritual is complete.`,
  (c) => `let your eyes rest on something ${colourOf(c)}, or simply picture the colour, while you breathe out slowly.`,
  (c) => `choose a touch of ${colourOf(c)} for what you wear tomorrow, and let it remind you.`,
  (c) => `make ${colourOf(c)} your colour for the day and notice where it turns up.`,
  (c) => `picture a soft ${colourOf(c)} light around you for a few breaths, then open your eyes.`,
  (c) => `set something ${colourOf(c)} on a windowsill and leave it there until tomorrow.`,
  (c) => `tie ${withArticle(colourOf(c))} thread or ribbon round your wrist, or simply imagine one.`,
  (c) => `write one word for your intention in ${colourOf(c)} if you have a pen that colour, or simply picture it.`,
  (c) => `let ${colourOf(c)} be the colour you carry today, in a scarf or a bookmark.`,
];

// Each is written for any number: the number is named, never counted to.
const NUMBER_LEADS: Pool = ["", "And ", "Also, "];

const NUMBERS: Pool = [
  (c) => `Today's lucky number is ${c.luckyNumber}; jot it somewhere you will see it later.`,
  (c) => `Your lucky number for the day is ${c.luckyNumber}, so let it be your small private sign.`,
  (c) => `Write ${c.luckyNumber}, your lucky number, on a page you will open again soon.`,
  (c) => `Your lucky number is ${c.luckyNumber}, a little extra luck to carry with you.`,
  (c) => `Watch for ${c.luckyNumber}, your lucky number, as the day goes on.`,
  (c) => `Keep ${c.luckyNumber} in mind as your lucky number, a quiet wink from the sky.`,
  (c) => `Say your lucky number, ${c.luckyNumber}, to yourself once, then let it go.`,
  (c) => `Your lucky number, ${c.luckyNumber}, is yours to use however you like.`,
  (c) => `Let ${c.luckyNumber}, today's lucky number, guide one small choice.`,
  (c) => `Add ${c.luckyNumber}, your lucky number, to your notes as a reminder.`,
  (c) => `Smile if you spot ${c.luckyNumber}, your lucky number, on a clock or a ticket.`,
  (c) => `Treat ${c.luckyNumber}, the day's lucky number, as a small charm for the ritual.`,
  (c) => `Your lucky number today is ${c.luckyNumber}, and it needs nothing from you but a smile.`,
];

const AFTER_OPENINGS: Pool = ["Afterwards, ", "Then ", "Later, "];

const AFTERCARE: Pool = [
  "notice how you feel, without judging how it went.",
  "drink a glass of water and carry on with your day.",
  "let the intention rest; there is nothing more to do.",
  "put everything away and let the moment be finished.",
  "stretch, breathe out slowly and get on with your day.",
  "write one line about how it felt, then close the notebook.",
  "leave it there and trust the small step you took.",
  "thank yourself for the time you gave it.",
  "sit quietly for a moment before you move on.",
  "keep the rest of the day a little slower if you can.",
  "keep the ritual to yourself, a private promise kept.",
  "smile, because the care you put in is what counts.",
  "carry on as normal, knowing you have done your part.",
];

const CLOSING_OPENINGS: Pool = ["", "Remember: ", "And "];

const CLOSINGS: Pool = [
  "small and simple is more than enough.",
  "it only takes a few quiet minutes.",
  "nothing about it needs to be perfect.",
  "the care matters more than the method.",
  "you can repeat it whenever you like.",
  "there is no wrong way to do this.",
  "even a rushed version still counts.",
  "keeping it simple is part of the point.",
  "a few calm minutes can change a day.",
  "what you did today is enough for now.",
  "you have given your intention a home.",
  "the day has your intention behind it.",
  "trust that the small act was worth it.",
];

export function writeRitual(c: PhraseContext): SectionText {
  const stage = c.reading.moon.stage;
  const event = c.reading.event;
  const act = capitalise(sentence(c, [TIMINGS[stage], ACTS[stage]]));
  const [key, aim] = pickParts(c, [INTENTION_KEYS, AIMS[stage]]);
  const intention = INTENTIONS[Number(key)]!(c.houses.name(HOUSES[event.house - 1]!), aim!);
  const finish = capitalise(sentence(c, [FINISH_OPENINGS, COLOUR_FINISHES]));
  const text = fill(
    c,
    [act, intention, finish],
    [
      () => led(pickParts(c, [NUMBER_LEADS, NUMBERS])),
      () => sentence(c, [AFTER_OPENINGS, AFTERCARE]),
      () => led(pickParts(c, [CLOSING_OPENINGS, CLOSINGS])),
    ],
    RITUAL_LENGTH,
  );
  return { text, lead: `ritual:${stage}:${event.house}` };
}

/** A sentence after its lead ("And "), or capitalised when the lead is empty. */
function led([lead, text]: string[]): string {
  return lead ? `${lead}${text!.charAt(0).toLowerCase()}${text!.slice(1)}` : capitalise(text!);
}
