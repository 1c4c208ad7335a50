import { signOf, type SignSlug } from "~/zodiac/signs";

/**
 * How the sky tools write a place in the zodiac: whole degrees and arcminutes within the sign, as
 * printed ephemerides do ("9°35′ Aries"). The minutes are truncated, not rounded, so a planet at
 * 29°59.7′ is still written in its own sign.
 */
export function degreeInSign(sign: SignSlug, degree: number): string {
  const totalMinutes = Math.floor(degree * 60 + 1e-9);
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes - whole * 60;
  return `${whole}°${String(minutes).padStart(2, "0")}′ ${signOf(sign).name}`;
}

/** "82% lit", to the whole percent, as the home page's sky line rounds it. */
export function percentLit(illumination: number): string {
  return `${Math.round(illumination)}% lit`;
}
