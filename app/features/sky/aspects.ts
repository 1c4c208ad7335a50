import { type Aspect, type AspectKind, type PlanetPosition } from "./sky";

/** The exact angle of each aspect and how far off it may be; the bands never overlap. */
export const ASPECT_ORBS: readonly { kind: AspectKind; angle: number; orb: number }[] = [
  { kind: "conjunction", angle: 0, orb: 8 },
  { kind: "sextile", angle: 60, orb: 5 },
  { kind: "square", angle: 90, orb: 7 },
  { kind: "trine", angle: 120, orb: 7 },
  { kind: "opposition", angle: 180, orb: 8 },
];

/** The shorter way round the circle between two longitudes, 0..180. */
export function separation(a: number, b: number): number {
  const apart = Math.abs(a - b) % 360;
  return apart > 180 ? 360 - apart : apart;
}

/** Every pair once (the earlier body in the list is `from`), tightest orb first. */
export function findAspects(positions: readonly PlanetPosition[]): Aspect[] {
  const aspects: Aspect[] = [];
  for (let i = 0; i < positions.length; i++) {
    const from = positions[i]!;
    for (let j = i + 1; j < positions.length; j++) {
      const to = positions[j]!;
      const apart = separation(from.longitude, to.longitude);
      for (const candidate of ASPECT_ORBS) {
        const orb = Math.abs(apart - candidate.angle);
        if (orb <= candidate.orb) {
          aspects.push({ from: from.planet, to: to.planet, kind: candidate.kind, angle: candidate.angle, orb });
          break;
        }
      }
    }
  }
  // Array#sort is stable, so equal orbs keep the list order.
  return aspects.sort((a, b) => a.orb - b.orb);
}
