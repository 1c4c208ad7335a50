import { expect, test } from "vitest";
import { isRatingActionResult, parseRating, RATING_INTENT, RATING_MESSAGES, RATING_STARS } from "./rating-rules";

test("[ratings.one-per-day] [ratings.messages] five stars; the messages", () => {
  expect(RATING_STARS).toBe(5);
  expect(RATING_INTENT).toBe("rate-sign");
  expect(RATING_MESSAGES.invalidRating).toBe("Rating must be a whole number from 1 to 5.");
  expect(RATING_MESSAGES.invalidSign).toBe("Invalid zodiac sign");
  expect(RATING_MESSAGES.thanks(4)).toBe("Thanks for rating! You gave today's reading 4 out of 5.");
  expect(RATING_MESSAGES.alreadyRated(2)).toBe("You already rated today's reading 2 out of 5. Come back tomorrow to rate again.");
});

test.each([
  [1, 1],
  [5, 5],
  ["3", 3],
  [" 4 ", 4],
  [0, null],
  [6, null],
  [2.5, null],
  [Number.NaN, null],
  ["0", null],
  ["6", null],
  ["2.5", null],
  ["", null],
  ["three", null],
  ["1e0", null],
  [null, null],
  [undefined, null],
  [true, null],
  [{}, null],
] as const)("[ratings.one-per-day] parseRating(%j) is %j", (input, expected) => {
  expect(parseRating(input)).toBe(expected);
});

test("[ratings.control] a rating answer is told apart from other action data by its kind", () => {
  expect(isRatingActionResult({ kind: "sign-rating", ok: false, message: "x" })).toBe(true);
  expect(isRatingActionResult({ ok: true })).toBe(false);
  expect(isRatingActionResult(undefined)).toBe(false);
  expect(isRatingActionResult("sign-rating")).toBe(false);
});
