import { capitalise, withArticle } from "#app/lib/text.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import { findSign, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import type { AspectView, BodyPlace, PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { MOON_ASPECT_ORB, type SignEvent } from "#app/features/horoscopes/day-events.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import {
  ASPECT_VERBS,
  aspectTone,
  leadSection,
  houseClauseSentence,
  placementFrames,
  mayRetell,
  moonPhaseAdjective,
  sentence,
  type Pool,
  type PhraseContext,
  type SectionText,
} from "./phrase";

// Love leads with what changed today: Venus or Mars changing sign or direction, else the Moon's
// tightest contact with Venus or Mars, else the house the Moon is crossing and how far through it
// is. Then one line for single readers and one for couples, in the day's tone. Venus's and Mars's
// slow placements are retold only on the days mayRetell allows.
//
// Every fixed clause of five words or more comes from a pool of at least 12 (the twelve signs
// stand at twelve different variants on one day) or sits next to a house name (each sign sees the
// Moon, and any event, in a different house). Pool sizes within a sentence are pairwise coprime.

type LovePlanet = "Venus" | "Mars";
type Tone = "easy" | "hard" | "blend" | "growing" | "releasing";
type LoveEvent = Extract<SignEvent, { kind: "ingress" | "station" }> & { planet: LovePlanet };

const LOVE_PLANETS: ReadonlySet<string> = new Set<LovePlanet>(["Venus", "Mars"]);

function isLovePlanet(planet: string): planet is LovePlanet {
  return LOVE_PLANETS.has(planet);
}

function loveEventOf(event: SignEvent): LoveEvent | undefined {
  if ((event.kind === "ingress" || event.kind === "station") && isLovePlanet(event.planet)) return event as LoveEvent;
  return undefined;
}

function stageTone(stage: PhaseStage): Tone {
  return stage === "new" || stage === "waxing" ? "growing" : "releasing";
}

// ---------------------------------------------------------------------------------------------
// (a) Venus or Mars changes sign or direction today.

/** Where the event happens: "Venus", "Scorpio", the house named as the reading names it. */
type EventWords = { planet: LovePlanet; sign: string; house: string };

const INGRESS_FRAMES: ReadonlyArray<(w: EventWords) => string> = [
  (w) => `${w.planet} moves into ${w.sign} today, ${w.house}`,
  (w) => `Today ${w.planet} enters ${w.sign}, ${w.house}`,
  (w) => `${w.planet} crosses into ${w.sign} and ${w.house} today`,
  (w) => `${w.planet} has just moved into ${w.sign}, ${w.house}`,
  (w) => `${w.planet} changes sign today and arrives in ${w.sign}, ${w.house}`,
  (w) => `${w.planet} steps into ${w.sign} today, lighting ${w.house}`,
  (w) => `${w.planet} begins its stay in ${w.sign}, ${w.house}, today`,
  (w) => `As of today ${w.planet} is in ${w.sign}, ${w.house}`,
  (w) => `Today brings ${w.planet} into ${w.sign}, ${w.house}`,
  (w) => `${w.planet} leaves one sign for the next today and reaches ${w.sign}, ${w.house}`,
  (w) => `${w.planet} reaches ${w.sign} today, and with it ${w.house}`,
  (w) => `The heart's news today is that ${w.planet} moves into ${w.sign}, ${w.house}`,
  (w) => `${w.planet} turns a page today, moving into ${w.sign} and ${w.house}`,
];

