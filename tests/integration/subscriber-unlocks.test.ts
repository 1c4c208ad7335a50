import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { subscribers, subscriberUnlocks } from "#db/schema/index.ts";
import { setFlag } from "#app/features/flags/flags.server.ts";
import { SUBSCRIBER_COOKIE, verifySubscriberToken } from "#app/features/newsletter/subscriber-session.server.ts";
import {
  confirmSubscription,
  requestNewConfirmation,
  spendSubscriptionLink,
  unsubscribe,
} from "#app/features/newsletter/subscribers.server.ts";
import { UNLOCK_MAIL_SUBJECT } from "#app/features/newsletter/subscription-mail.ts";
import { UNLOCK_LINK_LIFETIME_MS } from "#app/features/newsletter/unlocks.server.ts";
import { VERIFY_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { loader as dailyLoader } from "#app/routes/signs/$sign/daily.tsx";
import { action as verifyAction } from "#app/routes/verify.tsx";
import { newsletterClient, SITE, subscriptionLinksFor, unlockLinkFor } from "#tests/factories/newsletter.ts";
import { buildTestSite, loadContextFor, loaderAnswer } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

// [session.unlocks-when-confirmed]: typing an address into the unlock form unlocks nothing; the
// link mailed for that very session does, in the browser that spends it and in the session that
// asked for it. With both gating flags on, on each database.
const kinds = await testDatabaseKinds();
console.info(`subscriber unlock tests run on: ${kinds.join(", ")}`);

type Headers = Record<string, string>;
const NO_SESSION = { authenticated: false, error: "No subscriber session" };

describe.each(kinds)("unlocking gated sections on %s", (kind) => {
  const database = useTestDatabase(kind);
  let client: ReturnType<typeof newsletterClient>;
  let site: ReturnType<typeof buildTestSite>;
  let fullOverview = "";

  beforeAll(async () => {
    client = newsletterClient(database);
    site = buildTestSite(database);
    await setFlag(database.db, "horoscope_gating", true, "test");
    await setFlag(database.db, "section_blurs", true, "test");
    fullOverview = (await site.horoscopes.getDaily("aries", site.horoscopes.today())).overview;
  }, 30_000);

  /** The unlock modal's subscription, as the browser sends it: its answer, session token and cookie. */
  async function unlockForm(email: string) {
    const res = await client.subscribe({ email, tags: ["daily", "special"], source: "unlock-modal", website: "" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown> & { token: string };
    return { body, token: body.token, cookie: { cookie: res.headers.get("Set-Cookie")!.split(";")[0]! } };
  }

  /** The aries daily page's loader data (the page's hydration data) for a request with these headers. */
  async function dailyPage(headers: Headers) {
    const request = new Request(`${SITE}/signs/aries`, { headers });
    const answer = await dailyLoader({
      params: { sign: "aries" },
      context: loadContextFor(site, request),
      request,
      url: new URL(request.url),
    } as unknown as Parameters<typeof dailyLoader>[0]);
    return loaderAnswer(answer).data;
  }

  /** Whether the page and the API send this request the full overview. */
  async function unlocked(headers: Headers): Promise<boolean> {
    const page = await dailyPage(headers);
    const api = await (await client.send("/api/horoscopes/aries", { headers })).text();
    const pageOpen = !page.locked.overview && JSON.stringify(page).includes(fullOverview);
    const apiOpen = api.includes(JSON.stringify(fullOverview).slice(1, -1));
    expect(apiOpen, "the page and the API agree").toBe(pageOpen);
    return pageOpen;
  }

  const me = async (headers: Headers) => (await client.send("/api/me/subscriber", { headers })).json();

  /** Presses the button on /verify in a browser of its own: the answer, and that browser's cookie. */
  async function pressOnVerify(token: string) {
    const request = new Request(`${SITE}/verify`, { method: "POST", body: new URLSearchParams({ intent: "confirm", token }) });
    const answer = (await verifyAction({ request, context: loadContextFor(site, request) } as never)) as {
      data: { outcome: string; message: string; token?: string; waiting?: boolean };
      init?: { status?: number; headers?: Headers };
    };
    const setCookie = answer.init?.headers?.["Set-Cookie"];
    return { status: answer.init?.status ?? 200, ...answer.data, cookie: setCookie ? { cookie: setCookie.split(";")[0]! } : undefined };
  }

  test("[session.unlocks-when-confirmed] an unconfirmed address does not unlock; its confirmation link unlocks the browser that opens it and the session that asked", async () => {
    const asked = await unlockForm("nova@example.com");
    expect(asked.body).toMatchObject({ ok: true, message: "Almost done! Check your email!" });
    // Typed, not confirmed: the gated text is in neither the page's data nor the API, and no subscriber.
    expect((await dailyPage(asked.cookie)).locked).toMatchObject({ overview: true, love: true, career: true });
    expect(await unlocked(asked.cookie)).toBe(false);
    expect(await unlocked({ authorization: `Bearer ${asked.token}` })).toBe(false);
    expect(await me(asked.cookie)).toEqual(NO_SESSION);

    const { confirmToken } = await subscriptionLinksFor(database.db, "nova@example.com");
    const opened = await pressOnVerify(confirmToken);
    expect(opened).toMatchObject({ status: 200, outcome: "confirmed", message: VERIFY_MESSAGES.confirmed, waiting: true });
    expect(opened.cookie?.cookie).toBe(`${SUBSCRIBER_COOKIE}=${opened.token}`);
    // The browser that opened the link: unlocked at once, by cookie or by its stored token.
    expect(await unlocked(opened.cookie!)).toBe(true);
    expect(await unlocked({ authorization: `Bearer ${opened.token}` })).toBe(true);
    // The session that asked: unlocked on its next check, as the same unlock.
    expect(await unlocked(asked.cookie)).toBe(true);
    const sub = verifySubscriberToken(asked.token, site.env.authSecret)!.sub;
    expect(verifySubscriberToken(opened.token!, site.env.authSecret)!.sub).toBe(sub);
    expect(await me(asked.cookie)).toMatchObject({
      authenticated: true,
      subscriber: { id: sub, email: "nova@example.com", is_verified: true },
    });

    // Once only: a second press changes nothing and hands out nothing.
    expect(await pressOnVerify(confirmToken)).toMatchObject({ status: 400, outcome: "invalid", cookie: undefined });
  });

  test("[session.unlocks-when-confirmed] [newsletter.same-answer] a confirmed address typed by someone else unlocks nothing; its owner's unlock link unlocks only the session it was mailed for", async () => {
    const owner = await client.subscribe({
      email: "owner@example.com",
      name: "Orion",
      zodiacSign: "leo",
      tags: ["daily"],
      source: "subscribe-page",
      website: "",
    });
    expect(owner.status).toBe(200);
    expect(await confirmSubscription(database.db, (await subscriptionLinksFor(database.db, "owner@example.com")).confirmToken)).toBe(
      "confirmed",
    );

    // The intruder gets what anyone gets for a new address, and stays locked.
    const intruder = await unlockForm("owner@example.com");
    const stranger = await unlockForm("never-seen@example.com");
    const shape = ({ body }: { body: Record<string, unknown> }) => ({ keys: Object.keys(body).sort(), ok: body.ok, message: body.message });
    expect(shape(intruder)).toEqual(shape(stranger));
    expect(await unlocked(intruder.cookie)).toBe(false);
    expect(await me(intruder.cookie)).toEqual(NO_SESSION);
    const intruderLink = await unlockLinkFor(database.db, "owner@example.com");
    expect(intruderLink.mail.subject).toBe(UNLOCK_MAIL_SUBJECT);
    expect(intruderLink.mail.text).toContain("Hello Orion,");
    expect(intruderLink.mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The owner asks from their own browser; their mail's link unlocks them, not the intruder.
    const ownSession = await unlockForm("owner@example.com");
    const ownLink = await unlockLinkFor(database.db, "owner@example.com");
    expect(ownLink.token).not.toBe(intruderLink.token);
    const opened = await pressOnVerify(ownLink.token);
    expect(opened).toMatchObject({ status: 200, outcome: "unlocked", message: VERIFY_MESSAGES.unlocked, waiting: true });
    expect(await unlocked(opened.cookie!)).toBe(true);
    expect(await unlocked(ownSession.cookie)).toBe(true);
    expect(await unlocked(intruder.cookie)).toBe(false);
    expect(await pressOnVerify(ownLink.token)).toMatchObject({ status: 400, outcome: "invalid" });
    // Nothing about the list's record changed.
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.email, "owner@example.com"));
    expect(row).toMatchObject({ name: "Orion", zodiacSign: "leo", tags: ["daily"], isVerified: true, unsubscribedAt: null });
  });

  test("[session.unlocks-when-confirmed] an expired link unlocks nothing, whichever kind", async () => {
    const waiting = await unlockForm("late@example.com");
    const { confirmToken } = await subscriptionLinksFor(database.db, "late@example.com");
    const later = new Date(Date.now() + UNLOCK_LINK_LIFETIME_MS + 60_000);
    expect(await spendSubscriptionLink(database.db, confirmToken, { now: later })).toEqual({ outcome: "invalid" });
    expect(await unlocked(waiting.cookie)).toBe(false);

    await confirmSubscription(database.db, confirmToken);
    const again = await unlockForm("late@example.com");
    const { token } = await unlockLinkFor(database.db, "late@example.com");
    expect(await spendSubscriptionLink(database.db, token, { now: later })).toEqual({ outcome: "invalid" });
    expect(await unlocked(again.cookie)).toBe(false);
    // Inside its 3 days the same link still works.
    expect(await spendSubscriptionLink(database.db, token)).toMatchObject({ outcome: "unlocked" });
    expect(await unlocked(again.cookie)).toBe(true);
  });

  test("[session.unlocks-when-confirmed] a link asked for again unlocks the browser that spends it; leaving the list locks again", async () => {
    const first = await unlockForm("again@example.com");
    await requestNewConfirmation(database.db, "again@example.com", { siteUrl: SITE, mailer: site.mailer, secret: site.env.authSecret });
    const { confirmToken, unsubscribeToken } = await subscriptionLinksFor(database.db, "again@example.com");
    const opened = await pressOnVerify(confirmToken);
    expect(opened).toMatchObject({ outcome: "confirmed", waiting: false });
    expect(await unlocked(opened.cookie!)).toBe(true);
    // The first session waited for the first mail's link, which was not the one spent.
    expect(await unlocked(first.cookie)).toBe(false);

    expect(await unsubscribe(database.db, unsubscribeToken)).toBe("unsubscribed");
    expect(await unlocked(opened.cookie!)).toBe(false);
    expect(await me(opened.cookie!)).toEqual(NO_SESSION);
  });

  test("[session.unlocks-when-confirmed] unlocks that can unlock nothing more are removed at the address's next subscription", async () => {
    await unlockForm("tidy@example.com");
    const [row] = await database.db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, "tidy@example.com"));
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    await database.db.insert(subscriberUnlocks).values([
      { id: "stale-pending", subscriberId: row!.id, linkHash: "x", createdAt: ago(4) },
      { id: "stale-confirmed", subscriberId: row!.id, linkHash: null, createdAt: ago(40), confirmedAt: ago(31) },
      { id: "kept-confirmed", subscriberId: row!.id, linkHash: null, createdAt: ago(20), confirmedAt: ago(20) },
    ]);
    await unlockForm("tidy@example.com");
    const left = await database.db
      .select({ id: subscriberUnlocks.id })
      .from(subscriberUnlocks)
      .where(eq(subscriberUnlocks.subscriberId, row!.id));
    const ids = left.map((unlock) => unlock.id);
    expect(ids).toContain("kept-confirmed");
    expect(ids).not.toContain("stale-pending");
    expect(ids).not.toContain("stale-confirmed");
    expect(ids).toHaveLength(3);
  });
});
