import type { Planet } from "./planets";
import { SIGN_SLUGS, signOf, type SignSlug } from "./signs";

/** The years the sky is computed for: beyond them Pluto alone takes seconds (astronomy-engine integrates its orbit). */
export const SKY_YEARS = { first: 1000, last: 3000 } as const;

/**
 * The words of a computed sky: where each body stands, the Moon's phase and the aspects between
 * bodies. The sky feature computes values of these types; the features that write about the sky
 * read them.
 */
export type PlanetPosition = {
  planet: Planet;
  /** Apparent geocentric ecliptic longitude of date, 0..360. */
  longitude: number;
  sign: SignSlug;
  /** 0..30 within the sign. */
  degree: number;
  /** Sun and Moon always false. */
  retrograde: boolean;
};

/** Eight phases in the order the Moon passes through them, from one New Moon to the next. */
// prettier-ignore
export const MOON_PHASE_NAMES = [
  "New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous",
  "Full Moon", "Waning Gibbous", "Last Quarter", "Waning Crescent",
] as const;
export type MoonPhaseName = (typeof MOON_PHASE_NAMES)[number];

export type MoonPhase = {
  name: MoonPhaseName;
  /** Lit fraction of the disc, 0..1. */
  illumination: number;
  /** Days since the last new moon. */
  ageDays: number;
  /** Moon minus Sun in ecliptic longitude, 0..360. */
  elongation: number;
};

export const ASPECT_KINDS = ["conjunction", "sextile", "square", "trine", "opposition"] as const;
export type AspectKind = (typeof ASPECT_KINDS)[number];

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

/** The aspect two longitudes form, with its orb, or undefined when they form none. */
export function aspectBetween(a: number, b: number): { kind: AspectKind; angle: number; orb: number } | undefined {
  const apart = separation(a, b);
  for (const candidate of ASPECT_ORBS) {
    const orb = Math.abs(apart - candidate.angle);
    if (orb <= candidate.orb) return { kind: candidate.kind, angle: candidate.angle, orb };
  }
  return undefined;
}

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

/** Folds any angle into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const folded = angle % 360;
  const positive = folded < 0 ? folded + 360 : folded;
  // A tiny negative angle plus 360 rounds to 360 itself.
  return positive >= 360 ? 0 : positive;
}

/** Where an ecliptic longitude falls: each sign spans 30°, Aries from 0°. */
export function zodiacPlace(longitude: number): { sign: SignSlug; degree: number } {
  const normalized = normalizeDegrees(longitude);
  const index = Math.min(11, Math.floor(normalized / 30));
  return { sign: SIGN_SLUGS[index]!, degree: normalized - index * 30 };
}

/**
 * How the sky tools write a place in the zodiac: whole degrees and arcminutes within the sign, as
 * printed ephemerides do ("9°35′ Aries"). The minutes are truncated, not rounded, so a planet at
 * 29°59.7′ is still written in its own sign.
 */
export function degreeInSign(sign: SignSlug, degree: number): string {
  return `${degreeText(degree)} ${signOf(sign).name}`;
}

/** The degrees and arcminutes alone, truncated the same way: "9°35′". */
export function degreeText(degree: number): string {
  const totalMinutes = Math.floor(degree * 60 + 1e-9);
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes - whole * 60;
  return `${whole}°${String(minutes).padStart(2, "0")}′`;
}
