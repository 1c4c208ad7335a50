import { EclipticGeoMoon, MakeTime, SunPosition } from "#app/lib/astronomy.server.ts";
import type { SignSlug } from "#app/zodiac/signs.ts";
import { zodiacPlace } from "#app/zodiac/sky.ts";
import { moonQuartersBetween, type MoonQuarter } from "./moon.server";
import { eclipsesBetween, type Eclipse } from "./sky.server";

/**
 * The Moon's quarters and the eclipses between two instants, each with its place in the zodiac:
 * what the moon-phases API answers ([sky.moon-phases-api]) and what the Moon's calendar file
 * lists, from the same searches.
 */

export type PhaseEvent = MoonQuarter & { sign: SignSlug; degree: number };

/** Greatest eclipse, anywhere on Earth, with the eclipsed body's place: the Sun's for a solar eclipse, the Moon's for a lunar one. */
export type EclipseEvent = Eclipse & { degree: number };

export function moonPhaseEvents(from: Date, to: Date): { phases: PhaseEvent[]; eclipses: EclipseEvent[] } {
  const phases = moonQuartersBetween(from, to).map(({ name, at }) => ({ name, at, ...zodiacPlace(EclipticGeoMoon(at).lon) }));
  const eclipses = eclipsesBetween(from, to).map((eclipse) => {
    const longitude = eclipse.body === "Moon" ? EclipticGeoMoon(eclipse.at).lon : SunPosition(MakeTime(eclipse.at)).elon;
    return { ...eclipse, degree: zodiacPlace(longitude).degree };
  });
  return { phases, eclipses };
}
