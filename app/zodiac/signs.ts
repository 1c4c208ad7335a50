import type { Element } from "./elements";
import type { Planet } from "./planets";

/** The twelve signs in zodiac order, Aries first: the order in which the Sun passes through them. */
// prettier-ignore
export const SIGN_SLUGS = [
  "aries", "taurus", "gemini", "cancer", "leo", "virgo",
  "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces",
] as const;
export type SignSlug = (typeof SIGN_SLUGS)[number];

export type Sign = {
  slug: SignSlug;
  name: string;
  symbol: string;
  emoji: string;
  /** What the symbol depicts: Ram, Bull, Twins... */
  nickname: string;
  element: Element;
  rulingPlanet: Planet;
  dateRange: string;
  /** Three strengths, then the sign's shadow side last. */
  traits: readonly string[];
  luckyNumbers: readonly number[];
  /** The sign's colour as hex, and the name readers see when it is a day's lucky colour. */
  color: string;
  colorName: string;
};

// Static and fixed: the signs never come from the database. Keyed by slug, so every slug has
// exactly one entry.
// prettier-ignore
const TABLE: Record<SignSlug, Omit<Sign, "slug">> = {
  aries: { name: "Aries", symbol: "♈", emoji: "🐏", nickname: "Ram", element: "fire", rulingPlanet: "Mars", dateRange: "March 21 – April 19", traits: ["Courageous", "Energetic", "Impulsive", "Direct"], luckyNumbers: [1, 9, 17], color: "#E53935", colorName: "Crimson" },
  taurus: { name: "Taurus", symbol: "♉", emoji: "🐂", nickname: "Bull", element: "earth", rulingPlanet: "Venus", dateRange: "April 20 – May 20", traits: ["Patient", "Reliable", "Sensual", "Stubborn"], luckyNumbers: [2, 6, 24], color: "#43A047", colorName: "Emerald" },
  gemini: { name: "Gemini", symbol: "♊", emoji: "👯", nickname: "Twins", element: "air", rulingPlanet: "Mercury", dateRange: "May 21 – June 20", traits: ["Curious", "Witty", "Adaptable", "Restless"], luckyNumbers: [3, 5, 14], color: "#FDD835", colorName: "Sunflower Yellow" },
  cancer: { name: "Cancer", symbol: "♋", emoji: "🦀", nickname: "Crab", element: "water", rulingPlanet: "Moon", dateRange: "June 21 – July 22", traits: ["Nurturing", "Intuitive", "Protective", "Moody"], luckyNumbers: [2, 7, 11], color: "#B0BEC5", colorName: "Moonstone Silver" },
  leo: { name: "Leo", symbol: "♌", emoji: "🦁", nickname: "Lion", element: "fire", rulingPlanet: "Sun", dateRange: "July 23 – August 22", traits: ["Generous", "Confident", "Warm-hearted", "Proud"], luckyNumbers: [1, 4, 19], color: "#FFB300", colorName: "Amber Gold" },
  virgo: { name: "Virgo", symbol: "♍", emoji: "🌾", nickname: "Virgin", element: "earth", rulingPlanet: "Mercury", dateRange: "August 23 – September 22", traits: ["Analytical", "Practical", "Devoted", "Critical"], luckyNumbers: [5, 14, 23], color: "#8D6E63", colorName: "Warm Taupe" },
  libra: { name: "Libra", symbol: "♎", emoji: "⚖️", nickname: "Scales", element: "air", rulingPlanet: "Venus", dateRange: "September 23 – October 22", traits: ["Diplomatic", "Charming", "Fair-minded", "Indecisive"], luckyNumbers: [6, 15, 24], color: "#F06292", colorName: "Rose Pink" },
  scorpio: { name: "Scorpio", symbol: "♏", emoji: "🦂", nickname: "Scorpion", element: "water", rulingPlanet: "Pluto", dateRange: "October 23 – November 21", traits: ["Passionate", "Resourceful", "Perceptive", "Secretive"], luckyNumbers: [8, 11, 18], color: "#8E24AA", colorName: "Deep Plum" },
  sagittarius: { name: "Sagittarius", symbol: "♐", emoji: "🏹", nickname: "Archer", element: "fire", rulingPlanet: "Jupiter", dateRange: "November 22 – December 21", traits: ["Optimistic", "Adventurous", "Honest", "Restless"], luckyNumbers: [3, 9, 21], color: "#5E35B1", colorName: "Royal Violet" },
  capricorn: { name: "Capricorn", symbol: "♑", emoji: "🐐", nickname: "Goat", element: "earth", rulingPlanet: "Saturn", dateRange: "December 22 – January 19", traits: ["Disciplined", "Ambitious", "Responsible", "Reserved"], luckyNumbers: [4, 8, 22], color: "#455A64", colorName: "Slate Grey" },
  aquarius: { name: "Aquarius", symbol: "♒", emoji: "🏺", nickname: "Water Bearer", element: "air", rulingPlanet: "Uranus", dateRange: "January 20 – February 18", traits: ["Inventive", "Independent", "Humanitarian", "Detached"], luckyNumbers: [4, 7, 11], color: "#1E88E5", colorName: "Electric Blue" },
  pisces: { name: "Pisces", symbol: "♓", emoji: "🐟", nickname: "Fish", element: "water", rulingPlanet: "Neptune", dateRange: "February 19 – March 20", traits: ["Compassionate", "Imaginative", "Gentle", "Escapist"], luckyNumbers: [3, 9, 12], color: "#26A69A", colorName: "Sea Teal" },
};

export const SIGNS: readonly Sign[] = SIGN_SLUGS.map((slug) => Object.freeze({ slug, ...TABLE[slug] }));

const BY_SLUG = new Map<string, Sign>(SIGNS.map((sign) => [sign.slug, sign]));

export function isSignSlug(value: unknown): value is SignSlug {
  return typeof value === "string" && BY_SLUG.has(value);
}

/** The sign a slug names, whatever its case; undefined for anything else. */
export function findSign(slug: string | undefined): Sign | undefined {
  return slug ? BY_SLUG.get(slug.toLowerCase()) : undefined;
}

/** The sign of a slug known to be valid (a typed SignSlug). */
export function signOf(slug: SignSlug): Sign {
  return BY_SLUG.get(slug)!;
}

/** Zodiac order counted from Aries, 0..11. */
export function signIndex(slug: SignSlug): number {
  return SIGN_SLUGS.indexOf(slug);
}

/** Picks `count` different signs; `random` is injectable so tests and servers can seed it. */
export function pickRandomSigns(count: number, random: () => number = Math.random): Sign[] {
  const pool = [...SIGNS];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** The three signs of an element, in zodiac order. */
export function signsOfElement(element: Element): Sign[] {
  return SIGNS.filter((sign) => sign.element === element);
}
