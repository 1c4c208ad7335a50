/** Passwords have at least 6 characters ([auth.sign-up-validation]). The upper bound keeps hashing cheap to refuse. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
