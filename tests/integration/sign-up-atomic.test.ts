import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { confirmEmail } from "#app/features/accounts/confirmations.server.ts";
import { confirmationLinkFor, tokenOf } from "#tests/factories/accounts.ts";
import { freshIp } from "#tests/factories/newsletter.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { rowsOf, testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`sign-up atomicity tests run on: ${kinds.join(", ")}`);

/** What the database holds for an address: its users, their password credentials, the mails to it. */
async function heldFor(database: TestDatabase, email: string) {
  const [row] = rowsOf<{ users: number; credentials: number; mails: number }>(
    await database.db.execute(sql`
      select
        (select count(*)::int from "user" where email = ${email}) as users,
        (select count(*)::int from account a join "user" u on u.id = a.user_id
          where u.email = ${email} and a.provider_id = 'credential') as credentials,
        (select count(*)::int from mail_outbox where to_address = ${email}) as mails`),
  );
  return row!;
}

describe.each(kinds)("a sign-up on %s is written whole or not at all", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });
  const client = () => {
    const { app } = buildTestApp(database, { env: { trustedProxyHeader: "x-forwarded-for" } });
    return (path: string, body: unknown) =>
      app.request(`${SITE_URL}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE_URL, "X-Forwarded-For": freshIp() },
        body: JSON.stringify(body),
      });
  };

  test("[auth.sign-up-atomic] a sign-up cut off between its user and its credential leaves nothing, and the address signs up again at once", async () => {
    const post = client();
    const email = "cut-off@example.com";
    // The credential's write fails once the user's row is written: what a process dying between
    // the two writes does, short of the process itself.
    await database.db.execute(
      sql.raw(`
      create function fail_cut_off_credential() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from "user" where id = new.user_id and email = '${email}') then
          raise exception 'the credential write was cut off';
        end if;
        return new;
      end $$`),
    );
    await database.db.execute(
      sql`create trigger cut_off_credential before insert on account for each row execute function fail_cut_off_credential()`,
    );
    try {
      const cut = await post("/api/auth/sign-up/email", { email, password: "stardust" });
      expect(cut.status, await cut.clone().text()).toBe(503);
      expect(await heldFor(database, email)).toEqual({ users: 0, credentials: 0, mails: 0 });
    } finally {
      // The engine's instance serves later test files: they must not find the trigger.
      await database.db.execute(sql`drop trigger if exists cut_off_credential on account`);
      await database.db.execute(sql`drop function if exists fail_cut_off_credential()`);
    }

    const again = await post("/api/auth/sign-up/email", { email, password: "stardust" });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await heldFor(database, email)).toEqual({ users: 1, credentials: 1, mails: 1 });
    expect(await confirmEmail(database.db, tokenOf(await confirmationLinkFor(database.db, email)))).toBe("confirmed");
    expect((await post("/api/auth/sign-in/email", { email, password: "stardust" })).status).toBe(200);
  });

  test("[auth.sign-up-atomic] sign-ups at once each keep their credential, and the first to confirm still becomes the admin", async () => {
    const post = client();
    const emails = Array.from({ length: 8 }, (_, n) => `together-${n}@example.com`);
    const answers = await Promise.all(emails.map((email) => post("/api/auth/sign-up/email", { email, password: "stardust" })));
    expect(answers.map((res) => res.status)).toEqual(emails.map(() => 200));
    for (const email of emails) expect(await heldFor(database, email), email).toEqual({ users: 1, credentials: 1, mails: 1 });

    const links = await Promise.all(emails.slice(0, 3).map((email) => confirmationLinkFor(database.db, email)));
    expect(await Promise.all(links.map((link) => confirmEmail(database.db, tokenOf(link))))).toEqual([
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    const [admins] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from user_roles where role = 'admin'`));
    expect(admins!.n).toBe(1);
  });
});
