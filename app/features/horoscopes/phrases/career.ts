import { capitalise, withArticle } from "#app/lib/text.ts";
import { HOUSES } from "#app/zodiac/houses.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { findSign, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import type { AspectView, BodyPlace, PhaseStage } from "#app/features/horoscopes/sky-reading.ts";
import { MOON_ASPECT_ORB, type SignEvent } from "#app/features/horoscopes/day-events.ts";
import {
  ASPECT_VERBS,
  aspectTone,
  leadSection,
  houseClauseSentence,
  placementFrames,
  mayRetell,
  sentence,
  type Pool,
  type PhraseContext,
  type SectionText,
} from "./phrase";

// Career leads with what changed today: the Sun, Mercury, Jupiter or Saturn changing sign or
// direction, else the Moon's tightest contact with Mercury, Jupiter, Saturn or an outer planet
// (Venus and Mars are love's), else the house the Moon is crossing and how far through it is.
// Then the Moon's stage read for work and a practical tip in the day's tone. Mercury's, Jupiter's
// and Saturn's slow placements are retold only on the days mayRetell allows.
//
// Every fixed clause of five words or more comes from a pool of at least 12 (the twelve signs
// stand at twelve different variants on one day) or sits next to a house name (each sign sees the
// Moon, and any event, in a different house). Pool sizes within a sentence are pairwise coprime.

type EventPlanet = "Sun" | "Mercury" | "Jupiter" | "Saturn";
type AspectPlanet = "Mercury" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto";
type Tone = "easy" | "hard" | "blend" | "growing" | "releasing";
type CareerEvent = Extract<SignEvent, { kind: "ingress" | "station" }> & { planet: EventPlanet };
type WorkAspect = AspectView & { other: AspectPlanet };

const EVENT_PLANETS: ReadonlySet<string> = new Set<EventPlanet>(["Sun", "Mercury", "Jupiter", "Saturn"]);
const ASPECT_PLANETS: ReadonlySet<string> = new Set<AspectPlanet>(["Mercury", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);

function careerEventOf(event: SignEvent): CareerEvent | undefined {
  if ((event.kind === "ingress" || event.kind === "station") && EVENT_PLANETS.has(event.planet)) return event as CareerEvent;
  return undefined;
}

function stageTone(stage: PhaseStage): Tone {
  return stage === "new" || stage === "waxing" ? "growing" : "releasing";
}

function signName(slug: string): string {
  return findSign(slug)?.name ?? capitalise(slug);
}

// ---------------------------------------------------------------------------------------------
// (a) The Sun, Mercury, Jupiter or Saturn changes sign or direction today.

/** "the Sun" / "Mercury" as a sentence names it, the sign it is in, the house as the reading names it. */
type EventWords = { planet: string; sign: string; house: string };

const INGRESS_FRAMES: ReadonlyArray<(w: EventWords) => string> = [
  (w) => `${w.planet} moves into ${w.sign} today, ${w.house}`,
  (w) => `Today ${w.planet} enters ${w.sign}, ${w.house}`,
  (w) => `${w.planet} crosses into ${w.sign} and ${w.house} today`,
  (w) => `${w.planet} has just moved into ${w.sign}, ${w.house}`,
  (w) => `${w.planet} changes sign today, arriving in ${w.sign}, ${w.house}`,
  (w) => `${w.planet} steps into ${w.sign} today and turns to ${w.house}`,
  (w) => `${w.planet} begins its stay in ${w.sign}, ${w.house}, today`,
  (w) => `As of today ${w.planet} works through ${w.sign}, ${w.house}`,
  (w) => `Today brings ${w.planet} into ${w.sign}, ${w.house}`,
  (w) => `${w.planet} leaves one sign for the next today and reaches ${w.sign}, ${w.house}`,
  (w) => `${w.planet} reaches ${w.sign} today, and with it ${w.house}`,
  (w) => `The working news today is that ${w.planet} moves into ${w.sign}, ${w.house}`,
  (w) => `${w.planet} opens a new chapter today in ${w.sign}, ${w.house}`,
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
    (w) => `The working news today is that ${w.planet} turns retrograde in ${w.sign}, ${w.house}, and appears to move backwards`,
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
    (w) => `The working news today is that ${w.planet} turns direct in ${w.sign}, ${w.house}`,
    (w) => `${w.planet} seems to pause and set off forward again today, turning direct in ${w.sign}, ${w.house}`,
    (w) => `Today ${w.planet} finishes retracing its steps and turns direct in ${w.house}`,
    (w) => `${w.planet} goes direct today in ${w.sign}, ${w.house}, picking up its forward pace`,
    (w) => `Today ${w.planet}, in ${w.sign} and ${w.house}, turns direct and moves forward again`,
    (w) => `${w.planet} picks up speed again in ${w.sign} today, turning direct in ${w.house}`,
  ],
};

