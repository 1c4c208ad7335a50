import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { subscribers, subscriberTokens } from "#db/schema/index.ts";
import { createCachePerDatabase } from "#app/lib/cache.ts";
import type { Mailer } from "#app/lib/mail.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { listToken, ONE_CLICK_UNSUBSCRIBE_PATH, PREFERENCES_PATH, readListToken, UNSUBSCRIBE_PAGE_PATH } from "./list-links.server";
import { DEFAULT_DELIVERY_TIME } from "./delivery-time";
import { subscriptionMail, unlockMail } from "./subscription-mail";
import { confirmUnlockOfLink, hashLink, recordPendingUnlock, spendUnlockLink, type GrantedUnlock } from "./unlocks.server";
import type { SignSlug } from "#app/zodiac/signs.ts";
import type { SubscribeSource, SubscribeTag } from "./validation";

/** The version of the consent wording the forms show; stored with every consent. */
const CONSENT_TEXT_VERSION = "2026-11-23";
/** Confirmation links work once, for 3 days: long enough for a weekend away from the inbox. */
export const CONFIRM_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** Shown when the count cannot be read ([newsletter.count]). */
export const SUBSCRIBER_COUNT_FALLBACK = 34281;
const SUBSCRIBER_COUNT_CACHE_MS = 60 * 60 * 1000;
const VERIFY_PATH = "/verify";

export type NewSubscription = {
  email: string;
  name?: string;
  zodiacSign?: SignSlug | null;
  tags: SubscribeTag[];
  source: SubscribeSource;
  /** The reader's IANA zone, already checked (placeTimeZone); none means the site's zone. */
  timeZone?: string | null;
  /** "06:00", already checked (deliveryTimeOf). */
  deliveryTime?: string | null;
};

/** How a confirmation mail leaves, the site's address for its links, and the secret that signs the preferences link. */
type MailingOptions = {
  siteUrl: string;
  mailer: Mailer;
  secret: string;
  now?: Date;
};

const hashToken = hashLink;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;
const countCache = createCachePerDatabase<number>({ ttlMs: SUBSCRIBER_COUNT_CACHE_MS, maxEntries: 1 });

/** When a change happens (tests pass a fixed time), and who hears that the count changed. */
type CountChangeOptions = ChangeOptions & { now?: Date };

/**
 * Forgets the cached verified count so the next read sees a change made here at once; other
 * instances forget theirs when the site's change notice reaches them (server/site/site.ts).
 */
export function clearSubscriberCountCache(db: Database): void {
  countCache(db).delete("verified");
}

/**
 * Adds a new address to the list, unconfirmed, and mails it a confirmation link. A subscription
 * of an address already on the list changes nothing that is stored (whoever typed it may not own
 * it): an address not yet confirmed, or one that left the list, gets a fresh confirmation link,
 * and confirming is what brings it back; a confirmed address gets nothing, except from the unlock
 * form, which mails it a link that unlocks the full readings ([newsletter.same-answer]).
 * Nothing about the stored record comes back to the caller, so a known address and a new one
 * cannot be told apart: the answer is the id of the session's unlock, fresh every time, which a
 * mailed link confirms ([session.unlocks-when-confirmed]) and which names nothing otherwise.
 * The insert decides between concurrent subscriptions of one address, so they never duplicate it.
 */
export async function subscribe(db: Database, input: NewSubscription, mailing: MailingOptions): Promise<{ unlockId: string }> {
  const now = mailing.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const [created] = await db
    .insert(subscribers)
    .values({
      id: randomUUID(),
      email,
      name: input.name?.trim() ?? "",
      zodiacSign: input.zodiacSign ?? null,
      tags: [...new Set(input.tags)],
      source: input.source,
      deliveryTime: input.deliveryTime ?? DEFAULT_DELIVERY_TIME,
      timeZone: input.timeZone ?? null,
      consentAt: now,
      consentTextVersion: CONSENT_TEXT_VERSION,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id, email: subscribers.email, name: subscribers.name });
  if (created) return { unlockId: await sendConfirmation(db, created, mailing, now, { unlock: true }) };
  const [known] = await db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      name: subscribers.name,
      isVerified: subscribers.isVerified,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(eq(subscribers.email, email));
  if (known && (!known.isVerified || known.unsubscribedAt !== null))
    return { unlockId: await sendConfirmation(db, known, mailing, now, { unlock: true }) };
  if (known && input.source === "unlock-modal") return { unlockId: await sendUnlockLink(db, known, mailing, now) };
  return { unlockId: randomUUID() };
}

