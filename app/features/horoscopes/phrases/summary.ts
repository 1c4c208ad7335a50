import { capitalise } from "#app/lib/text.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { findSign } from "#app/zodiac/signs.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import type { SignEvent } from "#app/features/horoscopes/day-events.ts";
import type { ReadingSummary } from "#app/features/horoscopes/types.ts";
import { aspectTone, pickParts, wordCount, type PhraseContext } from "./phrase";

// "Today in short": the day's event for the sign in plain words, and one thing to do about it.
// It is shown first, in the daily mail and on the share card, so it names a house only by what
// it is about ("your finances") and never by number. Each kind of event has thirteen frames and
// each house three acts per mode, so the twelve signs of one day stand at twelve different frames
// (see pickParts) and a sign meets the same frame and act again only after 39 days.

type Flavour = "full" | "new" | "retrograde" | "direct" | "ingress" | "moon-ingress" | "ruler-aspect" | "moon-aspect" | "moon-house";

/** What the act should do: start something, close something, or look again at something. */
type Mode = "begin" | "finish" | "review";

type Tone = "easy" | "hard" | "blend";

/** The words a frame is written from, every one of them true of the day's event. */
type Slots = {
  /** "your finances" */
  a: string;
  /** The sign the event happens in: "Taurus". */
  sky: string;
  /** The moving body as a subject: "Mercury", "The Moon". */
  P: string;
  /** The same inside a sentence: "Mercury", "the Moon". */
  p: string;
  /** The subject with its title when it rules the sign: "Mercury, your ruling planet,". */
  Pr: string;
  /** The other body of an aspect: "Venus", "the Sun". */
  o: string;
  /** A plain aspect verb: "flows easily with". */
  verb: string;
  /** What the aspect brings, as a short noun phrase: "warmth and goodwill". */
  gist: string;
  /** What the moving body stands for: "talks, plans and paperwork" (always plural). */
  domain: string;
  /** What the body brings where it arrives: "charm and ease". */
  brings: string;
  /** How long it stays: "for weeks to come". */
  stay: string;
  /** "moves into" or, for a body moving backwards, "slips back into". */
  enters: string;
  /** The Moon's place in its sign: "has just arrived in", "is passing through", "is about to leave". */
  moonAt: string;
  /** The act, lower case, no full stop: "cancel one subscription you no longer use". */
  act: string;
  /** The same, capitalised to open a sentence. */
  Act: string;
};

/** A frame: the event in a sentence, and the words that lead into the act ("Use it: "), or none. */
type Frame = (s: Slots) => readonly [string, string];

// prettier-ignore
const BODY: Record<Planet, { domain: string; brings: string; stay: string } & Record<Tone, string>> = {
  Sun: { domain: "energy and attention", brings: "warmth and attention", stay: "for the next month", easy: "confidence", hard: "inner tension", blend: "fresh purpose" },
  Moon: { domain: "feelings and needs", brings: "feelings and needs", stay: "for two days or so", easy: "emotional ease", hard: "touchy feelings", blend: "strong feelings" },
  Mercury: { domain: "talks and plans", brings: "busy thoughts and talk", stay: "for the coming weeks", easy: "easy conversations", hard: "crossed wires", blend: "busy thoughts" },
  Venus: { domain: "love and money", brings: "charm and ease", stay: "for weeks to come", easy: "warmth and goodwill", hard: "mixed feelings", blend: "tenderness" },
  Mars: { domain: "drive and ambition", brings: "energy and drive", stay: "for weeks to come", easy: "useful energy", hard: "short tempers", blend: "fiery feelings" },
  Jupiter: { domain: "growth and luck", brings: "growth and luck", stay: "for months to come", easy: "optimism", hard: "overconfidence", blend: "big hopes" },
  Saturn: { domain: "duty and hard work", brings: "structure and patience", stay: "for months to come", easy: "steady focus", hard: "extra pressure", blend: "serious moods" },
  Uranus: { domain: "surprises and changes", brings: "fresh ideas and surprises", stay: "for months to come", easy: "happy surprises", hard: "restless nerves", blend: "sudden changes" },
  Neptune: { domain: "dreams and intuition", brings: "imagination and softness", stay: "for months to come", easy: "gentle intuition", hard: "foggy thinking", blend: "dreamy moods" },
  Pluto: { domain: "power and change", brings: "depth and intensity", stay: "for months to come", easy: "honest depth", hard: "stubborn moods", blend: "intense feelings" },
};

