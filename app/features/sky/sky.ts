import { MOON_PHASE_NAMES, normalizeDegrees, SKY_YEARS, type MoonPhase, type MoonPhaseName } from "#app/zodiac/sky.ts";
import { signOf, type SignSlug } from "#app/zodiac/signs.ts";

/**
 * The sky's pure helpers, free of astronomy-engine so components may import them; the service in
 * sky.server.ts computes the values. The types themselves are the zodiac's (app/zodiac/sky.ts).
 */

/** The instant in ms, or a RangeError for an invalid date or one outside SKY_YEARS. */
export function supportedInstantMs(at: Date, caller: string): number {
  const ms = at.getTime();
  const year = at.getUTCFullYear();
  if (Number.isNaN(ms) || year < SKY_YEARS.first || year > SKY_YEARS.last) {
    throw new RangeError(`${caller} needs a date in the years ${SKY_YEARS.first} to ${SKY_YEARS.last}`);
  }
  return ms;
}

/** Eight 45° bins centred on 0, 45, 90 …: a New Moon is within 22.5° of conjunction. */
export function moonPhaseName(elongation: number): MoonPhaseName {
  return MOON_PHASE_NAMES[Math.floor(normalizeDegrees(elongation + 22.5) / 45) % 8]!;
}

/** "The Moon is in Taurus, waxing gibbous and 87% lit." */
export function describeMoon(moon: MoonPhase, moonSign: SignSlug): string {
  const percent = Math.round(moon.illumination * 100);
  return `The Moon is in ${signOf(moonSign).name}, ${moon.name.toLowerCase()} and ${percent}% lit.`;
}
