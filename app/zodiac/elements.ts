export const ELEMENTS = ["fire", "earth", "air", "water"] as const;
export type Element = (typeof ELEMENTS)[number];

/**
 * How two elements meet. Fire and air feed each other, as do earth and water; fire and water,
 * earth and air work against each other; any other pair of different elements is neutral.
 * The basis of the compatibility score and of the pair readings.
 */
export type ElementRelation = "same" | "complementary" | "opposing" | "neutral";

const COMPLEMENT: Record<Element, Element> = { fire: "air", air: "fire", earth: "water", water: "earth" };
const OPPOSITE: Record<Element, Element> = { fire: "water", water: "fire", earth: "air", air: "earth" };

export function elementRelation(a: Element, b: Element): ElementRelation {
  if (a === b) return "same";
  if (COMPLEMENT[a] === b) return "complementary";
  if (OPPOSITE[a] === b) return "opposing";
  return "neutral";
}

/** The element that feeds this one: fire's is air, earth's is water, and back. */
export function complementOf(element: Element): Element {
  return COMPLEMENT[element];
}
