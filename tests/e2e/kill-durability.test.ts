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
