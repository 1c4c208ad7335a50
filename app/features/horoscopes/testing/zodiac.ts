import type { HoroscopeSign } from "../types";

/**
 * The twelve signs as this feature sees them, for its own tests and benchmark (a feature may not
 * import the signs feature; tests/integration checks this list against it).
 */
export const TEST_SIGNS: readonly HoroscopeSign[] = [
  { slug: "aries", name: "Aries", element: "fire", rulingPlanet: "Mars", traits: ["Courageous", "Energetic", "Impulsive", "Direct"], luckyNumbers: [1, 9, 17] },
  { slug: "taurus", name: "Taurus", element: "earth", rulingPlanet: "Venus", traits: ["Patient", "Reliable", "Sensual", "Stubborn"], luckyNumbers: [2, 6, 24] },
  { slug: "gemini", name: "Gemini", element: "air", rulingPlanet: "Mercury", traits: ["Curious", "Witty", "Adaptable", "Restless"], luckyNumbers: [3, 5, 14] },
  { slug: "cancer", name: "Cancer", element: "water", rulingPlanet: "Moon", traits: ["Nurturing", "Intuitive", "Protective", "Moody"], luckyNumbers: [2, 7, 11] },
  { slug: "leo", name: "Leo", element: "fire", rulingPlanet: "Sun", traits: ["Generous", "Confident", "Warm-hearted", "Proud"], luckyNumbers: [1, 4, 19] },
  { slug: "virgo", name: "Virgo", element: "earth", rulingPlanet: "Mercury", traits: ["Analytical", "Practical", "Devoted", "Critical"], luckyNumbers: [5, 14, 23] },
  { slug: "libra", name: "Libra", element: "air", rulingPlanet: "Venus", traits: ["Diplomatic", "Charming", "Fair-minded", "Indecisive"], luckyNumbers: [6, 15, 24] },
  { slug: "scorpio", name: "Scorpio", element: "water", rulingPlanet: "Pluto", traits: ["Passionate", "Resourceful", "Perceptive", "Secretive"], luckyNumbers: [8, 11, 18] },
  { slug: "sagittarius", name: "Sagittarius", element: "fire", rulingPlanet: "Jupiter", traits: ["Optimistic", "Adventurous", "Honest", "Restless"], luckyNumbers: [3, 9, 21] },
  { slug: "capricorn", name: "Capricorn", element: "earth", rulingPlanet: "Saturn", traits: ["Disciplined", "Ambitious", "Responsible", "Reserved"], luckyNumbers: [4, 8, 22] },
  { slug: "aquarius", name: "Aquarius", element: "air", rulingPlanet: "Uranus", traits: ["Inventive", "Independent", "Humanitarian", "Detached"], luckyNumbers: [4, 7, 11] },
  { slug: "pisces", name: "Pisces", element: "water", rulingPlanet: "Neptune", traits: ["Compassionate", "Imaginative", "Gentle", "Escapist"], luckyNumbers: [3, 9, 12] },
];