/** What a planet's stay in a house means for work: on its arrival day, and on the days it is retold. */
const STAY_MEANINGS: Record<EventPlanet, Pool> = {
  Sun: [
    ", so that is where your energy and visibility gather this month.",
    ": for about a month, effort there is the effort people notice.",
    ", putting that part of your working life in the spotlight for a while.",
    "; give it your best hours this month and it pays you back.",
    ", so plans connected with it have the season's energy behind them.",
    ": a month-long season for putting your name to work in that area.",
    ", and your confidence there grows as the weeks go on.",
    "; what you start there has a whole season to grow.",
    ", which makes it the natural place to aim your ambition this month.",
    ": expect more attention, and more demands, on that front for a while.",
    ", so set one goal there for the month and keep it where you can see it.",
    "; the weeks ahead reward you for showing up there in person.",
  ],
  Mercury: [
    ", so your messages, meetings and plans turn that way for the coming weeks.",
    ": for a few weeks, that is where your thinking is sharpest.",
    "; expect calls and paperwork on that subject to pick up.",
    ", and ideas on that front come quickly.",
    ", so ask questions there and put plans in writing.",
    ": conversations on that front move things along for a while.",
    "; learn what you can there, because you absorb it quickly.",
    ", which makes it the place to pitch, negotiate and write things down.",
    ": your curiosity heads there, so follow it.",
    "; a useful contact or piece of news may come from that direction.",
    ", so tidy the details there before they pile up.",
    ": words, figures and plans on that front deserve your sharpest attention.",
  ],
  Jupiter: [
    ", so growth and opportunity gather there for about a year.",
    ": for months to come, luck tends to meet effort in that area.",
    "; think bigger than usual about it, and write the bigger version down.",
    ", so say yes to offers that stretch you on that front.",
    ": a generous ally or a lucky break is likelier there than elsewhere.",
    "; what you learn there could change your direction.",
    ", which makes it the place to aim for more, not less.",
    ": effort there goes further than usual this year.",
    "; share what you know there and it multiplies.",
    ", so plant the seed of a longer plan there.",
    ": optimism about it is justified, as long as you do the groundwork.",
    "; doors there open more readily than you might expect.",
  ],
  Saturn: [
    ", so that is where serious, patient work pays for a long while.",
    ": for a couple of years, steady effort there outlasts any shortcut.",
    "; build slowly, because what you build there is meant to last.",
    ", so give it structure: a schedule, a budget, a deadline.",
    ": responsibilities there grow, and so does your authority.",
    "; measure progress there in months, not days.",
    ", where a limit you accept now frees you later.",
    ": keep your promises there, even the small ones.",
    "; the people who matter notice consistency there more than flair.",
    ", so decide what deserves your commitment there, and commit.",
    ": it is a slow test, and a fair one.",
    "; lay the foundations there first and let results follow.",
  ],
};

const MERCURY_RETROGRADE: Pool = [
  ": reread messages, confirm times and save your work twice.",
  "; old contacts and old drafts deserve a second look.",
  ", so check the details others skip, especially dates, names and numbers.",
  ": expect a delay and build it into the plan.",
  "; fix what is broken before you build anything new.",
  ", so back up your files and double-check the address line.",
  ": a misunderstanding cleared up early saves trouble later.",
  "; revise, rework and reconsider rather than launch.",
  ", which favours finishing old work over starting new.",
  ": read the small print twice before you sign anything.",
  "; a plan you shelved may be worth another look.",
  ", so say it twice and put it in writing.",
];

/** What Jupiter's or Saturn's retrograde, or any direct station, means for work: around `d`, a plural noun phrase. */
const SLOW_RETROGRADE: ReadonlyArray<(d: string) => string> = [
  (d) => `: a season to review ${d} rather than add new ones.`,
  (d) => `; look again at ${d} you took on earlier in the year.`,
  (d) => `, so check that your ${d} still fit where you are heading.`,
  (d) => `: slower progress with ${d} is part of the process, not a failure.`,
  (d) => `; strengthen your ${d} before you add to them.`,
  (d) => `, which turns your attention to ${d} that need tidying.`,
  (d) => `: revisit your ${d} with fresh eyes.`,
  (d) => `; patience with ${d} pays more than pushing.`,
  (d) => `, so trim any ${d} that no longer serve you.`,
  (d) => `: quiet work on ${d} sets up the next step.`,
  (d) => `; what looked settled about your ${d} may need a rethink.`,
  (d) => `, so ask what your ${d} really need from you.`,
];

const DIRECT: ReadonlyArray<(d: string) => string> = [
  (d) => `: ${d} that stalled begin to move forward again.`,
  (d) => `; it is time to act on what you reviewed about your ${d}.`,
  (d) => `, so put your ${d} back in motion, one step at a time.`,
  (d) => `: the delays around your ${d} start to ease.`,
  (d) => `; give your ${d} a fresh push now that the way is clearer.`,
  (d) => `, which means your ${d} can move from review to action.`,
  (d) => `: expect your ${d} to pick up speed over the coming weeks.`,
  () => `; sign, send and launch with more confidence.`,
  (d) => `, so pick up the threads of ${d} you left hanging.`,
  (d) => `: clarity returns to your ${d}, slowly at first.`,
  (d) => `; what you fixed in your ${d} can now carry weight.`,
  (d) => `, and momentum returns to your ${d}.`,
];