const STATION_FRAMES: Record<"retrograde" | "direct", ReadonlyArray<(w: EventWords) => string>> = {
  retrograde: [
    (w) => `${w.planet} turns retrograde in ${w.sign} today, ${w.house}, appearing to move backwards`,
    (w) => `Today ${w.planet} turns retrograde in ${w.sign}, ${w.house}, and seems to move backwards for a while`,
    (w) => `${w.planet} appears to stop and reverse today as it turns retrograde in ${w.sign}, ${w.house}`,
    (w) => `In ${w.sign}, ${w.house}, ${w.planet} turns retrograde today, seeming to move backwards`,
    (w) => `${w.planet} turns retrograde today in ${w.sign} and ${w.house}, appearing to back up`,
    (w) => `From today ${w.planet} is retrograde in ${w.sign}, ${w.house}, seeming to retrace its steps`,
    (w) => `${w.planet} begins a retrograde spell in ${w.sign} today, appearing to move backwards through ${w.house}`,
    (w) => `The heart's news today is that ${w.planet} turns retrograde in ${w.sign}, ${w.house}, and appears to move backwards`,
    (w) => `${w.planet} seems to halt and turn back today, going retrograde in ${w.sign}, ${w.house}`,
    (w) => `Today ${w.planet} slows to a stop and turns retrograde, appearing to move backwards through ${w.house}`,
    (w) => `${w.planet} goes retrograde today in ${w.sign}, ${w.house}, as if walking back over old ground`,
    (w) => `Today ${w.planet}, in ${w.sign} and ${w.house}, turns retrograde and seems to move backwards`,
    (w) => `${w.planet} pauses and turns retrograde in ${w.sign} today, appearing to reverse through ${w.house}`,
  ],
  direct: [
    (w) => `${w.planet} turns direct in ${w.sign} today, ${w.house}, moving forward again`,
    (w) => `Today ${w.planet} turns direct in ${w.sign}, ${w.house}, and resumes its forward path`,
    (w) => `${w.planet} stops appearing to move backwards today and turns direct in ${w.sign}, ${w.house}`,
    (w) => `In ${w.sign}, ${w.house}, ${w.planet} turns direct today and moves forward once more`,
    (w) => `${w.planet} turns direct today in ${w.sign} and ${w.house}, ending its backward spell`,
    (w) => `From today ${w.planet} moves forward again through ${w.sign}, ${w.house}`,
    (w) => `${w.planet} ends its retrograde spell in ${w.sign} today and heads forward through ${w.house}`,
    (w) => `The heart's news today is that ${w.planet} turns direct in ${w.sign}, ${w.house}`,
    (w) => `${w.planet} seems to pause and set off forward again today, turning direct in ${w.sign}, ${w.house}`,
    (w) => `Today ${w.planet} finishes retracing its steps and turns direct in ${w.house}`,
    (w) => `${w.planet} goes direct today in ${w.sign}, ${w.house}, picking up its forward pace`,
    (w) => `Today ${w.planet}, in ${w.sign} and ${w.house}, turns direct and moves forward again`,
    (w) => `${w.planet} picks up speed again in ${w.sign} today, turning direct in ${w.house}`,
  ],
};

/** What a planet's arrival, or its stay, means for love: each carries its own joining punctuation. */
const ARRIVAL_MEANINGS: Record<LovePlanet, Pool> = {
  Venus: [
    ", so for the coming weeks that is where affection flows most easily.",
    ": what attracts you in that area matters more than usual.",
    "; look there for pleasure, beauty and easy company.",
    ", and that part of life feels sweeter for a while.",
    ": charm works best in that area over the coming weeks.",
    ", which is where your heart leans for now.",
    "; it is where you are most likely to feel appreciated.",
    ", lending grace to everything that part of life touches.",
    ": give that area a little more of your time and warmth.",
    "; kindness and good taste count double there.",
    ", so make time for the small pleasures it brings.",
    ": what you value in love is coloured by that part of life.",
  ],
  Mars: [
    ", so desire and courage gather there for the coming weeks.",
    ": you are bolder about what you want in that area.",
    "; passion, and some impatience, run through it for a while.",
    ", which puts some fire into that part of your life.",
    ": expect to chase what you want there rather than wait.",
    ", and energy there runs high, so channel it kindly.",
    "; it lends heat to anything connected with it.",
    ", so the first move there is likely to be yours.",
    ": a little healthy competition may creep in.",
    ", which makes you more direct about what you want.",
    "; restlessness there is a sign to act, gently.",
    ": patience there keeps passion sweet.",
  ],
};

const STATION_MEANINGS: Record<"retrograde" | "direct", Pool> = {
  retrograde: [
    ": a time to review matters of the heart rather than rush them.",
    "; an old flame or an old question may come back for a second look.",
    ", so go slowly with new romance and look again at what you have.",
    ": what you want from love is worth rethinking before you act.",
    "; old patterns in love are easier to see, and to change.",
    ", so let big decisions about the heart wait a few weeks if they can.",
    ": reconnecting may suit you better than starting over.",
    "; patience in love pays more than pushing.",
    ", which asks you to value what is already good.",
    ": a past hurt may ask to be healed rather than ignored.",
    "; in love, look back before you leap.",
    ", so mend what matters before you look elsewhere.",
  ],
  direct: [
    ": matters of the heart that stalled begin to move forward again.",
    "; what you learned in the past few weeks can now be acted on.",
    ", so a decision about love that you postponed can be made.",
    ": affection feels easier to express from here.",
    "; a slow patch in love starts to ease.",
    ", which makes it a good time to say what you have been rehearsing.",
    ": momentum returns, gently, to your love life.",
    "; the way forward in love looks clearer.",
    ", so plans for the two of you can be picked up again.",
    ": confidence in what you want comes back.",
    "; let the new clarity shape your next step in love.",
    ", and the heart is ready to move on.",
  ],
};

function eventLead(c: PhraseContext, event: LoveEvent): string {
  const words: EventWords = { planet: event.planet, sign: signName(event.sign), house: c.houses.name(HOUSES[event.house - 1]!) };
  const frames = event.kind === "ingress" ? INGRESS_FRAMES : STATION_FRAMES[event.turns];
  const meanings = event.kind === "ingress" ? ARRIVAL_MEANINGS[event.planet] : STATION_MEANINGS[event.turns];
  return capitalise(sentence(c, [frames.map((frame) => () => frame(words)), meanings]));
}

