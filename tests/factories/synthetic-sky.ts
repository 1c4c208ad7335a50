import { addDays, dayNumber } from "#app/lib/dates.ts";
import type { Planet } from "#app/zodiac/planets.ts";
import { aspectBetween, MOON_PHASE_NAMES, zodiacPlace, type PlanetPosition } from "#app/zodiac/sky.ts";
import type { HoroscopeSky } from "#app/features/horoscopes/types.ts";

/**
 * A cheap, self-consistent stand-in for the real sky, for this feature's own tests and
 * benchmark: mean motions from J2000 and made-up but regular retrograde spells, with no
 * astronomy library to load. Not astronomy; the integration tests use the real sky.
 */
const DAYS_1970_TO_2000 = 10_957;

type Orbit = { at2000: number; perDay: number; retrograde?: { period: number; days: number } };

const ORBITS: Record<Exclude<Planet, "Sun" | "Moon" | "Mercury" | "Venus">, Orbit> = {
  Mars: { at2000: 355.43, perDay: 0.524, retrograde: { period: 780, days: 72 } },
  Jupiter: { at2000: 34.35, perDay: 0.0831, retrograde: { period: 399, days: 121 } },
  Saturn: { at2000: 50.08, perDay: 0.0335, retrograde: { period: 378, days: 138 } },
  Uranus: { at2000: 314.05, perDay: 0.0117, retrograde: { period: 370, days: 151 } },
  Neptune: { at2000: 304.35, perDay: 0.006, retrograde: { period: 367, days: 158 } },
  Pluto: { at2000: 238.93, perDay: 0.004, retrograde: { period: 367, days: 160 } },
};

const fold = (angle: number) => ((angle % 360) + 360) % 360;
const mod = (value: number, by: number) => ((value % by) + by) % by;

type SyntheticSky = HoroscopeSky & {
  positions: PlanetPosition[];
};

export function syntheticSky(date: string): SyntheticSky {
  const d = dayNumber(date) - DAYS_1970_TO_2000;
  const sun = fold(280.46 + 0.9856474 * d);
  const longitudes: Array<[Planet, number, boolean]> = [
    ["Sun", sun, false],
    ["Moon", fold(218.316 + 13.176396 * d), false],
    ["Mercury", fold(sun + 26 * Math.sin((2 * Math.PI * d) / 115.88)), mod(d, 116) < 21],
    ["Venus", fold(sun + 45 * Math.sin((2 * Math.PI * d) / 583.9)), mod(d, 584) < 41],
    ...Object.entries(ORBITS).map(([planet, orbit]): [Planet, number, boolean] => [
      planet as Planet,
      fold(orbit.at2000 + orbit.perDay * d),
      orbit.retrograde ? mod(d, orbit.retrograde.period) < orbit.retrograde.days : false,
    ]),
  ];
  const positions = longitudes.map(([planet, longitude, retrograde]) => ({ planet, longitude, ...zodiacPlace(longitude), retrograde }));
  const aspects: SyntheticSky["aspects"][number][] = [];
  for (let i = 0; i < positions.length; i++) {
    for (let j = i + 1; j < positions.length; j++) {
      const match = aspectBetween(positions[i]!.longitude, positions[j]!.longitude);
      if (match) aspects.push({ from: positions[i]!.planet, to: positions[j]!.planet, kind: match.kind, orb: match.orb });
    }
  }
  const elongation = fold(longitudes[1]![1] - sun);
  return {
    positions,
    moon: {
      name: MOON_PHASE_NAMES[Math.floor(fold(elongation + 22.5) / 45) % 8]!,
      illumination: (1 - Math.cos((elongation * Math.PI) / 180)) / 2,
      elongation,
    },
    aspects: aspects.sort((a, b) => a.orb - b.orb),
  };
}

/** A day's synthetic sky and the day before's: what the writer reads for a date. */
export function syntheticSkies(date: string): { sky: SyntheticSky; previousSky: SyntheticSky } {
  return { sky: syntheticSky(date), previousSky: syntheticSky(addDays(date, -1)) };
}
