import { isSignSlug } from "#app/zodiac/signs.ts";

/**
 * The three subscribe forms' words and rules ([newsletter.full-form], [newsletter.quick-form],
 * [newsletter.unlock-form]). Browser and server check the same rules.
 */
export const FULL_FORM_TEXTS = {
  nameRequired: "Name is required",
  invalidEmail: "Invalid email address",
  signRequired: "Please select your zodiac sign",
  failed: "Subscription failed",
  unknownError: "Unknown error occurred",
  failureToast: { title: "Subscription failed", description: "Please try again or contact support." },
  /** The spec's toast for a form that fails its own checks, with the first field's message. */
  invalidInputToast: "Invalid input",
  success: "Almost done! Check your email!",
  successHint: "We sent you a confirmation link. If it is not in your inbox within a few minutes, look in your spam or promotions folder.",
} as const;

export const QUICK_FORM_TEXTS = {
  invalidEmail: "Please enter a valid email address",
  successToast: "Check your email to confirm subscription!",
  failureToast: { title: "Subscription failed", description: "Please try again later or contact support if the problem persists." },
  subscribeAnother: "Subscribe another email",
} as const;

export const UNLOCK_FORM_TEXTS = {
  invalidEmail: "Invalid email format",
  emailTooLong: "Email must be less than 255 characters",
  /** Our own: SMTP servers refuse a local part over 64 characters ([newsletter.server-rules]). */
  localPartTooLong: "Email must have at most 64 characters before the @",
  nameTooLong: "Name must be less than 100 characters",
  invalidSign: "Please select a valid zodiac sign",
  invalidInputToast: "Invalid input",
  failureToast: "Oops!",
  failureFallback: "Something went wrong. Please try again.",
  unlockedToast: "Content Unlocked!",
  personalityUnlocked: { title: "Content Unlocked!", description: "Enjoy your personalized personality insights" },
} as const;

/** The quick forms' success toast lasts 6 s; the mobile modal closes 2 s after a success ([newsletter.quick-form]). */
export const FORM_TIMINGS_MS = { successToast: 6_000, modalAutoClose: 2_000 } as const;

export type SubscribeTypes = { daily: boolean; weekly: boolean; monthly: boolean; special: boolean };
export const DEFAULT_SUBSCRIBE_TYPES: SubscribeTypes = { daily: true, weekly: false, monthly: false, special: true };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FullFormInput = { name: string; email: string; zodiacSign: string };

/** The /subscribe form's field errors, empty when it may be sent. */
export function validateFullForm(input: FullFormInput): Partial<Record<keyof FullFormInput, string>> {
  const errors: Partial<Record<keyof FullFormInput, string>> = {};
  if (input.name.trim().length < 1) errors.name = FULL_FORM_TEXTS.nameRequired;
  if (!EMAIL.test(input.email.trim())) errors.email = FULL_FORM_TEXTS.invalidEmail;
  if (!isSignSlug(input.zodiacSign)) errors.zodiacSign = FULL_FORM_TEXTS.signRequired;
  return errors;
}

/** The message the full form's "Invalid input" toast carries: the first field's, in the form's order (name, email, sign). */
export function firstFullFormProblem(errors: Partial<Record<keyof FullFormInput, string>>): string | null {
  return errors.name ?? errors.email ?? errors.zodiacSign ?? null;
}

/** The quick and modal forms' one rule: something with an @ in it. */
export function isQuickEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.includes("@");
}

export type UnlockFormInput = { email: string; name: string; zodiacSign: string };

/** The unlock modal's first problem, or null: only the first is shown, in one toast, so one thing is fixed at a time. */
export function firstUnlockProblem(input: UnlockFormInput): string | null {
  const email = input.email.trim();
  if (!EMAIL.test(email)) return UNLOCK_FORM_TEXTS.invalidEmail;
  if (email.length > 255) return UNLOCK_FORM_TEXTS.emailTooLong;
  if (input.zodiacSign && !isSignSlug(input.zodiacSign)) return UNLOCK_FORM_TEXTS.invalidSign;
  if (input.name.trim().length > 100) return UNLOCK_FORM_TEXTS.nameTooLong;
  return null;
}

/** The tags a form sends with a subscription. */
export function tagsOf(types: SubscribeTypes): string[] {
  return (Object.keys(types) as Array<keyof SubscribeTypes>).filter((type) => types[type]);
}