/** Aspect verbs a reader without astrology understands, short enough for a summary. */
const VERBS: Record<AspectKind, string> = {
  conjunction: "meets",
  sextile: "gently supports",
  square: "clashes with",
  trine: "flows easily with",
  opposition: "faces",
};

// Thirteen frames for each kind of event. Each states the event and what it means in plain
// words, and gives the few words that hand over to the act ("Use it: "); the act ends the summary
// where the action ends. A lead that would take the summary past its length is left out.
const FRAMES: Record<Flavour, readonly Frame[]> = {
  full: [
    (s) => [`The Full Moon brightens ${s.a}, bringing something there to a head.`, "Today, "],
    (s) => [`Today's Full Moon is bright over ${s.a}, so what has been building there shows.`, "Use it: "],
    (s) => [`A Full Moon in ${s.sky} brings ${s.a} to a peak: finish what is ready.`, ""],
    (s) => [`With the Moon full in ${s.a}, feelings run high and the picture is clear.`, "Act on it: "],
    (s) => [`The Full Moon marks a high point in ${s.a}, a time to celebrate and let go.`, ""],
    (s) => [`Something in ${s.a} comes to a head under today's Full Moon.`, "Meet it simply: "],
    (s) => [`The Full Moon in ${s.a} favours finishing over starting.`, "One way in: "],
    (s) => [`As the Moon turns full in ${s.sky}, the spotlight falls on ${s.a}.`, "Make the most of it and "],
    (s) => [`The Full Moon shows you how far you have come in ${s.a}.`, "To mark it, "],
    (s) => [`A Full Moon brightens ${s.a} today, and what was left unsaid there wants out.`, "Keep it simple: "],
    (s) => [`Under the Full Moon, a matter in ${s.a} reaches its turning point.`, "A useful step: "],
    (s) => [`Feelings about ${s.a} may peak with today's Full Moon, which is no bad thing.`, ""],
    (s) => [`The Moon is full in ${s.sky}, lighting up ${s.a}: a day to close a chapter.`, ""],
  ],
  new: [
    (s) => [`Today's New Moon opens a fresh start in ${s.a}.`, "Plant one small seed: "],
    (s) => [`A New Moon clears the slate in ${s.a}, so begin small and mean it.`, ""],
    (s) => [`The New Moon brings a fresh beginning to ${s.a}.`, "Today, "],
    (s) => [`With the Moon new in ${s.a}, this is the month's best moment to begin.`, ""],
    (s) => [`The Moon is new in ${s.sky}, and a fresh chapter opens in ${s.a}.`, "Start here: "],
    (s) => [`A New Moon starts a new cycle in ${s.a}, and what begins now can grow.`, ""],
    (s) => [`The sky resets ${s.a} with today's New Moon.`, "Make your first move: "],
    (s) => [`Under today's New Moon, a quiet new start belongs in ${s.a}.`, ""],
    (s) => [`A new lunar month begins in ${s.a} today.`, "Set it going: "],
    (s) => [`The New Moon in ${s.sky} is a green light for beginnings in ${s.a}.`, "First step: "],
    (s) => [`Today the Moon begins its cycle again, this time in ${s.a}.`, "A simple start: "],
    (s) => [`The New Moon asks for one honest intention for ${s.a}.`, "Back it up today: "],
    (s) => [`A fresh start arrives in ${s.a} with the New Moon in ${s.sky}.`, "Begin gently: "],
  ],
  retrograde: [
    (s) => [`${s.Pr} turns retrograde in ${s.a}, appearing to move backwards: a time to review, not launch.`, ""],
    (s) => [`${s.P} seems to reverse in ${s.a} from today, so ${s.domain} there need a second look.`, ""],
    (s) => [`From today ${s.p} appears to move backwards through ${s.a}, a cue to review.`, "Start with this: "],
    (s) => [`${s.Pr} turns retrograde today, seeming to go backwards in ${s.a}.`, "Rather than push ahead, "],
    (s) => [`${s.P} begins to look as if it is moving backwards through ${s.a}, so revisit rather than rush.`, ""],
    (s) => [`${s.P} turns retrograde, seeming to slip backwards through ${s.a}: time to check the details.`, ""],
    (s) => [`Today ${s.p} appears to stop and reverse in ${s.a}, a classic cue to look again.`, ""],
    (s) => [`${s.P}, the planet of ${s.domain}, turns retrograde in ${s.a}, appearing to move backwards.`, ""],
    (s) => [`A review begins in ${s.a} as ${s.p} appears to move backwards.`, "Start it well: "],
    (s) => [`${s.P} seems to go into reverse in ${s.a}, so the weeks ahead suit second thoughts.`, ""],
    (s) => [`As ${s.p} turns retrograde and seems to move backwards, go gently in ${s.a}.`, ""],
    (s) => [`${s.Pr} turns retrograde in ${s.sky}, appearing to drift backwards through ${s.a}.`, "Review before you commit: "],
    (s) => [`Expect a rethink in ${s.a}: ${s.p} turns retrograde today and seems to travel backwards.`, ""],
  ],
  direct: [
    (s) => [`${s.Pr} moves forward again in ${s.a} after weeks of seeming to go backwards.`, ""],
    (s) => [`After weeks in apparent reverse, ${s.p} moves forward in ${s.a}, so stalled plans can restart.`, ""],
    (s) => [`${s.P} ends its backward spell today and moves forward in ${s.a}.`, "Act on what you reviewed: "],
    (s) => [`What stalled in ${s.a} can move again now that ${s.p} no longer seems to go backwards.`, ""],
    (s) => [`${s.Pr} picks up pace in ${s.a}, no longer appearing to move backwards.`, "Get things moving: "],
    (s) => [`Green light: ${s.p} turns forward again in ${s.a}, and delays there begin to clear.`, ""],
    (s) => [`Today ${s.p} stops seeming to move backwards through ${s.a}, so held-back decisions can land.`, ""],
    (s) => [`${s.P}, the planet of ${s.domain}, moves forward again in ${s.a} after weeks in reverse.`, ""],
    (s) => [`The pause in ${s.a} ends as ${s.p} resumes its forward path.`, "Put what you learned to use: "],
    (s) => [`${s.Pr} moves forward in ${s.sky} again, so ${s.a} can pick up speed.`, ""],
    (s) => [`Momentum returns to ${s.a} as ${s.p} moves forward again after seeming to go backwards.`, ""],
    (s) => [`From today ${s.p} travels forward again through ${s.a}, so plans there can move.`, "First step: "],
    (s) => [`A long rethink in ${s.a} wraps up as ${s.p} turns to move forward again.`, ""],
  ],
  ingress: [
    (s) => [`${s.Pr} ${s.enters} ${s.sky}, bringing ${s.brings} to ${s.a} ${s.stay}.`, ""],
    (s) => [`A new chapter opens in ${s.a} as ${s.p} ${s.enters} ${s.sky}.`, "Mark it: "],
    (s) => [`${s.P} ${s.enters} ${s.a} today, so ${s.domain} take centre stage there.`, ""],
    (s) => [`From today ${s.p} lights up ${s.a} ${s.stay}.`, "Make a start while it is fresh: "],
    (s) => [`${s.Pr} ${s.enters} ${s.a}, putting ${s.domain} in focus ${s.stay}.`, "To welcome it, "],
    (s) => [`The focus shifts to ${s.a} as ${s.p} ${s.enters} ${s.sky}.`, "Get ahead of it today: "],
    (s) => [`${s.P} changes sign today and ${s.enters} ${s.a}, bringing ${s.brings}.`, ""],
    (s) => [`Now that ${s.p} is in ${s.sky}, ${s.a} can count on ${s.brings} ${s.stay}.`, "A good first step: "],
    (s) => [`Today ${s.p} ${s.enters} ${s.a}, where it stays ${s.stay}.`, "Use the fresh energy and "],
    (s) => [`${s.Pr} ${s.enters} ${s.sky}, turning your attention to ${s.a}.`, "Begin with something small: "],
    (s) => [`Fresh energy reaches ${s.a} as ${s.p} ${s.enters} ${s.sky} today.`, "Meet it halfway: "],
    (s) => [`${s.P} ${s.enters} ${s.a}, where ${s.domain} ask for your time ${s.stay}.`, ""],
    (s) => [`A shift in the sky: ${s.p} ${s.enters} ${s.sky}, bringing ${s.brings} to ${s.a}.`, ""],
  ],
  "moon-ingress": [
    (s) => [`The Moon ${s.enters} ${s.a}, and your feelings gather there ${s.stay}.`, ""],
    (s) => [`Today the Moon ${s.enters} ${s.sky}, turning your heart toward ${s.a}.`, "A good use of it: "],
    (s) => [`${s.Pr} arrives in ${s.a} today, and small efforts there bring quick comfort.`, ""],
    (s) => [`Your mood shifts toward ${s.a} as the Moon ${s.enters} ${s.sky}.`, "While it is there, "],
    (s) => [`The Moon reaches ${s.a} today, where it stays ${s.stay}.`, "Tend that part of life: "],
    (s) => [`With the Moon newly in ${s.sky}, your feelings settle in ${s.a}.`, ""],
    (s) => [`${s.Pr} ${s.enters} ${s.a}, so you may take things there more to heart.`, "Today, "],
    (s) => [`A change of emotional weather: the Moon ${s.enters} ${s.a} for a couple of days.`, ""],
    (s) => [`The Moon arrives in ${s.sky} today and lights up ${s.a}.`, "Make a little time for it: "],
    (s) => [`Feelings turn to ${s.a} as the Moon ${s.enters} ${s.sky}.`, "One caring step: "],
    (s) => [`The Moon settles into ${s.a} today; give that part of life some care.`, ""],
    (s) => [`Fresh feelings arrive in ${s.a} as the Moon changes sign today.`, "Follow them and "],
    (s) => [`${s.Pr} ${s.enters} ${s.sky}, putting ${s.a} at the centre of your mood.`, ""],
  ],
  "ruler-aspect": [
    (s) => [`${s.Pr} ${s.verb} ${s.o} today from ${s.a}, bringing ${s.gist}.`, ""],
    (s) => [`Today ${s.p}, your ruler, ${s.verb} ${s.o}, and the effect lands in ${s.a}.`, ""],
    (s) => [`Your ruler ${s.p} sits in ${s.a} and ${s.verb} ${s.o} today: expect ${s.gist}.`, ""],
    (s) => [`An exact link between your ruler ${s.p} and ${s.o} stirs ${s.a}.`, "Work with it: "],
    (s) => [`${s.Pr} ${s.verb} ${s.o} today, and you feel it most in ${s.a}.`, "A good response: "],
    (s) => [`From ${s.a}, your ruler ${s.p} ${s.verb} ${s.o} today, so expect ${s.gist} there.`, ""],
    (s) => [`Your sign's ruler, ${s.p}, ${s.verb} ${s.o} today in ${s.a}.`, ""],
    (s) => [`Today your ruler ${s.p} ${s.verb} ${s.o}, colouring ${s.a} with ${s.gist}.`, "Make it count: "],
    (s) => [`Things come alive in ${s.a} as your ruler ${s.p} ${s.verb} ${s.o}.`, ""],
    (s) => [`With your ruler ${s.p} in ${s.a} and in exact touch with ${s.o}, expect ${s.gist}.`, ""],
    (s) => [`Your ruler ${s.p} ${s.verb} ${s.o} in ${s.a}, and the timing is precise.`, ""],
    (s) => [`Today's key moment: your ruler ${s.p} ${s.verb} ${s.o} in ${s.a}.`, ""],
    (s) => [`Expect ${s.gist} in ${s.a} as your ruler ${s.p} ${s.verb} ${s.o}.`, "Today, "],
  ],
  "moon-aspect": [
    (s) => [`The Moon in ${s.a} ${s.verb} ${s.o} today, bringing ${s.gist}.`, ""],
    (s) => [`The Moon brightens ${s.a} and ${s.verb} ${s.o}, so expect ${s.gist} there.`, ""],
    (s) => [`From ${s.a}, the Moon ${s.verb} ${s.o}, so the day may bring ${s.gist}.`, ""],
    (s) => [`As the Moon crosses ${s.a}, it ${s.verb} ${s.o}, bringing ${s.gist}.`, "A good use of the day: "],
    (s) => [`Expect ${s.gist} in ${s.a} as the Moon ${s.verb} ${s.o} today.`, ""],
    (s) => [`The Moon ${s.verb} ${s.o} from ${s.a} today, and your feelings follow.`, ""],
    (s) => [`The Moon ${s.verb} ${s.o} while it passes through ${s.a}.`, "Work with the mood: "],
    (s) => [`With the Moon in ${s.a} in touch with ${s.o}, expect ${s.gist}.`, "Today, "],
    (s) => [`The Moon ${s.verb} ${s.o} today, and the feeling gathers in ${s.a}.`, ""],
    (s) => [`The day's feeling settles in ${s.a} as the Moon ${s.verb} ${s.o}.`, "Make it count: "],
    (s) => [`The Moon, passing through ${s.a}, ${s.verb} ${s.o} today.`, "One thing to do: "],
    (s) => [`The Moon ${s.verb} ${s.o} from ${s.a}, so ${s.gist} may colour your day.`, ""],
    (s) => [`In ${s.a}, the Moon ${s.verb} ${s.o} today and brings ${s.gist}.`, ""],
  ],
  "moon-house": [
    (s) => [`The Moon ${s.moonAt} ${s.a} today, so small efforts there bring quick comfort.`, ""],
    (s) => [`The Moon ${s.moonAt} ${s.a}, and that is where your feelings gather.`, ""],
    (s) => [`With the Moon in ${s.sky}, your heart turns to ${s.a}.`, "A good use of the day: "],
    (s) => [`Your mood follows the Moon through ${s.a} today.`, "Give it some care: "],
    (s) => [`The Moon ${s.moonAt} ${s.sky}, keeping ${s.a} close to your heart.`, ""],
    (s) => [`A quiet sky leaves the Moon in ${s.a} to set the tone.`, "Today, "],
    (s) => [`Feelings about ${s.a} run close to the surface while the Moon is in ${s.sky}.`, ""],
    (s) => [`Today's Moon in ${s.a} asks for a little attention there.`, "Start with this: "],
    (s) => [`The Moon ${s.moonAt} ${s.a}, so you may take things there more to heart.`, ""],
    (s) => [`The day's mood centres on ${s.a} while the Moon ${s.moonAt} ${s.sky}.`, ""],
    (s) => [`On a calm day in the sky, the Moon in ${s.a} is the story.`, "Make a little time: "],
    (s) => [`The Moon ${s.moonAt} ${s.a}, where a small act of care goes a long way.`, ""],
    (s) => [`The Moon keeps your feelings close to ${s.a} today.`, ""],
  ],
};