const STATION_SUBJECTS: Record<EventPlanet, string> = {
  Sun: "plans",
  Mercury: "plans and messages",
  Jupiter: "growth plans",
  Saturn: "commitments",
};

function stationMeanings(planet: EventPlanet, turns: "retrograde" | "direct"): Pool {
  if (turns === "retrograde" && planet === "Mercury") return MERCURY_RETROGRADE;
  const subject = STATION_SUBJECTS[planet];
  return (turns === "retrograde" ? SLOW_RETROGRADE : DIRECT).map((meaning) => () => meaning(subject));
}

function eventLead(c: PhraseContext, event: CareerEvent): string {
  const words: EventWords = {
    planet: bodyInProse(event.planet),
    sign: signName(event.sign),
    house: c.houses.name(HOUSES[event.house - 1]!),
  };
  const frames = event.kind === "ingress" ? INGRESS_FRAMES : STATION_FRAMES[event.turns];
  const meanings = event.kind === "ingress" ? STAY_MEANINGS[event.planet] : stationMeanings(event.planet, event.turns);
  return capitalise(sentence(c, [frames.map((frame) => () => frame(words)), meanings]));
}

// ---------------------------------------------------------------------------------------------
// (b) The Moon's tightest contact with Mercury, Jupiter, Saturn or an outer planet.

/** What the contact stirs at work, as a plural noun phrase, by planet and tone. */
const DOMAINS: Record<AspectPlanet, Record<"easy" | "hard" | "blend", string>> = {
  Mercury: { easy: "talks and plans", hard: "messages and schedules", blend: "ideas and conversations" },
  Jupiter: { easy: "offers and openings", hard: "big promises", blend: "bigger ambitions" },
  Saturn: { easy: "long-term tasks", hard: "deadlines and duties", blend: "serious responsibilities" },
  Uranus: { easy: "fresh ideas and new methods", hard: "sudden changes of plan", blend: "surprises" },
  Neptune: { easy: "creative hunches", hard: "vague briefs and mix-ups", blend: "imagination and intuition" },
  Pluto: { easy: "deep research and quiet influence", hard: "power games", blend: "hidden details" },
};

/** What they do, one per sentence shape below: verbs that agree with a plural subject. */
const TONE_VERBS: Record<"easy" | "hard" | "blend", readonly string[]> = {
  easy: ["work in your favour", "pay off", "look promising", "move faster", "get a welcome boost"],
  hard: ["need extra care", "may cause friction", "test your patience", "need a steady hand", "can unsettle the day"],
  blend: ["take centre stage", "fill your day", "call for your focus", "come to the fore", "set the agenda"],
};

const ING_VERBS: Record<AspectKind, string> = {
  conjunction: "meeting",
  sextile: "giving a friendly nudge to",
  square: "clashing with",
  trine: "flowing easily with",
  opposition: "facing",
};

type AspectWords = { domain: string; verbs: readonly string[]; verb: string; ing: string; planet: string; house: string };

// No punctuation inside: each shape keeps the house in the same clause as the rest.
const ASPECT_CORES: ReadonlyArray<(w: AspectWords) => string> = [
  (w) => `${w.domain} ${w.verbs[0]} as the Moon ${w.verb} ${w.planet} from ${w.house}`,
  (w) => `${w.domain} ${w.verbs[1]} while the Moon ${w.verb} ${w.planet} from ${w.house}`,
  (w) => `${w.domain} ${w.verbs[2]} now that the Moon ${w.verb} ${w.planet} from ${w.house}`,
  (w) => `${w.domain} ${w.verbs[3]} because the Moon ${w.verb} ${w.planet} from ${w.house}`,
  (w) => `${w.domain} ${w.verbs[4]} with the Moon ${w.ing} ${w.planet} from ${w.house}`,
];

const ASPECT_STARTS: Pool = [
  "For your working day, ",
  "Wherever you work, ",
  "In working hours, ",
  "Professionally, ",
  "Today, ",
  "At work, ",
  "On the job today, ",
];

