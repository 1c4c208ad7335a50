import { weekdayDayMonth } from "#app/lib/dates.ts";
import { capitalise, withArticle } from "#app/lib/text.ts";
import { HOUSES, type House } from "#app/zodiac/houses.ts";
import { bodyInProse } from "#app/zodiac/planets.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import { signOf, type SignSlug } from "#app/zodiac/signs.ts";
import type { HousedEvent, SpanEvent } from "#app/features/horoscopes/period-events.ts";
import { dayAndMonth } from "#app/features/horoscopes/periods.ts";
import { ASPECT_VERBS } from "#app/features/horoscopes/phrases/phrase.ts";

/**
 * How the longer readings tell one dated event: as a key-date line, as a short noun phrase in a
 * list ("the Full Moon in Gemini"), and as a sentence of its own with what it means. Every
 * sentence that tells an event names the reader's house, so no two signs read it alike.
 */

export const signName = (slug: SignSlug) => signOf(slug).name;

/** The nth entry of a pool, wrapping both ways. */
export function nth<T>(pool: readonly T[], index: number): T {
  return pool[((index % pool.length) + pool.length) % pool.length]!;
}

/** The house of that number. */
export const houseAt = (number: number): House => HOUSES[number - 1]!;

/** A house by what it is about: "your finances". */
export const arena = (house: House) => `your ${house.arena}`;

/** "a, b and c": parts joined as a list is read aloud. */
export function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** An aspect as a key date names it: "Venus trine Jupiter", "the Sun opposite Uranus". */
const ASPECT_WORDS: Record<AspectKind, string> = {
  conjunction: "conjunct",
  sextile: "sextile",
  square: "square",
  trine: "trine",
  opposition: "opposite",
};

/**
 * The event as a short key-date line: "Full Moon in Gemini, your 3rd house" for a reader's sign,
 * or "Full Moon in Gemini" when it is not tied to one.
 */
export function keyDateText(event: SpanEvent | HousedEvent): string {
  const where = "house" in event ? `${signName(event.sign)}, your ${houseAt(event.house).ordinal} house` : signName(event.sign);
  switch (event.kind) {
    case "aspect": {
      // "Venus in Capricorn trine Jupiter in Virgo, your 10th and 6th houses"
      const pair = `${capitalise(bodyInProse(event.planet))} in ${signName(event.sign)} ${ASPECT_WORDS[event.aspect]} ${bodyInProse(event.other)} in ${signName(event.otherSign)}`;
      if (!("house" in event)) return pair;
      const otherHouse = houseAt(event.otherHouse ?? event.house).ordinal;
      const ownHouse = houseAt(event.house).ordinal;
      return ownHouse === otherHouse ? `${pair}, your ${ownHouse} house` : `${pair}, your ${ownHouse} and ${otherHouse} houses`;
    }
    case "lunation":
      return `${event.phase} in ${where}`;
    case "eclipse":
      return `${capitalise(event.eclipse)} ${event.body === "Sun" ? "solar" : "lunar"} eclipse in ${where}`;
    case "ingress":
      return `${capitalise(bodyInProse(event.planet))} enters ${where}`;
    case "station":
      return `${event.planet} turns ${event.turns} in ${where}`;
  }
}

/** The event as a noun phrase for a list: "the Full Moon in Gemini", "Venus moving into Capricorn". */
export function eventNoun(event: SpanEvent): string {
  switch (event.kind) {
    case "aspect":
      return `${bodyInProse(event.planet)} and ${bodyInProse(event.other)} in exact ${event.aspect}`;
    case "lunation":
      return `the ${event.phase} in ${signName(event.sign)}`;
    case "eclipse":
      return `${withArticle(event.eclipse)} ${event.body === "Sun" ? "solar" : "lunar"} eclipse in ${signName(event.sign)}`;
    case "ingress":
      return `${bodyInProse(event.planet)} moving into ${signName(event.sign)}`;
    case "station":
      return `${event.planet} turning ${event.turns} in ${signName(event.sign)}`;
  }
}