// Three acts per house and mode: concrete, small, done today, each a complete imperative that
// ends where the action ends.
// prettier-ignore
const ACTS: Readonly<Record<number, Record<Mode, readonly string[]>>> = {
  1: {
    begin: ["book the haircut you keep postponing", "go for a brisk walk before lunch", "do one thing purely because you want to"],
    finish: ["write down one habit you have outgrown", "clear out clothes you no longer wear", "thank your body with an early night"],
    review: ["ask a friend how you come across", "check that your plans still suit you", "rest before you push yourself harder"],
  },
  2: {
    begin: ["open a savings pot, however small", "put a little aside before you spend", "work out what one of your skills is worth"],
    finish: ["pay off one small bill", "cancel one subscription you no longer use", "give away one thing you do not need"],
    review: ["check your last bank statement line by line", "compare one regular bill with a cheaper offer", "wait a day before any big purchase"],
  },
  3: {
    begin: ["send the message you keep drafting", "sign up for a short course or talk", "walk a new route through your neighbourhood"],
    finish: ["answer the messages still waiting for you", "return something you borrowed", "finish the book you put down"],
    review: ["read important messages twice before you reply", "ask one question instead of assuming", "double-check times and addresses before you set out"],
  },
  4: {
    begin: ["rearrange one corner of your home", "invite family round for a simple meal", "hang a picture or move a lamp"],
    finish: ["clear one cupboard you have been avoiding", "ring a relative you miss", "finish one half-done job around the home"],
    review: ["fix one small thing around the home", "talk a family plan over before anyone commits", "test the smoke alarm and check the locks"],
  },
  5: {
    begin: ["start something creative just for fun", "plan a treat purely for pleasure", "pick up a hobby you dropped"],
    finish: ["share something you have made", "finish a creative piece and show someone", "celebrate a small win with someone you love"],
    review: ["look again at a project you set aside", "keep a date or a game light and unhurried", "make room for something you truly enjoy"],
  },
  6: {
    begin: ["write a short to-do list and start at the top", "go to bed half an hour earlier", "drink a glass of water with every meal"],
    finish: ["finish one small job completely", "clear your desk before you stop work", "drop one habit that no longer helps you"],
    review: ["cross off the tasks that no longer matter", "book the check-up you keep putting off", "slow down and take a proper lunch break"],
  },
  7: {
    begin: ["suggest a plan to a partner or close ally", "ask someone to join you on a project", "arrange a proper catch-up with someone close"],
    finish: ["thank someone who works alongside you", "settle a small disagreement with someone close", "sign off an agreement that is ready"],
    review: ["read the small print before you sign", "ask a partner how they really are, and listen", "meet someone halfway on a small disagreement"],
  },
  8: {
    begin: ["start the money talk you have been avoiding", "tell someone close a truth you usually keep back", "set up a shared budget or savings plan"],
    finish: ["settle a debt, however small", "let go of one thing that has run its course", "close an account you no longer use"],
    review: ["look over what you share and what you owe", "check the terms of a loan or joint account", "give a new arrangement time before you trust it"],
  },
  9: {
    begin: ["look up a trip you keep dreaming about", "book a day out somewhere new", "start reading about a subject that excites you"],
    finish: ["finish an application or a piece of study", "share what you have learned with someone", "pick a date for a trip"],
    review: ["check your tickets and travel documents", "reread the notes from a course you started", "talk big ideas over with someone who disagrees"],
  },
  10: {
    begin: ["set one goal for the next three months", "put your name forward for something", "update one line of your CV or profile"],
    finish: ["ask for the credit you have earned", "wrap up a work task and show it off", "note down what you have achieved at work lately"],
    review: ["check that your work goals still fit", "go over a work plan before you present it", "own one decision you have been dodging"],
  },
  11: {
    begin: ["message a friend you have not seen lately", "join a group that shares your interests", "introduce two friends who should meet"],
    finish: ["thank a friend who has helped you lately", "make good on a promise to a friend", "step back from a group that drains you"],
    review: ["catch up with an old friend", "ask a friend for honest advice", "rethink one hope and write it down"],
  },
  12: {
    begin: ["keep an hour entirely for yourself", "start a notebook for dreams and worries", "try ten minutes of quiet breathing before bed"],
    finish: ["write down a worry and leave it on the page", "switch your phone off for the evening", "let go of an old grudge"],
    review: ["sleep on a decision before you make it", "spend a quiet hour thinking things over", "do a kindness no one will know about"],
  },
};

