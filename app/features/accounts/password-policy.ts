/** Spec section 9: minimum password length 6. The upper bound keeps hashing cheap to refuse. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
