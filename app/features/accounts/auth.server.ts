import { betterAuth } from "better-auth";
import type { Logger } from "pino";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "#db/client.ts";
import { account, session, user, verification } from "#db/schema/index.ts";
import type { Mailer } from "#app/lib/mail.ts";
import { confirmationMail } from "./confirmation-mail";
import { createConfirmationLink } from "./confirmations.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy";
import { hashPassword, verifyPassword } from "./passwords.server";

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
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
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
    logger: logger ? { level: "warn", log: (level, message) => logger[level]({ source: "better-auth" }, message) } : { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;

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
