import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { REQUESTED_MAIL_LIMIT } from "#app/features/mail/mailer.server.ts";
import { freshIp } from "#tests/factories/newsletter.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

describe.each(kinds)("nobody mails through the site on %s", (kind) => {
  const database = useTestDatabase(kind);
  const mailsTo = async (email: string) =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from mail_outbox where to_address = ${email}`))[0]!.n;
  const client = () => {
    const { app } = buildTestApp(database, { env: { trustedProxyHeader: "x-forwarded-for" } });
    return (path: string, body: unknown, init: RequestInit = {}) =>
      app.request(`${SITE_URL}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE_URL, "X-Forwarded-For": freshIp() },
        body: JSON.stringify(body),
        ...init,
      });
  };

  test("[auth.api] better-auth's own mailing and profile endpoints are not exposed", async () => {
    const post = client();
    expect((await post("/api/auth/sign-up/email", { email: "quiet@example.com", password: "stardust" })).status).toBe(200);
    const before = await mailsTo("quiet@example.com");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("/api/auth/send-verification-email", { email: "quiet@example.com" })),
    );
    expect(answers.every((res) => res.status === 404)).toBe(true);
    expect(await mailsTo("quiet@example.com")).toBe(before);
    for (const path of [
      "/api/auth/update-user",
      "/api/auth/change-email",
      "/api/auth/forget-password",
      "/api/auth/request-password-reset",
    ]) {
      expect((await post(path, { name: { a: 1 }, email: "x@example.com" })).status, path).toBe(404);
    }
  });

  test("[mail.recipient-limit] however it is asked for, one address gets at most its hourly share of requested mail", async () => {
    const post = client();
    const target = "inbox@example.com";
    // Sign-up, sign-ins of the unconfirmed account, subscriptions and the resend form, each from a new address.
    await post("/api/auth/sign-up/email", { email: target, password: "stardust" });
    for (let attempt = 0; attempt < 4; attempt++) await post("/api/auth/sign-in/email", { email: target, password: "stardust" });
    for (let attempt = 0; attempt < 3; attempt++) {
      await post("/api/subscribe", { email: target, tags: ["quick-subscribe"], source: "quick-subscribe" });
    }
    expect(await mailsTo(target)).toBe(REQUESTED_MAIL_LIMIT.perRecipient);
  });
});
