import { expect, test } from "vitest";
import {
  DEFAULT_SUBSCRIBE_TYPES,
  firstFullFormProblem,
  firstUnlockProblem,
  FORM_TIMINGS_MS,
  FULL_FORM_TEXTS,
  isQuickEmail,
  QUICK_FORM_TEXTS,
  tagsOf,
  UNLOCK_FORM_TEXTS,
  validateFullForm,
} from "./form-rules";

test("[newsletter.full-form] the full form's words, required fields and default editions (daily and special)", () => {
  expect(FULL_FORM_TEXTS).toMatchObject({
    nameRequired: "Name is required",
    invalidEmail: "Invalid email address",
    signRequired: "Please select your zodiac sign",
    failed: "Subscription failed",
    unknownError: "Unknown error occurred",
    failureToast: { title: "Subscription failed", description: "Please try again or contact support." },
    invalidInputToast: "Invalid input",
    success: "Almost done! Check your email!",
  });
  expect(DEFAULT_SUBSCRIBE_TYPES).toEqual({ daily: true, weekly: false, monthly: false, special: true });
  expect(tagsOf(DEFAULT_SUBSCRIBE_TYPES)).toEqual(["daily", "special"]);
  expect(validateFullForm({ name: " ", email: "a@b", zodiacSign: "ophiuchus" })).toEqual({
    name: "Name is required",
    email: "Invalid email address",
    zodiacSign: "Please select your zodiac sign",
  });
  expect(validateFullForm({ name: "Vega", email: " vega@example.com ", zodiacSign: "leo" })).toEqual({});
  // The toast names the first field that failed, in the form's order.
  expect(firstFullFormProblem(validateFullForm({ name: " ", email: "a@b", zodiacSign: "" }))).toBe("Name is required");
  expect(firstFullFormProblem(validateFullForm({ name: "Vega", email: "a@b", zodiacSign: "" }))).toBe("Invalid email address");
  expect(firstFullFormProblem(validateFullForm({ name: "Vega", email: "a@b.co", zodiacSign: "" }))).toBe("Please select your zodiac sign");
  expect(firstFullFormProblem({})).toBeNull();
});

test("[newsletter.quick-form] the quick and modal forms: an @ after trimming, their toasts, 6 s and 2 s", () => {
  expect(QUICK_FORM_TEXTS).toMatchObject({
    invalidEmail: "Please enter a valid email address",
    successToast: "Check your email to confirm subscription!",
    failureToast: { title: "Subscription failed", description: "Please try again later or contact support if the problem persists." },
    subscribeAnother: "Subscribe another email",
  });
  expect(FORM_TIMINGS_MS).toEqual({ successToast: 6_000, modalAutoClose: 2_000 });
  expect([isQuickEmail("   "), isQuickEmail("no-at"), isQuickEmail(" a@b ")]).toEqual([false, false, true]);
});

test("[newsletter.unlock-form] the unlock modal: the first problem only, in its own words", () => {
  expect(UNLOCK_FORM_TEXTS).toMatchObject({
    invalidEmail: "Invalid email format",
    emailTooLong: "Email must be less than 255 characters",
    nameTooLong: "Name must be less than 100 characters",
    invalidInputToast: "Invalid input",
    failureToast: "Oops!",
    failureFallback: "Something went wrong. Please try again.",
    unlockedToast: "Content Unlocked!",
    personalityUnlocked: { title: "Content Unlocked!", description: "Enjoy your personalized personality insights" },
  });
  const ok = { email: "a@example.com", name: "", zodiacSign: "" };
  expect(firstUnlockProblem(ok)).toBeNull();
  expect(firstUnlockProblem({ ...ok, email: "nope" })).toBe("Invalid email format");
  expect(firstUnlockProblem({ ...ok, email: `${"a".repeat(250)}@example.com` })).toBe("Email must be less than 255 characters");
  expect(firstUnlockProblem({ ...ok, name: "n".repeat(101) })).toBe("Name must be less than 100 characters");
  expect(firstUnlockProblem({ ...ok, name: "n".repeat(100), zodiacSign: "leo" })).toBeNull();
  expect(firstUnlockProblem({ ...ok, zodiacSign: "ophiuchus" })).toBe(UNLOCK_FORM_TEXTS.invalidSign);
});
