import type { Database } from "#db/client.ts";
import { done, refused, type CommandResult } from "#app/lib/command.ts";
import { findUserById, grantAdmin, revokeAdmin, revokeSessions } from "./users.server";

// The admin's writes to accounts ([admin.users]): the admin role given and taken, and every
// session of an account ended. One command each; an id that names no account is refused as gone.

const GONE = "That account no longer exists.";

export async function grantAdminRole(db: Database, userId: string): Promise<CommandResult> {
  const account = await findUserById(db, userId);
  if (!account) return refused("not_found", GONE);
  await grantAdmin(db, account.id);
  return done(`${account.email} is now an admin.`);
}

/** Takes the admin role away, unless it is the last admin's. */
export async function revokeAdminRole(db: Database, userId: string): Promise<CommandResult> {
  const account = await findUserById(db, userId);
  if (!account) return refused("not_found", GONE);
  if ((await revokeAdmin(db, account.id)) === "last_admin") return refused("conflict", "The last admin cannot be removed.");
  return done(`${account.email} is no longer an admin.`);
}

/** Signs an account out everywhere. */
export async function signOutEverywhere(db: Database, userId: string): Promise<CommandResult> {
  const account = await findUserById(db, userId);
  if (!account) return refused("not_found", GONE);
  const ended = await revokeSessions(db, account.id);
  return done(`${account.email} was signed out of ${ended} ${ended === 1 ? "session" : "sessions"}.`);
}
