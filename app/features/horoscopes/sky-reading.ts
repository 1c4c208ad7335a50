import { HOUSES, houseOf, type House } from "#app/zodiac/houses.ts";
import { bodyInProse, PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { findSign, signIndex, SIGNS } from "#app/zodiac/signs.ts";
import { capitalise, withArticle } from "#app/lib/text.ts";
import type { AspectKind, MoonPhaseName } from "#app/zodiac/sky.ts";
import { MOON_ASPECT_ORB, whyToday, type SignEvent } from "./day-events";
import type { HoroscopeSign, HoroscopeSky, SkyFact } from "./types";

/** Where another sign sits counted from the reading's sign (zodiac order): the classic angles. */
export type Relation = "same" | "next" | "sextile" | "square" | "trine" | "quincunx" | "opposite" | "previous";

const RELATION_BY_DISTANCE: readonly Relation[] = [
  "same",
  "next",
  "sextile",
  "square",
  "trine",
  "quincunx",
  "opposite",
  "quincunx",
  "trine",
  "square",
  "sextile",
  "previous",
];

export type PhaseStage = "new" | "waxing" | "full" | "waning";

const STAGE_OF_PHASE: Record<MoonPhaseName, PhaseStage> = {
  "New Moon": "new",
  "Waxing Crescent": "waxing",
  "First Quarter": "waxing",
  "Waxing Gibbous": "waxing",
  "Full Moon": "full",
  "Waning Gibbous": "waning",
  "Last Quarter": "waning",
  "Waning Crescent": "waning",
};

/** A body as one sign's reading sees it: its sign, and the house of the reader's chart that sign is. */
export type BodyPlace = { planet: Planet; sign: HoroscopeSign; house: House; relation: Relation; degree: number; retrograde: boolean };

export type AspectView = { planet: Planet; other: Planet; kind: AspectKind; orb: number };

/** How the ruling planet is described in the overview, and so which fact backs it. */
export type RulerState =
  | { kind: "retrograde"; place: BodyPlace }
  | { kind: "aspect"; place: BodyPlace; aspect: AspectView }
  | { kind: "plain"; place: BodyPlace }
  | { kind: "luminary"; planet: "Sun" | "Moon" }
  | { kind: "unknown" };

export type SkyReading = {
  sign: HoroscopeSign;
  sun: BodyPlace;
  moon: BodyPlace & { phase: MoonPhaseName; stage: PhaseStage; percentLit: number };
  mercury: BodyPlace;
  venus: BodyPlace;
  mars: BodyPlace;
  jupiter: BodyPlace;
  saturn: BodyPlace;
  ruler: RulerState;
  /** The day's most significant event for this sign: the reading's "why today". */
  event: SignEvent;
  venusMars: AspectView | undefined;
  /**
   * The Moon's aspects to the planets (not the Sun: those are its phases) within MOON_ASPECT_ORB,
   * tightest first. The Moon makes a different set every day, so these are each day's own news.
   */
  moonAspects: AspectView[];
  /** How far the Moon is through its sign: it spends two or three days in each, one third a day. */
  moonThird: "early" | "middle" | "late";
  facts: SkyFact[];
};

const PLANET_NAMES = new Set<string>(PLANETS);
// A ruler's aspect is worth a sentence only when it is close to exact.
const RULER_ASPECT_MAX_ORB = 3;
const MAX_FACTS = 5;

function relationBetween(fromIndex: number, toIndex: number): Relation {
  return RELATION_BY_DISTANCE[(((toIndex - fromIndex) % 12) + 12) % 12]!;
}

/** "orb 2°", or "orb under 1°" when rounding would claim an exact aspect. */
function orbInProse(orb: number): string {
  return orb < 1 ? "orb under 1°" : `orb ${Math.round(orb)}°`;
}

/**
 * Reads the sky as it touches one sign: each body's sign is a house of the reader's chart, and
 * what changed since the noon before (`previous`) gives the day's event.
 */
export function readSky(sign: HoroscopeSign, sky: HoroscopeSky, previous: HoroscopeSky): SkyReading {
  if (!findSign(sign.slug)) throw new RangeError(`Unknown sign: ${sign.slug}`);
  const ownIndex = signIndex(sign.slug);

  const placeOf = (planet: Planet): BodyPlace => {
    const position = sky.positions.find((candidate) => candidate.planet === planet);
    if (!position) throw new RangeError(`The sky has no position for ${planet}`);
    const index = signIndex(position.sign);
    if (index < 0) throw new RangeError(`The sky places ${planet} in an unknown sign: ${position.sign}`);
    return {
      planet,
      sign: SIGNS[index]!,
      house: houseOf(sign.slug, SIGNS[index]!.slug),
      relation: relationBetween(ownIndex, index),
      degree: position.degree,
      retrograde: position.retrograde,
    };
  };

  const moonPlace = placeOf("Moon");
  const moon = {
    ...moonPlace,
    phase: sky.moon.name,
    stage: STAGE_OF_PHASE[sky.moon.name],
    percentLit: Math.round(sky.moon.illumination * 100),
  };
  const reading: Omit<SkyReading, "facts" | "ruler"> = {
    sign,
    sun: placeOf("Sun"),
    moon,
    mercury: placeOf("Mercury"),
    venus: placeOf("Venus"),
    mars: placeOf("Mars"),
    jupiter: placeOf("Jupiter"),
    saturn: placeOf("Saturn"),
    event: whyToday(sign, previous, sky),
    venusMars: tightestAspect(sky, "Venus", (other) => other === "Mars"),
    moonAspects: moonAspectsOf(sky),
    moonThird: moon.degree < 10 ? "early" : moon.degree < 20 ? "middle" : "late",
  };
  const ruler = readRuler(sign.rulingPlanet, sky, placeOf);
  return { ...reading, ruler, facts: collectFacts({ ...reading, ruler }) };
}

function readRuler(rulingPlanet: string, sky: HoroscopeSky, placeOf: (planet: Planet) => BodyPlace): RulerState {
  if (!PLANET_NAMES.has(rulingPlanet)) return { kind: "unknown" };
  const planet = rulingPlanet as Planet;
  if (planet === "Sun" || planet === "Moon") {
    // A luminary ruler is already in the Sun or Moon sentence; only an aspect adds something.
    const aspect = tightestAspect(sky, planet, () => true);
    return aspect ? { kind: "aspect", place: placeOf(planet), aspect } : { kind: "luminary", planet };
  }
  const place = placeOf(planet);
  if (place.retrograde) return { kind: "retrograde", place };
  const aspect = tightestAspect(sky, planet, () => true);
  if (aspect && aspect.orb <= RULER_ASPECT_MAX_ORB) return { kind: "aspect", place, aspect };
  return { kind: "plain", place };
}

function tightestAspect(sky: HoroscopeSky, planet: Planet, accept: (other: Planet) => boolean): AspectView | undefined {
  let best: AspectView | undefined;
  for (const aspect of sky.aspects) {
    const other = aspect.from === planet ? aspect.to : aspect.to === planet ? aspect.from : undefined;
    if (!other || !accept(other)) continue;
    if (!best || aspect.orb < best.orb) best = { planet, other, kind: aspect.kind, orb: aspect.orb };
  }
  return best;
}

function moonAspectsOf(sky: HoroscopeSky): AspectView[] {
  const aspects: AspectView[] = [];
  for (const aspect of sky.aspects) {
    if (aspect.orb > MOON_ASPECT_ORB) continue;
    const other = aspect.from === "Moon" ? aspect.to : aspect.to === "Moon" ? aspect.from : undefined;
    if (other && other !== "Sun") aspects.push({ planet: "Moon", other, kind: aspect.kind, orb: aspect.orb });
  }
  return aspects.sort((a, b) => a.orb - b.orb);
}

function moonFactText(moon: SkyReading["moon"]): string {
  return `The Moon is in ${moon.sign.name}, ${moon.phase.toLowerCase()} and ${moon.percentLit}% lit.`;
}

function aspectFactText(aspect: AspectView): string {
  const article = `${aspect.kind === "opposition" ? "an" : "a"} ${aspect.kind}`;
  return `${capitalise(bodyInProse(aspect.planet))} forms ${article} with ${bodyInProse(aspect.other)} (${orbInProse(aspect.orb)}).`;
}

function placeFact(place: BodyPlace): SkyFact {
  return place.retrograde
    ? { kind: "retrograde", text: `${place.planet} is retrograde in ${place.sign.name}.`, bodies: [place.planet] }
    : { kind: "planet", text: `${place.planet} is in ${place.sign.name}.`, bodies: [place.planet] };
}

/** The sentence that states a sign's event as a checkable fact, with the house it falls in for that sign. */
export function eventFactText(event: SignEvent): string {
  const where = `${signNameOf(event.sign)}, your ${ordinalOf(event.house)} house`;
  switch (event.kind) {
    case "lunation":
      return `The ${event.phase} falls in ${where}.`;
    case "station":
      return `${event.planet} turns ${event.turns} in ${where}.`;
    case "ingress":
      return `${capitalise(bodyInProse(event.planet))} enters ${where}.`;
    case "ruler-aspect":
      return `${capitalise(bodyInProse(event.planet))}, your ruler, forms an exact ${event.aspect} with ${bodyInProse(event.other)} from ${where}.`;
    case "moon-aspect":
      return `The Moon forms ${withArticle(event.aspect)} with ${bodyInProse(event.other)} (${orbInProse(event.orb)}) from ${where}.`;
    case "moon-house":
      return `The Moon is in ${where}.`;
  }
}

function signNameOf(slug: string): string {
  return findSign(slug)!.name;
}

function ordinalOf(house: number): string {
  return HOUSES[house - 1]!.ordinal;
}

/** The bodies an event's fact names. */
function eventBodies(event: SignEvent): string[] {
  if (event.kind === "lunation") return ["Moon"];
  if (event.kind === "ruler-aspect" || event.kind === "moon-aspect") return [event.planet, event.other];
  return [event.planet];
}

/**
 * The facts the sections are written from, most telling first, at most five: the day's event,
 * the Moon and the Sun always, then the ruler, then what love (Venus) and career (Mercury) lean on.
 */
function collectFacts(reading: Omit<SkyReading, "facts">): SkyFact[] {
  const { event } = reading;
  const facts: SkyFact[] = [
    { kind: "event", text: eventFactText(event), bodies: eventBodies(event) },
    { kind: "moon", text: moonFactText(reading.moon), bodies: ["Moon"] },
    { kind: "sun", text: `The Sun is in ${reading.sun.sign.name}.`, bodies: ["Sun"] },
  ];
  const { ruler } = reading;
  if (ruler.kind === "retrograde") facts.push(placeFact(ruler.place));
  else if (ruler.kind === "aspect")
    facts.push({ kind: "aspect", text: aspectFactText(ruler.aspect), bodies: [ruler.aspect.planet, ruler.aspect.other] });
  else if (ruler.kind === "plain") {
    facts.push({
      kind: "ruler",
      text: `${ruler.place.planet}, ruler of ${reading.sign.name}, is in ${ruler.place.sign.name}.`,
      bodies: [ruler.place.planet],
    });
  }
  const candidates = [
    reading.mercury.retrograde ? placeFact(reading.mercury) : undefined,
    reading.venus.retrograde ? placeFact(reading.venus) : undefined,
    placeFact(reading.venus),
    placeFact(reading.mercury),
  ];
  const covered = new Set(facts.flatMap((fact) => (fact.kind === "moon" || fact.kind === "sun" ? [] : (fact.bodies ?? []))));
  for (const candidate of candidates) {
    if (facts.length >= MAX_FACTS) break;
    if (!candidate || covered.has(candidate.bodies![0]!)) continue;
    covered.add(candidate.bodies![0]!);
    facts.push(candidate);
  }
  return facts;
}