const FRAME_KEYS = Array.from({ length: 13 }, (_, index) => String(index));

/** Headline verbs, shorter than the prose ones. */
const SHORT_VERBS: Record<AspectKind, string> = {
  conjunction: "meets",
  sextile: "nudges",
  square: "clashes with",
  trine: "flows with",
  opposition: "faces",
};

const MOON_AT: Record<"early" | "middle" | "late", string> = {
  early: "has just arrived in",
  middle: "is passing through",
  late: "spends its last day in",
};

function flavourOf(event: SignEvent): Flavour {
  switch (event.kind) {
    case "lunation":
      return event.phase === "Full Moon" ? "full" : "new";
    case "station":
      return event.turns;
    case "ingress":
      return event.planet === "Moon" ? "moon-ingress" : "ingress";
    default:
      return event.kind;
  }
}

function modeOf(c: PhraseContext, event: SignEvent): Mode {
  const stage = c.reading.moon.stage;
  const byMoon: Mode = stage === "new" || stage === "waxing" ? "begin" : "finish";
  switch (event.kind) {
    case "lunation":
      return event.phase === "Full Moon" ? "finish" : "begin";
    case "station":
      return event.turns === "retrograde" ? "review" : "begin";
    case "ingress":
      return event.planet === "Moon" ? byMoon : "begin";
    case "ruler-aspect":
    case "moon-aspect":
      return aspectTone(event.aspect) === "hard" ? "review" : byMoon;
    case "moon-house":
      return byMoon;
  }
}

