import { PLANETS, type Planet } from "#app/zodiac/planets.ts";
import { MOON_HOUSE_TEXTS } from "./moon-house-texts";
import { SLOW_TRANSIT_REMINDERS } from "./slow-transit-reminders";
import { TRANSITS_OF_THE_INNER_PLANETS } from "./transits-of-the-inner-planets";
import { TRANSITS_OF_THE_LIGHTS } from "./transits-of-the-lights";
import { TRANSITS_OF_THE_SLOW_PLANETS } from "./transits-of-the-slow-planets";

/** The Moon’s texts for each house of the birth chart, on the day it enters, stays and leaves. */
export { MOON_HOUSE_TEXTS };
/** Four short clauses per slow body and tone, read on successive days while a long transit lasts. */
export { SLOW_TRANSIT_REMINDERS };

/** The points of a birth chart a transit may touch: the ten planets, then the two angles. */
export const NATAL_POINTS = [...PLANETS, "Ascendant", "Midheaven"] as const;
export type NatalPoint = (typeof NATAL_POINTS)[number];

/** The five aspects a transiting body makes to a natal point. */
export type AspectKind = "conjunction" | "sextile" | "square" | "trine" | "opposition";

/** How an aspect feels: a conjunction meets, a sextile or trine flows, a square or opposition presses. */
export type AspectTone = "meets" | "flows" | "presses";

/** One transit’s reading in each of the three tones. */
export type TransitText = Record<AspectTone, string>;

/** Readings by transiting body, then by the natal point it touches. */
export type TransitTexts = Partial<Record<Planet, Record<NatalPoint, TransitText>>>;

/** The bodies whose transits last weeks or months. */
export type SlowBody = "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto";

const TONE_OF: Record<AspectKind, AspectTone> = {
  conjunction: "meets",
  sextile: "flows",
  trine: "flows",
  square: "presses",
  opposition: "presses",
};

/** The tone of an aspect: a conjunction meets, a sextile or trine flows, a square or opposition presses. */
export function aspectTone(kind: AspectKind): AspectTone {
  return TONE_OF[kind];
}

const TRANSIT_TEXTS: TransitTexts = { ...TRANSITS_OF_THE_LIGHTS, ...TRANSITS_OF_THE_INNER_PLANETS, ...TRANSITS_OF_THE_SLOW_PLANETS };

/** The reading of a transiting body’s aspect to a natal point, chosen by the aspect’s tone; throws when none is written. */
export function transitText(body: Planet, point: NatalPoint, kind: AspectKind): string {
  const text = TRANSIT_TEXTS[body]?.[point]?.[aspectTone(kind)];
  if (!text) throw new Error(`No transit text for ${body} to natal ${point} (${kind})`);
  return text;
}

/** The Moon’s text for a house of the birth chart (1 to 12) on the day it enters, stays in or leaves it; throws for any other house. */
export function moonHouseText(house: number, day: "enters" | "stays" | "leaves"): string {
  const texts = MOON_HOUSE_TEXTS[house as keyof typeof MOON_HOUSE_TEXTS];
  if (!texts) throw new Error(`No Moon house text for house ${house}`);
  return texts[day];
}

/** A slow transit’s reminder for the day: the variants take turns, day by day, in a fixed cycle. */
export function slowTransitReminder(body: SlowBody, tone: AspectTone, dayIndex: number): string {
  const variants = SLOW_TRANSIT_REMINDERS[body][tone];
  const day = Math.floor(dayIndex);
  return variants[((day % variants.length) + variants.length) % variants.length]!;
}
