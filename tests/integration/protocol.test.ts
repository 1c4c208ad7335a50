import { beforeAll, describe, expect, test } from "vitest";
import { randomUUID } from "node:crypto";
import { subscribers } from "#db/schema/index.ts";
import { listToken } from "#app/features/newsletter/list-links.server.ts";
import { maskedAddress } from "#app/lib/text.ts";
import * as preferencesPage from "#app/routes/newsletter/preferences.tsx";
import * as verifyPage from "#app/routes/verify.tsx";
import * as unsubscribePage from "#app/routes/unsubscribe.tsx";
import * as editionPage from "#app/routes/newsletter/editions/$id.tsx";
import * as confirmPage from "#app/routes/auth/confirm.tsx";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, loaderAnswer, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe("protocol: caches, tokens and addresses", () => {
  const database = useTestDatabase("pglite");
  let built: ReturnType<typeof buildTestApp>;
  let admin = "";
  let reader = "";

  beforeAll(async () => {
    built = buildTestApp(database);
    admin = await signedInAccount(built.app, database.db, "admin@example.com");
    reader = await signedInAccount(built.app, database.db, "reader@example.com");
  });

  test("[auth.api] the session answer names the user but never carries the session's token", async () => {
    const answer = await built.app.request(`${SITE_URL}/api/auth/get-session`, { headers: { Cookie: reader } });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { user: { email: string }; session: Record<string, unknown> };
    expect(body.user.email).toBe("reader@example.com");
    expect(body.session.userId).toBeTypeOf("string");
    expect(keysOf(body)).not.toContain("token");
    expect(JSON.stringify(body)).not.toContain(decodeURIComponent(reader.split("=")[1]!).split(".")[0]!);
    const visitor = await built.app.request(`${SITE_URL}/api/auth/get-session`);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toBeNull();
  });

  test("[admin.api-no-store] no admin answer may be cached: a refusal, a 404 or a success", async () => {
    const answers = [
      await built.app.request(`${SITE_URL}/api/admin/posts`),
      await built.app.request(`${SITE_URL}/api/admin/ads`, { headers: { Cookie: reader } }),
      await built.app.request(`${SITE_URL}/api/admin/settings`, { headers: { Cookie: admin } }),
      await built.app.request(`${SITE_URL}/api/admin/nothing-here`, { headers: { Cookie: admin } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 200, 404]);
    for (const answer of answers) expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  test("[privacy.private-pages] every page opened through a token is kept by no cache", () => {
    for (const page of [preferencesPage, verifyPage, unsubscribePage, editionPage, confirmPage])
      expect((page.headers as () => Record<string, string>)()).toEqual({ "Cache-Control": "private, no-store" });
  });

  test("[newsletter.preferences] the preferences page shows its address masked: the first letter and the domain", async () => {
    const id = randomUUID();
    const now = new Date();
    await database.db.insert(subscribers).values({
      id,
      email: "stargazer@example.com",
      zodiacSign: "leo",
      tags: ["daily"],
      isVerified: true,
      verifiedAt: now,
      source: "subscribe-page",
      deliveryTime: "06:00",
      consentAt: now,
      consentTextVersion: "test",
    });
    const request = new Request(`${SITE_URL}/newsletter/preferences?token=${listToken(id, built.site.env.authSecret)}`);
    const { data } = loaderAnswer<unknown>(await preferencesPage.loader(routeArgs(built.site, request) as never));
    expect(JSON.stringify(data)).not.toContain("stargazer@");
    expect((data as { preferences: { address: string } }).preferences.address).toBe("s••••••@example.com");
    expect(maskedAddress("stargazer@example.com")).toBe("s••••••@example.com");
    expect(maskedAddress("al@example.com")).toBe("a•••@example.com");
    expect(maskedAddress("not-an-address")).toBe("•••");
  });
});
