import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../../../db/client";
import { account, session, user, verification } from "../../../db/schema";
import { hashPassword, verifyPassword } from "./passwords.server";

export const MIN_PASSWORD_LENGTH = 6;
/** Sessions last a week and are extended at most once a day while in use. */
export const SESSION_LIFETIME_S = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_AFTER_S = 24 * 60 * 60;
/** Confirmation links expire after a day. */
export const CONFIRMATION_LINK_LIFETIME_S = 24 * 60 * 60;

export type AuthDependencies = {
  db: Database;
  siteUrl: string;
  secret: string;
  /** Header the proxy sets with the client address, when the operator trusts one. */
  trustedProxyHeader: string | undefined;
  /** Hands the confirmation mail to the outbox. */
  sendConfirmationMail: (to: string, url: string) => Promise<void>;
};

/** better-auth on our database: email and password, database sessions, confirmed emails only. */
export function createAuth({ db, siteUrl, secret, trustedProxyHeader, sendConfirmationMail }: AuthDependencies) {
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
      maxPasswordLength: 128,
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_LIFETIME_S,
      sendVerificationEmail: ({ user: recipient, url }) => sendConfirmationMail(recipient.email, url),
    },
    session: { expiresIn: SESSION_LIFETIME_S, updateAge: SESSION_REFRESH_AFTER_S },
    advanced: {
      useSecureCookies: siteUrl.startsWith("https:"),
      ipAddress: { ipAddressHeaders: trustedProxyHeader ? [trustedProxyHeader] : [] },
    },
    // Our own limits run in front of the sign-in and sign-up routes (server/api/auth.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export type SessionUser = { id: string; email: string; name: string };

/** The signed-in user of a request, or null. Never throws: a broken session reads as signed out. */
export async function getSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  if (!headers.get("cookie")) return null;
  try {
    const found = await auth.api.getSession({ headers });
    return found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
  } catch {
    return null;
  }
}
