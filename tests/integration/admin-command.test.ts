import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { account, user } from "#db/schema/index.ts";
import { createAuth } from "#app/features/accounts/auth.server.ts";
import { confirmEmail } from "#app/features/accounts/confirmations.server.ts";
import { AUTH_MESSAGES } from "#app/features/accounts/messages.ts";
import { countUsers } from "#app/features/accounts/users.server.ts";
import { openSiteDatabase } from "#server/boot/open-site-database.ts";
import { createOrPromoteAdmin, describeAdminResult, PASSWORD_TOO_LONG, type PasswordEntry } from "#server/cli/admin.ts";
import { ADMIN_USAGE, MISSING_PASSWORD, runAdminCommand } from "#server/cli/admin-command.ts";
import { confirmationLinkFor, tokenOf } from "#tests/factories/accounts.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { buildTestApp } from "#tests/factories/site.ts";
import { createTestDatabase, fillDataDirFromTemplate, rowsOf, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();
console.info(`admin command tests run on: ${kinds.join(", ")}`);

const SITE = "http://localhost:3000";
const env = buildEnv();

/** What the command does, with the auth a separate process would build for the same database. */
function adminCommandOn(database: TestDatabase) {
  const auth = createAuth({
    db: database.db,
    siteUrl: SITE,
    secret: env.authSecret,
    trustedProxyHeader: undefined,
    mailer: {
      send: async () => {
        throw new Error("the admin command must send no mail");
      },
    },
  });
  return (email: string, entry?: PasswordEntry) =>
    createOrPromoteAdmin(database.db, auth, {
      email,
      choosePassword: async () => {
        if (!entry) throw new Error("the password must not be asked for");
        return entry;
      },
    });
}

/** The site's API on that database: sign-up, sign-in and /api/me, as a browser would use them. */
function siteOn(database: TestDatabase) {
  const { app } = buildTestApp(database);
  const post = (path: string, body: unknown) =>
    app.request(`${SITE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify(body),
    });
  return {
    signUp: (email: string, password: string) => post("/api/auth/sign-up/email", { email, password }),
    signIn: (email: string, password: string) => post("/api/auth/sign-in/email", { email, password }),
    /** Signs in and answers what /api/me says about that session. */
    async whoIs(email: string, password: string) {
      const res = await post("/api/auth/sign-in/email", { email, password });
      expect(res.status, await res.clone().text()).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .find((line) => line.includes("session_token="))!
        .split(";")[0]!;
      return (await app.request(`${SITE}/api/me`, { headers: { Cookie: cookie } })).json();
    },
  };
}

const adminCount = async (database: TestDatabase) =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from user_roles where role = 'admin'`))[0]!.n;

async function withDatabase(kind: "pglite" | "postgres", run: (database: TestDatabase) => Promise<void>) {
  const database = await createTestDatabase(kind);
  try {
    await run(database);
  } finally {
    await database.drop();
  }
}

test.each(kinds)("on an empty %s database it creates a confirmed admin who signs in through the API", (kind) =>
  withDatabase(kind, async (database) => {
    const admin = adminCommandOn(database);
    const result = await admin("  Root@Example.COM ", { password: "stardust", confirmation: "stardust" });
    expect(result).toEqual({ outcome: "created", email: "root@example.com" });
    expect(describeAdminResult(result)).toBe("Created admin root@example.com.");

    const [stored] = await database.db
      .select({ emailVerified: user.emailVerified, providerId: account.providerId, password: account.password })
      .from(user)
      .innerJoin(account, eq(account.userId, user.id));
    expect(stored).toMatchObject({ emailVerified: true, providerId: "credential" });
    expect(stored!.password).toMatch(/^\$argon2id\$/);

    expect(await siteOn(database).whoIs("root@example.com", "stardust")).toMatchObject({
      user: { email: "root@example.com" },
      isAdmin: true,
    });
    expect(await adminCount(database)).toBe(1);
  }),
);

test.each(kinds)("on a %s database that has an admin already it adds a second one", (kind) =>
  withDatabase(kind, async (database) => {
    const site = siteOn(database);
    expect((await site.signUp("first@example.com", "stardust")).status).toBe(200);
    await confirmEmail(database.db, tokenOf(await confirmationLinkFor(database.db, "first@example.com")));
    expect(await adminCount(database)).toBe(1);
    const result = await adminCommandOn(database)("ops@example.com", { password: "moonlight", confirmation: "moonlight" });
    expect(result.outcome).toBe("created");
    expect(await site.whoIs("ops@example.com", "moonlight")).toMatchObject({ user: { email: "ops@example.com" }, isAdmin: true });
    expect(await adminCount(database)).toBe(2);
    expect(await countUsers(database.db)).toBe(2);
  }),
);

test.each(kinds)("on %s an existing unconfirmed user is promoted and confirmed, keeping the password; a rerun says so", (kind) =>
  withDatabase(kind, async (database) => {
    const site = siteOn(database);
    await site.signUp("first@example.com", "stardust");
    await confirmEmail(database.db, tokenOf(await confirmationLinkFor(database.db, "first@example.com")));
    await site.signUp("second@example.com", "starlight");
    expect((await site.signIn("second@example.com", "starlight")).status).toBe(403);

    const admin = adminCommandOn(database);
    const promoted = await admin("SECOND@example.com");
    expect(promoted).toEqual({ outcome: "promoted", email: "second@example.com" });
    expect(describeAdminResult(promoted)).toBe("second@example.com is now an admin. Its email is confirmed; its password was not changed.");
    expect(await site.whoIs("second@example.com", "starlight")).toMatchObject({ isAdmin: true });

    const again = await admin("second@example.com");
    expect(again.outcome).toBe("already_admin");
    expect(describeAdminResult(again)).toBe(
      "second@example.com was already an admin. Its email is confirmed; its password was not changed.",
    );
    expect((await admin("first@example.com")).outcome).toBe("already_admin");
    expect(await adminCount(database)).toBe(2);
  }),
);

test.each(kinds)("on %s a refused email or password answers the sign-up form's message and creates nothing", (kind) =>
  withDatabase(kind, async (database) => {
    const admin = adminCommandOn(database);
    const cases: Array<[string, PasswordEntry | undefined, string]> = [
      ["not-an-email", undefined, AUTH_MESSAGES.invalidEmail],
      ["a@b", undefined, AUTH_MESSAGES.invalidEmail],
      ["   ", undefined, AUTH_MESSAGES.emailRequired],
      ["new@example.com", { password: "12345", confirmation: "12345" }, AUTH_MESSAGES.passwordTooShortForm],
      ["new@example.com", { password: "stardust", confirmation: "stardusk" }, AUTH_MESSAGES.passwordsDoNotMatch],
      ["new@example.com", { password: "x".repeat(129), confirmation: "x".repeat(129) }, PASSWORD_TOO_LONG],
    ];
    for (const [email, entry, message] of cases) {
      await expect(admin(email, entry), `${email} ${JSON.stringify(entry)}`).rejects.toMatchObject({ code: "validation_failed", message });
    }
    expect(AUTH_MESSAGES.passwordTooShortForm).toBe("Password must be at least 6 characters long");
    expect(await countUsers(database.db)).toBe(0);
  }),
);

/** Runs the command as the shell would, with piped stdin, and keeps what it writes. */
async function runCommand(argv: string[], commandEnv: Record<string, string | undefined>, input = "") {
  let stdout = "";
  let stderr = "";
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        append(String(chunk));
        done();
      },
    });
  const code = await runAdminCommand({
    argv,
    env: { LOG_LEVEL: "silent", ...commandEnv },
    stdin: Readable.from([input]),
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
  });
  return { code, stdout, stderr };
}

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "cosmic-admin-"));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("the command creates an admin on a fresh DATA_DIR from piped lines, then closes the database and frees DATA_DIR", async () => {
  const dataDir = freshDataDir();
  const created = await runCommand(["create", "--email", "Ops@Example.com"], { DATA_DIR: dataDir }, "stardust\nstardust\n");
  expect(created).toEqual({ code: 0, stdout: "Created admin ops@example.com.\n", stderr: "" });
  expect(existsSync(join(dataDir, "server.lock"))).toBe(false);

  const rerun = await runCommand(["create", "--email=ops@example.com"], { DATA_DIR: dataDir }, "ignored\n");
  expect(rerun).toMatchObject({
    code: 0,
    stdout: "ops@example.com was already an admin. Its email is confirmed; its password was not changed.\n",
  });

  // The server's own boot opens the same files, and the new admin signs in there.
  const { database } = await openSiteDatabase({ dataDir, databaseUrl: undefined });
  try {
    const site = siteOn({ ...database, label: "PGlite on disk", target: { kind: "pglite", dataDir }, drop: database.close });
    expect(await site.whoIs("ops@example.com", "stardust")).toMatchObject({ isAdmin: true });
  } finally {
    await database.close();
  }
});

