import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { subscribers, subscriberTokens } from "../../../db/schema";
import { createTtlCachePerDatabase } from "~/lib/ttl-cache";
import { subscriptionMail, type SubscriptionMail } from "./subscription-mail";
import type { SubscribeSource, SubscribeTag, ZodiacSignSlug } from "./validation";

/** The version of the consent wording the forms show; stored with every consent. */
export const CONSENT_TEXT_VERSION = "2026-11-23";
/** Confirmation links work once, for 3 days: long enough for a weekend away from the inbox. */
export const CONFIRM_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** Sign-content spec section 9: shown when the count cannot be read. */
export const SUBSCRIBER_COUNT_FALLBACK = 34281;
export const SUBSCRIBER_COUNT_CACHE_MS = 60 * 60 * 1000;
export const VERIFY_PATH = "/verify";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/unsubscribe";

export type NewSubscription = {
  email: string;
  name?: string;
  zodiacSign?: ZodiacSignSlug | null;
  tags: SubscribeTag[];
  source: SubscribeSource;
};

export type SubscriptionOutcome = {
  subscriber: { id: string; email: string; sign: string | null };
  /** Set when a confirmation mail was queued; for the log when SMTP is off, never for HTTP. */
  confirmUrl?: string;
};

/**
 * How a confirmation mail leaves: the caller hands in the mail outbox (a feature never imports
 * another feature), and the site's address for the links.
 */
export type MailingOptions = {
  siteUrl: string;
  queueMail: (mail: SubscriptionMail) => Promise<unknown>;
  now?: Date;
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;
const countCache = createTtlCachePerDatabase<number>({ ttlMs: SUBSCRIBER_COUNT_CACHE_MS, maxEntries: 1 });

/** Forgets the cached verified count so the next read sees a change made here at once. */
export function clearSubscriberCountCache(db: Database): void {
  countCache(db).delete("verified");
}

/**
 * Adds an address to the list, or updates it: tags are merged, the sign and name replaced when
 * given, an unsubscribed address comes back (and must confirm again: someone else may have typed
 * it). One statement, so two concurrent subscriptions of one address cannot duplicate it.
 * The outcome is the same shape whether or not the address was known, so callers cannot leak it.
 */
export async function subscribe(
  db: Database,
  input: NewSubscription,
  mailing: MailingOptions,
): Promise<SubscriptionOutcome> {
  const now = mailing.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const [row] = await db
    .insert(subscribers)
    .values({
      id: randomUUID(),
      email,
      name: input.name?.trim() ?? "",
      zodiacSign: input.zodiacSign ?? null,
      tags: [...new Set(input.tags)],
      source: input.source,
      consentAt: now,
      consentTextVersion: CONSENT_TEXT_VERSION,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        tags: sql`array(select distinct unnest(${subscribers.tags} || excluded.tags) order by 1)`,
        zodiacSign: sql`coalesce(excluded.zodiac_sign, ${subscribers.zodiacSign})`,
        name: sql`case when excluded.name <> '' then excluded.name else ${subscribers.name} end`,
        isVerified: sql`case when ${subscribers.unsubscribedAt} is null then ${subscribers.isVerified} else false end`,
        verifiedAt: sql`case when ${subscribers.unsubscribedAt} is null then ${subscribers.verifiedAt} else null end`,
        unsubscribedAt: sql`null`,
        consentAt: sql`excluded.consent_at`,
        consentTextVersion: sql`excluded.consent_text_version`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: subscribers.id, email: subscribers.email, sign: subscribers.zodiacSign, name: subscribers.name, isVerified: subscribers.isVerified });
  // The count is untouched: a new or returning address is unverified until it confirms.
  const subscriber = row!;
  const outcome: SubscriptionOutcome = { subscriber: { id: subscriber.id, email: subscriber.email, sign: subscriber.sign } };
  if (!subscriber.isVerified) outcome.confirmUrl = await sendConfirmation(db, subscriber, mailing, now);
  return outcome;
}

/** Queues a confirmation mail with a fresh single-use link and a lasting unsubscribe link. */
async function sendConfirmation(db: Database, subscriber: { id: string; email: string; name: string }, mailing: MailingOptions, now: Date) {
  const { siteUrl } = mailing;
  const confirmToken = randomBytes(32).toString("base64url");
  const unsubscribeToken = randomBytes(32).toString("base64url");
  await db.insert(subscriberTokens).values([
    { tokenHash: hashToken(confirmToken), subscriberId: subscriber.id, purpose: "confirm", expiresAt: new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS), createdAt: now },
    { tokenHash: hashToken(unsubscribeToken), subscriberId: subscriber.id, purpose: "unsubscribe", expiresAt: null, createdAt: now },
  ]);
  const link = (path: string, token: string) => {
    const url = new URL(path, siteUrl);
    url.searchParams.set("token", token);
    return url.toString();
  };
  const confirmUrl = link(VERIFY_PATH, confirmToken);
  await mailing.queueMail(
    subscriptionMail(subscriber.email, subscriber.name, {
      confirmUrl,
      oneClickUrl: link(ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribeToken),
      unsubscribePageUrl: link(UNSUBSCRIBE_PATH, unsubscribeToken),
      mailto: `mailto:unsubscribe@${new URL(siteUrl).hostname}?subject=unsubscribe`,
    }),
  );
  return confirmUrl;
}

