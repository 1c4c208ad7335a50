import { CHART_ASPECTS, CHART_ANGLES, type ChartAngle, type NatalChart } from "#app/features/charts/natal-chart.server.ts";
import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { separation, type AspectKind } from "#app/zodiac/sky.ts";
import { possessive } from "#app/lib/text.ts";
import { SYNASTRY_POINTS, synastryText, synastryTone, type SynastryPoint, type SynastryTone } from "./synastry-texts";

/**
 * Synastry ([charts.synastry]): every planet of one chart against every planet and angle of the
 * other, by the five major aspects, each read in a sentence or two, and a score that weighs them.
 * Orbs are narrower than within one chart: two people's planets touch only when they are close.
 */
export const SYNASTRY_LIGHTS_ORB = 6;
export const SYNASTRY_PLANETS_ORB = 4;

/** The planets whose slow years make everyone born within a few years share their aspects. */
const GENERATIONAL: readonly SynastryPoint[] = ["Uranus", "Neptune", "Pluto"];

/**
 * How much a point counts in the score: the lights, Venus and the Ascendant carry a relationship
 * day to day; the outer planets colour it only through the personal points they touch.
 */
export const SYNASTRY_POINT_WEIGHTS: Record<SynastryPoint, number> = {
  Sun: 3,
  Moon: 3,
  Venus: 3,
  Mars: 2,
  Mercury: 2,
  Ascendant: 2,
  Jupiter: 1.5,
  Saturn: 1.5,
  Midheaven: 1,
  Uranus: 0.5,
  Neptune: 0.5,
  Pluto: 0.5,
};

/** A conjunction with one of these both binds and strains, so it counts half to each side. */
const HARD_MEETINGS: readonly SynastryPoint[] = ["Mars", "Saturn", "Uranus", "Neptune", "Pluto"];

/** How a contact counts towards the score. */
export type SynastrySide = "harmony" | "tension" | "both";

export type SynastryPerson = { name: string; chart: NatalChart };

export type SynastryAspect = {
  /** The first person's point and the second's. */
  a: SynastryPoint;
  b: SynastryPoint;
  kind: AspectKind;
  angle: number;
  /** Degrees from exact, >= 0. */
  orb: number;
  allowedOrb: number;
  tone: SynastryTone;
  /** The same slow planet in both charts, or two slow planets: an age gap, not a bond. */
  generation: boolean;
  side: SynastrySide;
  /** What it adds to the score's harmony, tension or both (0 for a shared generation). */
  weight: number;
  /** "Anna’s Venus trine Ben’s Mars". */
  title: string;
  text: string;
};

export type SynastryScore = {
  /** 0 to 100; 50 when the contacts balance or there are none. */
  value: number;
  harmony: number;
  tension: number;
  /** Contacts counted on each side (a half-and-half conjunction counts on both). */
  harmonyCount: number;
  tensionCount: number;
  /** The contacts that weigh most on each side, heaviest first. */
  reasons: { harmony: SynastryAspect[]; tension: SynastryAspect[] };
};

export type Synastry = {
  names: { a: string; b: string };
  aspects: SynastryAspect[];
  score: SynastryScore;
  /** Plain notes on what could not be read: a birth time not known. */
  notes: string[];
};

/** The score's damping: with few contacts it stays near the middle rather than swinging to an end. */
export const SYNASTRY_SCORE_DAMPING = 2;
const REASONS_PER_SIDE = 3;

const ASPECT_WORD: Record<AspectKind, string> = {
  conjunction: "conjunct",
  sextile: "sextile",
  square: "square",
  trine: "trine",
  opposition: "opposite",
};

type Point = { point: SynastryPoint; longitude: number };

function pointsOf(chart: NatalChart): { planets: Point[]; angles: Point[] } {
  const planets = chart.positions
    .filter((position): position is typeof position & { body: Planet } => (PLANETS as readonly string[]).includes(position.body))
    .map((position) => ({ point: position.body, longitude: position.longitude }));
  const angles: Point[] = [];
  const angleLongitude: Record<ChartAngle, number | undefined> = {
    Ascendant: chart.ascendant?.longitude,
    Midheaven: chart.midheaven?.longitude,
  };
  for (const angle of CHART_ANGLES) {
    const longitude = angleLongitude[angle];
    if (longitude !== undefined) angles.push({ point: angle, longitude });
  }
  return { planets, angles };
}

export function synastryOrb(a: SynastryPoint, b: SynastryPoint): number {
  const light = (point: SynastryPoint) => point === "Sun" || point === "Moon";
  return light(a) || light(b) ? SYNASTRY_LIGHTS_ORB : SYNASTRY_PLANETS_ORB;
}

