import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emailConfirmations, user, userRoles } from "#db/schema/index.ts";
import { confirmEmail } from "#app/features/accounts/confirmations.server.ts";
import { AUTH_MESSAGES } from "#app/features/accounts/messages.ts";
import { grantAdmin, listUsers, revokeAdmin, revokeSessions } from "#app/features/accounts/users.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { confirmationLinkFor, tokenOf } from "#tests/factories/accounts.ts";
import { buildTestApp } from "#tests/factories/site.ts";
import { createTestDatabase, rowsOf, testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`account tests run on: ${kinds.join(", ")}`);

const SITE = "http://localhost:3000";

/** A test client for one app: JSON requests from the site's own origin, cookies kept per call. */
function clientFor(database: TestDatabase, env: Partial<Env> = {}) {
  const { app } = buildTestApp(database, { env });
  const send = (path: string, init: RequestInit = {}) => app.request(`${SITE}${path}`, init);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
      body: JSON.stringify(body),
    });
  async function signUp(email: string, password = "stardust", headers: Record<string, string> = {}) {
    return post("/api/auth/sign-up/email", { email, password, name: "" }, headers);
  }
  async function confirm(email: string) {
    expect(await confirmEmail(database.db, tokenOf(await confirmationLinkFor(database.db, email)))).toBe("confirmed");
  }
  /** Signs in and answers the session cookie ("name=value"). */
  async function signIn(email: string, password = "stardust", headers: Record<string, string> = {}) {
    const res = await post("/api/auth/sign-in/email", { email, password }, headers);
    expect(res.status, await res.clone().text()).toBe(200);
    return sessionCookieOf(res);
  }
  async function registeredUser(email: string) {
    await signUp(email);
    await confirm(email);
    return signIn(email);
  }
  return { app, send, post, signUp, confirm, signIn, registeredUser };
}