const linkTo = (siteUrl: string, path: string, token: string, extra: Record<string, string> = {}) => {
  const url = new URL(path, siteUrl);
  url.searchParams.set("token", token);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
};

/**
 * Mails a confirmed address the unlock form's link: pressing it on /verify unlocks the session
 * waiting for it and the browser that pressed it. Its unsubscribe links are the list's signed ones.
 */
async function sendUnlockLink(db: Database, subscriber: { id: string; email: string; name: string }, mailing: MailingOptions, now: Date) {
  const { siteUrl } = mailing;
  const token = randomBytes(32).toString("base64url");
  const unlockId = await recordPendingUnlock(db, subscriber.id, hashToken(token), now);
  const unlockUrl = linkTo(siteUrl, VERIFY_PATH, token, { for: UNLOCK_LINK_MARK });
  const listLink = listToken(subscriber.id, mailing.secret);
  const mail = unlockMail(subscriber.email, subscriber.name, {
    unlockUrl,
    oneClickUrl: linkTo(siteUrl, ONE_CLICK_UNSUBSCRIBE_PATH, listLink),
    unsubscribePageUrl: linkTo(siteUrl, UNSUBSCRIBE_PAGE_PATH, listLink),
    preferencesUrl: linkTo(siteUrl, PREFERENCES_PATH, listLink),
    mailto: `mailto:unsubscribe@${new URL(siteUrl).hostname}?subject=unsubscribe`,
  });
  await mailing.mailer.send(mail, { link: unlockUrl, requested: true });
  return unlockId;
}

/**
 * Queues a confirmation mail with a fresh single-use link and a lasting unsubscribe link; with
 * `unlock`, records the subscription's pending unlock, which that link confirms, and answers its id.
 */
async function sendConfirmation(
  db: Database,
  subscriber: { id: string; email: string; name: string },
  mailing: MailingOptions,
  now: Date,
  { unlock = false }: { unlock?: boolean } = {},
): Promise<string> {
  const { siteUrl } = mailing;
  const confirmToken = randomBytes(32).toString("base64url");
  const unsubscribeToken = randomBytes(32).toString("base64url");
  await db.insert(subscriberTokens).values([
    {
      tokenHash: hashToken(confirmToken),
      subscriberId: subscriber.id,
      purpose: "confirm",
      expiresAt: new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS),
      createdAt: now,
    },
    { tokenHash: hashToken(unsubscribeToken), subscriberId: subscriber.id, purpose: "unsubscribe", expiresAt: null, createdAt: now },
  ]);
  const unlockId = unlock ? await recordPendingUnlock(db, subscriber.id, hashToken(confirmToken), now) : randomUUID();
  const link = (path: string, token: string) => linkTo(siteUrl, path, token);
  const confirmUrl = link(VERIFY_PATH, confirmToken);
  const mail = subscriptionMail(subscriber.email, subscriber.name, {
    confirmUrl,
    oneClickUrl: link(ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribeToken),
    unsubscribePageUrl: link(UNSUBSCRIBE_PAGE_PATH, unsubscribeToken),
    preferencesUrl: link(PREFERENCES_PATH, listToken(subscriber.id, mailing.secret)),
    mailto: `mailto:unsubscribe@${new URL(siteUrl).hostname}?subject=unsubscribe`,
  });
  await mailing.mailer.send(mail, { link: confirmUrl, requested: true });
  return unlockId;
}

/** What `/verify?…&for=unlock` carries: the page words its button for unlocking, not for subscribing. */
export const UNLOCK_LINK_MARK = "unlock";

/** What spending a link on /verify did, and the unlock it granted the browser that spent it. */
export type SpentLink = { outcome: "confirmed" | "unlocked"; unlock: GrantedUnlock } | { outcome: "invalid" };

/**
 * Spends a link from a mail on /verify: a confirmation link confirms the address and the unlock
 * waiting for it; the unlock form's link to a confirmed address confirms its unlock alone. Either
 * way the browser that spent it is granted that unlock ([session.unlocks-when-confirmed]).
 */
export async function spendSubscriptionLink(
  db: Database,
  token: string,
  options: CountChangeOptions & { afterConfirm?: (subscriberId: string) => Promise<void> } = {},
): Promise<SpentLink> {
  if (!TOKEN_SHAPE.test(token)) return { outcome: "invalid" };
  const confirmed = await confirmLink(db, token, options);
  if (confirmed) return { outcome: "confirmed", unlock: confirmed };
  const unlocked = await spendUnlockLink(db, token, options.now ?? new Date());
  return unlocked ? { outcome: "unlocked", unlock: unlocked } : { outcome: "invalid" };
}

