import { PLANETS } from "#app/zodiac/planets.ts";
import type { AspectKind } from "#app/zodiac/sky.ts";
import { possessive } from "#app/lib/text.ts";
import { SYNASTRY_OF_THE_INNER_PLANETS } from "./synastry-of-the-inner-planets";
import { SYNASTRY_OF_THE_LIGHTS } from "./synastry-of-the-lights";
import { SYNASTRY_OF_THE_SLOW_PLANETS } from "./synastry-of-the-slow-planets";

/** The points an inter-aspect may join: the ten planets, then the two angles. */
export const SYNASTRY_POINTS = [...PLANETS, "Ascendant", "Midheaven"] as const;
export type SynastryPoint = (typeof SYNASTRY_POINTS)[number];

/** How an aspect feels: a conjunction meets, a sextile or trine flows, a square or opposition presses. */
export type SynastryTone = "meets" | "flows" | "presses";

/**
 * One reading for each tone. `{A}` and `{B}` stand for the possessive names of the owners of the
 * key's first and second points ("Anna’s"), `{a}` and `{b}` for the bare names.
 */
export type SynastryText = Record<SynastryTone, string>;

/** "Venus/Mars": the first point comes earlier in SYNASTRY_POINTS (or the same planet twice, "Venus/Venus"). Angle/angle pairs are not read. */
export type SynastryPairKey = `${SynastryPoint}/${SynastryPoint}`;
export type SynastryTexts = Partial<Record<SynastryPairKey, SynastryText>>;

/** One person's point in an inter-aspect, with the name the reading gives its owner. */
export type SynastryPerson = { point: SynastryPoint; name: string };

/** Every key, in order: each planet with itself and with every later point, the angles included (75 pairs). */
export const SYNASTRY_PAIRS: Array<[SynastryPoint, SynastryPoint]> = PLANETS.flatMap((planet, index) =>
  SYNASTRY_POINTS.slice(index).map((point): [SynastryPoint, SynastryPoint] => [planet, point]),
);

/** All the readings, keyed as SYNASTRY_PAIRS. */
export const SYNASTRY_TEXTS: SynastryTexts = {
  ...SYNASTRY_OF_THE_LIGHTS,
  ...SYNASTRY_OF_THE_INNER_PLANETS,
  ...SYNASTRY_OF_THE_SLOW_PLANETS,
};

export function synastryTone(kind: AspectKind): SynastryTone {
  if (kind === "conjunction") return "meets";
  return kind === "square" || kind === "opposition" ? "presses" : "flows";
}

/** The reading of one person's point to the other's: names filled in, whichever order the two come in. */
export function synastryText(kind: AspectKind, first: SynastryPerson, second: SynastryPerson): string {
  const inOrder = SYNASTRY_POINTS.indexOf(first.point) <= SYNASTRY_POINTS.indexOf(second.point);
  const [one, two] = inOrder ? [first, second] : [second, first];
  const text = SYNASTRY_TEXTS[`${one.point}/${two.point}`]?.[synastryTone(kind)];
  if (text === undefined) throw new Error(`No synastry reading for ${one.point}/${two.point}`);
  const fills: Record<string, string> = { A: possessive(one.name), B: possessive(two.name), a: one.name, b: two.name };
  return text.replace(/\{([ABab])\}/g, (_, slot: string) => fills[slot]!);
}
