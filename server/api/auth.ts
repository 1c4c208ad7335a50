import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Auth } from "~/features/accounts/auth.server";
import { AppError } from "~/lib/errors";
import { createRateLimiter } from "~/lib/rate-limiter";
import type { AppBindings } from "../types";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

// Per minute: a person retyping a password stays well under; a script guessing does not.
const LIMITS = { perAddress: 20, perAccount: 5, windowMs: 60_000 } as const;

const credentialsSchema = z.looseObject({ email: z.string() });

/**
 * better-auth under /api/auth. Sign-in and sign-up pass our limits first (per client address
 * and per account) and arrive with the email trimmed and lower-cased.
 */
export function authApi(auth: Auth) {
  const api = new Hono<AppBindings>();
  for (const path of ["/sign-in/email", "/sign-up/email"]) {
    const byAddress = createRateLimiter({ limit: LIMITS.perAddress, windowMs: LIMITS.windowMs });
    const byAccount = createRateLimiter({ limit: LIMITS.perAccount, windowMs: LIMITS.windowMs });
    api.post(path, async (c) => {
      const body = await readCredentials(c);
      const email = body.email.trim().toLowerCase();
      // Both counters always count, so one cannot be reset by varying the other.
      const addressAllowed = byAddress.hit(c.get("clientIp"));
      const accountAllowed = byAccount.hit(email);
      if (!addressAllowed || !accountAllowed) {
        throw new AppError({ code: "rate_limited", status: 429, message: TOO_MANY_ATTEMPTS });
      }
      const headers = new Headers(c.req.raw.headers);
      headers.delete("content-length");
      return auth.handler(new Request(c.req.url, { method: "POST", headers, body: JSON.stringify({ ...body, email }) }));
    });
  }
  api.all("*", (c) => auth.handler(c.req.raw));
  return api;
}

async function readCredentials(c: Context) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError({ code: "bad_request", status: 400, message: "The request body is not valid JSON." });
  }
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) throw new AppError({ code: "validation_failed", status: 400, message: "Email is required" });
  return parsed.data;
}