const ASPECT_TAILS: Record<"easy" | "hard" | "blend", Pool> = {
  easy: [
    "; say yes to the chance while it is on the table.",
    ": a good moment to pitch, ask or propose.",
    ", so put your best idea forward early in the day.",
    "; make the call you have been rehearsing.",
    ", so use the tailwind for the task that matters most.",
    ": follow up on anything promising while people are receptive.",
    "; cooperation is on offer, so ask for the help you need.",
    ", so build on what is already working.",
    ": a quick win now gives you momentum for the week.",
    "; share credit freely and the goodwill comes back.",
    ", so take one step beyond your usual role.",
    ": book the meeting, send the draft, make the case.",
  ],
  hard: [
    "; slow down, check twice and commit once.",
    ": keep replies short and facts straight.",
    ", so pick your battles and let the small ones go.",
    "; a pause before you answer saves an apology later.",
    ", so stick to what is agreed in writing.",
    ": protect an hour for the job that cannot slip.",
    "; if something stalls, fix the next step rather than the whole plan.",
    ", so ask one clear question instead of guessing.",
    ": treat friction as information, not as a verdict.",
    "; lower the temperature before you raise the issue.",
    ", so keep a little slack in your schedule.",
    ": do the unglamorous task first and the rest gets easier.",
  ],
  blend: [
    "; give one task your whole attention and see how far it goes.",
    ": focus beats multitasking today.",
    ", so clear the decks for the thing that matters most.",
    "; start the job you keep putting off, and keep going.",
    ", so make a single clear decision and stand by it.",
    ": your instincts about work are sharp, so trust them.",
    "; a concentrated hour is worth a scattered afternoon.",
    ", so turn the intensity into one finished piece of work.",
    ": say what you think plainly, then get on with it.",
    "; channel the energy into a plan you can see through.",
    ", so leave the inbox until the main job is done.",
    ": one bold step is better than three cautious ones.",
  ],
};

// The Moon gains at least 11.8° a day on a still planet; how fast each planet can run ahead of it.
const MOON_SLOWEST = 11.8;
const FASTEST: Record<AspectPlanet, number> = { Mercury: 2.2, Jupiter: 0.25, Saturn: 0.13, Uranus: 0, Neptune: 0, Pluto: 0 };
const ASPECT_ANGLES: Record<AspectKind, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

function longitudeOf(place: BodyPlace): number {
  return SIGN_SLUGS.indexOf(place.sign.slug as SignSlug) * 30 + place.degree;
}

function placeOf(c: PhraseContext, planet: Planet): BodyPlace | undefined {
  const { mercury, jupiter, saturn } = c.reading;
  return planet === "Mercury" ? mercury : planet === "Jupiter" ? jupiter : planet === "Saturn" ? saturn : undefined;
}

/**
 * Whether the same contact may have stood within orb at yesterday's noon too (yesterday's news):
 * the Moon is past exact by more than a slow day's travel leaves room for. For the outer planets,
 * whose place the reading does not hold, an orb that wide on either side.
 */
function wasYesterdays(c: PhraseContext, aspect: WorkAspect): boolean {
  const threshold = MOON_SLOWEST - FASTEST[aspect.other] - MOON_ASPECT_ORB;
  if (aspect.orb < threshold) return false;
  const planet = placeOf(c, aspect.other);
  if (!planet) return true;
  const ahead = (((longitudeOf(c.reading.moon) - longitudeOf(planet)) % 360) + 360) % 360;
  const apart = Math.min(ahead, 360 - ahead);
  const angle = ASPECT_ANGLES[aspect.kind];
  return ahead <= 180 ? apart > angle : apart < angle;
}

function tightestWorkAspect(c: PhraseContext): WorkAspect | undefined {
  return c.reading.moonAspects.find(
    (aspect): aspect is WorkAspect => ASPECT_PLANETS.has(aspect.other) && !wasYesterdays(c, aspect as WorkAspect),
  );
}

function aspectLead(c: PhraseContext, aspect: WorkAspect): string {
  const tone = aspectTone(aspect.kind);
  const words: AspectWords = {
    domain: DOMAINS[aspect.other][tone],
    verbs: TONE_VERBS[tone],
    verb: ASPECT_VERBS[aspect.kind],
    ing: ING_VERBS[aspect.kind],
    planet: bodyInProse(aspect.other),
    house: c.houses.name(c.reading.moon.house),
  };
  return capitalise(sentence(c, [ASPECT_STARTS, ASPECT_CORES.map((core) => () => core(words)), ASPECT_TAILS[tone]]));
}

// ---------------------------------------------------------------------------------------------
// (c) The house the Moon is crossing, and how far through it the Moon is.

type MoonWords = { sign: string; house: string };

