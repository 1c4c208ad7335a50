import { beforeAll, describe, expect, test } from "vitest";
import * as signOut from "#app/routes/auth/sign-out.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

describe("[shell.account-links] the header's Sign Out", () => {
  const database = useTestDatabase("pglite");
  let built: ReturnType<typeof buildTestApp>;
  const session = (cookie: string) => built.app.request(`${SITE_URL}/api/me/charts`, { headers: { Cookie: cookie } });
  const signIn = async (email: string) => {
    const answer = await built.app.request(`${SITE_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL },
      body: JSON.stringify({ email, password: "stardust" }),
    });
    return answer.headers
      .getSetCookie()
      .find((line) => line.includes("session_token="))!
      .split(";")[0]!;
  };

  beforeAll(() => {
    built = buildTestApp(database);
  });

  test("ends every session of the account, on every device, clears this one's cookie and goes home; another account stays signed in", async () => {
    const laptop = await signedInAccount(built.app, database.db, "reader@example.com");
    const phone = await signIn("reader@example.com");
    const someoneElse = await signedInAccount(built.app, database.db, "other@example.com");
    expect((await session(laptop)).status).toBe(200);
    expect((await session(phone)).status).toBe(200);

    const request = new Request(`${SITE_URL}/auth/sign-out`, { method: "POST", headers: { Cookie: laptop, Origin: SITE_URL } });
    const thrown: Response = await Promise.resolve()
      .then(() => signOut.action(routeArgs(built.site, request) as never))
      .then(
        () => {
          throw new Error("Sign Out answers with a redirect");
        },
        (answer: unknown) => answer as Response,
      );
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/");
    expect(thrown.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && /Max-Age=0/i.test(cookie))).toBe(true);

    expect((await session(laptop)).status).toBe(401);
    expect((await session(phone)).status).toBe(401);
    expect((await session(someoneElse)).status).toBe(200);
  });
});