function signName(slug: string): string {
  return findSign(slug)?.name ?? capitalise(slug);
}

// ---------------------------------------------------------------------------------------------
// (b) The Moon's tightest contact with Venus or Mars.

const ASPECT_STARTS: Pool = [
  "Today ",
  "In love today, ",
  "For your heart, ",
  "Where love is concerned, ",
  "For romance, ",
  "The news for love is that ",
  "In affairs of love, ",
];

type AspectWords = { verb: string; planet: LovePlanet; house: string };

const ASPECT_CORES: ReadonlyArray<(w: AspectWords) => string> = [
  (w) => `the Moon ${w.verb} ${w.planet} from ${w.house}`,
  (w) => `the Moon in ${w.house} ${w.verb} ${w.planet}`,
  (w) => `the Moon ${w.verb} ${w.planet} as it crosses ${w.house}`,
  (w) => `the Moon passing through ${w.house} ${w.verb} ${w.planet}`,
  (w) => `the Moon ${w.verb} ${w.planet} on its way through ${w.house}`,
];

const ASPECT_MEANINGS: Record<LovePlanet, Record<"easy" | "hard" | "blend", Pool>> = {
  Venus: {
    easy: [
      ": a good day for affection, given and received.",
      ", so warmth needs no effort; let it show.",
      ": a compliment you mean lands beautifully.",
      "; small gestures of fondness go a long way.",
      ", and charm works without effort, yours and other people's.",
      ": a sweet, sociable day for the heart.",
      "; pleasure shared is pleasure doubled.",
      ", so affection feels simple rather than complicated.",
      ": people are in the mood to be kind.",
      "; a little tenderness is welcomed, not questioned.",
      ", and the heart feels lighter for it.",
      ": a warm evening for affection and good company.",
    ],
    hard: [
      ": wanting to be appreciated may make you touchy.",
      "; a gap between what you want and what you get may sting.",
      ", so small hurts can feel bigger than they are.",
      ": you may crave comfort more than closeness.",
      "; someone's taste or timing may grate a little.",
      ", and it is easy to read coolness where none is meant.",
      ": a need for reassurance runs close to the surface.",
      "; spending to feel loved is a trap worth avoiding.",
      ", so tact matters more than usual in tender matters.",
      ": feelings and good manners may pull in different directions.",
      "; affection needs saying out loud, not assuming.",
      ", and a flash of jealousy is really a message about your own needs.",
    ],
    blend: [
      ": feelings and affection run together.",
      ", so your heart is on your sleeve.",
      "; tenderness is close to the surface.",
      ": you feel fond of people, and it shows.",
      ", and emotions and attraction line up.",
      "; a soft mood makes you easy to approach.",
      ": your feelings and your wishes point the same way.",
      ", so warmth spills into ordinary moments.",
      "; you notice beauty and kindness everywhere.",
      ": the heart speaks first and thinks later.",
      ", and sentiment runs high, in a pleasant way.",
      "; you are in the mood to be close to someone.",
    ],
  },
  Mars: {
    easy: [
      ": a bold move is likely to be well received.",
      ", so confidence is on your side; spend some of it on the heart.",
      "; desire and good sense agree.",
      ": a good day to make the first move.",
      ", and playful energy makes flirting feel natural.",
      "; asking for what you want feels less risky.",
      ": passion has a light, warm touch.",
      ", so you have the nerve to say what you feel.",
      "; a shared activity brings out the spark.",
      ": energy runs high and friendly.",
      ", and attraction is direct and uncomplicated.",
      "; enthusiasm is catching.",
    ],
    hard: [
      ": tempers may run shorter than feelings.",
      "; a small irritation could turn into a row.",
      ", so impatience may get ahead of affection.",
      ": you may want to win an argument more than you want to be close.",
      "; desire and frustration are easy to confuse.",
      ", and a quick reply may cut deeper than you intend.",
      ": restlessness looks for a target.",
      "; pushing for an answer tends to backfire.",
      ", so passion runs high, and so does friction.",
      ": someone may test your patience, on purpose or by accident.",
      "; old sore points are easy to press.",
      ", so spend the heat on something physical, not on a quarrel.",
    ],
    blend: [
      ": feelings turn into action fast.",
      ", so desire is strong and hard to hide.",
      "; instinct tells you what you want, loudly.",
      ": courage and feeling arrive together.",
      ", and you are moved to act on your heart.",
      "; passion runs close to the surface.",
      ": you may feel restless until you say something.",
      ", so emotions run hot but honest.",
      "; a spark is easy to strike and hard to ignore.",
      ": you want to act now, not wait.",
      ", and protective feelings run strong.",
      "; boldness comes naturally, for good or ill.",
    ],
  },
};

