import type { Database } from "#db/client.ts";
import { done, refused, type CommandResult } from "#app/lib/command.ts";
import { deleteUser, findUserById } from "./users.server";

/** The words of "Delete my account" ([privacy.account-deletion]). */
export const ACCOUNT_DELETION_MESSAGES = {
  confirm: "Type your account's email address to confirm.",
  lastAdmin: "The site's only admin cannot delete their account: make another account admin first.",
  deleted: "Your account and its charts are deleted.",
  gone: "This account no longer exists.",
} as const;

/**
 * A reader deletes their own account, with everything kept under it, once they have typed its
 * address (whatever its case): a slip of the finger on one button must not erase years of charts.
 */
export async function deleteOwnAccount(db: Database, userId: string, typedEmail: string): Promise<CommandResult> {
  const account = await findUserById(db, userId);
  if (!account) return refused("not_found", ACCOUNT_DELETION_MESSAGES.gone);
  if (typedEmail.trim().toLowerCase() !== account.email.toLowerCase())
    return refused("invalid", ACCOUNT_DELETION_MESSAGES.confirm, { email: ACCOUNT_DELETION_MESSAGES.confirm });
  const outcome = await deleteUser(db, userId);
  if (outcome === "last_admin") return refused("conflict", ACCOUNT_DELETION_MESSAGES.lastAdmin);
  if (outcome === "not_found") return refused("not_found", ACCOUNT_DELETION_MESSAGES.gone);
  return done(ACCOUNT_DELETION_MESSAGES.deleted);
}
