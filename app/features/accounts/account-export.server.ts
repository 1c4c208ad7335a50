import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { account, emailConfirmations, session, user, userRoles } from "#db/schema/index.ts";

/**
 * What the accounts' tables hold about one account, for the reader's own copy of their data
 * ([privacy.export]). Only facts about the account leave: a column that could sign someone in or
 * confirm an address (password hashes, session and provider tokens, the hashes of confirmation
 * links) is never read here, so no change elsewhere can let one slip into an export.
 *
 * better-auth's `verification` table is not read: it holds one-time values keyed by the value
 * itself, secrets that stop working within a day and say nothing about the reader.
 */
export type AccountExport = {
  account: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    emailVerified: boolean;
    isAdmin: boolean;
    roles: Array<{ role: string; grantedAt: string }>;
    createdAt: string;
    updatedAt: string;
  };
  /** Where the account is signed in, as stored: when, until when, from which address and browser. */
  sessions: Array<{ createdAt: string; updatedAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }>;
  /** How the account signs in (`credential` is an email and password). */
  signInMethods: Array<{ providerId: string; createdAt: string; updatedAt: string }>;
  /** The confirmation links mailed to the account: when each was sent, expired and was used. */
  confirmationLinks: Array<{ createdAt: string; expiresAt: string; usedAt: string | null }>;
};

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The account `userId`'s own rows; undefined when no such account exists. */
export async function accountForExport(db: Database, userId: string): Promise<AccountExport | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return undefined;

  const [roles, sessions, methods, links] = await Promise.all([
    db
      .select({ role: userRoles.role, grantedAt: userRoles.grantedAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.role)),
    db
      .select({
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),
    db
      .select({ createdAt: emailConfirmations.createdAt, expiresAt: emailConfirmations.expiresAt, usedAt: emailConfirmations.usedAt })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, userId))
      .orderBy(asc(emailConfirmations.createdAt)),
  ]);

  return {
    account: {
      id: row.id,
      email: row.email,
      name: row.name,
      image: row.image,
      emailVerified: row.emailVerified,
      isAdmin: roles.some(({ role }) => role === "admin"),
      roles: roles.map(({ role, grantedAt }) => ({ role, grantedAt: iso(grantedAt) })),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    },
    sessions: sessions.map((entry) => ({
      createdAt: iso(entry.createdAt),
      updatedAt: iso(entry.updatedAt),
      expiresAt: iso(entry.expiresAt),
      ipAddress: entry.ipAddress,
      userAgent: entry.userAgent,
    })),
    signInMethods: methods.map((entry) => ({
      providerId: entry.providerId,
      createdAt: iso(entry.createdAt),
      updatedAt: iso(entry.updatedAt),
    })),
    confirmationLinks: links.map((entry) => ({
      createdAt: iso(entry.createdAt),
      expiresAt: iso(entry.expiresAt),
      usedAt: isoOrNull(entry.usedAt),
    })),
  };
}