const ASPECT_ANGLES: Record<AspectKind, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
// The Moon gains at least 11.8° a day on a still planet; Venus runs up to 1.3° a day and Mars 0.8°.
const MOON_SLOWEST = 11.8;
const FASTEST: Record<LovePlanet, number> = { Venus: 1.3, Mars: 0.8 };

function longitudeOf(place: BodyPlace): number {
  return SIGN_SLUGS.indexOf(place.sign.slug as SignSlug) * 30 + place.degree;
}

/**
 * Whether the same contact may have stood within orb at yesterday's noon too: the Moon is past
 * exact, by more than a slow day's travel leaves room for. Such a contact was yesterday's news.
 */
function wasYesterdays(c: PhraseContext, aspect: AspectView & { other: LovePlanet }): boolean {
  const planet = aspect.other === "Venus" ? c.reading.venus : c.reading.mars;
  const ahead = (((longitudeOf(c.reading.moon) - longitudeOf(planet)) % 360) + 360) % 360;
  const apart = Math.min(ahead, 360 - ahead);
  const angle = ASPECT_ANGLES[aspect.kind];
  const separating = ahead <= 180 ? apart > angle : apart < angle;
  return separating && aspect.orb >= MOON_SLOWEST - FASTEST[aspect.other] - MOON_ASPECT_ORB;
}

function tightestLoveAspect(c: PhraseContext): (AspectView & { other: LovePlanet }) | undefined {
  return c.reading.moonAspects.find(
    (aspect): aspect is AspectView & { other: LovePlanet } =>
      isLovePlanet(aspect.other) && !wasYesterdays(c, aspect as AspectView & { other: LovePlanet }),
  );
}

function aspectLead(c: PhraseContext, aspect: AspectView & { other: LovePlanet }): string {
  const words: AspectWords = { verb: ASPECT_VERBS[aspect.kind], planet: aspect.other, house: c.houses.name(c.reading.moon.house) };
  const tone = aspectTone(aspect.kind);
  return capitalise(sentence(c, [ASPECT_STARTS, ASPECT_CORES.map((core) => () => core(words)), ASPECT_MEANINGS[aspect.other][tone]]));
}

// ---------------------------------------------------------------------------------------------
// (c) The house the Moon is crossing, and how far through it the Moon is.

type MoonWords = { sign: string; house: string; phase: string };

const MOON_FRAMES: Record<"early" | "middle" | "late", ReadonlyArray<(w: MoonWords) => string>> = {
  early: [
    (w) => `The Moon arrives in ${w.sign} today, ${w.house}`,
    (w) => `The ${w.phase} Moon has just entered ${w.sign}, ${w.house}`,
    (w) => `The Moon has just moved into ${w.house}`,
    (w) => `Fresh into ${w.sign}, the Moon now lights ${w.house}`,
    (w) => `The Moon begins a short visit to ${w.house}`,
    (w) => `Newly arrived in ${w.sign}, the ${w.phase} Moon turns your heart toward ${w.house}`,
    (w) => `Your heart's focus shifts as the Moon arrives in ${w.house}`,
    (w) => `The Moon steps into ${w.sign} and ${w.house}`,
    (w) => `The Moon has only just reached ${w.house}`,
    (w) => `A new chapter for the heart opens as the ${w.phase} Moon enters ${w.house}`,
    (w) => `The Moon starts its two or three days in ${w.sign}, ${w.house}`,
    (w) => `With the Moon just arrived in ${w.house}, the mood shifts`,
    (w) => `Your heart turns a corner as the Moon moves into ${w.sign}, ${w.house}`,
  ],
  middle: [
    (w) => `The ${w.phase} Moon settles into ${w.house}`,
    (w) => `The Moon is halfway through its stay in ${w.sign}, ${w.house}`,
    (w) => `The Moon spends the whole day in ${w.house}`,
    (w) => `Settled in ${w.sign}, the ${w.phase} Moon keeps your heart on ${w.house}`,
    (w) => `The Moon sits in the middle of ${w.sign} today, lighting ${w.house}`,
    (w) => `Your heart stays close to ${w.house} while the Moon is settled there`,
    (w) => `The Moon, now well into ${w.sign}, keeps ${w.house} in view`,
    (w) => `The ${w.phase} Moon is at home in ${w.house} today`,
    (w) => `Midway through ${w.sign}, the Moon lingers in ${w.house}`,
    (w) => `Love stays tied to ${w.house}, where the Moon spends the day`,
    (w) => `The ${w.phase} Moon holds steady in ${w.sign}, ${w.house}`,
    (w) => `The Moon is comfortably settled in ${w.house}`,
    (w) => `With the Moon halfway across ${w.house}, feelings there have had time to settle`,
  ],
  late: [
    (w) => `The Moon is about to leave ${w.house}`,
    (w) => `The ${w.phase} Moon spends its last day in ${w.sign}, ${w.house}`,
    (w) => `The Moon is on its way out of ${w.house}`,
    (w) => `Before the Moon leaves ${w.sign}, it gives ${w.house} one last look`,
    (w) => `The Moon nears the end of its stay in ${w.house}`,
    (w) => `The ${w.phase} Moon is in the last stretch of ${w.sign}, ${w.house}`,
    (w) => `The Moon's visit to ${w.house} is nearly over`,
    (w) => `Late in ${w.sign} now, the Moon is ready to move on from ${w.house}`,
    (w) => `With the Moon soon leaving ${w.house}, the heart wants to tie up loose ends`,
    (w) => `The ${w.phase} Moon has only a little of ${w.sign}, ${w.house}, left to cross`,
    (w) => `The Moon is wrapping up its stay in ${w.house}`,
    (w) => `The Moon gets ready to change sign, leaving ${w.house} behind`,
    (w) => `The ${w.phase} Moon lingers a last few hours in ${w.house}`,
  ],
};