/**
 * Spends a confirmation link. Unknown, expired or used links answer "invalid" and change nothing.
 * `afterConfirm` runs once the confirmation is stored (the welcome mail); the link is spent
 * whatever becomes of it, so it runs once per link.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  options: CountChangeOptions & { afterConfirm?: (subscriberId: string) => Promise<void> } = {},
): Promise<"confirmed" | "invalid"> {
  if (!TOKEN_SHAPE.test(token)) return "invalid";
  return (await confirmLink(db, token, options)) ? "confirmed" : "invalid";
}

async function confirmLink(
  db: Database,
  token: string,
  { now = new Date(), onChange, afterConfirm }: CountChangeOptions & { afterConfirm?: (subscriberId: string) => Promise<void> },
): Promise<GrantedUnlock | null> {
  const linkHash = hashToken(token);
  const result = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(subscriberTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(subscriberTokens.tokenHash, linkHash),
          eq(subscriberTokens.purpose, "confirm"),
          isNull(subscriberTokens.usedAt),
          gt(subscriberTokens.expiresAt, now),
        ),
      )
      .returning({ subscriberId: subscriberTokens.subscriberId, createdAt: subscriberTokens.createdAt });
    if (!spent) return null;
    const [subscriber] = await tx
      .update(subscribers)
      .set({
        isVerified: true,
        verifiedAt: now,
        updatedAt: now,
        // A link asked for after leaving the list brings the address back; an older link does not.
        unsubscribedAt: sql`case when ${subscribers.unsubscribedAt} < ${spent.createdAt.toISOString()}::timestamptz then null else ${subscribers.unsubscribedAt} end`,
      })
      .where(eq(subscribers.id, spent.subscriberId))
      .returning({ id: subscribers.id, email: subscribers.email });
    if (!subscriber) return null;
    return { subscriberId: subscriber.id, unlock: await confirmUnlockOfLink(tx, linkHash, subscriber, now) };
  });
  if (!result) return null;
  clearSubscriberCountCache(db);
  onChange?.();
  await afterConfirm?.(result.subscriberId);
  return result.unlock;
}

/**
 * Sends a fresh confirmation link to an address that is on the list and not yet confirmed, and
 * does nothing for any other address: callers answer the same either way.
 */
export async function requestNewConfirmation(db: Database, email: string, mailing: MailingOptions): Promise<void> {
  const [subscriber] = await db
    .select({ id: subscribers.id, email: subscribers.email, name: subscribers.name })
    .from(subscribers)
    .where(and(eq(subscribers.email, email.trim().toLowerCase()), eq(subscribers.isVerified, false), isNull(subscribers.unsubscribedAt)));
  if (!subscriber) return;
  await sendConfirmation(db, subscriber, mailing, mailing.now ?? new Date());
}

/**
 * Takes an address off the list by a lasting unsubscribe link: the one in its confirmation mail,
 * or the signed link every edition carries (which needs the site's secret). Repeating it is harmless.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  options: CountChangeOptions & { secret?: string } = {},
): Promise<"unsubscribed" | "invalid"> {
  const listed = options.secret ? readListToken(token, options.secret) : null;
  if (listed) return (await unsubscribeById(db, listed, options)) ? "unsubscribed" : "invalid";
  if (!TOKEN_SHAPE.test(token)) return "invalid";
  const [link] = await db
    .select({ subscriberId: subscriberTokens.subscriberId })
    .from(subscriberTokens)
    .where(and(eq(subscriberTokens.tokenHash, hashToken(token)), eq(subscriberTokens.purpose, "unsubscribe")));
  if (!link) return "invalid";
  await unsubscribeById(db, link.subscriberId, options);
  return "unsubscribed";
}

/** Used by the link above and by the admin; keeps the first unsubscribe date. */
export async function unsubscribeById(db: Database, id: string, { now = new Date(), onChange }: CountChangeOptions = {}): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id });
  clearSubscriberCountCache(db);
  onChange?.();
  return rows.length > 0;
}

/** Verified, not unsubscribed addresses; cached an hour, SUBSCRIBER_COUNT_FALLBACK when unreadable. */
export async function countVerified(db: Database, now = Date.now()): Promise<number> {
  try {
    return await countCache(db).rememberAsync("verified", () => readVerifiedCount(db), now);
  } catch {
    // Not cached: the next request tries the database again.
    return SUBSCRIBER_COUNT_FALLBACK;
  }
}

async function readVerifiedCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(and(eq(subscribers.isVerified, true), isNull(subscribers.unsubscribedAt)));
  return Number(row?.count ?? 0);
}
