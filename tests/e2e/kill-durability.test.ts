import { cpSync, mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "#db/client.ts";
import { createTestDatabase, isPostgresReachable, rowsOf } from "#tests/setup/databases.ts";
import { startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// These start their own servers, on ports of their own (ports.ts), each with its own data, so
// they may run side by side.
test.describe.configure({ timeout: 240_000 });

/** How long the stream of writes runs before the server is killed under it. */
const WRITING_MS = 3_000;
const WRITERS = 4;

/**
 * Subscribes distinct addresses, each from its own client address through the trusted proxy
 * header (the per-address limit is 10 a minute), from several writers at once, until the server
 * dies under them. Answers the addresses whose subscription was acknowledged with a 2xx.
 */
async function writeUntilKilled(server: RunningServer): Promise<{ acknowledged: string[]; attempted: number }> {
  const base = `http://127.0.0.1:${server.port}`;
  const acknowledged: string[] = [];
  let attempted = 0;
  let killed = false;
  const writer = async (writerId: number) => {
    for (let n = 0; !killed; n++) {
      const email = `reader-${writerId}-${n}@example.com`;
      attempted++;
      try {
        const res = await fetch(`${base}/api/subscribe`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: base,
            "X-Forwarded-For": `10.${writerId}.${Math.floor(n / 250)}.${n % 250}`,
          },
          body: JSON.stringify({ email, zodiacSign: "unknown", tags: ["quick-subscribe"], source: "quick-subscribe" }),
        });
        if (res.ok) acknowledged.push(email);
        else if (!killed) throw new Error(`subscription refused with ${res.status}: ${await res.text()}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
  await new Promise((done) => setTimeout(done, WRITING_MS));
  killed = true;
  server.process.kill("SIGKILL"); // while the writers' next requests are in flight
  await Promise.all(writers);
  await server.exited;
  return { acknowledged, attempted };
}

async function storedEmails(target: DatabaseTarget): Promise<Set<string>> {
  const handle = await openDatabase(target);
  try {
    return new Set(rowsOf<{ email: string }>(await handle.db.execute(sql`select email from subscribers`)).map((row) => row.email));
  } finally {
    await handle.close();
  }
}

/** Kill -9 under writes, restart on the same data, stop cleanly, then count what the database kept. */
async function killAndCount(
  label: string,
  ports: { first: number; restart: number },
  start: (port: number) => Promise<RunningServer>,
  target: (server: RunningServer) => DatabaseTarget,
) {
  const first = await start(ports.first);
  const { acknowledged, attempted } = await writeUntilKilled(first);
  expect(acknowledged.length).toBeGreaterThan(0);

  // The killed server's lock and half-written state must not stop the next boot.
  const second = await start(ports.restart);
  expect(await stopServer(second)).toBe(0);

  const stored = await storedEmails(target(first));
  const lost = acknowledged.filter((email) => !stored.has(email));
  console.info(
    `[kill -9 on ${label}] attempted ${attempted}, acknowledged ${acknowledged.length}, persisted ${acknowledged.length - lost.length}, ` +
      `lost ${lost.length}; ${stored.size - (acknowledged.length - lost.length)} more stored whose answer never arrived`,
  );
  expect(lost).toEqual([]);
}

const TRUST_LOOPBACK_PROXY = { TRUSTED_PROXY_HEADER: "x-forwarded-for" };

test("[startup.database-durability] every subscription acknowledged before a kill -9 is still there after a restart, on the embedded database", async () => {
  let dataDir: string | undefined;
  await killAndCount(
    "PGlite",
    { first: ownPort("kill-durability/pglite"), restart: ownPort("kill-durability/pglite-restart") },
    async (port) => {
      const server = await startReadyServer({ port, dataDir, env: TRUST_LOOPBACK_PROXY });
      dataDir = server.dataDir;
      return server;
    },
    (server) => ({ kind: "pglite", dataDir: join(server.dataDir, "pglite") }),
  );
});

test("[startup.database-durability] every subscription acknowledged before a kill -9 is still there after a restart, on PostgreSQL", async () => {
  test.skip(!(await isPostgresReachable()), "PostgreSQL is not reachable here; the embedded database's run covers the rest");
  const database = await createTestDatabase("postgres");
  const target = database.target;
  const url = target.kind === "postgres" ? target.url : "";
  await database.close();
  try {
    await killAndCount(
      "PostgreSQL",
      { first: ownPort("kill-durability/postgres"), restart: ownPort("kill-durability/postgres-restart") },
      (port) => startReadyServer({ port, databaseUrl: url, env: TRUST_LOOPBACK_PROXY }),
      () => target,
    );
  } finally {
    await database.drop();
  }
});

/** Sign-ups sent at once in each run, each for an address of its own from a client address of its own. */
const SIGN_UPS = 200;
/** Each run kills its server once this many sign-ups were acknowledged: early, midway, late in the burst. */
const KILL_AFTER_ACKNOWLEDGED = [20, 80, 140];
const SIGN_UP_PASSWORD = "stardust-kill-9";

const signUpEmail = (run: number, n: number) => `kill-sign-up-${run}-${n}@example.com`;
// The per-address limit is 20 a minute: every address of every run signs up from its own.
const signUpClient = (run: number, n: number) => `10.${100 + run}.${Math.floor(n / 250)}.${n % 250}`;

type Answer = { status: number; code: string | undefined };

/**
 * POSTs JSON on a connection of its own: a connection kept alive across a kill would fail the
 * first request to the server started after it.
 */
function postJson(port: number, path: string, body: unknown, clientAddress: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((answered, failed) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          Origin: `http://127.0.0.1:${port}`,
          "X-Forwarded-For": clientAddress,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("error", failed);
        res.on("end", () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
          } catch {
            code = undefined;
          }
          answered({ status: res.statusCode ?? 0, code });
        });
      },
    );
    req.on("error", failed);
    req.end(payload);
  });
}