/**
 * The house read for love on the Moon's later days there (its first day tells `house.love`), so a
 * visit of two or three days says something new each morning. Whole clauses, by house number.
 */
const HOUSE_LOVE_LATER: Record<"middle" | "late", readonly string[]> = {
  middle: [
    "how you carry yourself is quietly attractive, so stand tall",
    "a thoughtful, inexpensive gesture beats an extravagant one",
    "a quick message or a playful text keeps a connection warm",
    "a quiet evening in says more than a night out",
    "flirting, fun and a little showing off are all allowed",
    "showing up reliably is the most romantic thing you can do",
    "give a partner's wishes as much weight as your own",
    "a deeper conversation is worth the risk of feeling exposed",
    "someone with a different outlook may intrigue you",
    "being admired for what you do can spill over into your love life",
    "group outings and friends of friends are where sparks fly",
    "what you feel privately matters more than what you show",
  ],
  late: [
    "decide what you want for yourself before you ask anything of anyone else",
    "remind yourself what you bring to a relationship, and expect to be valued for it",
    "answer the message you have been sitting on, and answer it kindly",
    "make your home welcoming, for yourself or for someone you love",
    "make the most of the playful mood while it lasts",
    "help with one practical job, and let that be your love letter",
    "settle a small misunderstanding with a partner while it is still small",
    "let go of a suspicion or a grudge that no longer serves you",
    "plan a small adventure, together or alone, to look forward to",
    "leave work at the door tonight and give your attention to the people you love",
    "catch up with a friend who knows your heart well",
    "rest, and let your own heart catch up with your life",
  ],
};

/** After the arrival: the house read for love, a clause that follows "in love". */
const ARRIVAL_JOINS: Pool = [": in love, ", ", and in love ", "; in love, "];
const LATER_JOINS: Pool = [": ", "; ", ": in love, "];

/** The Moon's stage read for love, as whole clauses: after a frame and a colon, or after "Under a full Moon, ". */
const STAGE_LOVE: Record<"growing" | "releasing", Pool> = {
  growing: [
    "it is a good time to let a feeling grow at its own pace.",
    "say yes to what feels like a beginning.",
    "small steps toward someone count for more than big plans.",
    "interest you show tends to be returned.",
    "a little hope goes a long way in matters of the heart.",
    "plant the idea of a date and let it take root.",
    "what you start gently can keep growing.",
    "one warm move is worth making, so see what comes back.",
    "the heart favours openings over endings.",
    "curiosity about someone is worth following.",
    "keep a door open that you might usually close.",
    "a tender conversation is easier than usual to begin.",
  ],
  releasing: [
    "it is a good time to say what has been building up.",
    "letting go of a small grudge would leave you lighter.",
    "honesty clears the air better than silence.",
    "what is no longer working in love is easier to see.",
    "an overdue conversation can finally happen.",
    "finish what needs finishing before you start anything new.",
    "feelings come to the surface, so give them a kind hearing.",
    "forgive something small, and mean it.",
    "the heart prefers clarity to more of the same.",
    "rest and closeness matter more than plans.",
    "it helps to look at what love has taught you lately.",
    "an old hope is easier than usual to release.",
  ],
};

const STAGE_ADJECTIVES: Record<PhaseStage, string> = { new: "new", waxing: "waxing", full: "full", waning: "waning" };

// Four words or fewer each: the clause after them carries the variety.
const PHASE_OPENERS: Pool = [
  (c) => `Under a ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon, `,
  (c) => `With the Moon ${STAGE_ADJECTIVES[c.reading.moon.stage]}, `,
  (c) => `The ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon's advice: `,
  (c) => `Beneath a ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon, `,
  (c) => `With a ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon, `,
  (c) => `The ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon says: `,
  (c) => `The Moon is ${STAGE_ADJECTIVES[c.reading.moon.stage]}: `,
];

function stageLove(tone: Tone): Pool {
  return STAGE_LOVE[tone === "growing" ? "growing" : "releasing"];
}

