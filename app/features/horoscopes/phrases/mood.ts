import { withArticle } from "#app/lib/text.ts";
import type { Element } from "#app/zodiac/elements.ts";
import type { PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { moonPhaseAdjective, sentence, type Pool, type PhraseContext } from "./phrase";

// The mood follows the Moon: its phase sets the tempo, its sign's element the texture, and the
// house it crosses what the reader's feelings gather around.

const MOON_OPENINGS: Pool = [
  (c) => `The ${moonPhaseAdjective(c.reading)} Moon in your ${c.reading.moon.house.ordinal} house `,
  (c) => `The Moon, ${moonPhaseAdjective(c.reading)} in ${c.reading.moon.sign.name}, `,
  (c) => `Crossing your ${c.reading.moon.house.ordinal} house, the ${moonPhaseAdjective(c.reading)} Moon `,
  (c) => `From ${c.reading.moon.sign.name}, your ${c.reading.moon.house.ordinal} house, the ${moonPhaseAdjective(c.reading)} Moon `,
  (c) => `Today's ${moonPhaseAdjective(c.reading)} Moon in ${c.reading.moon.sign.name} `,
];

const STAGE_MOODS: Record<PhaseStage, Pool> = {
  new: [
    "brings a quiet, hopeful mood that favours small beginnings.",
    "turns you inward, which is no bad thing for a day or two.",
    "makes you more reflective than talkative.",
    "leaves space for a wish you have not spoken yet.",
    "asks for gentleness while new feelings find their shape.",
    "favours calm company and early nights.",
    "gives an ordinary day a sense of fresh start.",
  ],
  waxing: [
    "lifts your energy a notch as the day goes on.",
    "builds optimism slowly but surely.",
    "makes you keen to get going and a little impatient.",
    "brings a steady, rising confidence.",
    "favours plans, lists and hopeful conversations.",
    "tips you toward saying yes.",
    "puts a little spring in your step.",
  ],
  full: [
    "turns the emotional volume up, so feelings are vivid and honest.",
    "brings everything to the surface, the lovely and the awkward.",
    "makes you more sensitive to atmosphere than usual.",
    "heightens both joy and irritation; choose which one you feed.",
    "makes for a restless evening unless you move your body first.",
    "shows you what you really feel about something.",
    "fills the day with big, generous feelings.",
  ],
  waning: [
    "invites you to slow down and let things settle.",
    "brings a calmer, more reflective mood.",
    "makes letting go feel easier than holding on.",
    "favours quiet tasks and early nights.",
    "softens the edges of a difficult week.",
    "asks for rest before the next push.",
    "turns your thoughts to what is finished rather than what is next.",
  ],
};

const ELEMENT_TEXTURES: Record<Element, Pool> = {
  fire: [
    "Enthusiasm comes in bursts",
    "Impatience may flicker",
    "Your spirits run warm",
    "Courage is close at hand",
    "Your temper is short but sunny",
  ],
  earth: [
    "Comfort and routine feel grounding",
    "Simple pleasures satisfy",
    "You crave solid ground",
    "Practical jobs calm you",
    "Good food and fresh air steady you",
  ],
  air: [
    "Your mind is busy and curious",
    "Conversation lifts your spirits",
    "Ideas arrive faster than you can note them",
    "You want company and a good chat",
    "A change of scene clears your head",
  ],
  water: [
    "Sensitivity runs high, in a good way",
    "Your intuition speaks clearly",
    "You pick up on other people's moods",
    "Music and water soothe you",
    "Tears and laughter sit close together",
  ],
};

const TEXTURE_ENDINGS: Pool = [
  (c) => ` with the Moon in ${c.reading.moon.sign.name}, so notice what energises you and do a little more of it.`,
  (c) => `, ${withArticle(c.reading.moon.sign.element)} Moon's gift; give yourself permission to change your mind.`,
  () => ", so let one worry wait until tomorrow and see whether it still matters.",
  () => ", so be as patient with yourself as you are with your friends.",
  (c) => `, and your ${c.gift} side is close to the surface.`,
  () => ", so a few minutes outside could shift your whole outlook.",
  () => ", and a favourite song could reset a flat moment.",
];

const FEELING_OPENINGS: Pool = [
  "Your feelings gather around your ",
  "What stirs you most today concerns your ",
  "Emotionally, the day circles back to your ",
  "Your heart keeps returning to your ",
  "Much of today's feeling is about your ",
];

const FEELING_ENDINGS: Pool = [
  ", so give that part of life a little tenderness.",
  ", and that is a good place to put your care.",
  ", so tend it and you tend yourself.",
  "; a small kindness there goes a long way.",
  ", which deserves attention rather than worry.",
  ", so follow the feeling and see where it leads.",
  "; trust what you sense there.",
];

const WORD_OPENINGS: Pool = [
  "Your mood word is ",
  "Carry this word with you: ",
  "A word to hold on to: ",
  "Today's mood word: ",
  "One word for the day: ",
];
const MOOD_WORDS: Pool = [
  "curious, so follow one question wherever it leads.",
  "steady, so keep a calm pace whatever others do.",
  "tender, so go gently with yourself and with others.",
  "bright, so let your good humour show.",
  "open, so say yes to one thing you would usually decline.",
  "playful, so make room for something that is simply fun.",
  "grounded, so keep your feet on the floor and your plans simple.",
];

export function writeMood(c: PhraseContext): string {
  const { moon } = c.reading;
  return [
    sentence(c, [MOON_OPENINGS, STAGE_MOODS[moon.stage]]),
    sentence(c, [ELEMENT_TEXTURES[moon.sign.element], TEXTURE_ENDINGS]),
    sentence(c, [FEELING_OPENINGS, [moon.house.arena], FEELING_ENDINGS]),
    sentence(c, [WORD_OPENINGS, MOOD_WORDS]),
  ].join(" ");
}
