import { Hono, type Context } from "hono";
import { z } from "zod";
import { signInWithPassword, signUpWithPassword, type CredentialsOutcome } from "#app/features/accounts/credentials.server.ts";
import type { Database } from "#db/client.ts";
import type { AttemptLimits } from "#app/features/accounts/attempt-limits.server.ts";
import type { Auth } from "#app/features/accounts/auth.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readJsonBody } from "./request-body";

// Missing fields read as empty, so the service answers with the form's own words ([auth.sign-in-validation]).
const signInBody = z.object({
  email: z.string().max(320).optional().default(""),
  password: z.string().max(1024).optional().default(""),
});
const signUpBody = signInBody.extend({ name: z.string().max(200).optional().default("") });

/**
 * The account API under /api/auth ([auth.api]). Email sign-in and sign-up go through the same
 * service as the /auth form (limits, validation, the product's messages: [auth.messages]); of
 * better-auth's own endpoints only signing out and reading the session are exposed. Everything
 * else it offers (resending confirmation mails, changing a user, its own verification links) would
 * bypass the site's limits and rules, so it answers 404.
 */
export function authApi({ auth, db, attemptLimits: limits }: { auth: Auth; db: Database; attemptLimits: AttemptLimits }) {
  const api = new Hono<AppBindings>();
  api.post("/sign-in/email", async (c) => {
    const body = await readJsonBody(c, signInBody);
    return answer(c, await signInWithPassword(auth, limits, body, requestOf(c)));
  });
  api.post("/sign-up/email", async (c) => {
    const body = await readJsonBody(c, signUpBody);
    return answer(c, await signUpWithPassword(auth, db, limits, body, requestOf(c)));
  });
  api.post("/sign-out", (c) => auth.handler(c.req.raw));
  api.get("/get-session", async (c) => withoutSessionToken(await auth.handler(c.req.raw)));
  // Accounts are confirmed through our single-use links at /auth/confirm only.
  api.get("/verify-email", (c) =>
    c.json({ error: { code: "not_found", message: "Confirm your account with the link in your email." } }, 404),
  );
  api.all("*", (c) => c.json({ error: { code: "not_found", message: `No API endpoint at ${c.req.method} ${c.req.path}.` } }, 404));
  return api;
}

/**
 * better-auth's session answer carries the session's own token, the secret the cookie holds: a
 * script that can read the answer could replay it from anywhere. The cookie is the session's only
 * carrier, so the token is taken out of the JSON ([auth.api]).
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.includes("application/json")) return response;
  const body = (await response.json()) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
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
