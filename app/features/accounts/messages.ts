/**
 * Every word the sign-in and sign-up flows say, quoted from platform spec sections 5 and 8.
 * Tests import these, so a changed wording fails them.
 */
export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  invalidEmail: "Please enter a valid email address",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShortForm: "Password must be at least 6 characters long",
  invalidCredentials: "Invalid email or password. Please check your credentials.",
  emailNotConfirmed: "Please check your email and click the confirmation link.",
  signInFailed: "Failed to sign in",
  signedIn: "Successfully signed in!",
  alreadyRegistered: "An account with this email already exists. Please sign in instead.",
  signUpFailed: "Failed to create account",
  accountCreated: "Account created! Please check your email for confirmation.",
  unexpected: "An unexpected error occurred",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  accessDenied: "Access Denied. You need admin privileges to access this page.",
  checkingAuthentication: "Checking authentication...",
  signingIn: "Signing In...",
  firstUserBecomesAdmin: "The first registered user becomes the admin of the site.",
} as const;