/** The Moon's stage for love, when the lead has not already told it. */
function stageSentence(c: PhraseContext): string {
  return sentence(c, [PHASE_OPENERS, stageLove(stageTone(c.reading.moon.stage))]);
}

function houseLoveSentence(c: PhraseContext): string {
  return houseClauseSentence(c, c.reading.moon.house.love);
}

function moonHouseLead(c: PhraseContext): string {
  const { moon, moonThird } = c.reading;
  const words: MoonWords = { sign: moon.sign.name, house: c.houses.name(moon.house), phase: moonPhaseAdjective(c.reading) };
  const frames = MOON_FRAMES[moonThird].map((frame) => () => frame(words));
  if (moonThird === "early") return sentence(c, [frames, ARRIVAL_JOINS, [`${moon.house.love}.`]]);
  return sentence(c, [frames, LATER_JOINS, [`${HOUSE_LOVE_LATER[moonThird][moon.house.number - 1]!}.`]]);
}

// ---------------------------------------------------------------------------------------------
// Venus's and Mars's placements, on the days the section may retell them.

function placementSentence(c: PhraseContext, planet: LovePlanet): string {
  const place = planet === "Venus" ? c.reading.venus : c.reading.mars;
  const meanings = place.retrograde ? STATION_MEANINGS.retrograde : ARRIVAL_MEANINGS[planet];
  return sentence(c, [placementFrames(c, place), meanings]);
}

// ---------------------------------------------------------------------------------------------
// Advice: one line for single readers, one for couples, in the day's tone.

// Four words or fewer each: the openers are shared by several signs on a day.
const SINGLE_OPENERS: Pool = [
  "If you are single, ",
  "If you are unattached, ",
  "If you are dating, ",
  "For single readers, ",
  "For singles, ",
];

const SINGLE_LINES: Record<Tone, Pool> = {
  easy: [
    "say yes to the invitation you would normally turn down, because good company is easy to find.",
    "start a conversation with someone whose laugh you like; it may go further than you expect.",
    "send the friendly message first instead of waiting to be noticed.",
    "let a friend introduce you to a new face, and keep the first meeting light.",
    "wear something that makes you feel good and go where people gather.",
    "give a genuine compliment and see where the conversation goes.",
    "suggest a relaxed coffee rather than an elaborate date.",
    "follow up a recent spark while the mood is kind.",
    "accept attention graciously instead of brushing it off.",
    "share something you love, a song, a place or a book, with someone you like.",
    "let curiosity lead, and ask the question you actually want answered.",
    "make a plan that puts you among new faces this week.",
  ],
  hard: [
    "do not chase someone who keeps you guessing; notice who shows up instead.",
    "take a disappointing date or message lightly, and sleep on it.",
    "skip the late-night message you might regret in the morning.",
    "keep first conversations light and leave heavy questions for another day.",
    "notice the difference between chemistry and drama before you decide.",
    "feel free to walk away politely from anyone who tests your patience.",
    "turn down what does not feel right, even on a lonely evening.",
    "put your energy into a plan of your own; the right person respects that.",
    "treat a mismatch as a clue to what you really want, and write it down.",
    "do not read too much into a short reply; people are busy.",
    "say no kindly to anyone who pushes, and keep your evening your own.",
    "let a friend talk you out of an old flame if you are tempted to look back.",
  ],
  blend: [
    "tell the person on your mind something true and simple.",
    "trust a strong first impression, but give it a second meeting before you decide.",
    "be a little braver than usual about who you approach.",
    "give a feeling that arrives fast your attention, not a rushed decision.",
    "say what you liked about someone while it is fresh.",
    "notice a friendship that has felt warmer lately, without forcing it.",
    "go somewhere that moves you, music, art or open water, and see who else is there.",
    "write down what you felt today; it says a lot about the person you want.",
    "let your enthusiasm show, because it is more attractive than cool distance.",
    "follow one real pull of interest rather than scrolling through many.",
    "make one bold suggestion and let the answer be whatever it is.",
    "name a spark gently rather than hiding it.",
  ],
  growing: [
    "say yes to a new face or a new place; beginnings are favoured.",
    "update how you present yourself, online or off, so it sounds like you now.",
    "set one small intention for love, such as one new conversation a week.",
    "take the first step toward meeting people, then let things grow at their own pace.",
    "join a class, a club or a walking group where people share your interests.",
    "accept an introduction even if you cannot see where it leads.",
    "let a promising connection develop slowly rather than deciding on the first evening.",
    "make space in your week for meeting someone, or the week fills itself.",
    "message the person you have been meaning to get to know.",
    "try one thing you would not normally do on a night out.",
    "plant the idea of a second meeting while the first is still fun.",
    "think about what you want to feel with someone, not just who they might be.",
  ],
  releasing: [
    "let go of someone who keeps you waiting; it makes room for someone who will not.",
    "delete the old conversation you keep rereading.",
    "ask yourself honestly what you learned from your last relationship.",
    "end what has run its course with grace, whether it is a chat or a short romance.",
    "stop comparing new people with someone from the past.",
    "enjoy your own company; it makes you better company later.",
    "drop one habit that keeps you stuck, such as checking who has looked at your profile.",
    "say honestly what you no longer want; clarity attracts the right people.",
    "thank an old love in your thoughts and move on a little lighter.",
    "let a faded connection go without blame.",
    "tidy your social calendar so there is room for people who matter.",
    "notice what you are proud of in yourself, and let that be your opening line.",
  ],
};

