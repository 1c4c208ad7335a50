import { betterAuth } from "better-auth";
import type { Logger } from "pino";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "#db/client.ts";
import { account, session, user, verification } from "#db/schema/index.ts";
import type { Mailer } from "#app/lib/mail.ts";
import { confirmationMail } from "./confirmation-mail";
import { createConfirmationLink } from "./confirmations.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy";
import { hashPasswordOrTakeAhead, verifyPassword } from "./passwords.server";

/** Sessions last a week and are extended at most once a day while in use. */
const SESSION_LIFETIME_S = 7 * 24 * 60 * 60;
const SESSION_REFRESH_AFTER_S = 24 * 60 * 60;

type AuthDependencies = {
  db: Database;
  siteUrl: string;
  secret: string;
  /** Header the proxy sets with the client address, when the operator trusts one. */
  trustedProxyHeader: string | undefined;
  /** Sends the account confirmation mails. */
  mailer: Mailer;
  /** better-auth's own notices join the server log; without it they are dropped. */
  logger?: Logger;
};

/** better-auth on our database: email and password, database sessions, confirmed emails only. */
export function createAuth({ db, siteUrl, secret, trustedProxyHeader, mailer, logger }: AuthDependencies) {
  return betterAuth({
    appName: "Cosmic Daily",
    baseURL: siteUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [new URL(siteUrl).origin],
    // With transactions on, better-auth writes a sign-up's user and its password credential in one
    // transaction: a process killed between them leaves neither ([auth.sign-up-atomic]).
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification }, transaction: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      // The credentials service hashes before the sign-up transaction opens (withPasswordHashedAhead).
      password: { hash: hashPasswordOrTakeAhead, verify: verifyPassword },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      // better-auth's own links are signed tokens that stay valid until they expire; ours are
      // stored, single-use and confirmed by a button press (see confirmations.server.ts).
      sendVerificationEmail: async ({ user: recipient }) => {
        const link = await createConfirmationLink(db, siteUrl, recipient.id);
        await mailer.send(confirmationMail(recipient.email, link), { link, requested: true });
      },
    },
    session: { expiresIn: SESSION_LIFETIME_S, updateAge: SESSION_REFRESH_AFTER_S },
    advanced: {
      useSecureCookies: siteUrl.startsWith("https:"),
      ipAddress: { ipAddressHeaders: trustedProxyHeader ? [trustedProxyHeader] : [] },
    },
    // Our own limits run in front of the sign-in and sign-up routes (server/http/api/auth.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Only the message: better-auth's extra arguments may carry request data we never log.
    logger: logger ? { level: "warn", log: (level, message) => logNotice(logger, level, message) } : { disabled: true },
    // better-auth would print every refused request (a 415, a 403…) in colour through a console
    // logger of its own: each becomes one debug line here, and its own failures an error line.
    onAPIError: { onError: (error) => logger && logApiError(logger, error) },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const SOURCE = { source: "better-auth" };

/**
 * better-auth's notice of an address it refused ("Invalid callbackURL: <the value sent>") tells of
 * a client's fault and quotes the client's input: it is kept at debug level without the value
 * ([logs.client-faults]). Its other notices keep their level.
 */
function logNotice(logger: Logger, level: "debug" | "info" | "success" | "warn" | "error", message: string): void {
  const refused = /^(Invalid [\w ]+):/.exec(message);
  if (refused) logger.debug(SOURCE, refused[1]);
  else logger[level === "success" ? "info" : level](SOURCE, message);
}

/**
 * A request better-auth refused (its APIError with a 4xx) is one debug line with the status and
 * code ([logs.client-faults]); its own failure (a 5xx APIError) is logged with its cause and stack
 * ([logs.server-faults]). Any other error is printed once by better-auth's router, with its stack.
 */
function logApiError(logger: Logger, error: unknown): void {
  const status = error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
  if (typeof status !== "number") return;
  if (status < 500) {
    const code = (error as { body?: { code?: unknown } }).body?.code;
    logger.debug({ ...SOURCE, status, ...(typeof code === "string" ? { code } : {}) }, "account request refused");
  } else logger.error({ ...SOURCE, err: error }, "account service failed");
}

export type SessionUser = { id: string; email: string; name: string };

// better-auth's session cookie: "better-auth.session_token", "__Secure-" prefixed on https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The signed-in user of a request, or null. Never throws: a broken session reads as signed out. */
export async function getSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  // Asking better-auth costs a few milliseconds; most readers carry no session cookie at all
  // (at most the rating visitor id), and they are answered without asking.
  if (!SESSION_COOKIE.test(headers.get("cookie") ?? "")) return null;
  try {
    const found = await auth.api.getSession({ headers });
    return found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
  } catch {
    return null;
  }
}
