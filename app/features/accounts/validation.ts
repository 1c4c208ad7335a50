import { isMailbox } from "#app/lib/email.ts";
import { AUTH_MESSAGES } from "./messages";
import { MIN_PASSWORD_LENGTH } from "./password-policy";

// Shared by the browser (instant feedback) and the server (the rule that counts).

export type FieldErrors = Partial<Record<"email" | "password" | "confirmPassword", string>>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateSignIn(input: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.email.trim()) errors.email = AUTH_MESSAGES.emailRequired;
  if (!input.password.trim()) errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}

/** The address rule of the auth layer alone: one mailbox (lib/email.ts), for callers that take the password elsewhere. */
export function validateEmail(email: string): string | undefined {
  const normalized = normalizeEmail(email);
  if (!normalized) return AUTH_MESSAGES.emailRequired;
  if (!isMailbox(normalized)) return AUTH_MESSAGES.invalidEmail;
  return undefined;
}

/** The account rules every sign-up passes, from the form or the API ([auth.sign-up-validation]). */
export function validateSignUp(input: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = validateEmail(input.email);
  if (emailError) errors.email = emailError;
  if (input.password.length < MIN_PASSWORD_LENGTH) errors.password = AUTH_MESSAGES.passwordTooShort;
  return errors;
}

/** The sign-up form's own rules and words, checked before the account rules ([auth.sign-up-validation]). */
export function validateSignUpForm(input: { email: string; password: string; confirmPassword: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.email.trim()) errors.email = AUTH_MESSAGES.emailRequired;
  if (input.password.length < MIN_PASSWORD_LENGTH) errors.password = AUTH_MESSAGES.passwordTooShortForm;
  if (input.password !== input.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
  return errors;
}

export function firstError(errors: FieldErrors): string | undefined {
  return errors.email ?? errors.password ?? errors.confirmPassword;
}