const COUPLE_OPENERS: Pool = [
  "If you are attached, ",
  "If you are partnered, ",
  "For couples, ",
  "With a partner, ",
  "If you are committed, ",
];

const COUPLE_LINES: Record<Tone, Pool> = {
  easy: [
    "plan something small that is just for the two of you, even a walk after dinner.",
    "tell your partner one thing you admire about them, out loud.",
    "cook or order their favourite and eat together without screens.",
    "agree a plan for the weekend that you are both looking forward to.",
    "say yes to the little suggestion your partner makes, without debate.",
    "send a message that simply says why you like them.",
    "share a memory that makes you both laugh.",
    "make time to talk properly, not just about chores.",
    "go somewhere together that you have not visited for a while.",
    "do one of their chores unasked and say nothing about it.",
    "enjoy the easy mood; not every good evening needs a reason.",
    "book something to look forward to, however modest.",
    "laugh at the same silly thing and let the evening stay light.",
  ],
  hard: [
    "when a small disagreement starts, name what you need rather than who is right.",
    "count to ten before replying to a sharp remark, then answer the feeling behind it.",
    "pick one issue, not five, if something needs saying.",
    "give each other an hour of space if tempers rise; it is not a retreat.",
    "keep money talk and big decisions for a calmer day if you can.",
    "assume good intent when a message sounds cooler than usual.",
    "go for a brisk walk together; movement clears the air faster than debate.",
    "say sorry first if you were short, even if you were partly right.",
    "ask what would help, and then do it, without keeping score.",
    "do not bring up old arguments to win a new one.",
    "agree on the next small step rather than the whole answer when you differ.",
    "let your partner finish their sentence before you answer.",
    "choose a kind word over a correct one if the mood turns tense.",
  ],
  blend: [
    "say the loving thing you usually only think.",
    "make some time for closeness, even a long hug before work.",
    "share a feeling you have been keeping to yourself, gently.",
    "do something together that stirs you both, such as music, a film or a view.",
    "let your partner see how much they matter to you.",
    "plan an evening with no agenda except each other.",
    "tell them what first drew you to them.",
    "hold hands on a walk and let the conversation wander.",
    "ask about their hopes, not just their day.",
    "let a tender moment last instead of rushing on to the next thing.",
    "surprise them with something that shows you listened.",
    "put the phones in another room for an hour and just talk.",
    "write down three things you love about them and share one.",
  ],
  growing: [
    "start a small shared project, a plan, a plant or a recipe, and watch it grow.",
    "talk about something you would both like to try this year.",
    "set one intention as a couple, however modest.",
    "make a date for something new rather than the usual.",
    "ask what your partner would like more of, and offer a first step.",
    "begin a small ritual of your own, a weekly walk or a slow breakfast.",
    "plan a trip, even a day trip, and enjoy the planning.",
    "say yes to their new idea before finding the problems.",
    "learn something together, a word, a dance step or a game.",
    "put a date in the diary and protect it.",
    "share one hope for the next few months.",
    "invest a little time in the relationship before the week gets busy.",
    "try a new place for your next evening out.",
  ],
  releasing: [
    "let an old grievance go for good, and say so.",
    "clear one practical irritation, such as the shared drawer or the rota, and feel lighter.",
    "talk about what is working, and let one thing that is not simply drop.",
    "forgive something small without making a speech of it.",
    "have a quiet night in and rest together.",
    "thank your partner for something they did this month.",
    "finish a conversation you started and never concluded.",
    "drop one expectation that only makes you both tense.",
    "say honestly what you need less of.",
    "look back at how far you have come together.",
    "tidy a shared space together and enjoy the result.",
    "let the evening be slow; rest is part of closeness too.",
    "clear the air over one small thing, then leave it behind.",
  ],
};

// ---------------------------------------------------------------------------------------------
// Closing lines of different lengths, so the section lands within its length.

const CLOSER_OPENERS: Pool = ["Either way, ", "Whatever your situation, ", "Single or not, ", "In any case, ", "Above all, "];

const CLOSERS: Pool = [
  "small kindnesses count for more than grand gestures.",
  "say what you feel in plain words.",
  "the way you treat yourself sets the tone for others.",
  "listening well is the most attractive thing you can do.",
  "a little patience goes a long way in matters of the heart.",
  "keep your sense of humour close.",
  "make room for affection in an ordinary day.",
  "honesty, gently put, never goes out of fashion.",
  "notice who makes you feel at ease.",
  "let love be simple where it can be.",
  "be as generous with yourself as you are with others.",
  "look for warmth rather than perfection.",
  "trust what your heart already knows.",
];