const MOON_FRAMES: Record<"early" | "middle" | "late", ReadonlyArray<(w: MoonWords) => string>> = {
  early: [
    (w) => `The Moon turns its light on ${w.house} for the next couple of days`,
    (w) => `Newly in ${w.sign}, the Moon points your work toward ${w.house}`,
    (w) => `Your working focus shifts as the Moon moves into ${w.house}`,
    (w) => `The Moon begins its stay in ${w.sign}, ${w.house}, and work follows it there`,
    (w) => `The Moon arrives in ${w.house}, and with it a new priority`,
    (w) => `Today the Moon steps into ${w.sign}, ${w.house}`,
    (w) => `The Moon has only just reached ${w.sign}, and ${w.house} moves up your list`,
    (w) => `The Moon's arrival in ${w.sign} brings ${w.house} to the top of your working day`,
    (w) => `Work takes a new turn as the Moon enters ${w.house}`,
    (w) => `With the Moon newly in ${w.house}, the tone of your working day shifts`,
    (w) => `The Moon has just entered ${w.sign}, ${w.house}, and your to-do list feels it`,
    (w) => `Fresh from its move into ${w.sign}, the Moon puts ${w.house} on the agenda`,
    (w) => `Your working day opens with the Moon newly in ${w.house}`,
  ],
  middle: [
    (w) => `The Moon is well into ${w.sign} and still lighting ${w.house}`,
    (w) => `The Moon keeps ${w.house} at the centre of your working day`,
    (w) => `Settled in ${w.sign}, the Moon gives ${w.house} a full day of attention`,
    (w) => `The Moon's stay in ${w.house} reaches its middle`,
    (w) => `Your work keeps circling back to ${w.house} while the Moon is there`,
    (w) => `The Moon lingers in ${w.sign}, ${w.house}, with no hurry to move on`,
    (w) => `With the Moon midway across ${w.house}, the groundwork is in place`,
    (w) => `The Moon spends the day in the middle of ${w.sign}, ${w.house}`,
    (w) => `Halfway through its stay in ${w.house}, the Moon keeps work steady there`,
    (w) => `The Moon stays in ${w.house} all day`,
    (w) => `With the Moon settled in ${w.house}, your working day has a clear theme`,
    (w) => `The Moon holds its course through ${w.sign}, ${w.house}`,
    (w) => `Mid-visit in ${w.house}, the Moon keeps that side of work in view`,
  ],
  late: [
    (w) => `The Moon gets ready to leave ${w.house}`,
    (w) => `Late in its stay in ${w.house}, the Moon favours finishing over starting`,
    (w) => `The Moon crosses the last stretch of ${w.sign}, ${w.house}`,
    (w) => `Your work in ${w.house} gets its final push as the Moon prepares to move on`,
    (w) => `The Moon is on the point of leaving ${w.sign}, ${w.house}`,
    (w) => `With only a little of ${w.sign} left to cross, the Moon is wrapping up ${w.house}`,
    (w) => `The Moon's visit to ${w.house} draws to a close`,
    (w) => `The Moon is about to leave ${w.sign}, ${w.house}`,
    (w) => `The Moon's time in ${w.house} is nearly up`,
    (w) => `With the Moon on its way out of ${w.house}, it is time to wrap up`,
    (w) => `The Moon spends its last hours in ${w.sign}, ${w.house}`,
    (w) => `Before the Moon moves on from ${w.house}, your work there wants finishing`,
    (w) => `The Moon is near the end of ${w.sign}, and of its stay in ${w.house}`,
  ],
};

/**
 * The house read for work on the Moon's later days there (its first day tells `house.work`), so a
 * visit of two or three days says something new each morning. Whole clauses, by house number.
 */
const HOUSE_WORK_LATER: Record<"middle" | "late", readonly string[]> = {
  middle: [
    "back your own judgement on one decision and see it through",
    "check that what you are paid matches what you actually do",
    "clear the backlog of replies and small errands",
    "work from wherever you feel most settled, if you can",
    "try the unusual approach on one task",
    "a well-kept routine gets more done than a burst of effort",
    "a colleague or client is worth meeting in person, or at least by phone",
    "go through shared costs, commissions or money owed",
    "a course, a long read or a bigger plan is worth an hour",
    "people above you are watching how you handle pressure",
    "a word with your wider network could open a door",
    "quiet preparation beats a loud start",
  ],
  late: [
    "finish what you started on your own initiative before handing anything over",
    "settle one money matter, an invoice or an expense claim, before the week moves on",
    "send the last few replies and clear the small errands",
    "tidy your workspace so it supports you rather than distracts you",
    "put the finishing touches to a creative piece and let it go",
    "close out one routine job completely rather than leaving it half done",
    "confirm the details of any agreement in writing",
    "tie up loose ends on shared money or paperwork",
    "write down the big idea before it slips away",
    "wrap up a visible task so it reflects well on you",
    "thank someone in your network who helped you recently",
    "rest a little, and list what needs doing next",
  ],
};

const ARRIVAL_JOINS: Pool = [": ", "; ", ", and "];
const LATER_JOINS: Pool = [": ", "; ", " — "];

function moonHouseLead(c: PhraseContext): string {
  const { moon, moonThird } = c.reading;
  const words: MoonWords = { sign: moon.sign.name, house: c.houses.name(moon.house) };
  const frames = MOON_FRAMES[moonThird].map((frame) => () => frame(words));
  if (moonThird === "early") return sentence(c, [frames, ARRIVAL_JOINS, [`${moon.house.work}.`]]);
  return sentence(c, [frames, LATER_JOINS, [`${HOUSE_WORK_LATER[moonThird][moon.house.number - 1]!}.`]]);
}

/** What the Moon's new house means for work, told on its first day there. */
function houseWorkSentence(c: PhraseContext): string {
  return houseClauseSentence(c, c.reading.moon.house.work);
}

// ---------------------------------------------------------------------------------------------
// The Moon's stage, read for work.

const STAGE_ADJECTIVES: Record<PhaseStage, string> = { new: "new", waxing: "waxing", full: "full", waning: "waning" };

