import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailConfirmations, user } from "#db/schema/index.ts";

/** Confirmation links work for a day, once. */
const CONFIRMATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const CONFIRMATION_PATH = "/auth/confirm";

type ConfirmationResult = "confirmed" | "invalid";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a fresh single-use link for a user; earlier unused links stay valid until they expire. */
export async function createConfirmationLink(db: Database, siteUrl: string, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(emailConfirmations).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_LIFETIME_MS),
  });
  const url = new URL(CONFIRMATION_PATH, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Spends a link: marks it used and the email confirmed, in one transaction. A link that is
 * unknown, expired or already used answers "invalid" and changes nothing.
 */
export async function confirmEmail(db: Database, token: string, now = new Date()): Promise<ConfirmationResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return "invalid";
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(
        and(eq(emailConfirmations.tokenHash, hashToken(token)), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)),
      )
      .returning({ userId: emailConfirmations.userId });
    if (!spent) return "invalid";
    await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, spent.userId));
    return "confirmed";
  });
}
