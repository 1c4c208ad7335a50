import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "#db/client.ts";
import { subscribers, subscriberTokens } from "#db/schema/index.ts";
import {
  exportSubscribersCsv,
  listSubscribers,
  refreshSubscriberCount,
  subscriberCounts,
} from "#app/features/newsletter/subscriber-admin.server.ts";
import {
  CONFIRM_LINK_LIFETIME_MS,
  confirmSubscription,
  countVerified,
  SUBSCRIBER_COUNT_FALLBACK,
  subscribe,
  unsubscribe,
  type NewSubscription,
} from "#app/features/newsletter/subscribers.server.ts";
import { SUBSCRIPTION_MAIL_SUBJECT } from "#app/features/newsletter/subscription-mail.ts";
import { SUBSCRIBE_MESSAGES } from "#app/features/newsletter/validation.ts";
import { UNSUBSCRIBE_MESSAGES, VERIFY_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { action as unsubscribeAction } from "#app/routes/unsubscribe.tsx";
import { action as verifyAction } from "#app/routes/verify.tsx";
import type { Site } from "#server/site/site.ts";
import { SITE, subscriptionLinksFor } from "#tests/factories/newsletter.ts";
import { buildTestSite, loadContextFor } from "#tests/factories/site.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`newsletter confirmation tests run on: ${kinds.join(", ")}`);

const person = (email: string, extra: Partial<NewSubscription> = {}): NewSubscription => ({
  email,
  name: "Luna",
  zodiacSign: "cancer",
  tags: ["daily"],
  source: "subscribe-page",
  ...extra,
});

test("[newsletter.server-rules] [newsletter.count] the subscribe messages and the 34281 fallback, word for word", () => {
  expect(SUBSCRIBE_MESSAGES).toEqual({
    nameRequired: "Name is required",
    invalidEmail: "Invalid email address",
    signRequired: "Please select your zodiac sign",
    invalidEmailFormat: "Invalid email format",
    emailTooLong: "Email must be less than 255 characters",
    localPartTooLong: "Email must have at most 64 characters before the @",
    nameTooLong: "Name must be less than 100 characters",
    invalidSign: "Please select a valid zodiac sign",
    quickInvalidEmail: "Please enter a valid email address",
  });
  expect(SUBSCRIBER_COUNT_FALLBACK).toBe(34281);
});

describe.each(kinds)("confirmation and unsubscribe on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let logs: string[];
  let site: Site;
  const mailing = () => ({ siteUrl: SITE, mailer: site.mailer, secret: site.env.authSecret });
  const context = () => loadContextFor(site, new Request(SITE), { clientIp: "10.9.9.9" });
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields) });
  /** A route action's answer: React Router's data() or a plain object. */
  const outcomeOf = (answer: unknown) => {
    const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
    return wrapped?.type === "DataWithResponseInit"
      ? { status: wrapped.init?.status ?? 200, body: wrapped.data }
      : { status: 200, body: answer };
  };
  const rowOf = async (email: string) => (await db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    logs = [];
    site = buildTestSite(database, { logger: pino({ level: "info" }, { write: (line: string) => void logs.push(line) }) });
  });
  afterEach(async () => {
    await database?.drop();
  });

  test("the confirmation mail: branded text and HTML, the /verify link and the one-click headers", async () => {
    await subscribe(db, person("mail@example.com"), mailing());
    const { mail, confirm, oneClick, unsubscribePage } = await subscriptionLinksFor(db, "mail@example.com");
    expect(mail.subject).toBe(SUBSCRIPTION_MAIL_SUBJECT);
    expect(confirm.startsWith(`${SITE}/verify?token=`)).toBe(true);
    expect(unsubscribePage.startsWith(`${SITE}/unsubscribe?token=`)).toBe(true);
    expect(mail.text).toContain("Hello Luna,");
    expect(mail.html).toContain(`href="${confirm}"`);
    expect(mail.html).toContain("Confirm my subscription");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${oneClick}>, <mailto:unsubscribe@localhost?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(oneClick.startsWith(`${SITE}/api/unsubscribe?token=`)).toBe(true);
    // Only hashes are stored.
    const tokens = await db.select().from(subscriberTokens);
    expect(tokens.map((row) => row.tokenHash)).not.toContain(new URL(confirm).searchParams.get("token"));
  });

  test("a link confirms once through the /verify action; used, expired and forged links are refused", async () => {
    await subscribe(db, person("once@example.com"), mailing());
    const { confirmToken } = await subscriptionLinksFor(db, "once@example.com");
    const first = outcomeOf(
      await verifyAction({ request: post("/verify", { intent: "confirm", token: confirmToken }), context: context() } as never),
    );
    // The browser that pressed it gets its session too ([session.unlocks-when-confirmed]).
    expect(first).toEqual({
      status: 200,
      body: { outcome: "confirmed", message: VERIFY_MESSAGES.confirmed, token: expect.any(String), waiting: true },
    });
    expect(await rowOf("once@example.com")).toMatchObject({ isVerified: true });
    const again = outcomeOf(
      await verifyAction({ request: post("/verify", { intent: "confirm", token: confirmToken }), context: context() } as never),
    );
    expect(again).toEqual({ status: 400, body: { outcome: "invalid", message: VERIFY_MESSAGES.invalid } });
    expect(await confirmSubscription(db, "forged-but-well-shaped-token-000")).toBe("invalid");
    expect(await confirmSubscription(db, "<script>")).toBe("invalid");

    const start = new Date("2026-11-01T00:00:00Z");
    await subscribe(db, person("late@example.com"), { ...mailing(), now: start });
    const late = (await subscriptionLinksFor(db, "late@example.com")).confirmToken;
    expect(await confirmSubscription(db, late, { now: new Date(start.getTime() + CONFIRM_LINK_LIFETIME_MS + 1) })).toBe("invalid");
    expect(await confirmSubscription(db, late, { now: new Date(start.getTime() + CONFIRM_LINK_LIFETIME_MS - 1000) })).toBe("confirmed");
    // An unsubscribe link is not a confirmation link.
    await subscribe(db, person("mixed@example.com"), mailing());
    expect(await confirmSubscription(db, (await subscriptionLinksFor(db, "mixed@example.com")).unsubscribeToken)).toBe("invalid");
  });

  test("a verified address gets no more confirmation mails; the resend form answers the same for any address", async () => {
    await subscribe(db, person("done@example.com"), mailing());
    await confirmSubscription(db, (await subscriptionLinksFor(db, "done@example.com")).confirmToken);
    const before = (await subscriptionLinksFor(db, "done@example.com")).mail.id;
    await subscribe(db, person("done@example.com", { tags: ["weekly"] }), mailing());
    expect((await subscriptionLinksFor(db, "done@example.com")).mail.id).toBe(before);

    await subscribe(db, person("waiting@example.com"), mailing());
    const waitingBefore = (await subscriptionLinksFor(db, "waiting@example.com")).mail.id;
    const resend = async (email: string) =>
      outcomeOf(await verifyAction({ request: post("/verify", { intent: "resend", email }), context: context() } as never));
    const known = await resend(" Waiting@example.com ");
    const unknown = await resend("stranger@example.com");
    expect(known).toEqual({ status: 200, body: { outcome: "resent", message: VERIFY_MESSAGES.resent } });
    expect(unknown).toEqual(known);
    expect((await subscriptionLinksFor(db, "waiting@example.com")).mail.id).toBeGreaterThan(waitingBefore);
    // Without SMTP the link goes to the log, for the operator.
    expect(logs.join("\n")).toMatch(/confirmation link: http:\/\/localhost:3000\/verify\?token=/);
    expect(await resend("no-at-sign")).toEqual({
      status: 400,
      body: { outcome: "resend-invalid", message: "Please enter a valid email address" },
    });
  });

  test("the /unsubscribe page action takes the address off the list; a bad link says so", async () => {
    await subscribe(db, person("leaving@example.com"), mailing());
    const { unsubscribeToken } = await subscriptionLinksFor(db, "leaving@example.com");
    const done = outcomeOf(
      await unsubscribeAction({ request: post("/unsubscribe", { token: unsubscribeToken }), context: context() } as never),
    );
    expect(done).toEqual({ status: 200, body: { unsubscribed: true, message: UNSUBSCRIBE_MESSAGES.done } });
    expect((await rowOf("leaving@example.com")).unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(db, unsubscribeToken)).toBe("unsubscribed"); // the link keeps working
    const bad = outcomeOf(await unsubscribeAction({ request: post("/unsubscribe", { token: "nope" }), context: context() } as never));
    expect(bad).toEqual({ status: 400, body: { unsubscribed: false, message: UNSUBSCRIBE_MESSAGES.invalid } });
  });

  test("the verified count: cached an hour, refreshed by confirm, unsubscribe and the admin, fallback on failure", async () => {
    const t0 = Date.now();
    expect(await countVerified(db, t0)).toBe(0);
    await subscribe(db, person("v1@example.com"), mailing());
    await confirmSubscription(db, (await subscriptionLinksFor(db, "v1@example.com")).confirmToken);
    expect(await countVerified(db, t0)).toBe(1);
    // A change made behind this process's back shows after the hour, or when the admin refreshes.
    await db.update(subscribers).set({ isVerified: true }).where(eq(subscribers.email, "v1@example.com"));
    await subscribe(db, person("v2@example.com"), mailing());
    await db.update(subscribers).set({ isVerified: true }).where(eq(subscribers.email, "v2@example.com"));
    expect(await countVerified(db, t0 + 60_000)).toBe(1);
    expect(await countVerified(db, t0 + 60 * 60_000 + 1)).toBe(2);
    await unsubscribe(db, (await subscriptionLinksFor(db, "v2@example.com")).unsubscribeToken);
    expect(await countVerified(db)).toBe(1);
    await db.update(subscribers).set({ unsubscribedAt: null }).where(eq(subscribers.email, "v2@example.com"));
    refreshSubscriberCount(db);
    expect(await countVerified(db)).toBe(2);

    const broken = {
      select: () => {
        throw new Error("database unavailable");
      },
    } as unknown as Database;
    expect(await countVerified(broken)).toBe(SUBSCRIBER_COUNT_FALLBACK);
  });

  test("the admin list: search, filters, counts, paging and the CSV export", async () => {
    for (let n = 0; n < 30; n++) await subscribe(db, person(`fan${n}@example.com`, { zodiacSign: n % 2 ? "leo" : "aries" }), mailing());
    await subscribe(db, person("=evil@example.com", { name: 'Quote "me", please', zodiacSign: null }), mailing());
    await confirmSubscription(db, (await subscriptionLinksFor(db, "fan1@example.com")).confirmToken);
    await unsubscribe(db, (await subscriptionLinksFor(db, "fan2@example.com")).unsubscribeToken);

    expect(await subscriberCounts(db)).toEqual({ total: 31, verified: 1, unsubscribed: 1 });
    const first = await listSubscribers(db, { page: 1 });
    expect([first.total, first.pageCount, first.subscribers.length]).toEqual([31, 2, 25]);
    expect((await listSubscribers(db, { page: 9 })).page).toBe(2);
    expect((await listSubscribers(db, { search: "fan1" })).total).toBe(11);
    expect((await listSubscribers(db, { search: "%" })).total).toBe(0);
    expect((await listSubscribers(db, { status: "verified" })).subscribers.map((row) => row.email)).toEqual(["fan1@example.com"]);
    expect((await listSubscribers(db, { status: "unsubscribed" })).subscribers.map((row) => row.email)).toEqual(["fan2@example.com"]);
    expect((await listSubscribers(db, { sign: "leo" })).total).toBe(15);
    expect((await listSubscribers(db, { sign: "none" })).total).toBe(1);

    const csv = await exportSubscribersCsv(db, { sign: "none" });
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "email,name,zodiac_sign,tags,is_verified,verified_at,unsubscribed_at,source,consent_at,consent_text_version,created_at",
    );
    expect(lines[1]!.startsWith(`'=evil@example.com,"Quote ""me"", please",,daily,false,,,subscribe-page,`)).toBe(true);
    expect(lines).toHaveLength(3);
    expect((await exportSubscribersCsv(db, {})).split("\r\n")).toHaveLength(33);
  });
});

test("KIT_API_KEY needs KIT_FORM_ID, and the key is never echoed", async () => {
  const { parseEnv } = await import("#app/lib/env.server.ts");
  expect(() => parseEnv({ KIT_API_KEY: "very-secret" })).toThrow(
    "Invalid environment variable KIT_FORM_ID: must be set when KIT_API_KEY is set",
  );
  expect(parseEnv({ KIT_API_KEY: "very-secret", KIT_FORM_ID: "42" })).toMatchObject({ kitApiKey: "very-secret", kitFormId: "42" });
  expect(parseEnv({})).toMatchObject({ kitApiKey: undefined, kitFormId: undefined });
});
