import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { user } from "#db/schema/index.ts";
import type { AttemptLimits } from "./attempt-limits.server";
import { getSessionUser, type Auth } from "./auth.server";
import { AUTH_MESSAGES } from "./messages";
import { withPasswordHashedAhead } from "./passwords.server";
import { removeUnfinishedSignUp, revokeSessions } from "./users.server";
import { firstError, normalizeEmail, validateSignIn, validateSignUp, type FieldErrors } from "./validation";

/**
 * Sign-in and sign-up as the product speaks them: our validation and messages ([auth.messages])
 * around better-auth. The /auth form and the JSON API both come here, so they cannot drift apart.
 */
export type CredentialsOutcome =
  | { ok: true; message: string; cookies: string[] }
  | { ok: false; status: number; code: string; message: string; fieldErrors?: FieldErrors };

type Request = { headers: Headers; clientIp: string; logger: Logger };

export function signInWithPassword(
  auth: Auth,
  limits: AttemptLimits,
  input: { email: string; password: string },
  request: Request,
): Promise<CredentialsOutcome> {
  return withUnexpectedFailure(request.logger, () => attemptSignIn(auth, limits, input, request));
}

export function signUpWithPassword(
  auth: Auth,
  db: Database,
  limits: AttemptLimits,
  input: { name: string; email: string; password: string },
  request: Request,
): Promise<CredentialsOutcome> {
  return withUnexpectedFailure(request.logger, () => attemptSignUp(auth, db, limits, input, request));
}

async function attemptSignIn(
  auth: Auth,
  limits: AttemptLimits,
  input: { email: string; password: string },
  request: Request,
): Promise<CredentialsOutcome> {
  const admitted = await admit(validateSignIn(input), input.email, limits, request);
  if (!admitted.ok) return admitted;
  const { email } = admitted;

  // Every sign-in starts clean ([auth.sign-out-before-sign-in]): whatever session this browser
  // held ends here, so no earlier account lingers beside the new one.
  await endSession(auth, request.headers);
  const response = await auth.api.signInEmail({
    body: { email, password: input.password },
    headers: withoutCookies(request.headers),
    asResponse: true,
  });
  if (response.ok) return { ok: true, message: AUTH_MESSAGES.signedIn, cookies: response.headers.getSetCookie() };
  const failure = await readFailure(response);
  if (failure.code === "INVALID_EMAIL_OR_PASSWORD") return refused(401, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);
  if (failure.code === "EMAIL_NOT_VERIFIED") return refused(403, "email_not_confirmed", AUTH_MESSAGES.emailNotConfirmed);
  return refused(response.status >= 500 ? 503 : 400, "sign_in_failed", shownMessage(response, failure) ?? AUTH_MESSAGES.signInFailed);
}

async function attemptSignUp(
  auth: Auth,
  db: Database,
  limits: AttemptLimits,
  input: { name: string; email: string; password: string },
  request: Request,
): Promise<CredentialsOutcome> {
  const admitted = await admit(validateSignUp(input), input.email, limits, request);
  if (!admitted.ok) return admitted;
  const { email } = admitted;

  // better-auth answers a duplicate like a success (to hide who has an account); we tell the
  // person to sign in instead ([auth.messages]), so the check comes first. The per-address limit
  // keeps that answer from being a cheap way to list accounts.
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing && !(await removeUnfinishedSignUp(db, email))) return refused(409, "already_registered", AUTH_MESSAGES.alreadyRegistered);

  // better-auth writes the user and its credential in one transaction ([auth.sign-up-atomic]) and
  // hashes inside it; the hash is made here first, so the transaction never waits on it.
  const response = await withPasswordHashedAhead(input.password, () =>
    auth.api.signUpEmail({
      body: { name: input.name.trim(), email, password: input.password },
      headers: withoutCookies(request.headers),
      asResponse: true,
    }),
  );
  if (response.ok) return { ok: true, message: AUTH_MESSAGES.accountCreated, cookies: [] };
  const failure = await readFailure(response);
  if (failure.code?.startsWith("USER_ALREADY_EXISTS")) return refused(409, "already_registered", AUTH_MESSAGES.alreadyRegistered);
  if (failure.code === "PASSWORD_TOO_SHORT") return refused(400, "validation_failed", AUTH_MESSAGES.passwordTooShort);
  if (failure.code === "INVALID_EMAIL") return refused(400, "validation_failed", AUTH_MESSAGES.invalidEmail);
  return refused(response.status >= 500 ? 503 : 400, "sign_up_failed", shownMessage(response, failure) ?? AUTH_MESSAGES.signUpFailed);
}

/**
 * The header's Sign Out ([shell.account-links]): ends every session of the signed-in account, on
 * every device, then clears this browser's cookie. Answers the cookies that clear it; never throws.
 */
export async function endEverySession(auth: Auth, db: Database, headers: Headers): Promise<string[]> {
  if (!headers.get("cookie")) return [];
  const account = await getSessionUser(auth, headers).catch(() => null);
  // The cookies are asked for while this session still stands, then every session goes.
  const cookies = await endSession(auth, headers);
  if (account) await revokeSessions(db, account.id).catch(() => 0);
  return cookies;
}

/** Ends the browser's session, if any; answers the cookies that clear it. Never throws. */
export async function endSession(auth: Auth, headers: Headers): Promise<string[]> {
  if (!headers.get("cookie")) return [];
  try {
    const response = await auth.api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch {
    return [];
  }
}

// A failure nobody foresaw (the database gone, a library throwing) is logged for the operator
// and told as 'An unexpected error occurred', never shown as a stack or a blank page.
async function withUnexpectedFailure(logger: Logger, attempt: () => Promise<CredentialsOutcome>): Promise<CredentialsOutcome> {
  try {
    return await attempt();
  } catch (error) {
    logger.error({ err: error }, "sign-in or sign-up failed unexpectedly");
    return refused(503, "unexpected", AUTH_MESSAGES.unexpected);
  }
}

// A refusal shows the backend's own message, but a server error's text can quote SQL or an
// address: only messages of refusals (4xx) are shown, server errors get the fallback words.
function shownMessage(response: Response, failure: { message?: string }): string | undefined {
  return response.status < 500 && failure.message ? failure.message : undefined;
}

/**
 * What every attempt passes first: validation (refused input does not use the
 * budget), then the per-address and per-account limits. Answers the normalised email.
 */
async function admit(
  fieldErrors: FieldErrors,
  rawEmail: string,
  limits: AttemptLimits,
  request: Request,
): Promise<{ ok: true; email: string } | Extract<CredentialsOutcome, { ok: false }>> {
  const invalid = firstError(fieldErrors);
  if (invalid) return { ok: false, status: 400, code: "validation_failed", message: invalid, fieldErrors };
  const email = normalizeEmail(rawEmail);
  if (!(await limits.allow(request.clientIp, email))) return refused(429, "rate_limited", AUTH_MESSAGES.tooManyAttempts);
  return { ok: true, email };
}

function refused(status: number, code: string, message: string): Extract<CredentialsOutcome, { ok: false }> {
  return { ok: false, status, code, message };
}

// better-auth must not see the old session cookie on sign-in: the new session replaces it.
function withoutCookies(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete("cookie");
  copy.delete("content-length");
  return copy;
}

async function readFailure(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof body.code === "string" ? body.code : undefined,
      message: typeof body.message === "string" ? body.message : undefined,
    };
  } catch {
    return {};
  }
}