// Four words or fewer each, and unlike love's.
const PHASE_OPENERS: Pool = [
  (c) => `A ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon means `,
  (c) => `The ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon's lesson: `,
  (c) => `In ${STAGE_ADJECTIVES[c.reading.moon.stage]}-Moon terms, `,
  (c) => `The ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon's rule: `,
  (c) => `A ${STAGE_ADJECTIVES[c.reading.moon.stage]} Moon's hint: `,
];

const STAGE_WORK: Record<"growing" | "releasing", Pool> = {
  growing: [
    "new projects get off the ground more easily than usual.",
    "it is a good time to pitch, apply or start.",
    "effort you put in tends to build on itself.",
    "a first draft is worth more than a perfect plan.",
    "the first step on something new is the one that counts.",
    "momentum favours whoever moves first.",
    "asking for more responsibility is well timed.",
    "small daily steps add up faster than you expect.",
    "ideas want testing rather than more polishing.",
    "contacts you make now can grow into something useful.",
    "it pays to say yes to the stretch assignment.",
    "building is favoured over tidying.",
  ],
  releasing: [
    "finishing beats starting, so close what is open.",
    "it is a good time to review, tidy and hand over.",
    "results of earlier effort become easier to see.",
    "dropping one low-value task frees real time.",
    "a frank review of what worked is worth an hour.",
    "loose ends want tying before anything new begins.",
    "clearing your inbox is more useful than adding to it.",
    "delegating or declining is wiser than taking on more.",
    "feedback you give or receive lands with extra clarity.",
    "wrapping up one project properly is the day's real win.",
    "it pays to tidy the files and the task list.",
    "what is finished deserves to be marked as finished.",
  ],
};

function stageSentence(c: PhraseContext): string {
  return sentence(c, [PHASE_OPENERS, STAGE_WORK[stageTone(c.reading.moon.stage) === "growing" ? "growing" : "releasing"]]);
}

// ---------------------------------------------------------------------------------------------
// Mercury's, Jupiter's and Saturn's placements, on the days the section may retell them.

type PlacePlanet = "Mercury" | "Jupiter" | "Saturn";

function placementSentence(c: PhraseContext, planet: PlacePlanet): string {
  const place = planet === "Mercury" ? c.reading.mercury : planet === "Jupiter" ? c.reading.jupiter : c.reading.saturn;
  const meanings = place.retrograde ? stationMeanings(planet, "retrograde") : STAY_MEANINGS[planet];
  return sentence(c, [placementFrames(c, place), meanings]);
}

// ---------------------------------------------------------------------------------------------
// The practical tip for the working day, in the day's tone.

// Four words or fewer each.
const TIP_OPENERS: Pool = ["Practical tip: ", "Try this today: ", "One useful move: ", "For the day ahead: ", "A tip for today: "];

const TIPS: Record<Tone, Pool> = {
  easy: [
    "ask for the thing you want, whether it is a deadline, a budget or a yes.",
    "send the proposal you have been polishing; it is ready enough.",
    "arrange a short call with someone who can help your next step.",
    "put your name forward for the task that would stretch you.",
    "pair up with a colleague whose strengths cover your gaps.",
    "share an early version and let others improve it.",
    "say yes to the meeting you would usually skip.",
    "follow up on yesterday's good conversation with a short note.",
    "offer help on a project outside your usual patch.",
    "make your case in three sentences and then stop talking.",
    "thank someone by name in front of others.",
    "use the goodwill around you to unblock one stuck decision.",
    "book the slot for the conversation that moves your plan forward.",
  ],
  hard: [
    "write down what was agreed before you leave any meeting.",
    "leave a difficult email in drafts for an hour before sending it.",
    "do the task you dread first, while your patience is fresh.",
    "set a realistic deadline and tell people about it early.",
    "keep one hour free of meetings to catch up on real work.",
    "check the figures twice before they go anywhere.",
    "ask the question you are worried sounds obvious.",
    "say no to one request that would overload your week.",
    "take a short walk before any conversation that could turn tense.",
    "break the big job into three small ones and start the first.",
    "keep your reply to the facts if a message annoys you.",
    "save your energy for the one thing that must be done today.",
    "build a buffer of half an hour into any plan that depends on others.",
  ],
  blend: [
    "switch off notifications for one long stretch and go deep.",
    "choose the single task that would make today a success and start there.",
    "make the decision you have been circling, and write down why.",
    "give your full attention to one conversation that matters.",
    "clear your desk of everything except the main job.",
    "work in one focused block, then take a proper break.",
    "put a bold idea on paper before the doubts arrive.",
    "finish one thing completely before you open another.",
    "block out your calendar so others cannot fill the gaps.",
    "back your instinct on one call and see it through.",
    "turn a vague goal into one concrete step you can take today.",
    "tell one person plainly what you need from them.",
    "do the hardest thinking in your sharpest hour and the admin after.",
  ],
  growing: [
    "start the project you keep postponing, even for twenty minutes.",
    "write the first page of the plan, however rough.",
    "reach out to one new contact in your field.",
    "sign up for the course, the talk or the trial you have been eyeing.",
    "set one goal for the month and put it where you will see it.",
    "suggest a new way of doing a routine task.",
    "apply, pitch or enquire; the answer may surprise you.",
    "learn one small skill that would save you time every week.",
    "put a first date in the diary for the idea you want to test.",
    "ask for one piece of feedback you can act on.",
    "spend the first hour building, before the inbox gets a say.",
    "volunteer for something new rather than waiting to be asked.",
    "sketch the next three steps of a new idea on a single page.",
  ],
  releasing: [
    "clear three small leftover jobs before lunch.",
    "archive old files and emails you no longer need.",
    "hand over a job that someone else could do better.",
    "write a short list of what went well this month.",
    "finish the report or invoice that is nearly done.",
    "cancel one meeting that no longer has a purpose.",
    "tidy your task list until it fits on one page.",
    "review what is working and quietly drop what is not.",
    "reply to the messages that only need a line.",
    "settle a small dispute before it grows.",
    "leave on time and let the rest wait until tomorrow.",
    "unsubscribe from three newsletters you never read.",
    "note one lesson from a finished job before you file it away.",
  ],
};

