import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { subscribers, subscriberUnlocks } from "#db/schema/index.ts";

/**
 * Unlocks ([session.unlocks-when-confirmed]): a subscriber session unlocks gated text only once
 * the owner of its address has spent the link mailed for it. Typing an address proves nothing,
 * so a session waits on its own link: a confirmed address does not unlock a session that someone
 * else opened by typing it, and whether a session unlocks never tells its holder anything the
 * owner did not do from their own mailbox.
 */

/** An unlock's link works as long as a confirmation link: 3 days. */
export const UNLOCK_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** A confirmed unlock outlives the last session it can have issued, 30 days ([session.token]). */
const CONFIRMED_UNLOCK_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export const hashLink = (token: string) => createHash("sha256").update(token).digest("hex");

/** Any query runner: the database or a transaction. */
type Runner = Pick<Database, "insert" | "select" | "update" | "delete">;

/**
 * Records a pending unlock waiting for the link whose hash is given, and forgets the address's
 * unlocks that can no longer unlock anything (a link past its 3 days, a session past its 30), so
 * the rows of an address stay bounded by the subscribe limits.
 */
export async function recordPendingUnlock(db: Runner, subscriberId: string, linkHash: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .delete(subscriberUnlocks)
    .where(
      and(
        eq(subscriberUnlocks.subscriberId, subscriberId),
        or(
          and(isNull(subscriberUnlocks.confirmedAt), lt(subscriberUnlocks.createdAt, new Date(now.getTime() - UNLOCK_LINK_LIFETIME_MS))),
          lt(subscriberUnlocks.confirmedAt, new Date(now.getTime() - CONFIRMED_UNLOCK_KEPT_MS)),
        ),
      ),
    );
  await db.insert(subscriberUnlocks).values({ id, subscriberId, linkHash, createdAt: now });
  return id;
}

export type GrantedUnlock = {
  id: string;
  email: string;
  /** Whether a session was waiting for this link (it unlocks on its next check), beside the browser that spent it. */
  waiting: boolean;
};

/**
 * Inside the transaction that spends a confirmation link: confirms the unlock waiting for that
 * link, or, for a link that has none (a link asked for again on /verify), grants one to the
 * browser that spent it, which has just shown it reads the address's mail.
 */
export async function confirmUnlockOfLink(
  tx: Runner,
  linkHash: string,
  subscriber: { id: string; email: string },
  now: Date,
): Promise<GrantedUnlock> {
  const [waiting] = await tx
    .update(subscriberUnlocks)
    .set({ confirmedAt: now })
    .where(and(eq(subscriberUnlocks.linkHash, linkHash), isNull(subscriberUnlocks.confirmedAt)))
    .returning({ id: subscriberUnlocks.id });
  if (waiting) return { id: waiting.id, email: subscriber.email, waiting: true };
  const id = randomUUID();
  await tx.insert(subscriberUnlocks).values({ id, subscriberId: subscriber.id, linkHash: null, createdAt: now, confirmedAt: now });
  return { id, email: subscriber.email, waiting: false };
}

/**
 * Spends an unlock link mailed to an address already confirmed (the unlock form's,
 * [newsletter.same-answer]): once, within its 3 days, while the address is on the list.
 * Answers the granted unlock, or null and changes nothing.
 */
export async function spendUnlockLink(db: Database, token: string, now: Date): Promise<GrantedUnlock | null> {
  const [found] = await db
    .select({ id: subscriberUnlocks.id, email: subscribers.email })
    .from(subscriberUnlocks)
    .innerJoin(subscribers, eq(subscribers.id, subscriberUnlocks.subscriberId))
    .where(
      and(
        eq(subscriberUnlocks.linkHash, hashLink(token)),
        isNull(subscriberUnlocks.confirmedAt),
        gt(subscriberUnlocks.createdAt, new Date(now.getTime() - UNLOCK_LINK_LIFETIME_MS)),
        eq(subscribers.isVerified, true),
        isNull(subscribers.unsubscribedAt),
      ),
    );
  if (!found) return null;
  // The update decides between two presses of one link: only one of them confirms.
  const [spent] = await db
    .update(subscriberUnlocks)
    .set({ confirmedAt: now })
    .where(and(eq(subscriberUnlocks.id, found.id), isNull(subscriberUnlocks.confirmedAt)))
    .returning({ id: subscriberUnlocks.id });
  return spent ? { id: spent.id, email: found.email, waiting: true } : null;
}

/** Whether an unlock is confirmed and its address still on the list: one lookup by primary keys. */
export async function isUnlockConfirmed(db: Database, unlockId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriberUnlocks.id })
    .from(subscriberUnlocks)
    .innerJoin(subscribers, eq(subscribers.id, subscriberUnlocks.subscriberId))
    .where(and(eq(subscriberUnlocks.id, unlockId), isNotNull(subscriberUnlocks.confirmedAt), isNull(subscribers.unsubscribedAt)))
    .limit(1);
  return row !== undefined;
}
