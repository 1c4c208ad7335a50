import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { account, session, user, userRoles } from "#db/schema/index.ts";

/** Same key as the first-admin trigger: role changes and first sign-ups take turns. */
const ROLES_LOCK_KEY = 724508192;
const USERS_PAGE_SIZE = 20;

type UserSummary = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  isAdmin: boolean;
  activeSessions: number;
};

type UserPage = { users: UserSummary[]; total: number; page: number; pageCount: number };

type RevokeAdminResult = "revoked" | "last_admin" | "not_admin";

/** Accounts newest first, optionally filtered by a piece of the email or name. */
export async function listUsers(db: Database, { search = "", page = 1 }: { search?: string; page?: number }): Promise<UserPage> {
  const term = search.trim();
  const filter = term ? sql`(${ilike(user.email, `%${escapeLike(term)}%`)} or ${ilike(user.name, `%${escapeLike(term)}%`)})` : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(user).where(filter);
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      // Spelled out with aliases: Drizzle leaves columns unqualified in a one-table select, so
      // "user_id" = "id" inside a subquery would compare two columns of the inner table.
      isAdmin: sql<boolean>`exists (select 1 from user_roles r where r.user_id = "user".id and r.role = 'admin')`,
      activeSessions: sql<number>`(select count(*)::int from session s where s.user_id = "user".id and s.expires_at > now())`,
    })
    .from(user)
    .where(filter)
    .orderBy(desc(user.createdAt), user.id)
    .limit(USERS_PAGE_SIZE)
    .offset((current - 1) * USERS_PAGE_SIZE);
  return { users: rows.map((row) => ({ ...row, activeSessions: Number(row.activeSessions) })), total, page: current, pageCount };
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(user);
  return row?.value ?? 0;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, id)).limit(1);
  return row;
}

/** The account of an address, whatever its case: an address is one mailbox however it is typed. */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function grantAdmin(db: Database, userId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
}

/** Removes the admin role unless it is the last one; concurrent revocations take turns. */
export async function revokeAdmin(db: Database, userId: string): Promise<RevokeAdminResult> {
  return db.transaction(async (tx) => {
    const standing = await adminStanding(tx, userId);
    if (standing !== "one-of-several") return standing;
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    return "revoked";
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Whether a user holds the admin role, and if so whether they are the last one; takes the roles'
 * lock first, so every change of roles within the transaction waits for the others.
 */
async function adminStanding(tx: Transaction, userId: string): Promise<"not_admin" | "last_admin" | "one-of-several"> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLES_LOCK_KEY})`);
  const [held] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  if (!held) return "not_admin";
  const [admins] = await tx.select({ value: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return (admins?.value ?? 0) <= 1 ? "last_admin" : "one-of-several";
}

/**
 * Deletes an account and, by its foreign keys, everything kept under it (sessions, sign-in
 * methods, roles, saved charts) unless it holds the last admin role; runs in turn with the role
 * changes, so two admins deleting themselves at once cannot leave the site with none.
 */
export async function deleteUser(db: Database, userId: string): Promise<"deleted" | "last_admin" | "not_found"> {
  return db.transaction(async (tx) => {
    if ((await adminStanding(tx, userId)) === "last_admin") return "last_admin";
    const removed = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return removed.length ? "deleted" : "not_found";
  });
}

/** Signs a user out everywhere; answers how many sessions ended. */
export async function revokeSessions(db: Database, userId: string): Promise<number> {
  const ended = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return ended.length;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A sign-up writes its user and password credential in one transaction ([auth.sign-up-atomic]),
 * so a user another request can see is never one still being written. Versions before that wrote
 * them in two steps, and a process killed between them left an unconfirmed user without a
 * password that nobody could sign in as and whose address could never sign up again. Such a user
 * is removed at once so the address can sign up afresh ([auth.sign-up-repair]). Answers whether
 * one was removed.
 */
export async function removeUnfinishedSignUp(db: Database, email: string): Promise<boolean> {
  const removed = await db
    .delete(user)
    .where(
      and(
        eq(user.email, email),
        eq(user.emailVerified, false),
        sql`not exists (select 1 from ${account} where ${account.userId} = ${user.id} and ${account.providerId} = 'credential')`,
      ),
    )
    .returning({ id: user.id });
  return removed.length > 0;
}
