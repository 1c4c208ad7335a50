import { randomUUID } from "node:crypto";
import type { Database } from "#db/client.ts";
import { eq } from "drizzle-orm";
import { subscribers, subscriberUnlocks } from "#db/schema/index.ts";
import { findLatestMail } from "#app/features/mail/outbox.server.ts";
import { issueSubscriberToken, SUBSCRIBER_COOKIE } from "#app/features/newsletter/subscriber-session.server.ts";
import { SUBSCRIPTION_MAIL_KIND, UNLOCK_MAIL_KIND } from "#app/features/newsletter/subscription-mail.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { TestDatabase } from "#tests/setup/databases.ts";
import { buildTestApp, SITE_URL as SITE } from "./site";

export { SITE };

let nextIp = 1;
/** A fresh client address per call, so the per-address limit only bites where a test means it to. */
export const freshIp = () => `10.1.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

/** The app with JSON helpers; each request comes from its own address unless one is given. */
export function newsletterClient(database: TestDatabase, env: Partial<Env> = {}) {
  const { app } = buildTestApp(database, { env: { trustedProxyHeader: "x-forwarded-for", ...env } });
  const send = (path: string, init: RequestInit = {}) => app.request(`${SITE}${path}`, init);
  const subscribe = (
    body: Record<string, unknown>,
    { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    send("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE, "X-Forwarded-For": ip, ...headers },
      body: JSON.stringify(body),
    });
  return { app, send, subscribe };
}

/** The links of the newest confirmation mail to an address, as the outbox holds it. */
export async function subscriptionLinksFor(db: Database, email: string) {
  const mail = await findLatestMail(db, email, SUBSCRIPTION_MAIL_KIND);
  if (!mail) throw new Error(`no subscription mail to ${email}`);
  const confirm = mail.text.match(/https?:\/\/\S+\/verify\?token=[\w-]+/)?.[0];
  const unsubscribePage = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=[\w-]+/)?.[0];
  const oneClick = mail.headers?.["List-Unsubscribe"]?.match(/<(https?:[^>]+)>/)?.[1];
  if (!confirm || !unsubscribePage || !oneClick) throw new Error(`incomplete subscription mail to ${email}`);
  const token = (link: string) => new URL(link).searchParams.get("token") ?? "";
  return { mail, confirm, unsubscribePage, oneClick, confirmToken: token(confirm), unsubscribeToken: token(unsubscribePage) };
}

/** A confirmed subscriber's row as a test inserts it: the daily edition, Leo, from the subscribe page, unless told otherwise. */
export function confirmedSubscriber(fields: Partial<typeof subscribers.$inferInsert> & { email: string }): typeof subscribers.$inferInsert {
  const now = new Date();
  return {
    id: randomUUID(),
    zodiacSign: "leo",
    tags: ["daily"],
    isVerified: true,
    verifiedAt: now,
    source: "subscribe-page",
    consentAt: now,
    consentTextVersion: "test",
    ...fields,
  };
}

/** The unlock link of the newest unlock mail to an address (the unlock form's mail to a confirmed address). */
export async function unlockLinkFor(db: Database, email: string) {
  const mail = await findLatestMail(db, email, UNLOCK_MAIL_KIND);
  if (!mail) throw new Error(`no unlock mail to ${email}`);
  const link = mail.text.match(/https?:\/\/\S+\/verify\?token=[\w-]+&for=unlock/)?.[0];
  if (!link) throw new Error(`no unlock link in the mail to ${email}`);
  return { mail, link, token: new URL(link).searchParams.get("token") ?? "" };
}

/**
 * A subscriber session its address's owner confirmed, made the short way: the address on the list,
 * confirmed, with a confirmed unlock that the signed token names ([session.unlocks-when-confirmed]).
 */
export async function confirmedSubscriberSession(db: Database, secret: string, email = "reader@example.com", sign = "aries") {
  await db
    .insert(subscribers)
    .values(confirmedSubscriber({ email, zodiacSign: sign }))
    .onConflictDoNothing({ target: subscribers.email });
  const [row] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, email));
  const unlockId = randomUUID();
  const now = new Date();
  await db.insert(subscriberUnlocks).values({ id: unlockId, subscriberId: row!.id, linkHash: null, createdAt: now, confirmedAt: now });
  const { token } = issueSubscriberToken({ sub: unlockId, email, sign }, secret);
  return { token, cookie: `${SUBSCRIBER_COOKIE}=${token}`, unlockId, subscriberId: row!.id };
}