const GIFT_LINES: Pool = [
  (c) => `your ${c.gift} side is part of your charm, so let it show.`,
  (c) => `the ${c.gift} streak in you is exactly what someone likes about you.`,
  (c) => `being your ${c.gift} self is more attractive than any clever line.`,
  (c) => `your ${c.gift} nature can set the tone of the evening.`,
  (c) => `people warm to your ${c.gift} side more than you realise.`,
  (c) => `the people you love need your ${c.gift} side.`,
  (c) => `your ${c.gift} way of showing up is a gift in itself.`,
  (c) => `someone may notice your ${c.gift} side, and like it.`,
  (c) => `the most ${c.gift} version of you is the one to bring along.`,
  (c) => `your ${c.gift} side opens more doors than a perfect plan.`,
  (c) => `your ${c.gift} instincts about people are worth trusting.`,
  (c) => `${withArticle(c.gift)} gesture says more than a long message.`,
];

const GIFT_OPENERS: Pool = ["In love, ", "Remember that ", "Today, ", "Never forget that ", "Tonight, "];

const MEDIUM_CLOSERS: Pool = [
  "Let kindness set the pace",
  "Give warmth a little more room",
  "Make one small gesture count",
  "Let the heart speak plainly",
  "Choose gentleness over being right",
  "Listen more than you speak",
  "Keep your promises small and real",
  "Let affection be easy and unforced",
  "Notice who makes you smile",
  "Be patient with tender feelings",
  "Let a smile do the talking",
  "Keep an open, easy heart",
  "Let small moments matter",
];

const MEDIUM_ENDS: Pool = [".", " today.", " this evening."];

const SHORT_CLOSERS: Pool = [
  "Keep it light",
  "Go gently",
  "Let it unfold",
  "Be kind to yourself",
  "Say it simply",
  "Trust your timing",
  "Stay open",
  "Keep your heart warm",
  "Enjoy the company",
  "Take your time",
  "Follow the warmth",
];

const SHORT_ENDS: Pool = [".", " today.", ", and smile."];

// ---------------------------------------------------------------------------------------------

type Lead = { text: string; key: string; tone: Tone; kind: "event" | "aspect" | "house" };

function leadOf(c: PhraseContext): Lead {
  const { reading } = c;
  const event = loveEventOf(reading.event);
  if (event) {
    return {
      text: eventLead(c, event),
      kind: "event",
      key: `${event.kind}:${event.planet}`,
      tone: stageTone(reading.moon.stage),
    };
  }
  const aspect = tightestLoveAspect(c);
  if (aspect) {
    return {
      text: aspectLead(c, aspect),
      kind: "aspect",
      key: `moon-aspect:${aspect.other}:${aspect.kind}`,
      tone: aspectTone(aspect.kind),
    };
  }
  const tone = stageTone(reading.moon.stage);
  return {
    text: moonHouseLead(c),
    kind: "house",
    key: `moon-house:${reading.moon.house.number}:${reading.moonThird}`,
    tone,
  };
}

/**
 * The Moon's stage, and, when the lead was the Moon's contact on its first day in a house, what
 * that house means for love (the lead named the house, so "there" is clear). The day's sky after
 * its news, before the advice; dropped, the stage first, when the section would run long.
 */
function secondSky(c: PhraseContext, lead: Lead): string[] {
  const houseLove = lead.kind === "aspect" && c.reading.moonThird === "early" ? [houseLoveSentence(c)] : [];
  return [...houseLove, stageSentence(c)];
}

const LENGTH = { min: 70, max: 78 };

export function writeLove(c: PhraseContext): SectionText {
  const lead = leadOf(c);
  // On the day of Venus's or Mars's own event the lead has told where it stands.
  const eventPlanet = loveEventOf(c.reading.event)?.planet;
  const placements = (["Venus", "Mars"] as const).filter((planet) => planet !== eventPlanet && mayRetell(c, "love", planet));
  const advice = [sentence(c, [SINGLE_OPENERS, SINGLE_LINES[lead.tone]]), sentence(c, [COUPLE_OPENERS, COUPLE_LINES[lead.tone]])];
  return leadSection(
    c,
    lead,
    { sky: secondSky(c, lead), advice },
    [
      // The weeks-long background comes after the day's news and advice, when there is room.
      ...placements.map((planet) => () => placementSentence(c, planet)),
      () => sentence(c, [CLOSER_OPENERS, CLOSERS]),
      () => sentence(c, [GIFT_OPENERS, GIFT_LINES]),
      () => sentence(c, [MEDIUM_CLOSERS, MEDIUM_ENDS]),
      () => sentence(c, [SHORT_CLOSERS, SHORT_ENDS]),
    ],
    LENGTH,
  );
}