// Runs only where PostgreSQL answers; the PGlite tests above cover the command everywhere else.
test.runIf(kinds.includes("postgres"))("with DATABASE_URL the command works on PostgreSQL and takes no DATA_DIR lock", () =>
  withDatabase("postgres", async (database) => {
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const dataDir = freshDataDir();
    writeFileSync(join(dataDir, "server.lock"), String(process.ppid)); // a server on PGlite elsewhere does not matter
    const created = await runCommand(
      ["create", "--email", "pg@example.com"],
      { DATA_DIR: dataDir, DATABASE_URL: database.target.url },
      "stardust\r\nstardust\r\n",
    );
    expect(created).toEqual({ code: 0, stdout: "Created admin pg@example.com.\n", stderr: "" });
    expect(await siteOn(database).whoIs("pg@example.com", "stardust")).toMatchObject({ isAdmin: true });
  }),
);

test("while a server holds DATA_DIR the command refuses and touches nothing", async () => {
  const dataDir = freshDataDir();
  writeFileSync(join(dataDir, "server.lock"), String(process.ppid)); // a live process: our parent
  const refused = await runCommand(["create", "--email", "ops@example.com"], { DATA_DIR: dataDir }, "stardust\nstardust\n");
  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe("");
  expect(refused.stderr).toBe(
    `cosmic-daily admin: a Cosmic Daily server (pid ${process.ppid}) is using DATA_DIR ${dataDir}, and its embedded database ` +
      "serves one process only: stop the server first, then run this command again.\n",
  );
  expect(existsSync(join(dataDir, "pglite"))).toBe(false);
});

