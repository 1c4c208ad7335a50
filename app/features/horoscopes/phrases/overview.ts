import { HOUSES } from "#app/zodiac/houses.ts";
import { bodyInProse } from "#app/zodiac/planets.ts";
import { withArticle } from "#app/lib/text.ts";
import type { PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { whyTodaySentence } from "./why-today";
import { bodyName, houseInFull, moonPhaseAdjective, sentence, type Pool, type PhraseContext } from "./phrase";

// Every sentence is built from pools whose sizes are pairwise coprime (see pickParts): 5 x 7,
// 3 x 11 and so on. Parts carry their own spacing and punctuation.

const ACTION_FRAMES: Pool = [
  "The best use of the day is to ",
  "Make time to ",
  "This is a good moment to ",
  "If you can, find an hour to ",
  "Try to ",
  "You will feel the benefit if you ",
  "It would be wise to ",
];

const ACTION_ENDINGS: Pool = [
  ", and let that be enough for today.",
  " before the evening gets away from you.",
  ", even if it only takes a few minutes.",
];

const SUN_VERBS: Pool = [" spends these weeks in ", " keeps the spotlight on ", " warms "];

const SUN_MEANINGS: Pool = [
  ", so this is where your energy flows most easily until the Sun moves on.",
  ", and the season asks you to give that part of life your best hours.",
  ", which is where others are most likely to notice you right now.",
  ", so effort spent there this month pays back more than effort spent elsewhere.",
  ", and small wins in that area add up to real confidence.",
  ", so let the month's plans start from there and grow outward.",
  ", a reminder that this part of life deserves more than leftovers.",
  ", which colours the whole month with its concerns and chances.",
  ", so whatever you grow there now has the season on its side.",
  ", and you may find yourself thinking about it more than usual, which is no accident.",
  ", so make room for it in your calendar, not just in your thoughts.",
];

const MOON_VERBS: Pool = [" passes through ", " lights ", " stirs ", " moves through ", " visits "];

const STAGE_NOTES: Record<PhaseStage, Pool> = {
  new: [
    ": begin quietly and let the idea find its own shape.",
    ": a seed planted now needs only a little care to grow.",
    ": it is a time for intentions rather than results.",
    ": one honest wish is worth more than a long list.",
    ": start before you feel ready; readiness comes with the start.",
    ": rest first, then begin with the smallest possible step.",
    ": let the plan stay private for a day or two.",
  ],
  waxing: [
    ": effort you add now tends to build on itself.",
    ": momentum is growing, so keep showing up.",
    ": it is a time to add, build and reach out.",
    ": take the next step while the light is growing.",
    ": confidence rises with each thing you finish.",
    ": say yes to what moves you forward and no to what only fills time.",
    ": push a little further than yesterday, then stop while it still feels good.",
  ],
  full: [
    ": emotions run bright, so let them inform you rather than drive.",
    ": what was hidden is easy to see, for better and for worse.",
    ": it is a time to celebrate and to let go.",
    ": you can see how far you have come.",
    ": a conversation could clear the air for good.",
    ": finish what is ready to be finished and leave the rest for later.",
    ": give thanks for one thing that worked out.",
  ],
  waning: [
    ": it is a time to finish, tidy and forgive.",
    ": letting go of one small thing will feel lighter than you expect.",
    ": slow down and take stock before the next cycle.",
    ": clear space rather than fill it, in your diary and in your home.",
    ": what you release now makes room for what comes next.",
    ": rest is part of the work this week.",
    ": trim one commitment you no longer need.",
  ],
};

const MERCURY_MEANINGS: Pool = [
  ": your thoughts keep drifting there, so follow them.",
  ": conversations about it are more useful than usual.",
  ": a plan for it is easier to write down than you think.",
  ": ask the question about it that you have been saving.",
  ": news or ideas on that front are worth passing on.",
  ": your mind solves a problem there almost by itself.",
  ": a short note or message moves it along faster than a long meeting would.",
];

const rulerName = (c: PhraseContext, start: boolean) => bodyName({ planet: c.reading.sign.rulingPlanet }, start);

const RULER_TITLES: Pool = [
  (c) => `${rulerName(c, true)}, your ruler, `,
  (c) => `Your ruler, ${rulerName(c, false)}, `,
  (c) => `${rulerName(c, true)}, which rules ${c.name}, `,
  (c) => `${rulerName(c, true)}, your guiding light, `,
  (c) => `${rulerName(c, true)}, ruler of your sign, `,
];

const RULER_PLAIN: Pool = [
  ", adding its own flavour to how you act today.",
  ", so that is where your drive naturally goes.",
  ", which is the part of life where your instincts are sharpest right now.",
  ", so trust your first move there.",
  ", and that area rewards you for being fully yourself.",
  ", lending you energy for whatever it rules.",
  ", so it is the stage on which your sign shows its strengths this week.",
];

const RULER_RETROGRADE: Pool = [
  ", which favours reviewing and repairing over starting from scratch.",
  ", so second drafts and second chances serve you better than brand-new plans.",
  ", asking you to look back before you push forward.",
  ", so a familiar problem there may finally make sense.",
  ", and patience with delays is part of the lesson.",
  ", which turns your attention to what you left unfinished.",
  ", so reconnect with what already works rather than reinvent it.",
];

const ASPECT_MEANINGS: Record<"easy" | "hard" | "blend", Pool> = {
  easy: [
    ", an easy flow that makes effort feel lighter.",
    ", so help and good timing arrive with less pushing than usual.",
    ", and a modest effort may bring a pleasant surprise.",
    ", which rewards a small first step.",
    ", so cooperation comes naturally today.",
    ", lending you a rare run of good timing.",
    ", and doors open when you knock gently.",
  ],
  hard: [
    ", a creative tension that asks you to choose your priority.",
    ", so friction is likely, and useful if it sharpens your aim.",
    ", and you may feel pulled between two good options.",
    ", which asks for balance rather than victory.",
    ", so pause before you react to a challenge.",
    ", turning pressure into a push you can use.",
    ", and the harder path may teach you more.",
  ],
  blend: [
    ", blending their energies into one strong push.",
    ", so two parts of your life want the same thing at once.",
    ", which concentrates your focus wonderfully.",
    ", and the day's themes fuse into one clear message.",
    ", so act with intent; the effect is amplified.",
    ", lending weight to whatever you start.",
    ", so make sure the push goes where you want it.",
  ],
};

const LUMINARY_LEADS: Record<"Sun" | "Moon", Pool> = {
  Sun: [
    "As a sign ruled by the Sun, ",
    "With the Sun as your ruler, ",
    "Ruled by the Sun as you are, ",
    "Being a Sun-ruled sign, ",
    "As the Sun's own sign, ",
  ],
  Moon: [
    "As a sign ruled by the Moon, ",
    "With the Moon as your ruler, ",
    "Ruled by the Moon as you are, ",
    "Being a Moon-ruled sign, ",
    "As the Moon's own sign, ",
  ],
};

const LUMINARY_MEANINGS: Record<"Sun" | "Moon", Pool> = {
  Sun: [
    "you feel the season more keenly than most, so let its warmth set your pace.",
    "you shine brightest when you follow what genuinely lights you up.",
    "you are at your best when you are generous with your attention.",
    "you draw strength from daylight, so get some if you can.",
    "you lead by example, and today someone is watching how you do it.",
    "your confidence is contagious, so use it kindly.",
    "you know that a warm word can change someone's day.",
  ],
  Moon: [
    "you feel every change in its light, so trust the mood of the day to guide your timing.",
    "your feelings are your compass, and today they point somewhere useful.",
    "you need a soft place to land, so make one for yourself tonight.",
    "you notice what others miss, and that is worth sharing.",
    "you care deeply, so save some of that care for yourself.",
    "your instincts about people are right more often than not.",
    "home and comfort recharge you faster than anything else.",
  ],
};

const GIFT_OPENINGS: Pool = [
  (c) => `Your ${c.gift} nature is your best asset today`,
  (c) => `Lean on your ${c.gift} side`,
  (c) => `Trust the ${c.gift} part of you`,
  (c) => `Bring your most ${c.gift} self to the table`,
  (c) => `Let your ${c.gift} instincts lead`,
];

const GIFT_ENDINGS: Pool = [
  ", especially where others hesitate or wait to be told what to do.",
  ", and the rest of the day will follow its lead more readily than you expect.",
  " when a choice has to be made quickly and nobody else wants to make it.",
  ", because someone nearby needs exactly that and may not know how to ask.",
  " and notice how differently people respond when you do.",
  ", even in the small, everyday moments that nobody else will see.",
  ", since it is what people remember about you long after the day is over.",
];

const SHADOW_OPENINGS: Pool = [
  (c) => `If you catch yourself being ${c.shadow}`,
  (c) => `When ${withArticle(c.shadow)} mood creeps in`,
  (c) => `Should you feel ${c.shadow} this afternoon`,
  (c) => `If the ${c.shadow} side of you starts talking`,
  (c) => `On the moments you feel ${c.shadow}`,
];

const SHADOW_ENDINGS: Pool = [
  ", take a breath and choose the kinder response, to others and to yourself.",
  ", step back and ask what you actually need before you ask anything of anyone else.",
  ", treat it as a signal to slow down, not a verdict on who you are.",
  ", give yourself ten minutes before you decide anything or press send.",
  ", name it quietly to yourself; once named, it loses half its grip.",
  ", let a trusted friend talk you back to your best self.",
  ", move your body first and think second; a short walk settles more than you expect.",
];

const CLOSER_OPENINGS: Pool = ["By evening, ", "Before the day is out, ", "Later on, ", "As the day winds down, ", "Tonight, "];

const CLOSER_ENDINGS: Pool = [
  "keep one small promise to yourself, however modest, and notice how it steadies you.",
  "a clearer picture should be taking shape, so write down what you can now see.",
  "name one thing that went right, and give yourself some of the credit for it.",
  "give an hour to the thing you care about most, before the rest of the world claims it.",
  "let curiosity, not worry, choose your next move and the one after that.",
  "say the generous thing; kind words travel further than you think.",
  "remember that rest counts as progress too, and take some without apology.",
];

function rulerSentence(c: PhraseContext): string | undefined {
  const { ruler, event } = c.reading;
  // When the ruler's aspect is already the day's event, the sentence tells where the ruler stands instead.
  if (event.kind === "ruler-aspect" && ruler.kind === "aspect") {
    const planet = ruler.place.planet;
    if (planet === "Sun" || planet === "Moon") return sentence(c, [LUMINARY_LEADS[planet], LUMINARY_MEANINGS[planet]]);
    return sentence(c, [RULER_TITLES, [`is in ${ruler.place.sign.name}, ${houseInFull(ruler.place.house)}`], RULER_PLAIN]);
  }
  switch (ruler.kind) {
    case "unknown":
      return undefined;
    case "luminary":
      return sentence(c, [LUMINARY_LEADS[ruler.planet], LUMINARY_MEANINGS[ruler.planet]]);
    case "retrograde":
      return sentence(c, [
        RULER_TITLES,
        [`is retrograde in ${ruler.place.sign.name}, your ${ruler.place.house.ordinal} house`],
        RULER_RETROGRADE,
      ]);
    case "plain":
      return sentence(c, [RULER_TITLES, [`is in ${ruler.place.sign.name}, ${houseInFull(ruler.place.house)}`], RULER_PLAIN]);
    case "aspect": {
      const { aspect, place } = ruler;
      const tone = aspect.kind === "conjunction" ? "blend" : aspect.kind === "square" || aspect.kind === "opposition" ? "hard" : "easy";
      const core = `forms ${withArticle(aspect.kind)} with ${bodyInProse(aspect.other)} from your ${place.house.ordinal} house`;
      return sentence(c, [RULER_TITLES, [core], ASPECT_MEANINGS[tone]]);
    }
  }
}

function moonOrMercurySentence(c: PhraseContext): string {
  const { event, moon, mercury } = c.reading;
  const moonIsTheEvent = event.kind === "lunation" || event.kind === "moon-house" || (event.kind === "ingress" && event.planet === "Moon");
  if (!moonIsTheEvent) {
    return sentence(c, [
      [`The ${moonPhaseAdjective(c.reading)} Moon in ${moon.sign.name}`],
      MOON_VERBS,
      [houseInFull(moon.house)],
      STAGE_NOTES[moon.stage],
    ]);
  }
  const verb = mercury.retrograde ? `Mercury, retrograde in ${mercury.sign.name},` : `Mercury in ${mercury.sign.name}`;
  return sentence(c, [[verb], MOON_VERBS, [houseInFull(mercury.house)], MERCURY_MEANINGS]);
}

export function writeOverview(c: PhraseContext): string {
  const { event, sun } = c.reading;
  const eventHouse = HOUSES[event.house - 1]!;
  return [
    whyTodaySentence(c),
    sentence(c, [ACTION_FRAMES, eventHouse.actions, ACTION_ENDINGS]),
    sentence(c, [[`The Sun in ${sun.sign.name}`], SUN_VERBS, [houseInFull(sun.house)], SUN_MEANINGS]),
    moonOrMercurySentence(c),
    rulerSentence(c),
    sentence(c, [GIFT_OPENINGS, GIFT_ENDINGS]),
    sentence(c, [SHADOW_OPENINGS, SHADOW_ENDINGS]),
    sentence(c, [CLOSER_OPENINGS, CLOSER_ENDINGS]),
  ]
    .filter(Boolean)
    .join(" ");
}
