import type { Database } from "#db/client.ts";
import type { Auth } from "#app/features/accounts/auth.server.ts";
import { MAX_PASSWORD_LENGTH } from "#app/features/accounts/password-policy.ts";
import { hashPassword } from "#app/features/accounts/passwords.server.ts";
import { hasRole } from "#app/features/accounts/roles.server.ts";
import { grantAdmin } from "#app/features/accounts/users.server.ts";
import { firstError, normalizeEmail, validateEmail, validateSignUpForm } from "#app/features/accounts/validation.ts";
import { AppError } from "#app/lib/errors.ts";

// better-auth refuses longer passwords at sign-in, so an account made with one could never sign in.
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;

export type PasswordEntry = { password: string; confirmation: string };

type AdminResult = { outcome: "created" | "promoted" | "already_admin"; email: string };

/** The one line the operator reads; it never holds the password. */
export function describeAdminResult({ outcome, email }: AdminResult): string {
  if (outcome === "created") return `Created admin ${email}.`;
  const unchanged = "Its email is confirmed; its password was not changed.";
  return outcome === "promoted" ? `${email} is now an admin. ${unchanged}` : `${email} was already an admin. ${unchanged}`;
}

/** Trims and lower-cases the address, or throws the sign-up form's message for a bad one ([admin.operator-command]). */
export function parseAdminEmail(raw: string): string {
  const invalid = validateEmail(raw);
  if (invalid) throw new AppError({ code: "validation_failed", status: 400, message: invalid });
  return normalizeEmail(raw);
}

/**
 * Makes `email` an admin with a confirmed address: the operator vouches for it, so no mail is
 * involved. A new account gets the password `choosePassword` answers, checked by the sign-up
 * form's rules; an existing account keeps its password and `choosePassword` is never called.
 */
export async function createOrPromoteAdmin(
  db: Database,
  auth: Auth,
  { email: rawEmail, choosePassword }: { email: string; choosePassword: () => Promise<PasswordEntry> },
): Promise<AdminResult> {
  const email = parseAdminEmail(rawEmail);
  const accounts = (await auth.$context).internalAdapter;

  const existing = await accounts.findUserByEmail(email);
  if (existing) {
    const { user } = existing;
    const wasAdmin = await hasRole(db, user.id, "admin");
    if (!user.emailVerified) await accounts.updateUser(user.id, { emailVerified: true });
    if (!wasAdmin) await grantAdmin(db, user.id);
    return { outcome: wasAdmin ? "already_admin" : "promoted", email };
  }

  const { password, confirmation } = await choosePassword();
  const invalid =
    firstError(validateSignUpForm({ email, password, confirmPassword: confirmation })) ??
    (password.length > MAX_PASSWORD_LENGTH ? PASSWORD_TOO_LONG : undefined);
  if (invalid) throw new AppError({ code: "validation_failed", status: 400, message: invalid });

  // Hashing takes a moment on the thread pool: it happens before any write, in no transaction.
  const hash = await hashPassword(password);
  const created = await accounts.createUser({ email, name: "", emailVerified: true }, { method: "admin" });
  try {
    // The same credential account better-auth's own sign-up links, so its sign-in finds it.
    await accounts.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
  } catch (error) {
    // A user without a password could never sign in, and a rerun would only promote it.
    await accounts.deleteUser(created.id).catch(() => {});
    throw error;
  }
  // On an empty database the first-admin trigger has granted it already; this covers the rest.
  await grantAdmin(db, created.id);
  return { outcome: "created", email };
}
