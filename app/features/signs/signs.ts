/** The twelve signs (sign-content spec section 3). Static: they never come from the database. */
export type Element = "fire" | "earth" | "air" | "water";
export type Modality = "Cardinal" | "Fixed" | "Mutable";

export type Sign = {
  slug: string;
  name: string;
  symbol: string;
  emoji: string;
  nickname: string;
  element: Element;
  rulingPlanet: string;
  dateRange: string;
  traits: readonly string[];
  luckyNumbers: readonly number[];
  color: string;
};

export const SIGNS: readonly Sign[] = [
  { slug: "aries", name: "Aries", symbol: "♈", emoji: "🐏", nickname: "Ram", element: "fire", rulingPlanet: "Mars", dateRange: "March 21 - April 19", traits: ["Courageous", "Energetic", "Impulsive", "Direct"], luckyNumbers: [1, 9, 17], color: "#E53935" },
  { slug: "taurus", name: "Taurus", symbol: "♉", emoji: "🐂", nickname: "Bull", element: "earth", rulingPlanet: "Venus", dateRange: "April 20 - May 20", traits: ["Patient", "Reliable", "Sensual", "Stubborn"], luckyNumbers: [2, 6, 24], color: "#43A047" },
  { slug: "gemini", name: "Gemini", symbol: "♊", emoji: "👯", nickname: "Twins", element: "air", rulingPlanet: "Mercury", dateRange: "May 21 - June 20", traits: ["Curious", "Witty", "Adaptable", "Restless"], luckyNumbers: [3, 5, 14], color: "#FDD835" },
  { slug: "cancer", name: "Cancer", symbol: "♋", emoji: "🦀", nickname: "Crab", element: "water", rulingPlanet: "Moon", dateRange: "June 21 - July 22", traits: ["Nurturing", "Intuitive", "Protective", "Moody"], luckyNumbers: [2, 7, 11], color: "#B0BEC5" },
  { slug: "leo", name: "Leo", symbol: "♌", emoji: "🦁", nickname: "Lion", element: "fire", rulingPlanet: "Sun", dateRange: "July 23 - August 22", traits: ["Generous", "Confident", "Warm-hearted", "Proud"], luckyNumbers: [1, 4, 19], color: "#FFB300" },
  { slug: "virgo", name: "Virgo", symbol: "♍", emoji: "🌾", nickname: "Virgin", element: "earth", rulingPlanet: "Mercury", dateRange: "August 23 - September 22", traits: ["Analytical", "Practical", "Devoted", "Critical"], luckyNumbers: [5, 14, 23], color: "#8D6E63" },
  { slug: "libra", name: "Libra", symbol: "♎", emoji: "⚖️", nickname: "Scales", element: "air", rulingPlanet: "Venus", dateRange: "September 23 - October 22", traits: ["Diplomatic", "Charming", "Fair-minded", "Indecisive"], luckyNumbers: [6, 15, 24], color: "#F06292" },
  { slug: "scorpio", name: "Scorpio", symbol: "♏", emoji: "🦂", nickname: "Scorpion", element: "water", rulingPlanet: "Pluto", dateRange: "October 23 - November 21", traits: ["Passionate", "Resourceful", "Perceptive", "Secretive"], luckyNumbers: [8, 11, 18], color: "#8E24AA" },
  { slug: "sagittarius", name: "Sagittarius", symbol: "♐", emoji: "🏹", nickname: "Archer", element: "fire", rulingPlanet: "Jupiter", dateRange: "November 22 - December 21", traits: ["Optimistic", "Adventurous", "Honest", "Restless"], luckyNumbers: [3, 9, 21], color: "#5E35B1" },
  { slug: "capricorn", name: "Capricorn", symbol: "♑", emoji: "🐐", nickname: "Goat", element: "earth", rulingPlanet: "Saturn", dateRange: "December 22 - January 19", traits: ["Disciplined", "Ambitious", "Responsible", "Reserved"], luckyNumbers: [4, 8, 22], color: "#455A64" },
  { slug: "aquarius", name: "Aquarius", symbol: "♒", emoji: "🏺", nickname: "Water Bearer", element: "air", rulingPlanet: "Uranus", dateRange: "January 20 - February 18", traits: ["Inventive", "Independent", "Humanitarian", "Detached"], luckyNumbers: [4, 7, 11], color: "#1E88E5" },
  { slug: "pisces", name: "Pisces", symbol: "♓", emoji: "🐟", nickname: "Fish", element: "water", rulingPlanet: "Neptune", dateRange: "February 19 - March 20", traits: ["Compassionate", "Imaginative", "Gentle", "Escapist"], luckyNumbers: [3, 9, 12], color: "#26A69A" },
];

const BY_SLUG = new Map(SIGNS.map((sign) => [sign.slug, sign]));

export function findSign(slug: string | undefined): Sign | undefined {
  return slug ? BY_SLUG.get(slug.toLowerCase()) : undefined;
}

const CARDINAL = new Set(["Aries", "Cancer", "Libra", "Capricorn"]);
const FIXED = new Set(["Taurus", "Leo", "Scorpio", "Aquarius"]);

/** Modality follows from the name, as the spec defines it. */
export function modalityOf(sign: Pick<Sign, "name">): Modality {
  if (CARDINAL.has(sign.name)) return "Cardinal";
  if (FIXED.has(sign.name)) return "Fixed";
  return "Mutable";
}

export const ELEMENTS: readonly Element[] = ["fire", "earth", "air", "water"];

export function signsOfElement(element: Element): Sign[] {
  return SIGNS.filter((sign) => sign.element === element);
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

/** The ruler as a sentence names it: "the Sun", "the Moon", "Mars". */
export function rulerInProse(sign: Pick<Sign, "rulingPlanet">): string {
  return sign.rulingPlanet === "Sun" || sign.rulingPlanet === "Moon" ? `the ${sign.rulingPlanet}` : sign.rulingPlanet;
}