// What each kind of event means for the house it falls in, as whole sentences where "there" is
// that house. Each pool's sentences are chosen by span, event and sign, so signs sharing an event
// read different ones.
const MEANINGS: Record<"full" | "new" | "eclipse" | "ingress" | "retrograde" | "direct", readonly string[]> = {
  full: [
    "Something there reaches its peak and asks to be seen clearly.",
    "Feelings about it run bright and honest, so say what you see.",
    "Celebrate what worked there and let go of what did not.",
    "Expect an answer, a result or a release.",
    "What began there six months ago shows how far it has come.",
  ],
  new: [
    "Plant one clear intention there and give it a month.",
    "It is the right moment to begin something small there and mean it.",
    "That part of life gets a clean slate, ready for a new habit or plan.",
    "A quiet beginning there can grow into something real by the next Full Moon.",
    "Write down what you want from it, in one sentence, and keep the note.",
  ],
  eclipse: [
    "Eclipses speed up changes that were coming anyway, so let this one move things there.",
    "An old pattern there can give way now, and it is better not to hold on to it.",
    "Its effects there unfold over months rather than days.",
    "Meet it with flexibility rather than force: the reset there is bigger than one day.",
  ],
  ingress: [
    "That opens a new chapter there for the weeks that follow.",
    "Your focus shifts toward that part of life.",
    "It brings fresh energy to an area that may have felt stuck.",
    "Expect questions about it from the people around you.",
    "Notice who and what turns up there first.",
  ],
  retrograde: [
    "Use the weeks that follow to review and repair there rather than launch.",
    "Unfinished business there comes back for a second look.",
    "The pace there slows, so read twice and sign later.",
    "Look back before pushing forward there.",
  ],
  direct: [
    "Delays there start to clear, slowly at first.",
    "You have the green light to act on what you reconsidered there.",
    "Momentum returns there, and decisions can finally land.",
    "What stalled there can move again.",
  ],
};

const ASPECT_MEANINGS: Record<AspectKind, readonly string[]> = {
  conjunction: [
    "Act on what those two parts of life want while the focus is sharp.",
    "One clear aim carries further than several vague ones.",
    "Notice what starts then, because it tends to keep going.",
    "It is strong enough to start something, and to overdo it.",
  ],
  sextile: [
    "The opening pays only if you take the first step yourself.",
    "It is good for a call, an offer or a favour.",
    "A small chance grows if you act on it the same day.",
    "Help comes from an unexpected side.",
  ],
  square: [
    "The friction shows what needs to change.",
    "Choose, rather than keep both options half open.",
    "Patience works better than a sharp reply.",
    "The pressure turns into progress once you stop resisting it.",
  ],
  trine: [
    "Let things move without forcing them.",
    "It is one of the smoothest days of the stretch for both.",
    "Support arrives where you need it, provided you ask.",
    "Effort feels lighter than usual.",
  ],
  opposition: [
    "Give each side its time rather than choosing one.",
    "Someone else's view shows you what you had missed.",
    "The answer lies between the two extremes.",
    "Weigh one against the other and adjust.",
  ],
};

function meaningsOf(event: SpanEvent): readonly string[] {
  switch (event.kind) {
    case "aspect":
      return ASPECT_MEANINGS[event.aspect];
    case "lunation":
      return MEANINGS[event.phase === "Full Moon" ? "full" : "new"];
    case "eclipse":
      return MEANINGS.eclipse;
    case "ingress":
      return MEANINGS.ingress;
    case "station":
      return MEANINGS[event.turns];
  }
}

/** How a reading names a house: in full the first time, shorter after (phrases/phrase.ts houseNamer). */
export type NameHouse = (house: House) => string;

/** What happens, as a clause in the present tense, naming the reader's house through `name`. */
export function eventClause(event: HousedEvent, name: NameHouse): string {
  const sign = signName(event.sign);
  const house = name(houseAt(event.house));
  switch (event.kind) {
    case "aspect": {
      const other = event.otherHouse && event.otherHouse !== event.house ? name(houseAt(event.otherHouse)) : undefined;
      const across = other ? `, linking ${house} with ${other}` : `, both in ${house}`;
      return `${bodyInProse(event.planet)} in ${sign} ${ASPECT_VERBS[event.aspect]} ${bodyInProse(event.other)} in ${signName(event.otherSign)}${across}`;
    }
    case "lunation":
      return event.phase === "Full Moon" ? `the Full Moon in ${sign} lights up ${house}` : `the New Moon in ${sign} opens ${house}`;
    case "eclipse":
      return `${withArticle(event.eclipse)} ${event.body === "Sun" ? "solar" : "lunar"} eclipse in ${sign} falls in ${house}`;
    case "ingress":
      return `${bodyInProse(event.planet)} moves into ${sign} and ${house}`;
    case "station":
      return `${event.planet} turns ${event.turns} in ${sign}, in ${house}`;
  }
}

/**
 * One told event as two sentences: when and what ("On Friday 4 December, the Full Moon in Gemini
 * lights up your 3rd house of …."), then what it means there. `variant` walks the meanings.
 */
export function tellEvent(event: HousedEvent, when: string, name: NameHouse, variant: number): string {
  return `${when}, ${eventClause(event, name)}. ${nth(meaningsOf(event), variant)}`;
}

/** "On Friday 4 December" in a week, "On 4 December" in a longer span. */
export function onDay(date: string, withWeekday: boolean): string {
  return withWeekday ? `On ${weekdayDayMonth(date)}` : `On ${dayAndMonth(date)}`;
}
