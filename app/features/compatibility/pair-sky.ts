import { capitalise, possessive } from "#app/lib/text.ts";
import { bodyInProse, type Planet } from "#app/zodiac/planets.ts";
import { signAspect, type SignAspect } from "#app/zodiac/sign-aspects.ts";
import { SIGN_SLUGS, signOf, type Sign, type SignSlug } from "#app/zodiac/signs.ts";
import type { PlanetPosition } from "#app/zodiac/sky.ts";

export type SkySign = Pick<Sign, "slug" | "name" | "element" | "rulingPlanet">;

/** One part of today's score: a body's real sign today, what it does to the pair, and its points. */
export type SkyFactor = {
  planet: Planet;
  sign: SignSlug;
  /** "The Moon in Leo": the body and its sign, as the page heads the part. */
  label: string;
  points: number;
  reason: string;
};

/**
 * How a body's sign sits with one of the pair's signs: easy when it is that sign, shares its
 * element or sits at the friendly 60°; tense at 90° or straight across; otherwise neither.
 */
const TONE: Record<SignAspect, 1 | 0 | -1> = {
  conjunction: 1,
  trine: 1,
  sextile: 1,
  "semi-sextile": 0,
  quincunx: 0,
  square: -1,
  opposition: -1,
};

const EFFECT = { 1: "easy on", 0: "neutral for", [-1]: "hard on" } as const;

/** Where the body's sign stands from the pair's sign, in words; trine and same sign name the shared element. */
const WHERE: Record<SignAspect, (sign: SkySign) => string> = {
  conjunction: (sign) => `in ${sign.name} itself`,
  trine: (sign) => `a fellow ${sign.element} sign`,
  sextile: () => "two signs away, a friendly angle",
  "semi-sextile": () => "next door",
  quincunx: () => "five signs away",
  square: () => "three signs away, a tense angle",
  opposition: () => "straight across the zodiac",
};

/**
 * Points for each step of tone. The Moon moves through a sign in two or three days, so it is the
 * day's own news and weighs most; Venus, the planet of love, moves more slowly; the first sign's
 * ruling planet is that sign's own part, read against one sign only, and weighs least. Its 1
 * also keeps odd and even scores possible for a sign with itself and for opposite signs, whose
 * Moon and Venus parts always come out even.
 */
export const WEIGHTS = { moon: 2, venus: 1, ruler: 1 } as const;

/** The tone of a body's sign for both partners together (twice the one sign's for a sign paired with itself). */
function pairTone(sign: SignSlug, first: SignSlug, second: SignSlug): number {
  return TONE[signAspect(sign, first)] + TONE[signAspect(sign, second)];
}

/**
 * The fewest and most points today's sky can give this pair, over every sign the Moon, Venus and
 * the ruler could stand in. It depends only on the angle between the signs: a body can be easy on
 * both partners only when they sit an even number of signs apart (the easy angles are 0, 2 and 4
 * signs), so neighbours, squares and quincunxes have less to gain on their best day.
 */
export function todaysReach(first: Pick<Sign, "slug">, second: Pick<Sign, "slug">): { lowest: number; highest: number } {
  const tones = SIGN_SLUGS.map((sign) => pairTone(sign, first.slug, second.slug));
  const [low, high] = [Math.min(...tones), Math.max(...tones)];
  const both = WEIGHTS.moon + WEIGHTS.venus;
  return { lowest: both * low - WEIGHTS.ruler, highest: both * high + WEIGHTS.ruler };
}

type Placed = Pick<PlanetPosition, "planet" | "sign">;

/**
 * Today's part of a pair's score, read from where the bodies really are (the sky at noon of the
 * site's day, passed in by the route). The Moon and Venus are read against both signs, so they
 * are the same for either order; the first sign's ruling planet is read against the second sign,
 * so Aries with Cancer and Cancer with Aries can differ ([compat.daily-score]).
 */
export function todaysSky(first: SkySign, second: SkySign, positions: readonly Placed[]): SkyFactor[] {
  const signOfBody = (planet: Planet) => {
    const found = positions.find((position) => position.planet === planet);
    if (!found) throw new RangeError(`The sky has no position for ${planet}`);
    return found.sign;
  };
  const moon = signOfBody("Moon");
  const venus = signOfBody("Venus");
  const ruler = signOfBody(first.rulingPlanet);
  return [
    bothSigns("Moon", moon, "which sets the day’s mood", first, second, WEIGHTS.moon),
    bothSigns("Venus", venus, "the planet of love and pleasure", first, second, WEIGHTS.venus),
    rulerFactor(first, second, ruler),
  ];
}

function bothSigns(planet: Planet, sign: SignSlug, role: string, first: SkySign, second: SkySign, weight: number): SkyFactor {
  const opening = `${capitalise(bodyInProse(planet))}, ${role}, is in ${signOf(sign).name}:`;
  const label = labelOf(planet, sign);
  const points = weight * pairTone(sign, first.slug, second.slug);
  if (first.slug === second.slug) {
    const tone = TONE[signAspect(sign, first.slug)];
    return { planet, sign, label, points, reason: `${opening} ${EFFECT[tone]} both ${first.name} partners (${where(sign, first)}).` };
  }
  const [toFirst, toSecond] = [TONE[signAspect(sign, first.slug)], TONE[signAspect(sign, second.slug)]];
  return {
    planet,
    sign,
    label,
    points,
    reason: `${opening} ${EFFECT[toFirst]} ${first.name} (${where(sign, first)}) and ${EFFECT[toSecond]} ${second.name} (${where(sign, second)}).`,
  };
}

function rulerFactor(first: SkySign, second: SkySign, sign: SignSlug): SkyFactor {
  const planet = first.rulingPlanet;
  const tone = TONE[signAspect(sign, second.slug)];
  const same = first.slug === second.slug;
  // Two partners of one sign: the ruler is read against the other one of them.
  const partner = same ? `the other ${second.name}` : second.name;
  const way = `${possessive(first.name)} way of doing things`;
  const effect = {
    1: `so ${way} goes down well with ${partner} today`,
    0: `so it neither helps nor strains how ${first.name} comes across to ${partner}`,
    [-1]: `so ${way} may grate on ${partner} today`,
  }[tone];
  const order = same
    ? ""
    : ` This part is read from the first sign named; for ${second.name} with ${first.name} it is ${bodyInProse(second.rulingPlanet)} against ${first.name}.`;
  return {
    planet,
    sign,
    label: labelOf(planet, sign),
    points: WEIGHTS.ruler * tone,
    reason: `${capitalise(bodyInProse(planet))}, ${possessive(first.name)} ruling planet, is in ${signOf(sign).name}: ${EFFECT[tone]} ${partner} (${where(sign, second)}), ${effect}.${order}`,
  };
}

function where(bodySign: SignSlug, sign: SkySign): string {
  return WHERE[signAspect(bodySign, sign.slug)](sign);
}

function labelOf(planet: Planet, sign: SignSlug): string {
  return `${capitalise(bodyInProse(planet))} in ${signOf(sign).name}`;
}