/** Whether a body the reading places is moving backwards today (the outer planets are not placed). */
function isRetrograde(c: PhraseContext, planet: Planet): boolean {
  const places = [c.reading.mercury, c.reading.venus, c.reading.mars, c.reading.jupiter, c.reading.saturn];
  return places.some((place) => place.planet === planet && place.retrograde);
}

function slotsOf(c: PhraseContext, event: SignEvent, act: string): Slots {
  const house = HOUSES[event.house - 1]!;
  const planet = event.kind === "lunation" ? "Moon" : event.planet;
  const body = BODY[planet];
  const rules = c.reading.sign.rulingPlanet === planet;
  const P = capitalise(bodyInProse(planet));
  const other = event.kind === "ruler-aspect" || event.kind === "moon-aspect" ? event.other : undefined;
  const aspect = event.kind === "ruler-aspect" || event.kind === "moon-aspect" ? event.aspect : undefined;
  return {
    a: `your ${house.arena}`,
    sky: findSign(event.sign)?.name ?? capitalise(event.sign),
    P,
    p: bodyInProse(planet),
    Pr: rules ? `${P}, your ${planet === "Sun" || planet === "Moon" ? "ruler" : "ruling planet"},` : P,
    o: other ? bodyInProse(other) : "",
    verb: aspect ? VERBS[aspect] : "",
    gist: other && aspect ? BODY[other][aspectTone(aspect)] : "",
    domain: body.domain,
    brings: body.brings,
    stay: body.stay,
    enters: event.kind === "ingress" && isRetrograde(c, event.planet) ? "slips back into" : "moves into",
    moonAt: MOON_AT[c.reading.moonThird],
    act,
    Act: capitalise(act),
  };
}