function sideOf(tone: SynastryTone, a: SynastryPoint, b: SynastryPoint): SynastrySide {
  if (tone === "flows") return "harmony";
  if (tone === "presses") return "tension";
  return HARD_MEETINGS.includes(a) || HARD_MEETINGS.includes(b) ? "both" : "harmony";
}

/** A pair's weight, scaled so the Sun and the Moon make 3, and a wide aspect still counts half. */
function weightOf(a: SynastryPoint, b: SynastryPoint, orb: number, allowed: number): number {
  const pair = (SYNASTRY_POINT_WEIGHTS[a] * SYNASTRY_POINT_WEIGHTS[b]) / 3;
  const closeness = 1 - orb / allowed;
  return Math.round(pair * (0.5 + 0.5 * closeness) * 100) / 100;
}

function contact(first: Point, second: Point, names: { a: string; b: string }): SynastryAspect | undefined {
  const apart = separation(first.longitude, second.longitude);
  const allowedOrb = synastryOrb(first.point, second.point);
  const found = CHART_ASPECTS.find(({ angle }) => Math.abs(apart - angle) <= allowedOrb);
  if (!found) return undefined;
  const orb = Math.abs(apart - found.angle);
  const tone = synastryTone(found.kind);
  const generation = GENERATIONAL.includes(first.point) && GENERATIONAL.includes(second.point);
  const side = sideOf(tone, first.point, second.point);
  return {
    a: first.point,
    b: second.point,
    kind: found.kind,
    angle: found.angle,
    orb,
    allowedOrb,
    tone,
    generation,
    side,
    weight: generation ? 0 : weightOf(first.point, second.point, orb, allowedOrb),
    title: `${possessive(names.a)} ${first.point} ${ASPECT_WORD[found.kind]} ${possessive(names.b)} ${second.point}`,
    text: synastryText(found.kind, { point: first.point, name: names.a }, { point: second.point, name: names.b }),
  };
}

function scoreOf(aspects: SynastryAspect[]): SynastryScore {
  const counted = aspects.filter((aspect) => !aspect.generation);
  const share = (aspect: SynastryAspect, side: "harmony" | "tension") =>
    aspect.side === side ? aspect.weight : aspect.side === "both" ? aspect.weight / 2 : 0;
  const total = (side: "harmony" | "tension") => Math.round(counted.reduce((sum, aspect) => sum + share(aspect, side), 0) * 100) / 100;
  const harmony = total("harmony");
  const tension = total("tension");
  const value = Math.round(50 + (50 * (harmony - tension)) / (harmony + tension + SYNASTRY_SCORE_DAMPING));
  const heaviest = (side: "harmony" | "tension") =>
    counted
      .filter((aspect) => share(aspect, side) > 0)
      .sort((x, y) => share(y, side) - share(x, side) || x.orb - y.orb)
      .slice(0, REASONS_PER_SIDE);
  return {
    value,
    harmony,
    tension,
    harmonyCount: counted.filter((aspect) => aspect.side !== "tension").length,
    tensionCount: counted.filter((aspect) => aspect.side !== "harmony").length,
    reasons: { harmony: heaviest("harmony"), tension: heaviest("tension") },
  };
}

export const SYNASTRY_NOTES = {
  timeUnknown: (name: string) =>
    `${possessive(name)} birth time is not known, so that chart has no Ascendant or Midheaven to compare, and its Moon is taken at noon, up to 8° from where it was at the birth.`,
} as const;

/**
 * The inter-aspects of two charts, tightest first: each of the first person's planets to each of
 * the second's planets and angles, and each of the second's planets to the first's angles (the
 * angles with each other are not read).
 */
export function synastry(first: SynastryPerson, second: SynastryPerson): Synastry {
  const names = { a: first.name, b: second.name };
  const one = pointsOf(first.chart);
  const two = pointsOf(second.chart);
  const aspects: SynastryAspect[] = [];
  const add = (found: SynastryAspect | undefined) => {
    if (found) aspects.push(found);
  };
  for (const planet of one.planets) for (const other of [...two.planets, ...two.angles]) add(contact(planet, other, names));
  for (const angle of one.angles) for (const other of two.planets) add(contact(angle, other, names));
  aspects.sort((x, y) => x.orb - y.orb || SYNASTRY_POINTS.indexOf(x.a) - SYNASTRY_POINTS.indexOf(y.a));
  const notes = [first, second].filter((person) => !person.chart.timeKnown).map((person) => SYNASTRY_NOTES.timeUnknown(person.name));
  return { names, aspects, score: scoreOf(aspects), notes };
}