/**
 * Sends every sign-up of the run at once and kills the server (-9) as soon as `killAfter` of them
 * were acknowledged, with the rest in flight. Answers the addresses whose sign-up was acknowledged
 * (a whole 2xx answer, before or just after the kill). Any whole answer that is not a 2xx fails.
 */
async function signUpUntilKilled(server: RunningServer, run: number, killAfter: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.process.kill("SIGKILL");
  };
  try {
    await Promise.all(
      Array.from({ length: SIGN_UPS }, async (_, n) => {
        const email = signUpEmail(run, n);
        let answer: Answer;
        try {
          answer = await postJson(server.port, "/api/auth/sign-up/email", { email, password: SIGN_UP_PASSWORD }, signUpClient(run, n));
        } catch (error) {
          if (killed) return; // cut off by the kill
          throw error;
        }
        if (answer.status < 200 || answer.status > 299)
          throw new Error(`the sign-up of ${email} was refused with ${answer.status} ${answer.code}`);
        acknowledged.push(email);
        if (acknowledged.length >= killAfter) kill();
      }),
    );
  } finally {
    kill();
    await server.exited;
  }
  return acknowledged;
}

type HeldAccounts = { complete: Set<string>; halfMade: Set<string> };

/** The run's addresses that have a user with its password credential, and those with a user alone. */
async function heldAccounts(target: DatabaseTarget): Promise<HeldAccounts> {
  const handle = await openDatabase(target);
  try {
    const rows = rowsOf<{ email: string; credential: boolean }>(
      await handle.db.execute(sql`
        select u.email, exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential') as credential
        from "user" u where u.email like 'kill-sign-up-%'`),
    );
    return {
      complete: new Set(rows.filter((row) => row.credential).map((row) => row.email)),
      halfMade: new Set(rows.filter((row) => !row.credential).map((row) => row.email)),
    };
  } finally {
    await handle.close();
  }
}

/** Accounts of each run whose password is tried over HTTP as well: each try costs an argon2id hash. */
const SIGN_IN_SAMPLE = 10;

/**
 * Every address of the run, on the restarted server. One the crash left without an account (or
 * with a user alone) must sign up at once. One with its user and credential must be known to
 * sign-up (409, not repaired away); the first few of those also sign in with their password:
 * accounts are unconfirmed, and sign-in says so (403 email_not_confirmed) only once the password
 * matched, where a wrong one answers 401. Answers the addresses for which that fails.
 */
async function addressesLockedOut(port: number, run: number, crashed: HeldAccounts): Promise<string[]> {
  const lockedOut: string[] = [];
  let next = 0;
  let signIns = 0;
  const checker = async () => {
    for (let n = next++; n < SIGN_UPS; n = next++) {
      const email = signUpEmail(run, n);
      const client = signUpClient(run, n);
      const signUp = await postJson(port, "/api/auth/sign-up/email", { email, password: SIGN_UP_PASSWORD }, client);
      if (!crashed.complete.has(email)) {
        if (signUp.status !== 200) lockedOut.push(`${email} (no account): sign-up ${signUp.status} ${signUp.code}`);
        continue;
      }
      if (signUp.status !== 409) lockedOut.push(`${email} (an account): sign-up ${signUp.status} ${signUp.code}`);
      if (signIns++ >= SIGN_IN_SAMPLE) continue;
      const signIn = await postJson(port, "/api/auth/sign-in/email", { email, password: SIGN_UP_PASSWORD }, client);
      if (signIn.status !== 403 || signIn.code !== "email_not_confirmed")
        lockedOut.push(`${email}: sign-in ${signIn.status} ${signIn.code}`);
    }
  };
  // A few at a time: each new account costs an argon2id hash.
  await Promise.all(Array.from({ length: 8 }, checker));
  return lockedOut;
}

