import { createRateLimiter } from "~/lib/rate-limiter";

// Per minute: a person retyping a password stays well under; a script guessing does not.
export const ATTEMPT_LIMITS = { perAddress: 20, perAccount: 5, windowMs: 60_000 } as const;

export type AttemptLimits = {
  /** Counts a sign-in or sign-up attempt; false when the address or the account is over its limit. */
  allow: (clientIp: string, email: string) => boolean;
};

/** One set of counters per process, shared by the JSON API and the /auth form. */
export function createAttemptLimits(): AttemptLimits {
  const byAddress = createRateLimiter({ limit: ATTEMPT_LIMITS.perAddress, windowMs: ATTEMPT_LIMITS.windowMs });
  const byAccount = createRateLimiter({ limit: ATTEMPT_LIMITS.perAccount, windowMs: ATTEMPT_LIMITS.windowMs });
  return {
    allow(clientIp, email) {
      // Both counters always count, so one cannot be reset by varying the other.
      const addressAllowed = byAddress.hit(clientIp);
      const accountAllowed = byAccount.hit(email);
      return addressAllowed && accountAllowed;
    },
  };
}