// ---------------------------------------------------------------------------------------------
// The people side of the day, and the evening after it.

// Four words or fewer each.
const PEOPLE_OPENERS: Pool = [
  "With colleagues, ",
  "Among colleagues, ",
  "With people at work, ",
  "As for colleagues, ",
  "On the people side, ",
  "In your team, ",
  "With clients and colleagues, ",
];

const PEOPLE: Record<"warm" | "careful" | "steady", Pool> = {
  warm: [
    "someone may be more open to your idea than you expect, so ask.",
    "people are receptive, so float the suggestion you have been sitting on.",
    "a quick chat with someone in another team could save you a week.",
    "a manager or client is likely to hear you out, so make your case.",
    "offer a word of encouragement to someone newer than you.",
    "collaboration flows, so invite one person into your thinking early.",
    "someone you helped before may be glad to return the favour.",
    "a friendly check-in with a contact keeps a useful door open.",
    "praise what someone did well; it sets a generous tone.",
    "say yes to the coffee or call that widens your circle.",
    "share what you are working on; someone may hold exactly the piece you lack.",
    "goodwill is easy to build, so spend a few minutes on it.",
  ],
  careful: [
    "answer the request rather than the tone if someone is prickly.",
    "keep sensitive conversations one-to-one rather than in a group thread.",
    "let someone else have the last word on something small.",
    "assume a delay is not personal until you know otherwise.",
    "name one thing that works in a plan before you criticise it.",
    "suggest a pause and a written follow-up if a meeting heats up.",
    "give a difficult person one clear option rather than three.",
    "ask what the other side needs before you argue your own case.",
    "keep your boundaries polite but firm if someone leans on you.",
    "thank people for their patience, even when you are short of it.",
    "clarify who is doing what before anyone feels stepped on.",
    "a calm, brief reply ends more disputes than a clever one.",
  ],
  steady: [
    "say what you are focusing on so others can work around it.",
    "hand back anything you cannot do well this week, with thanks.",
    "a short, honest update to whoever you answer to clears the air.",
    "ask for feedback on one piece of finished work.",
    "let someone else take the lead on something they care about.",
    "close the loop with anyone waiting on you, even if only to say when.",
    "share credit for a finished job before moving on.",
    "check in with the person whose work depends on yours.",
    "say plainly what you can and cannot take on.",
    "a quiet word of thanks to a helper is worth more than a group email.",
    "agree a clear finish line before starting the next round.",
    "let people know when something is done, so it stays done.",
  ],
};

const PEOPLE_BY_TONE: Record<Tone, keyof typeof PEOPLE> = {
  easy: "warm",
  growing: "warm",
  hard: "careful",
  blend: "steady",
  releasing: "steady",
};

const EVENING_OPENERS: Pool = ["After work, ", "Once work is done, ", "This evening, "];

const EVENINGS: Pool = [
  "do something that has nothing to do with screens.",
  "move your body for twenty minutes to shake off the day.",
  "write tomorrow's first task down so your mind can let go.",
  "call someone who makes you laugh.",
  "leave work talk at the door for an hour at least.",
  "cook something simple and eat it slowly.",
  "spend a little time on a hobby that is just for you.",
  "get some fresh air before you settle in.",
  "switch off notifications and let the day end.",
  "read something that has nothing to do with work.",
  "tidy one small corner and call the day complete.",
  "go to bed a little earlier than usual.",
  "give yourself credit for one thing you handled well.",
];

// ---------------------------------------------------------------------------------------------
// Closing lines of different lengths, so the section lands within its length.

const CLOSER_OPENERS: Pool = ["Above all, ", "Whatever the job, ", "In any case, ", "Either way, ", "Remember that "];

const CLOSERS: Pool = [
  "good work done quietly is still noticed by the people who matter.",
  "a calm tone wins more arguments than a loud one.",
  "the small promises you keep build the big reputation.",
  "a short break often solves what an extra hour cannot.",
  "clear notes today save confusion tomorrow.",
  "asking for help is a sign of good judgement.",
  "progress matters more than perfection.",
  "your time is worth guarding.",
  "people remember how you handled the hard moments.",
  "one finished task beats three started ones.",
  "a generous word to a colleague costs nothing.",
  "good timing is half of good work.",
  "steady effort usually outlasts a burst of brilliance.",
];