/**
 * Three runs on one database, each on the server the run before restarted: sign-ups killed (-9)
 * in flight, a count of what the crash left (on `crashedState`, which for PGlite reads a copy so
 * the restart still finds the crash), a restart on the same data and every address of the run
 * tried again. Then a clean stop and a count of what stays.
 */
async function killSignUps(
  label: string,
  start: () => Promise<RunningServer>,
  crashedState: (server: RunningServer) => DatabaseTarget,
  settledState: (server: RunningServer) => DatabaseTarget,
) {
  const ofRun = (run: number, emails: Set<string>) => [...emails].filter((email) => email.startsWith(`kill-sign-up-${run}-`));
  let server = await start();
  let stopped: number | null;
  try {
    for (const [run, killAfter] of KILL_AFTER_ACKNOWLEDGED.entries()) {
      const acknowledged = await signUpUntilKilled(server, run, killAfter);
      const crashed = await heldAccounts(crashedState(server));
      server = await start();
      const lockedOut = await addressesLockedOut(server.port, run, crashed);

      const lost = acknowledged.filter((email) => !crashed.complete.has(email));
      console.info(
        `[kill -9 during sign-ups on ${label}, run ${run + 1}] attempted ${SIGN_UPS}, acknowledged ${acknowledged.length}, ` +
          `kept whole ${ofRun(run, crashed.complete).length}, half-made before the restart ${ofRun(run, crashed.halfMade).length}, ` +
          `locked out after it ${lockedOut.length}`,
      );
      expect(ofRun(run, crashed.halfMade)).toEqual([]);
      expect(lost).toEqual([]);
      expect(lockedOut).toEqual([]);
    }
  } finally {
    // A server killed by the run stops at once; its exit code tells nothing then.
    stopped = await stopServer(server);
  }
  expect(stopped).toBe(0);
  const settled = await heldAccounts(settledState(server));
  const runs = KILL_AFTER_ACKNOWLEDGED.map((_, run) => run);
  console.info(
    `[kill -9 during sign-ups on ${label}, after the runs] half-made ${runs.map((run) => ofRun(run, settled.halfMade).length).join(", ")}; ` +
      `with an account ${runs.map((run) => ofRun(run, settled.complete).length).join(", ")} of ${SIGN_UPS} each`,
  );
  expect(settled.halfMade.size).toBe(0);
  for (const run of runs) expect(ofRun(run, settled.complete)).toHaveLength(SIGN_UPS);
}

test("[auth.sign-up-atomic] a kill -9 during 200 sign-ups leaves every address able to sign in or sign up, on the embedded database", async () => {
  const port = ownPort("kill-durability/sign-up-pglite");
  let dataDir: string | undefined;
  await killSignUps(
    "PGlite",
    async () => {
      const server = await startReadyServer({ port, dataDir, env: TRUST_LOOPBACK_PROXY });
      dataDir = server.dataDir;
      return server;
    },
    (server) => {
      const copy = join(mkdtempSync(join(process.env.E2E_RUN_DIR ?? tmpdir(), "crashed-")), "pglite");
      cpSync(join(server.dataDir, "pglite"), copy, { recursive: true });
      return { kind: "pglite", dataDir: copy };
    },
    (server) => ({ kind: "pglite", dataDir: join(server.dataDir, "pglite") }),
  );
});

test("[auth.sign-up-atomic] a kill -9 during 200 sign-ups leaves every address able to sign in or sign up, on PostgreSQL", async () => {
  test.skip(!(await isPostgresReachable()), "PostgreSQL is not reachable here; the embedded database's run covers the rest");
  const database = await createTestDatabase("postgres");
  const target = database.target;
  const url = target.kind === "postgres" ? target.url : "";
  await database.close();
  try {
    const port = ownPort("kill-durability/sign-up-postgres");
    await killSignUps(
      "PostgreSQL",
      () => startReadyServer({ port, databaseUrl: url, env: TRUST_LOOPBACK_PROXY }),
      () => target,
      () => target,
    );
  } finally {
    await database.drop();
  }
});