type Headline = (s: Slots, short: string) => string;

const HEADLINES: Record<Flavour, readonly Headline[]> = {
  full: [
    (s) => `A Full Moon in ${s.a}`,
    (s) => `Full Moon over ${s.a}`,
    (s) => `A Full Moon for ${s.a}`,
    (s) => `${capitalise(s.a)} under a Full Moon`,
    (s) => `Full Moon brightens ${s.a}`,
    (s) => `A bright Full Moon for ${s.a}`,
    (s) => `Full light on ${s.a}`,
  ],
  new: [
    (s) => `A New Moon in ${s.a}`,
    (s) => `A fresh start for ${s.a}`,
    () => "New Moon, new start",
    (s) => `${capitalise(s.a)} under a New Moon`,
    (s) => `The New Moon resets ${s.a}`,
    (s) => `A new beginning in ${s.a}`,
    (s) => `A New Moon for ${s.a}`,
  ],
  retrograde: [
    (s) => `${s.P} turns back in ${s.a}`,
    (s) => `${s.P} retrograde in ${s.a}`,
    (s) => `A rethink for ${s.a}`,
    (s) => `${s.P} reverses in ${s.a}`,
    (s) => `Time to review ${s.a}`,
    (s) => `${s.P} turns retrograde`,
    (s) => `Second thoughts in ${s.a}`,
  ],
  direct: [
    (s) => `${s.P} moves forward in ${s.a}`,
    (s) => `Green light for ${s.a}`,
    (s) => `Forward again in ${s.a}`,
    (s) => `Things move again in ${s.a}`,
    (s) => `${s.P} picks up pace`,
    (s) => `${s.P} moves forward again`,
    (s) => `Fresh momentum in ${s.a}`,
  ],
  ingress: [
    (s) => `${s.P} ${s.enters === "moves into" ? "arrives in" : "returns to"} ${s.a}`,
    (s) => `${s.P} ${s.enters} ${s.a}`,
    (s) => `${s.P} ${s.enters === "moves into" ? "enters" : "slips back into"} ${s.sky}`,
    (s) => `A new chapter for ${s.a}`,
    (s) => `${s.P} lights ${s.a}`,
    (s) => `${s.P} ${s.enters} ${s.sky}`,
    (s) => `New energy in ${s.a}`,
  ],
  "moon-ingress": [
    (s) => `The Moon arrives in ${s.a}`,
    (s) => `The Moon moves into ${s.a}`,
    (s) => `The Moon enters ${s.sky}`,
    (s) => `Feelings turn to ${s.a}`,
    (s) => `A new focus: ${s.a}`,
    (s) => `The Moon reaches ${s.a}`,
    (s) => `Your heart turns to ${s.a}`,
  ],
  "ruler-aspect": [
    (s, short) => `${s.P} ${short} ${s.o} in ${s.a}`,
    (s, short) => `Your ruler ${s.p} ${short} ${s.o}`,
    (s, short) => `${s.P} ${short} ${s.o} today`,
    (s) => `Your ruler stirs ${s.a}`,
    (s, short) => `${s.P} ${short} ${s.o}`,
    (s) => `${capitalise(s.gist)} in ${s.a}`,
    (s) => `A key day for ${s.a}`,
  ],
  "moon-aspect": [
    (s, short) => `The Moon ${short} ${s.o} in ${s.a}`,
    (s, short) => `The Moon ${short} ${s.o}`,
    (s) => `${capitalise(s.gist)} in ${s.a}`,
    (s, short) => `Moon ${short} ${s.o} in ${s.a}`,
    (s) => `The Moon and ${s.o} in ${s.a}`,
    (s, short) => `The Moon ${short} ${s.o} today`,
  ],
  "moon-house": [
    (s) => `The Moon in ${s.a}`,
    (s) => `A day for ${s.a}`,
    (s) => `Feelings gather in ${s.a}`,
    (s) => `${capitalise(s.a)} in the spotlight`,
    (s) => `The Moon lingers in ${s.a}`,
    (s) => `Your heart in ${s.a}`,
    (s) => `Tending ${s.a}`,
  ],
};

