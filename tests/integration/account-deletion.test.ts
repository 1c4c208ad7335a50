import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { savedCharts, session, user } from "#db/schema/index.ts";
import { ACCOUNT_DELETION_MESSAGES } from "#app/features/accounts/account-deletion.server.ts";
import * as dataPage from "#app/routes/account/data.tsx";
import { ULM_BIRTH } from "#tests/factories/charts.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, loaderAnswer, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

describe("[privacy.account-deletion] a reader deletes their own account", () => {
  const database = useTestDatabase("pglite");
  let built: ReturnType<typeof buildTestApp>;
  let admin = "";
  let reader = "";

  const press = async (cookie: string, email: string) => {
    const request = new Request(`${SITE_URL}/account/data`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    });
    return Promise.resolve()
      .then(() => dataPage.action(routeArgs(built.site, request) as never))
      .then(
        (answer) => ({ answer: loaderAnswer<unknown>(answer) }),
        (thrown: unknown) => ({ thrown: thrown as Response }),
      );
  };
  const accountOf = async (email: string) => (await database.db.select().from(user).where(eq(user.email, email)))[0];

  beforeAll(async () => {
    built = buildTestApp(database);
    // The first account confirmed is the site's admin.
    admin = await signedInAccount(built.app, database.db, "admin@example.com");
    reader = await signedInAccount(built.app, database.db, "reader@example.com");
    const saved = await built.app.request(`${SITE_URL}/api/me/charts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: reader },
      body: JSON.stringify({ name: "Mine", me: true, ...ULM_BIRTH }),
    });
    expect(saved.status).toBe(201);
  });

  test("the page shows whose account it is", async () => {
    const request = new Request(`${SITE_URL}/account/data`, { headers: { Cookie: reader } });
    expect(loaderAnswer(await dataPage.loader(routeArgs(built.site, request) as never)).data).toEqual({ email: "reader@example.com" });
  });

  test("without the account's address typed, nothing is deleted", async () => {
    const pressed = await press(reader, "someone@example.com");
    expect("answer" in pressed && pressed.answer).toEqual({
      status: 400,
      data: { ok: false, message: ACCOUNT_DELETION_MESSAGES.confirm, fieldErrors: { email: ACCOUNT_DELETION_MESSAGES.confirm } },
    });
    expect(ACCOUNT_DELETION_MESSAGES.confirm).toBe("Type your account's email address to confirm.");
    expect(await accountOf("reader@example.com")).toBeDefined();
  });

  test("the site's only admin cannot delete their account", async () => {
    const pressed = await press(admin, "admin@example.com");
    expect("answer" in pressed && pressed.answer).toEqual({
      status: 409,
      data: { ok: false, message: ACCOUNT_DELETION_MESSAGES.lastAdmin },
    });
    expect(await accountOf("admin@example.com")).toBeDefined();
  });

  test("with it typed (in any case), the account, its sessions and its charts go; the browser is signed out and sent home", async () => {
    const id = (await accountOf("reader@example.com"))!.id;
    const pressed = await press(reader, "  Reader@Example.com ");
    if (!("thrown" in pressed)) throw new Error("expected a redirect");
    expect(pressed.thrown.status).toBe(302);
    expect(pressed.thrown.headers.get("Location")).toBe("/");
    const cookies = pressed.thrown.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.includes("session_token=") && /Max-Age=0/i.test(cookie))).toBe(true);
    expect(decodeURIComponent(cookies.join("\n"))).toContain(ACCOUNT_DELETION_MESSAGES.deleted);
    expect(await accountOf("reader@example.com")).toBeUndefined();
    expect(await database.db.select().from(savedCharts).where(eq(savedCharts.userId, id))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    const afterwards = await built.app.request(`${SITE_URL}/api/me/charts`, { headers: { Cookie: reader } });
    expect(afterwards.status).toBe(401);
  });
});
