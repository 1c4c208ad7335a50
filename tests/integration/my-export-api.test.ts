import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { savedCharts, session, user } from "#db/schema/index.ts";
import { rateSign } from "#app/features/ratings/ratings.server.ts";
import { newVisitorId, visitorCookie } from "#app/features/ratings/visitor-cookie.server.ts";
import { confirmationLinkFor, signedInAccount, tokenOf } from "#tests/factories/accounts.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { ULM_BIRTH } from "#tests/factories/charts.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

const ULM = ULM_BIRTH;
const LONDON = { date: "1990-04-15", time: null, lat: 51.5074, lon: -0.1278, tz: "Europe/London" };
// A key naming a secret, or a value built to open an account: none may appear anywhere in an export.
const SECRET_KEY = /token|hash|password|secret/i;

type Export = {
  exportedAt: string;
  account: { id: string; email: string; emailVerified: boolean; isAdmin: boolean; roles: Array<{ role: string }> };
  sessions: Array<{ createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }>;
  signInMethods: Array<{ providerId: string }>;
  confirmationLinks: Array<{ usedAt: string | null }>;
  savedCharts: Array<Record<string, unknown>>;
  newsletterSubscriptions: Array<Record<string, unknown>>;
  mail: Array<{ kind: string; subject: string }>;
  ratings: Array<{ sign: string; date: string; rating: number; createdAt: string }>;
};

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe("GET /api/me/export ([privacy.export])", () => {
  const database = useTestDatabase("pglite");
  let app: ReturnType<typeof buildTestApp>["app"];
  let site: ReturnType<typeof buildTestApp>["site"];
  let alice = "";
  let bob = "";
  let aliceBrowser = "";
  let bobBrowser = "";
  let subscriberToken = "";

  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    app.request(`${SITE_URL}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: SITE_URL, "User-Agent": "ExportTest/1.0", Cookie: cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const exportOf = (cookie: string | undefined) => app.request(`${SITE_URL}/api/me/export`, { headers: cookie ? { Cookie: cookie } : {} });
  const browserOf = (session: string, visitorId: string) =>
    `${session}; ${visitorCookie(visitorId, site.env.authSecret, false).split(";")[0]}`;

  beforeAll(async () => {
    ({ app, site } = buildTestApp(database));
    alice = await signedInAccount(app, database.db, "alice@example.com");
    bob = await signedInAccount(app, database.db, "bob@example.com");
    expect((await send("POST", "/api/me/charts", alice, { name: "Albert", me: true, ...ULM })).status).toBe(201);
    expect((await send("POST", "/api/me/charts", alice, { name: "Sam", ...LONDON })).status).toBe(201);
    expect((await send("POST", "/api/me/charts", bob, { name: "Bob's own", me: true, ...ULM })).status).toBe(201);
    const subscribed = await send("POST", "/api/subscribe", "", {
      email: "Alice@Example.com",
      name: "Alice",
      zodiacSign: "pisces",
      tags: ["daily", "weekly"],
      source: "subscribe-page",
    });
    expect(subscribed.status).toBe(200);
    subscriberToken = ((await subscribed.json()) as { token: string }).token;
    await send("POST", "/api/subscribe", "", {
      email: "bob@example.com",
      name: "Bob",
      zodiacSign: "leo",
      tags: ["monthly"],
      source: "subscribe-page",
    });
    const aliceVisitor = newVisitorId();
    const bobVisitor = newVisitorId();
    await rateSign(database.db, { sign: "pisces", date: "2026-12-01", visitorId: aliceVisitor, rating: 5 });
    await rateSign(database.db, { sign: "leo", date: "2026-12-01", visitorId: bobVisitor, rating: 1 });
    aliceBrowser = browserOf(alice, aliceVisitor);
    bobBrowser = browserOf(bob, bobVisitor);
  });

  test("[privacy.export] a visitor who is not signed in gets 401, and no cache keeps the answer", async () => {
    const res = await exportOf(undefined);
    expect(res.status).toBe(401);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to see your charts." } });
    expect(res.headers.get("Content-Disposition")).toBeNull();
  });

  test("[privacy.export] a reader gets a JSON file of the account, its sessions, both charts, the subscription, the mail and the rating", async () => {
    const res = await exportOf(aliceBrowser);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="cosmic-daily-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await res.json()) as Export;

    const [row] = await database.db.select().from(user).where(eq(user.email, "alice@example.com"));
    // The first account to confirm on a database is its admin.
    expect(data.account).toMatchObject({ id: row!.id, email: "alice@example.com", emailVerified: true, isAdmin: true });
    expect(data.account.roles.map(({ role }) => role)).toEqual(["admin"]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toEqual({
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      expiresAt: expect.any(String),
      ipAddress: expect.toBeOneOf([null, expect.any(String)]),
      userAgent: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect(data.signInMethods.map(({ providerId }) => providerId)).toEqual(["credential"]);
    expect(data.confirmationLinks).toHaveLength(1);
    expect(data.confirmationLinks[0]!.usedAt).not.toBeNull();

    expect(data.savedCharts.map((chart) => chart.name)).toEqual(["Albert", "Sam"]);
    expect(data.savedCharts[0]).toEqual({
      id: expect.any(String),
      name: "Albert",
      isMe: true,
      date: "1879-03-14",
      time: "11:30",
      lat: 48.4011,
      lon: 9.9876,
      tz: "Europe/Berlin",
      offset: null,
      houses: "placidus",
      node: "mean",
      place: "Ulm, Baden-Württemberg, Germany",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.savedCharts[1]).toMatchObject({ name: "Sam", time: null, place: null, tz: "Europe/London" });

    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({
        email: "alice@example.com",
        name: "Alice",
        zodiacSign: "pisces",
        tags: ["daily", "weekly"],
        status: "unconfirmed",
        source: "subscribe-page",
        deliveryTime: "06:00",
        consentAt: expect.any(String),
      }),
    ]);
    expect(data.mail.map(({ kind }) => kind).sort()).toEqual(["account-confirmation", "newsletter-confirmation"]);
    expect(data.ratings).toEqual([{ sign: "pisces", date: "2026-12-01", rating: 5, createdAt: expect.any(String) }]);
  });

  test("[privacy.export] no key names a password, token, hash or secret, and no value opens the account or the subscription", async () => {
    const text = await (await exportOf(aliceBrowser)).text();
    expect(keysOf(JSON.parse(text)).filter((key) => SECRET_KEY.test(key))).toEqual([]);
    const sessionToken = decodeURIComponent(alice.split("=")[1]!).split(".")[0]!;
    const [stored] = await database.db.select({ token: session.token }).from(session).where(eq(session.token, sessionToken));
    expect(stored?.token).toBe(sessionToken);
    for (const secret of [sessionToken, subscriberToken, tokenOf(await confirmationLinkFor(database.db, "alice@example.com"))])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2|"password"/);
  });

  test("[privacy.export] another reader's charts, subscription, mail and ratings never appear", async () => {
    const alices = await (await exportOf(aliceBrowser)).text();
    for (const theirs of ["bob@example.com", "Bob's own", "monthly", '"leo"']) expect(alices).not.toContain(theirs);
    const bobs = (await (await exportOf(bobBrowser)).json()) as Export;
    expect(bobs.account.email).toBe("bob@example.com");
    expect(bobs.account.isAdmin).toBe(false);
    expect(bobs.savedCharts.map((chart) => chart.name)).toEqual(["Bob's own"]);
    expect(bobs.newsletterSubscriptions.map((entry) => entry.email)).toEqual(["bob@example.com"]);
    expect(bobs.ratings.map(({ sign, rating }) => [sign, rating])).toEqual([["leo", 1]]);
    // Ratings belong to the browser's visitor cookie: without it, none are the reader's.
    expect(((await (await exportOf(bob)).json()) as Export).ratings).toEqual([]);
  });

  test("[privacy.birth-data] deleting the account (as the admin command does, through better-auth) deletes its charts and sessions", async () => {
    const dora = await signedInAccount(app, database.db, "dora@example.com");
    expect((await send("POST", "/api/me/charts", dora, { name: "Dora", ...ULM })).status).toBe(201);
    const [account] = await database.db.select().from(user).where(eq(user.email, "dora@example.com"));
    expect(await database.db.select().from(savedCharts).where(eq(savedCharts.userId, account!.id))).toHaveLength(1);

    await (await site.auth.$context).internalAdapter.deleteUser(account!.id);

    expect(await database.db.select().from(savedCharts).where(eq(savedCharts.userId, account!.id))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.userId, account!.id))).toEqual([]);
    expect((await exportOf(dora)).status).toBe(401);
  });
});
