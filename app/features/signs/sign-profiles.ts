import { ariesProfile } from "./profiles/aries";
import { taurusProfile } from "./profiles/taurus";
import { geminiProfile } from "./profiles/gemini";
import { cancerProfile } from "./profiles/cancer";
import { leoProfile } from "./profiles/leo";
import { virgoProfile } from "./profiles/virgo";
import { libraProfile } from "./profiles/libra";
import { scorpioProfile } from "./profiles/scorpio";
import { sagittariusProfile } from "./profiles/sagittarius";
import { capricornProfile } from "./profiles/capricorn";
import { aquariusProfile } from "./profiles/aquarius";
import { piscesProfile } from "./profiles/pisces";
import type { SignProfile } from "./sign-profile";

/** The long-form material of all twelve signs, in zodiac order (the order of SIGN_SLUGS). */
export const SIGN_PROFILES: readonly SignProfile[] = [
  ariesProfile,
  taurusProfile,
  geminiProfile,
  cancerProfile,
  leoProfile,
  virgoProfile,
  libraProfile,
  scorpioProfile,
  sagittariusProfile,
  capricornProfile,
  aquariusProfile,
  piscesProfile,
];

const BY_SLUG = new Map(SIGN_PROFILES.map((profile) => [profile.slug, profile]));

export function getSignProfile(slug: string): SignProfile | undefined {
  return BY_SLUG.get(slug);
}
