/**
 * Every word the sign-in and sign-up flows say ([auth.messages], [auth.sign-in-validation],
 * [auth.sign-up-validation], [admin.guard]).
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
  // Our wording: the role goes to the first account that proves its address, not the first to sign up.
  firstUserBecomesAdmin: "The first account to confirm its email becomes the admin of the site.",
} as const;
