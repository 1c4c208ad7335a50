import { randomUUID } from "node:crypto";
import type { Database } from "#db/client.ts";
import type { subscribers } from "#db/schema/index.ts";
import { findLatestMail } from "#app/features/mail/outbox.server.ts";
import { SUBSCRIPTION_MAIL_KIND } from "#app/features/newsletter/subscription-mail.ts";
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