function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((line) => line.includes("session_token="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0]!;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

const adminCount = async (database: TestDatabase) =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from user_roles where role = 'admin'`))[0]!.n;

describe.each(kinds)("accounts on %s", (kind) => {
  test("[auth.first-admin] signing up makes no admin; of 50 concurrent confirmations exactly one does", async () => {
    const database = await createTestDatabase(kind);
    try {
      // Each sign-up comes from its own address, through a proxy the operator trusts.
      const client = clientFor(database, { trustedProxyHeader: "x-forwarded-for" });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) => client.signUp(`racer${n}@example.com`, "stardust", { "X-Forwarded-For": `10.0.0.${n}` })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
      // Signing up proves nothing about the address: no admin yet.
      expect(await adminCount(database)).toBe(0);
      const links = await Promise.all(Array.from({ length: 50 }, (_, n) => confirmationLinkFor(database.db, `racer${n}@example.com`)));
      const confirmed = await Promise.all(links.map((link) => confirmEmail(database.db, tokenOf(link))));
      expect(confirmed.every((outcome) => outcome === "confirmed")).toBe(true);
      expect(await adminCount(database)).toBe(1);
      const { total } = await listUsers(database.db, {});
      expect(total).toBe(50);

      // The admin's users list pages them twenty at a time and clamps pages out of range.
      const pages = await Promise.all([1, 3, 99, -4].map((page) => listUsers(database.db, { page })));
      expect(pages.map((found) => [found.page, found.users.length, found.pageCount])).toEqual([
        [1, 20, 3],
        [3, 10, 3],
        [3, 10, 3],
        [1, 20, 3],
      ]);
      const seen = new Set(
        (await Promise.all([1, 2, 3].map((page) => listUsers(database.db, { page })))).flatMap((found) => found.users.map((u) => u.id)),
      );
      expect(seen.size).toBe(50);
      expect((await listUsers(database.db, { search: "racer4" })).total).toBe(11); // racer4, racer40..49
      expect((await listUsers(database.db, { search: "%" })).total).toBe(0); // LIKE wildcards are literal
    } finally {
      await database.drop();
    }
  }, 60_000);

  describe("with an admin and an ordinary user", () => {
    let database: TestDatabase;
    let client: ReturnType<typeof clientFor>;
    let adminCookie: string;
    let userCookie: string;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      client = clientFor(database);
      adminCookie = await client.registeredUser("first@example.com");
      userCookie = await client.registeredUser("second@example.com");
    }, 30_000);
    afterAll(async () => {
      await database?.drop();
    });

    test("GET /api/me says who is signed in and whether has_role() makes them admin", async () => {
      const me = async (cookie?: string) => (await client.send("/api/me", { headers: cookie ? { Cookie: cookie } : {} })).json();
      expect(await me()).toEqual({ user: null, isAdmin: false });
      expect(await me(adminCookie)).toMatchObject({ user: { email: "first@example.com" }, isAdmin: true });
      expect(await me(userCookie)).toMatchObject({ user: { email: "second@example.com" }, isAdmin: false });
      expect(await me("better-auth.session_token=forged.value")).toEqual({ user: null, isAdmin: false });
      expect(await me("cosmic_visitor=abc")).toEqual({ user: null, isAdmin: false });
      expect(await me(`cosmic_visitor=abc; ${adminCookie}`)).toMatchObject({ isAdmin: true });
    });

    test.each([
      ["GET", undefined],
      ["PUT", { ads_mode: "off" }],
    ])("%s /api/admin/settings answers 401 to visitors and 403 to non-admins", async (method, body) => {
      const call = (cookie?: string) =>
        client.send("/api/admin/settings", {
          method,
          headers: { "Content-Type": "application/json", Origin: SITE, ...(cookie ? { Cookie: cookie } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      const anonymous = await call();
      expect(anonymous.status).toBe(401);
      expect((await errorOf(anonymous)).code).toBe("unauthorized");
      const ordinary = await call(userCookie);
      expect(ordinary.status).toBe(403);
      expect(await errorOf(ordinary)).toEqual({ code: "forbidden", message: "You need admin privileges to access this page." });
    });

    test("an admin saves the ad settings by upsert; GET /api/settings shows only public keys", async () => {
      const put = (body: unknown, headers: Record<string, string> = {}) =>
        client.send("/api/admin/settings", {
          method: "PUT",
          headers: { "Content-Type": "application/json", Origin: SITE, Cookie: adminCookie, ...headers },
          body: JSON.stringify(body),
        });
      const saved = await put({ ads_mode: "hybrid", google_publisher_id: "ca-pub-1234567890123456" });
      expect(saved.status).toBe(200);
      expect(await (await client.send("/api/settings")).json()).toEqual({
        ads_mode: "hybrid",
        google_publisher_id: "ca-pub-1234567890123456",
      });
      const rows = rowsOf<{ updated_by: string }>(
        await database.db.execute(sql`select updated_by from app_settings where setting_key = 'ads_mode'`),
      );
      expect(rows[0]!.updated_by).toBe("first@example.com");

      const badMode = await put({ ads_mode: "sometimes" });
      expect(badMode.status).toBe(400);
      // The settings form's words, and the field each names.
      const modeMessage = "ads_mode must be one of off, internal, google-auto, hybrid";
      expect(await errorOf(badMode)).toEqual({ code: "validation_failed", message: modeMessage, fields: { ads_mode: modeMessage } });
      const badId = await put({ google_publisher_id: "ca-pub-123" });
      expect(badId.status).toBe(400);
      const idMessage = "google_publisher_id must be ca-pub- followed by 16 digits";
      expect(await errorOf(badId)).toEqual({ code: "validation_failed", message: idMessage, fields: { google_publisher_id: idMessage } });
      const unknownKey = await put({ admin_password: "x" });
      expect(unknownKey.status).toBe(400);

      const crossSite = await put({ ads_mode: "off" }, { Origin: "https://evil.example" });
      expect(crossSite.status).toBe(403);
      expect((await errorOf(crossSite)).code).toBe("cross_origin");
      const crossSitePost = await client.send("/api/admin/settings", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://evil.example", Cookie: adminCookie },
        body: JSON.stringify({ ads_mode: "off" }),
      });
      expect(crossSitePost.status).toBe(403);
      expect(await (await client.send("/api/settings")).json()).toMatchObject({ ads_mode: "hybrid" });
    });

    test("a sign-in replaces the session the browser already held", async () => {
      const again = await client.signIn("second@example.com", "stardust", { Cookie: userCookie });
      const me = async (cookie: string) => (await client.send("/api/me", { headers: { Cookie: cookie } })).json();
      expect(await me(userCookie)).toEqual({ user: null, isAdmin: false });
      expect(await me(again)).toMatchObject({ user: { email: "second@example.com" } });
      userCookie = again;
    });

    test("the last admin cannot be removed, even by two revocations at once", async () => {
      const { users } = await listUsers(database.db, {});
      const first = users.find((user) => user.email === "first@example.com")!;
      const second = users.find((user) => user.email === "second@example.com")!;
      expect(await revokeAdmin(database.db, first.id)).toBe("last_admin");
      await grantAdmin(database.db, second.id);
      const results = await Promise.all([revokeAdmin(database.db, first.id), revokeAdmin(database.db, second.id)]);
      expect(results.filter((result) => result === "revoked")).toHaveLength(1);
      expect(results).toContain("last_admin");
      expect(await adminCount(database)).toBe(1);
      // Put the first account back as the only admin for the other tests.
      await grantAdmin(database.db, first.id);
      await database.db.delete(userRoles).where(eq(userRoles.userId, second.id));
    });

    test("revoking a user's sessions signs them out everywhere", async () => {
      const other = await client.signIn("second@example.com");
      const { users } = await listUsers(database.db, { search: "second" });
      expect(users[0]!.activeSessions).toBeGreaterThanOrEqual(1);
      expect(await revokeSessions(database.db, users[0]!.id)).toBe(users[0]!.activeSessions);
      expect((await listUsers(database.db, { search: "second" })).users[0]!.activeSessions).toBe(0);
      expect(await (await client.send("/api/me", { headers: { Cookie: other } })).json()).toEqual({ user: null, isAdmin: false });
    });
  });

  describe("sign-in and sign-up messages", () => {
    let database: TestDatabase;
    let client: ReturnType<typeof clientFor>;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      client = clientFor(database, { trustedProxyHeader: "x-real-ip" });
    });
    afterAll(async () => {
      await database?.drop();
    });
    // A fresh client address per call keeps these checks clear of the per-address limit.
    let address = 0;
    const from = () => ({ "X-Real-IP": `192.0.2.${++address}` });

    test("[auth.sign-up-repair] a user left without its password by an older version does not lock the address out, even straight away", async () => {
      // What a process killed between the two writes of a sign-up left before they shared a
      // transaction: a user, no credential; written just now, as after a quick restart.
      await database.db.insert(user).values({
        id: "orphan-user",
        email: "orphan@example.com",
        name: "",
        emailVerified: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const again = await client.signUp("orphan@example.com", "stardust", from());
      expect(again.status, await again.clone().text()).toBe(200);
      await client.confirm("orphan@example.com");
      expect(await client.signIn("orphan@example.com", "stardust", from())).toMatch(/session_token=/);
      // A complete account is never touched: signing up again still says it exists.
      expect((await client.signUp("orphan@example.com", "stardust", from())).status).toBe(409);
    });

    test.each([
      [{ email: "", password: "stardust" }, AUTH_MESSAGES.emailRequired],
      [{ email: "   ", password: "stardust" }, "Email is required"],
      [{ email: "a@example.com", password: "" }, "Password is required"],
      [{ email: "a@example.com", password: "   " }, "Password is required"],
      [{}, "Email is required"],
    ])("sign-in with %j answers 400 '%s'", async (body, message) => {
      const res = await client.post("/api/auth/sign-in/email", body, from());
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    });

    test.each([
      [{ email: "", password: "stardust" }, "Email is required"],
      [{ email: "not-an-email", password: "stardust" }, "Please enter a valid email address"],
      [{ email: "a@b", password: "stardust" }, "Please enter a valid email address"],
      [{ email: "short@example.com", password: "12345" }, "Password must be at least 6 characters"],
    ])("sign-up with %j answers 400 '%s'", async (body, message) => {
      const res = await client.post("/api/auth/sign-up/email", body, from());
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    });

    test("a new account is told to confirm, cannot sign in until it does, and its link works once", async () => {
      const created = await client.signUp("  New.Person@Example.COM ", "stardust", from());
      expect(await created.json()).toEqual({ message: "Account created! Please check your email for confirmation." });
      const duplicate = await client.signUp("new.person@example.com", "another1", from());
      expect(duplicate.status).toBe(409);
      expect((await errorOf(duplicate)).message).toBe("An account with this email already exists. Please sign in instead.");

      const unconfirmed = await client.post("/api/auth/sign-in/email", { email: "new.person@example.com", password: "stardust" }, from());
      expect(unconfirmed.status).toBe(403);
      expect((await errorOf(unconfirmed)).message).toBe("Please check your email and click the confirmation link.");

      const link = await confirmationLinkFor(database.db, "new.person@example.com");
      expect(link.startsWith(`${SITE}/auth/confirm?token=`)).toBe(true);
      expect(await confirmEmail(database.db, tokenOf(link))).toBe("confirmed");
      expect(await confirmEmail(database.db, tokenOf(link))).toBe("invalid");
      // better-auth's own signed-token endpoint is closed: only our single-use links confirm.
      expect((await client.send("/api/auth/verify-email?token=anything")).status).toBe(404);

      const wrong = await client.post("/api/auth/sign-in/email", { email: "new.person@example.com", password: "wrong-one" }, from());
      expect(wrong.status).toBe(401);
      expect((await errorOf(wrong)).message).toBe("Invalid email or password. Please check your credentials.");
      const ok = await client.post("/api/auth/sign-in/email", { email: " NEW.PERSON@example.com ", password: "stardust" }, from());
      expect(await ok.json()).toEqual({ message: "Successfully signed in!" });
      const cookie = ok.headers.getSetCookie().find((line) => line.includes("session_token="))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
    });

    test("confirmation links expire after a day", async () => {
      await client.signUp("late@example.com", "stardust", from());
      const token = tokenOf(await confirmationLinkFor(database.db, "late@example.com"));
      const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
      expect(await confirmEmail(database.db, token, tomorrow)).toBe("invalid");
      expect(await confirmEmail(database.db, "not-a-token")).toBe("invalid");
      const stored = await database.db.select().from(emailConfirmations);
      // Only hashes are kept: the token itself is nowhere in the database.
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    });
  });

  describe("attempt limits", () => {
    const database = useTestDatabase(kind);

    test("[auth.attempt-limits] five sign-ins a minute per account, then 429 with 'Too many attempts…'", async () => {
      const client = clientFor(database, { trustedProxyHeader: "x-real-ip" });
      for (let attempt = 1; attempt <= 5; attempt++) {
        const res = await client.post(
          "/api/auth/sign-in/email",
          { email: "target@example.com", password: "guess" },
          { "X-Real-IP": `198.51.100.${attempt}` },
        );
        expect(res.status).toBe(401);
      }
      const blocked = await client.post(
        "/api/auth/sign-in/email",
        { email: "Target@Example.com", password: "guess" },
        { "X-Real-IP": "198.51.100.99" },
      );
      expect(blocked.status).toBe(429);
      expect(await errorOf(blocked)).toEqual({ code: "rate_limited", message: "Too many attempts. Please wait a minute and try again." });
    });

    test("without a trusted proxy header a forged X-Forwarded-For does not reset the per-address limit", async () => {
      const client = clientFor(database);
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 22; attempt++) {
        const res = await client.post(
          "/api/auth/sign-in/email",
          { email: `guess${attempt}@example.com`, password: "guess" },
          { "X-Forwarded-For": `203.0.113.${attempt}` },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual([429, 429]);
    });

    test("sign-ups count against the per-address limit too; refused input does not use the budget", async () => {
      const client = clientFor(database, { trustedProxyHeader: "x-real-ip" });
      const address = { "X-Real-IP": "192.0.2.200" };
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await client.post("/api/auth/sign-up/email", { email: "x", password: "1" }, address)).status).toBe(400);
      }
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 21; attempt++) {
        statuses.push((await client.signUp(`signup${attempt}@example.com`, "stardust", address)).status);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses[20]).toBe(429);
    }, 30_000);
  });
});

test("[auth.messages] with the database gone, sign-in and sign-up answer 'An unexpected error occurred' and leak nothing", async () => {
  const database = await createTestDatabase("pglite");
  const client = clientFor(database);
  await database.close();
  const signIn = await client.post("/api/auth/sign-in/email", { email: "someone@example.com", password: "stardust" });
  expect(signIn.status).toBe(503);
  expect(await errorOf(signIn)).toEqual({ code: "unexpected", message: AUTH_MESSAGES.unexpected });
  const signUp = await client.signUp("someone@example.com");
  expect(signUp.status).toBe(503);
  expect(await errorOf(signUp)).toEqual({ code: "unexpected", message: AUTH_MESSAGES.unexpected });
  // A settings read that fails keeps the defaults, silently.
  const settings = await client.send("/api/settings");
  expect(settings.status).toBe(200);
  expect(await settings.json()).toEqual({});
  await database.drop();
});

test("[auth.messages] the fallback messages, word for word", () => {
  expect(AUTH_MESSAGES.signInFailed).toBe("Failed to sign in");
  expect(AUTH_MESSAGES.signUpFailed).toBe("Failed to create account");
  expect(AUTH_MESSAGES.unexpected).toBe("An unexpected error occurred");
});

test("with an https SITE_URL the session cookie is Secure", async () => {
  const database = await createTestDatabase("pglite");
  try {
    const https = "https://cosmic.example";
    const { app } = buildTestApp(database, { env: { siteUrl: https } });
    const post = (path: string, body: unknown) =>
      app.request(`${https}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: https },
        body: JSON.stringify(body),
      });
    await post("/api/auth/sign-up/email", { email: "secure@example.com", password: "stardust" });
    await confirmEmail(database.db, tokenOf(await confirmationLinkFor(database.db, "secure@example.com")));
    const res = await post("/api/auth/sign-in/email", { email: "secure@example.com", password: "stardust" });
    const cookie = res.headers.getSetCookie().find((line) => line.includes("session_token="))!;
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    // The __Secure- cookie is recognised as a session, next to other cookies.
    const me = await app.request(`${https}/api/me`, { headers: { Cookie: `cosmic_visitor=abc; ${cookie.split(";")[0]}` } });
    expect(await me.json()).toMatchObject({ user: { email: "secure@example.com" } });
  } finally {
    await database.drop();
  }
});
