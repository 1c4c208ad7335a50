import { aspectBetween, type Aspect, type PlanetPosition } from "#app/zodiac/sky.ts";

/** Every pair once (the earlier body in the list is `from`), tightest orb first. */
export function findAspects(positions: readonly PlanetPosition[]): Aspect[] {
  const aspects: Aspect[] = [];
  for (let i = 0; i < positions.length; i++) {
    const from = positions[i]!;
    for (let j = i + 1; j < positions.length; j++) {
      const to = positions[j]!;
      const found = aspectBetween(from.longitude, to.longitude);
      if (found) aspects.push({ from: from.planet, to: to.planet, ...found });
    }
  }
  // Array#sort is stable, so equal orbs keep the list order.
  return aspects.sort((a, b) => a.orb - b.orb);
}
