import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { AttemptLimits } from "~/features/accounts/attempt-limits.server";
import type { Auth } from "~/features/accounts/auth.server";
import { signInWithPassword, signUpWithPassword, type CredentialsOutcome } from "~/features/accounts/credentials.server";
import type { AppBindings } from "../types";
import { readJsonBody } from "./request-body";

// Missing fields read as empty, so the service answers with the spec's own messages.
const signInBody = z.object({
  email: z.string().max(320).optional().default(""),
  password: z.string().max(1024).optional().default(""),
});
const signUpBody = signInBody.extend({ name: z.string().max(200).optional().default("") });

/**
 * better-auth under /api/auth. Email sign-in and sign-up go through the same service as the
 * /auth form (limits, validation, the spec's messages); the rest is better-auth's own.
 */
export function authApi({ auth, db, limits }: { auth: Auth; db: Database; limits: AttemptLimits }) {
  const api = new Hono<AppBindings>();
  api.post("/sign-in/email", async (c) => {
    const body = await readJsonBody(c, signInBody);
    return answer(c, await signInWithPassword(auth, limits, body, requestOf(c)));
  });
  api.post("/sign-up/email", async (c) => {
    const body = await readJsonBody(c, signUpBody);
    return answer(c, await signUpWithPassword(auth, db, limits, body, requestOf(c)));
  });
  // Accounts are confirmed through our single-use links at /auth/confirm only.
  api.get("/verify-email", (c) =>
    c.json({ error: { code: "not_found", message: "Confirm your account with the link in your email." } }, 404),
  );
  api.all("*", (c) => auth.handler(c.req.raw));
  return api;
}

function requestOf(c: Context<AppBindings>) {
  return { headers: c.req.raw.headers, clientIp: c.get("clientIp"), logger: c.get("logger") };
}

function answer(c: Context<AppBindings>, outcome: CredentialsOutcome) {
  c.header("Cache-Control", "no-store");
  if (!outcome.ok) {
    return c.json({ error: { code: outcome.code, message: outcome.message } }, outcome.status as 400);
  }
  for (const cookie of outcome.cookies) c.header("Set-Cookie", cookie, { append: true });
  return c.json({ message: outcome.message });
}