const GIFT_LINES: Pool = [
  (c) => `your ${c.gift} side is an asset in any meeting.`,
  (c) => `the ${c.gift} streak in you is what colleagues count on.`,
  (c) => `being your ${c.gift} self at work is more persuasive than any slide.`,
  (c) => `your ${c.gift} nature can set the tone for the whole team.`,
  (c) => `people trust your ${c.gift} side more than you realise.`,
  (c) => `the job in front of you needs your ${c.gift} side.`,
  (c) => `your ${c.gift} way of working is worth protecting.`,
  (c) => `someone senior may notice your ${c.gift} side.`,
  (c) => `the most ${c.gift} version of you is the one to bring to work.`,
  (c) => `your ${c.gift} side solves problems others walk around.`,
  (c) => `your ${c.gift} instincts about the work are worth trusting.`,
  (c) => `${withArticle(c.gift)} approach says more than a long email.`,
];

const GIFT_OPENERS: Pool = ["At work, ", "Remember that ", "Today, ", "Never forget that ", "On the job, "];

const MEDIUM_CLOSERS: Pool = [
  "Keep your standards and your sense of humour",
  "Finish strong rather than fast",
  "Let your work speak for itself",
  "Keep the main thing the main thing",
  "Guard your best hours carefully",
  "Give the job your full attention",
  "Keep your promises small and solid",
  "Leave a little room for the unexpected",
  "Note what worked before you stop",
  "Trust the plan you made",
  "Put quality ahead of speed",
  "Make one thing better than you found it",
  "Keep the next step small and clear",
];

const MEDIUM_ENDS: Pool = [".", " today.", " this afternoon."];

const SHORT_CLOSERS: Pool = [
  "Keep going",
  "Stay focused",
  "Pace yourself",
  "Trust your judgement",
  "Work smart",
  "Keep it simple",
  "Stay steady",
  "Take your breaks",
  "Finish well",
  "Stay curious",
  "Mind the details",
];

const SHORT_ENDS: Pool = [".", " today.", ", and rest later."];

// ---------------------------------------------------------------------------------------------

type Lead = { text: string; key: string; tone: Tone; kind: "event" | "aspect" | "house" };

function leadOf(c: PhraseContext): Lead {
  const { reading } = c;
  const event = careerEventOf(reading.event);
  if (event) return { kind: "event", text: eventLead(c, event), key: `${event.kind}:${event.planet}`, tone: stageTone(reading.moon.stage) };
  const aspect = tightestWorkAspect(c);
  if (aspect) {
    return {
      kind: "aspect",
      text: aspectLead(c, aspect),
      key: `moon-aspect:${aspect.other}:${aspect.kind}`,
      tone: aspectTone(aspect.kind),
    };
  }
  return {
    kind: "house",
    text: moonHouseLead(c),
    key: `moon-house:${reading.moon.house.number}:${reading.moonThird}`,
    tone: stageTone(reading.moon.stage),
  };
}

/**
 * The Moon's stage, and, when the lead was the Moon's contact on its first day in a house, what
 * that house means for work (the lead named the house, so "there" is clear). The day's sky after
 * its news, before the advice; dropped, the stage first, when the section would run long.
 */
function secondSky(c: PhraseContext, lead: Lead): string[] {
  const houseWork = lead.kind === "aspect" && c.reading.moonThird === "early" ? [houseWorkSentence(c)] : [];
  return [...houseWork, stageSentence(c)];
}

const LENGTH = { min: 80, max: 88 };

export function writeCareer(c: PhraseContext): SectionText {
  const lead = leadOf(c);
  // On the day of a planet's own event the lead has told where it stands.
  const eventPlanet = careerEventOf(c.reading.event)?.planet;
  const placements = (["Mercury", "Jupiter", "Saturn"] as const).filter(
    (planet) => planet !== eventPlanet && mayRetell(c, "career", planet),
  );
  const advice = [sentence(c, [TIP_OPENERS, TIPS[lead.tone]]), sentence(c, [PEOPLE_OPENERS, PEOPLE[PEOPLE_BY_TONE[lead.tone]]])];
  return leadSection(
    c,
    lead,
    { sky: secondSky(c, lead), advice },
    [
      // The weeks-long background comes after the day's news and advice, when there is room.
      ...placements.map((planet) => () => placementSentence(c, planet)),
      () => sentence(c, [EVENING_OPENERS, EVENINGS]),
      () => sentence(c, [CLOSER_OPENERS, CLOSERS]),
      () => sentence(c, [GIFT_OPENERS, GIFT_LINES]),
      () => sentence(c, [MEDIUM_CLOSERS, MEDIUM_ENDS]),
      () => sentence(c, [SHORT_CLOSERS, SHORT_ENDS]),
    ],
    LENGTH,
  );
}
