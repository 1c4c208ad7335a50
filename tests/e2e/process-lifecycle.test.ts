import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { buildAndSwitch } from "#scripts/build-folders.mjs";
import { EMBEDDED_DATABASE_FLAGS } from "#scripts/node-flags.mjs";
import { ownPort } from "./ports";
import { freshDataDir, serverHasReadEarlierTraffic, startReadyServer, startServerProcess, stopServer, waitUntilReady } from "./support";

// These start their own servers on ports of their own (ports.ts) and their own data directories,
// so they may run side by side.
test.describe.configure({ timeout: 90_000 });

test("a second server on the same DATA_DIR refuses to start with a clear message, and the first keeps serving", async () => {
  const first = await startServerProcess({ port: ownPort("process-lifecycle/lock-holder") });
  try {
    await waitUntilReady(first);
    const second = await startServerProcess({ port: ownPort("process-lifecycle/lock-refused"), dataDir: first.dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Cosmic Daily server (pid ${first.process.pid}) is already using DATA_DIR`);
    const res = await fetch(`http://127.0.0.1:${first.port}/readyz`);
    expect(res.status).toBe(200);
  } finally {
    await stopServer(first);
  }
});

test("SIGTERM finishes the request in flight, closes the database, releases DATA_DIR and exits 0", async () => {
  const server = await startReadyServer({ port: ownPort("process-lifecycle/sigterm") });
  let sent!: () => void;
  const requestSent = new Promise<void>((done) => (sent = done));
  const inFlight = new Promise<{ status: number | undefined; body: string }>((answered, failed) => {
    const request = get(`http://127.0.0.1:${server.port}/signs/aries/personality`, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => answered({ status: res.statusCode, body }));
    });
    request.on("error", failed);
    request.on("finish", sent);
  });
  // The stop begins once the request has reached the server.
  await requestSent;
  await serverHasReadEarlierTraffic(server.port);
  server.process.kill("SIGTERM");
  const [response, code] = await Promise.all([inFlight, server.exited]);
  expect(response.status).toBe(200);
  expect(response.body).toContain("Aries Personality");
  expect(code).toBe(0);
  expect(server.output()).toContain("stopped cleanly");
  expect(existsSync(join(server.dataDir, "server.lock"))).toBe(false);

  // The data survives: the same directory boots again.
  const again = await startReadyServer({ port: ownPort("process-lifecycle/sigterm-again"), dataDir: server.dataDir });
  expect(await stopServer(again, "SIGINT")).toBe(0);
});

test("[startup.health] with HEALTH_PORT the checks answer on a port of their own, which closes as the stop begins", async () => {
  const healthPort = ownPort("process-lifecycle/health");
  const server = await startReadyServer({ port: ownPort("process-lifecycle/health-site"), env: { HEALTH_PORT: String(healthPort) } });
  const health = `http://127.0.0.1:${healthPort}`;
  expect(await (await fetch(`${health}/healthz`)).json()).toEqual({ status: "ok" });
  expect(await (await fetch(`${health}/readyz`)).json()).toEqual({ status: "ready" });
  expect((await fetch(`${health}/signs/leo`)).status).toBe(404);
  // The site's own port keeps answering them too.
  expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
  expect(await stopServer(server)).toBe(0);
  await expect(fetch(`${health}/healthz`)).rejects.toThrow();
});

test("a wrong configuration value stops the boot with one line naming the variable", async () => {
  const result = spawnSync(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, PORT: "not-a-port", DATA_DIR: freshDataDir() },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.stderr).toContain("Invalid environment variable PORT");
});

test("an unreachable DATABASE_URL stops the boot with one clear line", async () => {
  const result = spawnSync(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(ownPort("process-lifecycle/unreachable-database")),
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere",
    },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^cosmic-daily: could not open the PostgreSQL database in DATABASE_URL: .+\n$/);
});

/**
 * A fresh PostgreSQL database for a server process of its own, closed to this test so the server
 * migrates it; skips the test, saying `why`, where PostgreSQL is not reachable.
 */
async function freshPostgresDatabase(why: string) {
  const { isPostgresReachable, createTestDatabase } = await import("#tests/setup/databases.ts");
  test.skip(!(await isPostgresReachable()), `PostgreSQL is not reachable here; ${why}`);
  const database = await createTestDatabase("postgres");
  await database.close();
  return { url: database.target.kind === "postgres" ? database.target.url : "", drop: () => database.drop() };
}

test("with DATABASE_URL the server migrates and serves from PostgreSQL", async () => {
  const database = await freshPostgresDatabase("the PGlite journeys cover the rest");
  const url = database.url;
  const server = await startServerProcess({ port: ownPort("process-lifecycle/postgres"), databaseUrl: url });
  try {
    await waitUntilReady(server);
    expect(server.output()).toContain('"database":"postgres"');
    const res = await fetch(`http://127.0.0.1:${server.port}/signs/virgo`);
    expect(res.status).toBe(200);
  } finally {
    expect(await stopServer(server)).toBe(0);
    await database.drop();
  }
});

