import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, subscribers } from "#db/schema/index.ts";
import { SUBSCRIBER_COOKIE, verifySubscriberToken } from "#app/features/newsletter/subscriber-session.server.ts";
import { SUBSCRIBE_LIMITS } from "#app/features/newsletter/subscribe.server.ts";
import { confirmSubscription, unsubscribe } from "#app/features/newsletter/subscribers.server.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { freshIp, newsletterClient, SITE, subscriptionLinksFor } from "#tests/factories/newsletter.ts";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`newsletter API tests run on: ${kinds.join(", ")}`);

const SECRET = buildEnv().authSecret;
const full = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: "Stella",
  zodiacSign: "leo",
  tags: ["daily", "special"],
  source: "subscribe-page",
  website: "",
  ...extra,
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe.each(kinds)("newsletter API on %s", (kind) => {
  let database: TestDatabase;
  let client: ReturnType<typeof newsletterClient>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    client = newsletterClient(database);
  }, 30_000);
  afterAll(async () => {
    await database?.drop();
  });
  const rowOf = async (email: string) => (await database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
  const mailCount = async (email: string) =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from mail_outbox where to_address = ${email}`))[0]!.n;

  test("a subscription is stored, answers a session token and cookie, and queues a confirmation mail", async () => {
    const res = await client.subscribe(full("  Stella@Example.COM "));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; message: string; token: string; subscriber: unknown };
    expect(body).toMatchObject({
      ok: true,
      message: "Almost done! Check your email!",
      subscriber: { email: "stella@example.com", sign: "leo" },
    });
    const row = await rowOf("stella@example.com");
    expect(row).toMatchObject({
      name: "Stella",
      zodiacSign: "leo",
      tags: ["daily", "special"],
      isVerified: false,
      source: "subscribe-page",
      consentTextVersion: "2026-11-23",
    });
    expect(row!.consentAt).toBeInstanceOf(Date);
    const claims = verifySubscriberToken(body.token, SECRET);
    expect(claims).toMatchObject({ email: "stella@example.com", name: "Stella", sign: "leo" });
    // The session has an id of its own: typing an address proves nothing about owning its record.
    expect(claims!.sub).not.toBe(row!.id);
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toContain(`${SUBSCRIBER_COOKIE}=${body.token}`);
    expect(cookie).toContain("HttpOnly");
    expect(await mailCount("stella@example.com")).toBe(1);
    // The link is in the mail and the log, never in the answer.
    const { confirmToken } = await subscriptionLinksFor(database.db, "stella@example.com");
    expect(JSON.stringify(body)).not.toContain(confirmToken);
  });

  test("[newsletter.same-answer] a repeat subscription changes nothing stored, never duplicates and answers the same", async () => {
    const first = await client.subscribe(full("repeat@example.com", { tags: ["daily"] }));
    const again = await client.subscribe(full("REPEAT@example.com", { zodiacSign: "pisces", tags: ["weekly"], name: "Other" }));
    const fresh = await client.subscribe(full("never-seen@example.com", { zodiacSign: "pisces", tags: ["weekly"], name: "Other" }));
    const shape = async (res: Response) => {
      const body = (await res.json()) as Record<string, unknown>;
      return { status: res.status, keys: Object.keys(body).sort(), message: body.message, subscriber: body.subscriber };
    };
    const [a, b] = [await shape(again), await shape(fresh)];
    expect(a).toEqual({ ...b, subscriber: { email: "repeat@example.com", sign: "pisces" } });
    expect(first.status).toBe(200);
    const rows = await database.db.select().from(subscribers).where(eq(subscribers.email, "repeat@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ zodiacSign: "leo", tags: ["daily"], name: "Stella" });
    // Not yet confirmed: the second subscription sent a fresh confirmation link, nothing else.
    expect(await mailCount("repeat@example.com")).toBe(2);
  });

  test("subscribing with someone else's address reads and changes nothing of theirs", async () => {
    const owner = await client.subscribe(full("owner@example.com", { name: "Owner", zodiacSign: "virgo", tags: ["daily"] }));
    expect(owner.status).toBe(200);
    await confirmSubscription(database.db, (await subscriptionLinksFor(database.db, "owner@example.com")).confirmToken);
    const before = await rowOf("owner@example.com");
    const mailsBefore = await mailCount("owner@example.com");

    const intruder = await client.subscribe(full("owner@example.com", { name: "Intruder", zodiacSign: "aries", tags: ["weekly"] }));
    expect(intruder.status).toBe(200);
    const { token, subscriber } = (await intruder.json()) as { token: string; subscriber: unknown };
    expect(subscriber).toEqual({ email: "owner@example.com", sign: "aries" });
    // Stored name, sign, editions, consent and confirmation are untouched, and a confirmed address gets no mail.
    expect(await rowOf("owner@example.com")).toEqual(before);
    expect(await mailCount("owner@example.com")).toBe(mailsBefore);
    // The intruder's session speaks only for what the intruder typed, and the owner's confirmed
    // address does not unlock it ([session.unlocks-when-confirmed]).
    const claims = verifySubscriberToken(token, SECRET);
    expect(claims).toMatchObject({ email: "owner@example.com", name: "Intruder", sign: "aries" });
    expect(claims!.sub).not.toBe(before!.id);
    const me = await (await client.send("/api/me/subscriber", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(me).toEqual({ authenticated: false, error: "No subscriber session" });
  });

  test("an address that left the list comes back only when its owner confirms a new link", async () => {
    await client.subscribe(full("leaver@example.com"));
    const links = await subscriptionLinksFor(database.db, "leaver@example.com");
    await confirmSubscription(database.db, links.confirmToken);
    expect(await unsubscribe(database.db, links.unsubscribeToken)).toBe("unsubscribed");
    const off = await rowOf("leaver@example.com");

    await client.subscribe(full("leaver@example.com", { name: "Someone" }));
    expect(await rowOf("leaver@example.com")).toEqual(off);
    const fresh = await subscriptionLinksFor(database.db, "leaver@example.com");
    expect(fresh.confirmToken).not.toBe(links.confirmToken);
    expect(await confirmSubscription(database.db, fresh.confirmToken)).toBe("confirmed");
    expect(await rowOf("leaver@example.com")).toMatchObject({ unsubscribedAt: null, isVerified: true, name: "Stella" });
  });

  test("[newsletter.server-rules] an address that is not one mailbox is refused by every form; nothing is stored or mailed", async () => {
    const smuggled = [
      "a@x.test <b@evil.test>",
      "a@x.test, b@evil.test",
      "a@x.test;b@evil.test",
      "a@x.test\r\nBcc: b@evil.test",
      "Name <c@x.test>",
      "d@x.test e@x.test",
    ];
    const forms = [
      (email: string) => full(email),
      (email: string) => ({ email, tags: [], source: "unlock-modal" }),
      (email: string) => ({ email, zodiacSign: "unknown", tags: ["quick-subscribe"], source: "quick-subscribe" }),
      (email: string) => ({ email, zodiacSign: "unknown", tags: ["mobile-modal-subscribe"], source: "mobile-modal-subscribe" }),
    ];
    const outboxBefore = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from mail_outbox`))[0]!.n;
    for (const email of smuggled) {
      for (const form of forms) {
        const res = await client.subscribe(form(email));
        expect(res.status, `${email} ${JSON.stringify(form(email))}`).toBe(400);
      }
    }
    const local65 = await client.subscribe(full(`${"l".repeat(65)}@example.com`));
    expect(await errorOf(local65)).toEqual({ code: "validation_failed", message: "Email must have at most 64 characters before the @" });
    const subscribersWithAt = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from subscribers where email like '%evil.test%' or email like '%<%' or email like '% %'`,
      ),
    )[0]!.n;
    expect(subscribersWithAt).toBe(0);
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from mail_outbox`))[0]!.n).toBe(outboxBefore);
  });

  test("concurrent subscriptions of one address make one row", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.subscribe(full("race@example.com"))));
    expect(
      answers
        .map((res) => res.status)
        .filter((status) => status !== 429)
        .every((status) => status === 200),
    ).toBe(true);
    const rows = await database.db.select().from(subscribers).where(eq(subscribers.email, "race@example.com"));
    expect(rows).toHaveLength(1);
  });

  test("[newsletter.server-rules] each form's rules answer 400 with that form's message, word for word", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [full("a@example.com", { name: "  " }), "Name is required"],
      [full("a@example.com", { name: undefined }), "Name is required"],
      [full("a@example.com", { name: null }), "Name is required"],
      [full(undefined as never), "Invalid email address"],
      [full(42 as never), "Invalid email address"],
      [full("b@example.com", { zodiacSign: null }), "Please select your zodiac sign"],
      [full("not-an-email"), "Invalid email address"],
      [full("b@example.com", { zodiacSign: undefined }), "Please select your zodiac sign"],
      [full("b@example.com", { zodiacSign: "ophiuchus" }), "Please select your zodiac sign"],
      [{ email: "nope", tags: ["daily", "special"], source: "unlock-modal" }, "Invalid email format"],
      [{ email: `${"x".repeat(250)}@example.com`, tags: [], source: "unlock-modal" }, "Email must be less than 255 characters"],
      [{ email: "c@example.com", name: "n".repeat(101), tags: [], source: "unlock-modal" }, "Name must be less than 100 characters"],
      [{ email: "c@example.com", zodiacSign: "dragon", tags: [], source: "unlock-modal" }, "Please select a valid zodiac sign"],
      [{ email: "   ", tags: ["quick-subscribe"], source: "quick-subscribe" }, "Please enter a valid email address"],
      [{ tags: ["quick-subscribe"], source: "quick-subscribe" }, "Please enter a valid email address"],
      [{ tags: ["daily"], source: "unlock-modal" }, "Invalid email format"],
      [{ email: "no-at-sign", tags: ["mobile-modal-subscribe"], source: "mobile-modal-subscribe" }, "Please enter a valid email address"],
      [{ email: "d@example.com", tags: ["hourly"], source: "quick-subscribe" }, "Unknown subscription type"],
      [{ email: "d@example.com", tags: [], source: "carrier-pigeon" }, "Unknown subscription source"],
    ];
    for (const [body, message] of cases) {
      const res = await client.subscribe(body);
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "validation_failed", message });
    }
    const notJson = await client.send("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    const form = await client.send("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: SITE },
      body: "x",
    });
    expect(form.status).toBe(415);
    const huge = await client.subscribe(full("big@example.com", { name: "x".repeat(9_000) }));
    expect(huge.status).toBe(413);
    expect(await rowOf("c@example.com")).toBeUndefined();
  });

  test("the unlock modal's optional fields may be left out", async () => {
    const res = await client.subscribe({ email: "Unlock@Example.com ", tags: ["daily", "special"], source: "unlock-modal" });
    expect(res.status).toBe(200);
    expect(await rowOf("unlock@example.com")).toMatchObject({ name: "", zodiacSign: null, source: "unlock-modal" });
  });

  test("a filled honeypot answers like success and stores nothing", async () => {
    const res = await client.subscribe(full("bot@example.com", { website: "https://spam.example" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      message: "Almost done! Check your email!",
      subscriber: { email: "bot@example.com" },
    });
    expect(await rowOf("bot@example.com")).toBeUndefined();
    expect(await mailCount("bot@example.com")).toBe(0);
  });

  test("rate limits: per client address and per email address", async () => {
    const ip = freshIp();
    const fromOne = [];
    for (let n = 0; n < SUBSCRIBE_LIMITS.perAddress + 1; n++)
      fromOne.push((await client.subscribe(full(`ip${n}@example.com`), { ip })).status);
    expect(fromOne).toEqual([...Array(SUBSCRIBE_LIMITS.perAddress).fill(200), 429]);
    const perEmail = [];
    for (let n = 0; n < SUBSCRIBE_LIMITS.perEmail + 1; n++) perEmail.push((await client.subscribe(full("Limited@example.com"))).status);
    expect(perEmail).toEqual([...Array(SUBSCRIBE_LIMITS.perEmail).fill(200), 429]);
    const limited = await client.subscribe(full("limited@example.com"));
    expect(await errorOf(limited)).toMatchObject({ code: "rate_limited" });
  });

  test("[session.me] GET /api/me/subscriber answers a confirmed session's subscriber, or authenticated false", async () => {
    const res = await client.subscribe(full("me@example.com", { zodiacSign: "virgo" }));
    const { token } = (await res.json()) as { token: string };
    const cookie = res.headers.get("Set-Cookie")!.split(";")[0]!;
    const me = async (headers: Record<string, string>) => {
      const answer = await client.send("/api/me/subscriber", { headers });
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      return answer.json();
    };
    // Waiting for its link: no subscriber yet.
    expect(await me({ Cookie: cookie })).toEqual({ authenticated: false, error: "No subscriber session" });
    await confirmSubscription(database.db, (await subscriptionLinksFor(database.db, "me@example.com")).confirmToken);
    const expected = {
      authenticated: true,
      subscriber: { email: "me@example.com", name: "Stella", zodiac_sign: "virgo", is_verified: true },
    };
    expect(await me({ Cookie: cookie })).toMatchObject(expected);
    expect(await me({ Authorization: `Bearer ${token}` })).toMatchObject(expected);
    const withId = (await me({ Cookie: cookie })) as { subscriber: Record<string, unknown> };
    expect(Object.keys(withId.subscriber).sort()).toEqual(["created_at", "email", "id", "is_verified", "name", "zodiac_sign"]);
    expect(await me({})).toEqual({ authenticated: false, error: "No subscriber session" });
    expect(await me({ Cookie: `${SUBSCRIBER_COOKIE}=${token.slice(0, -2)}xx` })).toEqual({
      authenticated: false,
      error: "No subscriber session",
    });
  });

  test("RFC 8058 one-click unsubscribe: a POST without Origin from a mail client", async () => {
    await client.subscribe(full("oneclick@example.com"));
    const { oneClick } = await subscriptionLinksFor(database.db, "oneclick@example.com");
    const path = oneClick.slice(SITE.length);
    // No Origin and no Sec-Fetch-Site: the same-origin check lets mail clients through.
    const res = await client.send(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect((await rowOf("oneclick@example.com"))!.unsubscribedAt).toBeInstanceOf(Date);
    // A browser on another site is still refused.
    const crossSite = await client.send(path, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(crossSite.status).toBe(403);
    const forged = await client.send("/api/unsubscribe?token=forged-token-that-is-long-enough", {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(404);
    // Subscribing again sends a new confirmation link; the address stays off the list until it is confirmed.
    await client.subscribe(full("oneclick@example.com"));
    expect((await rowOf("oneclick@example.com"))!.unsubscribedAt).toBeInstanceOf(Date);
    const sent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "oneclick@example.com"));
    expect(sent).toHaveLength(2);
  });

  test("GET /api/subscribers/count answers the verified count with an hour of public caching", async () => {
    const res = await client.send("/api/subscribers/count");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    // The addresses confirmed by the tests above, and only they.
    const confirmed = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from subscribers where is_verified and unsubscribed_at is null`),
    )[0]!.n;
    expect(confirmed).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ count: confirmed });
  });
});
