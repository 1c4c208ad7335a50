/**
 * The sky's vocabulary, free of astronomy-engine so components may import it: the service in
 * sky.server.ts computes values of these types and re-exports them as its contract.
 * Sign slugs are restated rather than imported from the signs feature (features stay independent).
 */
export const PLANETS = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const;
export type Planet = (typeof PLANETS)[number];

export const ZODIAC = [
  "aries", "taurus", "gemini", "cancer", "leo", "virgo",
  "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces",
] as const;
export type ZodiacSlug = (typeof ZODIAC)[number];

export type PlanetPosition = {
  planet: Planet;
  /** Apparent geocentric ecliptic longitude of date, 0..360. */
  longitude: number;
  sign: ZodiacSlug;
  /** 0..30 within the sign. */
  degree: number;
  /** Sun and Moon always false. */
  retrograde: boolean;
};

export type MoonPhaseName =
  | "New Moon" | "Waxing Crescent" | "First Quarter" | "Waxing Gibbous"
  | "Full Moon" | "Waning Gibbous" | "Last Quarter" | "Waning Crescent";

export type MoonPhase = {
  name: MoonPhaseName;
  /** Lit fraction of the disc, 0..1. */
  illumination: number;
  /** Days since the last new moon. */
  ageDays: number;
  /** Moon minus Sun in ecliptic longitude, 0..360 (astronomy-engine's MoonPhase). */
  elongation: number;
};

export type AspectKind = "conjunction" | "sextile" | "square" | "trine" | "opposition";

export type Aspect = {
  from: Planet;
  to: Planet;
  kind: AspectKind;
  /** The exact angle of the aspect: 0, 60, 90, 120 or 180. */
  angle: number;
  /** Degrees off exact, >= 0. */
  orb: number;
};

export type Sky = {
  at: Date;
  /** In PLANETS order. */
  positions: PlanetPosition[];
  moon: MoonPhase;
  /** Sorted by orb, tightest first. */
  aspects: Aspect[];
};

/** The years the sky is computed for: beyond them Pluto alone takes seconds (astronomy-engine integrates its orbit). */
export const SKY_YEARS = { first: 1000, last: 3000 } as const;

/** The instant in ms, or a RangeError for an invalid date or one outside SKY_YEARS. */
export function supportedInstantMs(at: Date, caller: string): number {
  const ms = at.getTime();
  const year = at.getUTCFullYear();
  if (Number.isNaN(ms) || year < SKY_YEARS.first || year > SKY_YEARS.last) {
    throw new RangeError(`${caller} needs a date in the years ${SKY_YEARS.first} to ${SKY_YEARS.last}`);
  }
  return ms;
}

/** Folds any angle into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const folded = angle % 360;
  const positive = folded < 0 ? folded + 360 : folded;
  // A tiny negative angle plus 360 rounds to 360 itself.
  return positive >= 360 ? 0 : positive;
}

export function zodiacPlace(longitude: number): { sign: ZodiacSlug; degree: number } {
  const normalized = normalizeDegrees(longitude);
  const index = Math.min(11, Math.floor(normalized / 30));
  return { sign: ZODIAC[index]!, degree: normalized - index * 30 };
}

const PHASE_NAMES: readonly MoonPhaseName[] = [
  "New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous",
  "Full Moon", "Waning Gibbous", "Last Quarter", "Waning Crescent",
];

/** Eight 45° bins centred on 0, 45, 90 …: a New Moon is within 22.5° of conjunction. */
export function moonPhaseName(elongation: number): MoonPhaseName {
  return PHASE_NAMES[Math.floor(normalizeDegrees(elongation + 22.5) / 45) % 8]!;
}

/** "The Moon is in Taurus, waxing gibbous and 87% lit." */
export function describeMoon(moon: MoonPhase, moonSign: ZodiacSlug): string {
  const sign = moonSign.charAt(0).toUpperCase() + moonSign.slice(1);
  const percent = Math.round(moon.illumination * 100);
  return `The Moon is in ${sign}, ${moon.name.toLowerCase()} and ${percent}% lit.`;
}