test("[startup.workers] with WEB_CONCURRENCY=2 and DATABASE_URL two workers serve one port with one signing secret, and SIGTERM stops both", async () => {
  const database = await freshPostgresDatabase("workers need a shared database");
  const url = database.url;
  const server = await startServerProcess({ port: ownPort("process-lifecycle/workers"), databaseUrl: url, env: { WEB_CONCURRENCY: "2" } });
  try {
    await waitUntilReady(server);
    // Both workers have booted, each a whole server of its own.
    await expect.poll(() => server.output().match(/Cosmic Daily is listening/g)?.length ?? 0).toBe(2);
    const instances = new Set([...server.output().matchAll(/"instance":"([^"]+)","siteEvents":"postgres"/g)].map((match) => match[1]));
    expect(instances.size).toBe(2);
    expect(server.output()).toContain('"msg":"starting 2 workers"');
    // The supervisor settled the secret before starting them: one file, shared.
    expect(existsSync(join(server.dataDir, "auth-secret"))).toBe(true);
    // One after another: at once, renders beyond a worker's share of the render limit are turned away.
    const answers: Response[] = [];
    for (let i = 0; i < 20; i++)
      answers.push(await fetch(`http://127.0.0.1:${server.port}/signs/libra/personality`, { headers: { cookie: "n=1" } }));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
  } finally {
    expect(await stopServer(server)).toBe(0);
    await database.drop();
  }
  expect(server.output().match(/"msg":"stopped cleanly"/g)).toHaveLength(2);
  expect(server.output()).toContain('"exitCode":0,"msg":"every worker has stopped"');
});

test("[startup.workers] WEB_CONCURRENCY above 1 on the embedded database stops the boot with one clear line", async () => {
  const result = spawnSync(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, PORT: String(ownPort("process-lifecycle/workers-refused")), DATABASE_URL: "", WEB_CONCURRENCY: "2" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toBe(
    'cosmic-daily: Invalid environment variable WEB_CONCURRENCY: must be 1 without DATABASE_URL: the embedded database can be opened by one process only (got "2")\n',
  );
});

test("[startup.safe-updates] two `npm start` at once in one checkout both serve one new build, and builds made while they run leave them serving theirs", async () => {
  // Two servers boot side by side, after a build.
  test.setTimeout(180_000);
  // A checkout of its own: `npm start`'s scripts, the migrations, the installed packages, and a copy
  // of this checkout's build as its one build, older than the sources (the copied migrations).
  const root = mkdtempSync(join(process.env.E2E_RUN_DIR ?? tmpdir(), "checkout-"));
  for (const script of ["start.mjs", "ensure-build.mjs", "build-folders.mjs", "node-flags.mjs"])
    cpSync(join("scripts", script), join(root, "scripts", script));
  cpSync("db/migrations", join(root, "db", "migrations"), { recursive: true });
  symlinkSync(resolve("node_modules"), join(root, "node_modules"));
  const original = join(root, "builds", "20000101T000000000Z-0");
  cpSync(realpathSync("build"), original, { recursive: true });
  writeFileSync(join(original, "build-info.json"), JSON.stringify({ startedAt: 0, sourcesAsOf: 0 }));
  symlinkSync("builds/20000101T000000000Z-0", join(root, "build"));
  const builds = () => readdirSync(join(root, "builds")).filter((name) => !name.startsWith("."));

  // Both find the build stale: one rebuilds (here by copying the original), the other waits for it.
  const start = (port: number) =>
    startReadyServer({
      port,
      args: [...EMBEDDED_DATABASE_FLAGS, join(root, "scripts", "start.mjs")],
      cwd: root,
      env: { COSMIC_BUILD_COMMAND: `cp -R "${original}/." "$BUILD_DIRECTORY"` },
    });
  const servers = await Promise.all([
    start(ownPort("process-lifecycle/safe-updates-first")),
    start(ownPort("process-lifecycle/safe-updates-second")),
  ]);
  const served = readlinkSync(join(root, "build"));
  const emptyBuild = `mkdir -p "$BUILD_DIRECTORY/server" && echo > "$BUILD_DIRECTORY/server/index.js"`;
  try {
    expect(builds().sort()).toEqual(["20000101T000000000Z-0", served.slice("builds/".length)].sort());
    for (const server of servers)
      for (const path of ["/", "/signs/aries"]) expect((await fetch(`http://127.0.0.1:${server.port}${path}`)).status).toBe(200);

    // Three builds while they run, each with no browser files: by count alone theirs would go.
    for (let n = 0; n < 3; n++) buildAndSwitch({ root, command: emptyBuild, log: () => {} });
    expect(readlinkSync(join(root, "build"))).not.toBe(served);
    expect(existsSync(join(root, served, "client"))).toBe(true);
    for (const server of servers) {
      const base = `http://127.0.0.1:${server.port}`;
      const page = await fetch(`${base}/signs/aries`);
      expect(page.status).toBe(200);
      // Asked for the first time now, so read now: from the server's own build.
      const assets = [...new Set((await page.text()).match(/\/assets\/[^"]+\.(?:js|css)/g))];
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);
      expect((await fetch(`${base}/signs/leo/compatibility/libra`)).status).toBe(200);
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
  // Once its servers have stopped, the next build removes theirs: three builds are left.
  buildAndSwitch({ root, command: emptyBuild, log: () => {} });
  expect(builds()).toHaveLength(3);
  expect(builds()).not.toContain(served.slice("builds/".length));
});
