/**
 * What the browser and the server agree on about ratings ([ratings.one-per-day]):
 * 5 stars, one rating per sign per day per visitor.
 */
export const RATING_STARS = 5;

/** The form field that tells a page's action this post is a rating. */
export const RATING_INTENT = "rate-sign";

export const RATING_MESSAGES = {
  invalidRating: "Rating must be a whole number from 1 to 5.",
  invalidSign: "Invalid zodiac sign",
  invalidDate: "Rating date must be a calendar date (YYYY-MM-DD).",
  missingVisitor: "A visitor id is required to rate.",
  tooMany: "Too many ratings from your connection. Please try again later.",
  onlyToday: "Only today's reading can be rated.",
  thanks: (rating: number) => `Thanks for rating! You gave today's reading ${rating} out of 5.`,
  alreadyRated: (rating: number) => `You already rated today's reading ${rating} out of 5. Come back tomorrow to rate again.`,
} as const;

/**
 * The day's ratings of one sign's reading: how many, their average to one decimal (null before
 * the first: no stand-in figure is ever shown) and how many gave 4 stars or more.
 */
export type RatingSummary = { total: number; average: number | null; accurate: number };

export type RatingActionResult =
  | { kind: "sign-rating"; ok: true; recorded: boolean; rating: number; message: string }
  | { kind: "sign-rating"; ok: false; message: string };

/** Only the whole numbers 1 to 5, as a number or as the text a form sends; anything else is null. */
export function parseRating(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= RATING_STARS ? value : null;
  if (typeof value === "string" && /^[1-5]$/.test(value.trim())) return Number(value.trim());
  return null;
}

export function isRatingActionResult(value: unknown): value is RatingActionResult {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "sign-rating";
}
