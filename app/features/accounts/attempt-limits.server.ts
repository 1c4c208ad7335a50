import { createRateLimiter, type HitCounter } from "#app/lib/rate-limiter.ts";

// Per minute: a person retyping a password stays well under; a script guessing does not.
const ATTEMPT_LIMITS = { perAddress: 20, perAccount: 5, windowMs: 60_000 } as const;

export type AttemptLimits = {
  /** Counts a sign-in or sign-up attempt; false when the address or the account is over its limit. */
  allow: (clientIp: string, email: string) => Promise<boolean>;
};

/** The counters shared by the JSON API and the /auth form (and by every instance, on Redis). */
export function createAttemptLimits(counter: HitCounter): AttemptLimits {
  const window = { windowMs: ATTEMPT_LIMITS.windowMs, counter };
  const byAddress = createRateLimiter({ name: "auth-address", limit: ATTEMPT_LIMITS.perAddress, ...window });
  const byAccount = createRateLimiter({ name: "auth-account", limit: ATTEMPT_LIMITS.perAccount, ...window });
  return {
    async allow(clientIp, email) {
      // Both counters always count, so one cannot be reset by varying the other.
      const [addressAllowed, accountAllowed] = await Promise.all([byAddress.hit(clientIp), byAccount.hit(email)]);
      return addressAllowed && accountAllowed;
    },
  };
}
