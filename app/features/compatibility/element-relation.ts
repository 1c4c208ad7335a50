// Features stay independent: the element names are restated here rather than imported.
type Element = "fire" | "earth" | "air" | "water";

export type ElementRelation = "same" | "complementary" | "opposing" | "neutral";

const COMPLEMENTARY = new Set(["fire:air", "air:fire", "earth:water", "water:earth"]);
const OPPOSING = new Set(["fire:water", "water:fire", "earth:air", "air:earth"]);

/** How two elements meet (sign-content spec section 9: the basis of the compatibility score). */
export function elementRelation(a: Element, b: Element): ElementRelation {
  if (a === b) return "same";
  const pair = `${a}:${b}`;
  if (COMPLEMENTARY.has(pair)) return "complementary";
  if (OPPOSING.has(pair)) return "opposing";
  return "neutral";
}