const HEADLINE_MIN_WORDS = 3;
const HEADLINE_MAX_WORDS = 7;

/** One headline of 3 to 7 words, a different frame each day, each sign at its own place in the walk. */
function headlineOf(c: PhraseContext, flavour: Flavour, s: Slots, event: SignEvent): string {
  const short = event.kind === "ruler-aspect" || event.kind === "moon-aspect" ? SHORT_VERBS[event.aspect] : "";
  const fitting = HEADLINES[flavour]
    .map((frame) => frame(s, short))
    .filter((text) => wordCount(text) >= HEADLINE_MIN_WORDS && wordCount(text) <= HEADLINE_MAX_WORDS);
  const step = c.day + c.signIndex * 5;
  return fitting[((step % fitting.length) + fitting.length) % fitting.length]!;
}

const SUMMARY_MAX_WORDS = 25;

/** The day in short: what changed for the sign, and one thing to do about it. */
export function writeSummary(c: PhraseContext): ReadingSummary {
  const event = c.reading.event;
  const flavour = flavourOf(event);
  const acts = ACTS[event.house]![modeOf(c, event)];
  const [key, act] = pickParts(c, [FRAME_KEYS, acts]);
  const slots = slotsOf(c, event, act!);
  const [told, lead] = FRAMES[flavour][Number(key)]!(slots);
  // The day's act with its lead; failing that, without; failing that, the house's shortest act.
  const shortest = [...acts].sort((a, b) => wordCount(a) - wordCount(b))[0]!;
  const summary =
    [lead ? `${told} ${lead}${act}.` : undefined, `${told} ${capitalise(act!)}.`].find(
      (text) => text && wordCount(text) <= SUMMARY_MAX_WORDS,
    ) ?? `${told} ${capitalise(wordCount(shortest) < wordCount(act!) ? shortest : act!)}.`;
  return { headline: headlineOf(c, flavour, slots, event), summary };
}