test.each([
  [[], "missing command"],
  [["delete", "--email", "a@b.c"], 'unknown command "delete"'],
  [["create"], "missing --email"],
  [["create", "--mail", "a@b.c"], "Unknown option '--mail'"],
])("argv %j prints one error line and the usage on stderr, exit 1", async (argv, reason) => {
  const result = await runCommand(argv, { DATA_DIR: freshDataDir() });
  expect(result.code).toBe(1);
  expect(result.stdout).toBe("");
  const lines = result.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain(reason);
  expect(lines[1]).toBe(ADMIN_USAGE);
});

test("refused input answers one line on stderr, never echoes the password, and writes nothing", async () => {
  const emptyDataDir = freshDataDir();
  const badEmail = await runCommand(["create", "--email", "not-an-email"], { DATA_DIR: emptyDataDir });
  expect(badEmail).toEqual({ code: 1, stdout: "", stderr: `cosmic-daily admin: ${AUTH_MESSAGES.invalidEmail}\n` });
  expect(existsSync(join(emptyDataDir, "pglite"))).toBe(false); // refused before the database is opened

  // The refusals below come once the database is open: on a site's existing database.
  const dataDir = freshDataDir();
  await fillDataDirFromTemplate(dataDir);
  const mismatch = await runCommand(["create", "--email", "a@example.com"], { DATA_DIR: dataDir }, "secret-one\nsecret-two\n");
  expect(mismatch).toEqual({ code: 1, stdout: "", stderr: `cosmic-daily admin: ${AUTH_MESSAGES.passwordsDoNotMatch}\n` });
  const short = await runCommand(["create", "--email", "a@example.com"], { DATA_DIR: dataDir }, "12345\n12345\n");
  expect(short.stderr).toBe(`cosmic-daily admin: ${AUTH_MESSAGES.passwordTooShortForm}\n`);
  const oneLine = await runCommand(["create", "--email", "a@example.com"], { DATA_DIR: dataDir }, "stardust\n");
  expect(oneLine).toEqual({ code: 1, stdout: "", stderr: `cosmic-daily admin: ${MISSING_PASSWORD}\n` });
  const badEnv = await runCommand(["create", "--email", "a@example.com"], { DATA_DIR: dataDir, PORT: "nope" });
  expect(badEnv.stderr).toMatch(/^cosmic-daily admin: Invalid environment variable PORT/);

  const { database } = await openSiteDatabase({ dataDir, databaseUrl: undefined });
  try {
    expect(await countUsers(database.db)).toBe(0);
  } finally {
    await database.close();
  }
});
