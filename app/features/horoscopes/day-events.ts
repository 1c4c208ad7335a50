import { houseNumber, type HouseNumber } from "#app/zodiac/houses.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import { isSignSlug, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import type { HoroscopeSign, HoroscopeSky } from "./types";

/**
 * What changed in the sky between the noon before a day and that day's noon: the exact New or
 * Full Moon, a planet turning retrograde or direct (a station), a body entering a sign. Each is
 * checkable from the two skies alone, so every "why today" the readings name can be verified.
 */
export type SkyChange =
  | { kind: "lunation"; phase: "New Moon" | "Full Moon"; sign: SignSlug }
  | { kind: "station"; planet: Planet; turns: "retrograde" | "direct"; sign: SignSlug }
  | { kind: "ingress"; planet: Planet; sign: SignSlug };

type EventCore =
  | SkyChange
  | { kind: "ruler-aspect"; planet: Planet; other: Planet; aspect: AspectKind; orb: number; sign: SignSlug }
  | { kind: "moon-aspect"; planet: "Moon"; other: Planet; aspect: AspectKind; orb: number; sign: SignSlug }
  | { kind: "moon-house"; planet: "Moon"; sign: SignSlug };

/** The day's most significant event for one sign, with the house of that sign's chart it falls in. */
export type SignEvent = EventCore & { house: HouseNumber };

const PERSONAL: ReadonlySet<Planet> = new Set(["Sun", "Mercury", "Venus", "Mars"]);
const SOCIAL: ReadonlySet<Planet> = new Set(["Jupiter", "Saturn"]);
// An aspect to the ruler is the day's story only when it is this close to exact.
const EXACT_ASPECT_ORB = 1;
// The Moon gains 12° to 15° a day on every planet, so an aspect within this orb at noon is
// exact within about half a day of it: today's and no other day's.
export const MOON_ASPECT_ORB = 6;

function signOfBody(sky: HoroscopeSky, planet: Planet): SignSlug {
  const position = sky.positions.find((candidate) => candidate.planet === planet);
  if (!position || !isSignSlug(position.sign)) throw new RangeError(`The sky has no known sign for ${planet}`);
  return position.sign;
}

/** Every change between the sky at the previous noon and this one, in no particular order. */
export function changesBetween(previous: HoroscopeSky, sky: HoroscopeSky): SkyChange[] {
  const changes: SkyChange[] = [];
  const before = previous.moon.elongation;
  const now = sky.moon.elongation;
  // The Moon gains about 12° a day on the Sun, so a day's span crosses 0° or 180° at most once.
  if (now < before) changes.push({ kind: "lunation", phase: "New Moon", sign: signOfBody(sky, "Moon") });
  else if (before < 180 && now >= 180) changes.push({ kind: "lunation", phase: "Full Moon", sign: signOfBody(sky, "Moon") });
  for (const position of sky.positions) {
    const earlier = previous.positions.find((candidate) => candidate.planet === position.planet);
    if (!earlier || !isSignSlug(position.sign)) continue;
    if (earlier.retrograde !== position.retrograde) {
      changes.push({ kind: "station", planet: position.planet, turns: position.retrograde ? "retrograde" : "direct", sign: position.sign });
    }
    if (earlier.sign !== position.sign) changes.push({ kind: "ingress", planet: position.planet, sign: position.sign });
  }
  return changes;
}

const ASPECT_ANGLES: Record<AspectKind, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

function longitudeOf(sky: HoroscopeSky, planet: Planet): number {
  const position = sky.positions.find((candidate) => candidate.planet === planet);
  if (!position || !isSignSlug(position.sign)) throw new RangeError(`The sky has no known sign for ${planet}`);
  return SIGN_SLUGS.indexOf(position.sign) * 30 + position.degree;
}

/** Whether the two bodies passed the exact `angle` between them (either way round) between the noon before and this noon. */
export function perfectedSince(previous: HoroscopeSky, sky: HoroscopeSky, a: Planet, b: Planet, angle: number): boolean {
  const apart = (day: HoroscopeSky) => (((longitudeOf(day, a) - longitudeOf(day, b)) % 360) + 360) % 360;
  // Signed distance from the exact point, -180..180: it changes sign when the aspect perfects.
  const offset = (separation: number, target: number) => ((((separation - target + 540) % 360) + 360) % 360) - 180;
  return [angle, 360 - angle].some((target) => {
    const before = offset(apart(previous), target);
    const now = offset(apart(sky), target);
    // A sign change far from the exact point is the wrap at the opposite side, not a perfection.
    return (before === 0 || now === 0 || Math.sign(before) !== Math.sign(now)) && Math.abs(before) + Math.abs(now) < 90;
  });
}

function weightOf(event: EventCore, ruler: string): number {
  switch (event.kind) {
    case "lunation":
      return 100;
    case "station":
      return event.planet === ruler ? 95 : PERSONAL.has(event.planet) ? 85 : 75;
    case "ingress":
      if (event.planet === "Moon") return event.planet === ruler ? 45 : 30;
      if (event.planet === ruler) return 80;
      return SOCIAL.has(event.planet) ? 78 : PERSONAL.has(event.planet) ? 60 : 70;
    case "ruler-aspect":
      return 50;
    case "moon-aspect":
      // The tighter of two Moon aspects is the day's.
      return 20 - event.orb;
    case "moon-house":
      return 10;
  }
}

/**
 * The event a sign's reading is built around: a lunation first, then a station (its ruler's
 * before others), an ingress (its ruler's, then Jupiter's and Saturn's, the outer planets', the
 * personal planets'), an aspect to its ruler that perfected since the noon before, the Moon entering a sign; on a quiet day the
 * Moon's tightest aspect (it makes a different one every day), and failing that the house the
 * Moon is crossing. Each sign sees the event in its own house.
 */
export function whyToday(sign: HoroscopeSign, previous: HoroscopeSky, sky: HoroscopeSky): SignEvent {
  const ruler = sign.rulingPlanet;
  const candidates: Array<EventCore> = [...changesBetween(previous, sky)];
  for (const aspect of sky.aspects) {
    if (aspect.orb > EXACT_ASPECT_ORB) continue;
    const other = aspect.from === ruler ? aspect.to : aspect.to === ruler ? aspect.from : undefined;
    // Slow pairs stay within a degree for days: the aspect is news on the day it perfects.
    if (!other || !perfectedSince(previous, sky, aspect.from, aspect.to, ASPECT_ANGLES[aspect.kind])) continue;
    candidates.push({
      kind: "ruler-aspect",
      planet: ruler,
      other,
      aspect: aspect.kind,
      orb: aspect.orb,
      sign: signOfBody(sky, ruler),
    });
  }
  const moonSign = signOfBody(sky, "Moon");
  for (const aspect of sky.aspects) {
    if (aspect.orb > MOON_ASPECT_ORB) continue;
    const other = aspect.from === "Moon" ? aspect.to : aspect.to === "Moon" ? aspect.from : undefined;
    // The Moon's aspects to the Sun are its phases, which the reading tells on their own.
    if (!other || other === "Sun") continue;
    candidates.push({ kind: "moon-aspect", planet: "Moon", other, aspect: aspect.kind, orb: aspect.orb, sign: moonSign });
  }
  candidates.push({ kind: "moon-house", planet: "Moon", sign: moonSign });
  let best = candidates[0]!;
  for (const candidate of candidates) if (weightOf(candidate, ruler) > weightOf(best, ruler)) best = candidate;
  return { ...best, house: houseNumber(sign.slug, best.sign) } as SignEvent;
}
