/** The bodies the site follows, in their traditional order: the two lights, then outward from the Sun. */
export const PLANETS = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const;
export type Planet = (typeof PLANETS)[number];

/** A body as a sentence names it: "the Sun", "the Moon", "Mars". */
export function bodyInProse(planet: string): string {
  return planet === "Sun" || planet === "Moon" ? `the ${planet}` : planet;
}

/** A sign's ruler as a sentence names it. */
export function rulerInProse(sign: { rulingPlanet: string }): string {
  return bodyInProse(sign.rulingPlanet);
}