/** Spends a confirmation link. Unknown, expired or used links answer "invalid" and change nothing. */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<"confirmed" | "invalid"> {
  if (!TOKEN_SHAPE.test(token)) return "invalid";
  const result = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(subscriberTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(subscriberTokens.tokenHash, hashToken(token)),
          eq(subscriberTokens.purpose, "confirm"),
          isNull(subscriberTokens.usedAt),
          gt(subscriberTokens.expiresAt, now),
        ),
      )
      .returning({ subscriberId: subscriberTokens.subscriberId });
    if (!spent) return "invalid" as const;
    await tx
      .update(subscribers)
      // An address unsubscribed since the mail stays off the list: an old link must not bring it back.
      .set({ isVerified: true, verifiedAt: now, updatedAt: now })
      .where(eq(subscribers.id, spent.subscriberId));
    return "confirmed" as const;
  });
  if (result === "confirmed") clearSubscriberCountCache(db);
  return result;
}

/**
 * Sends a fresh confirmation link to an address that is on the list and not yet confirmed.
 * Answers the link for the log (or nothing); callers answer the same either way.
 */
export async function requestNewConfirmation(db: Database, email: string, mailing: MailingOptions) {
  const [subscriber] = await db
    .select({ id: subscribers.id, email: subscribers.email, name: subscribers.name })
    .from(subscribers)
    .where(and(eq(subscribers.email, email.trim().toLowerCase()), eq(subscribers.isVerified, false), isNull(subscribers.unsubscribedAt)));
  if (!subscriber) return undefined;
  return sendConfirmation(db, subscriber, mailing, mailing.now ?? new Date());
}

/** Takes an address off the list by its lasting unsubscribe link; repeating it is harmless. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<"unsubscribed" | "invalid"> {
  if (!TOKEN_SHAPE.test(token)) return "invalid";
  const [link] = await db
    .select({ subscriberId: subscriberTokens.subscriberId })
    .from(subscriberTokens)
    .where(and(eq(subscriberTokens.tokenHash, hashToken(token)), eq(subscriberTokens.purpose, "unsubscribe")));
  if (!link) return "invalid";
  await unsubscribeById(db, link.subscriberId, now);
  return "unsubscribed";
}

/** Used by the link above and by the admin; keeps the first unsubscribe date. */
export async function unsubscribeById(db: Database, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id });
  clearSubscriberCountCache(db);
  return rows.length > 0;
}

/** Verified, not unsubscribed addresses; cached an hour, the spec's fallback when unreadable. */
export async function countVerified(db: Database, now = Date.now()): Promise<number> {
  const cache = countCache(db);
  const cached = cache.get("verified", now);
  if (cached !== undefined) return cached;
  try {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(subscribers)
      .where(and(eq(subscribers.isVerified, true), isNull(subscribers.unsubscribedAt)));
    const count = Number(row?.count ?? 0);
    cache.set("verified", count, now);
    return count;
  } catch {
    // Not cached: the next request tries the database again.
    return SUBSCRIBER_COUNT_FALLBACK;
  }
}

export type SubscriberProfile = {
  id: string;
  email: string;
  name: string;
  zodiac_sign: string | null;
  is_verified: boolean;
  created_at: string;
};

/** The session subscriber in the spec's shape; none once unsubscribed or removed. */
export async function findSubscriberProfile(db: Database, id: string): Promise<SubscriberProfile | undefined> {
  const [row] = await db.select().from(subscribers).where(and(eq(subscribers.id, id), isNull(subscribers.unsubscribedAt)));
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    zodiac_sign: row.zodiacSign,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  };
}
