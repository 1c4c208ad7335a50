import { createServer, request as forward, type Server } from "node:http";
import { Socket } from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { switchFlagsOnAsFirstAdmin } from "./admin-flags";
import { lastConfirmationLink, startReadyServer, stopServer, type RunningServer } from "./support";
import { decoded, hiddenPart, telltaleRuns, visibleText, type FullReading } from "./gated-text";
import { ownPort } from "./ports";
import { postgresAnswers, TEST_DATABASE_URL } from "#tests/setup/database-templates.ts";

// Two server processes on one PostgreSQL database and one Redis, behind a round-robin proxy of
// our own, must behave as one site: [startup.site-events], [startup.jobs-once], [auth.attempt-limits].
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PROXY_PORT = ownPort("multi-instance/proxy");
const INSTANCE_PORTS = [ownPort("multi-instance/first"), ownPort("multi-instance/second")] as const;
const SITE = `http://127.0.0.1:${PROXY_PORT}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const AUTH_SECRET = "one-secret-shared-by-every-instance-of-the-site";
/** How long another instance may take to follow a change. */
const PROPAGATION_LIMIT_MS = 1_000;

function redisReachable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((done) => {
    const socket = new Socket();
    socket.setTimeout(1_000);
    socket.once("connect", () => (socket.destroy(), done(true)));
    socket.once("timeout", () => (socket.destroy(), done(false)));
    socket.once("error", () => done(false));
    socket.connect(Number(url.port || 6379), url.hostname);
  });
}

type Forwarded = { method: string; path: string; upstream: number; doneAt?: number };

/**
 * A round-robin reverse proxy in front of the instances, as nginx or Caddy would be: each request
 * goes to the next instance, with the client's address appended to X-Forwarded-For. It notes
 * which instance answered (X-Upstream, and `log`) and when the answer was complete.
 */
function startProxy(port: number, upstreams: readonly number[]) {
  let next = 0;
  const log: Forwarded[] = [];
  const server: Server = createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const entry: Forwarded = { method: req.method ?? "GET", path: req.url ?? "/", upstream };
    log.push(entry);
    const seen = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": [seen, req.socket.remoteAddress].filter(Boolean).join(", ") };
    const outbound = forward({ host: "127.0.0.1", port: upstream, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": String(upstream) });
      answer.pipe(res);
      answer.on("end", () => (entry.doneAt = performance.now()));
    });
    outbound.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outbound);
  });
  return {
    log,
    ready: new Promise<void>((done) => server.listen(port, "127.0.0.1", done)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let skipReason: string | undefined;
let databaseName: string | undefined;
let instances: RunningServer[] = [];
let proxy: ReturnType<typeof startProxy> | undefined;

test.beforeAll(async () => {
  if (!(await postgresAnswers())) skipReason = `PostgreSQL at ${TEST_DATABASE_URL} is not reachable: two instances need one database`;
  else if (!(await redisReachable())) skipReason = `Redis at ${REDIS_URL} is not reachable: two instances need one Redis`;
  if (skipReason) return console.warn(`multi-instance journeys skipped: ${skipReason}`);
  databaseName = `cosmic_e2e_multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${databaseName}`;
  // Both boot at once, as after a deploy: migrations take turns, the day's jobs race.
  instances = await Promise.all(
    INSTANCE_PORTS.map((port) =>
      startReadyServer({
        port,
        databaseUrl: url.toString(),
        env: { REDIS_URL, AUTH_SECRET, SITE_URL: SITE, TRUSTED_PROXY_HEADER: "x-forwarded-for" },
      }),
    ),
  );
  proxy = startProxy(PROXY_PORT, INSTANCE_PORTS);
  await proxy.ready;
});

test.afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((server) => stopServer(server)));
  if (databaseName) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

/** The JSON lines of an instance's log. */
function logOf(server: RunningServer): Array<{ msg?: string }> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string });
}

const direct = (port: number, path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);

test("[startup.jobs-once] of two instances booted together, one writes the day's horoscopes and the other skips", async () => {
  test.skip(Boolean(skipReason), skipReason);
  const said = (server: RunningServer, pattern: RegExp) => logOf(server).filter((line) => pattern.test(line.msg ?? "")).length;
  // The run starts just after each instance listens; wait until both have had their say.
  await expect
    .poll(() => instances.map((server) => said(server, /^daily horoscopes ready$|another instance/)), { timeout: 30_000 })
    .toEqual([1, 1]);
  expect(instances.map((server) => said(server, /^daily horoscopes ready$/)).sort()).toEqual([0, 1]);

  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const runs = await client.query(
      "select attempts, finished_at is not null as finished from job_runs where job = 'horoscope-pregeneration'",
    );
    expect(runs.rows).toEqual([{ attempts: 1, finished: true }]);
    // The pre-generation's days: today and tomorrow on the site's clocks (UTC here). The editions
    // job may also write the reading of a date whose editions are still leaving somewhere.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const stored = await client.query("select count(*)::int as n from daily_horoscopes where date in ($1, $2)", [today, tomorrow]);
    expect(stored.rows[0].n).toBe(24);
  } finally {
    await client.end();
  }
});

test("[startup.site-events] a flag an admin switches through one instance shows on the other within a second, pages included", async ({
  browser,
}) => {
  test.skip(Boolean(skipReason), skipReason);
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // Signing up, confirming and signing in go through the proxy, so they hop between instances.
  await switchFlagsOnAsFirstAdmin(page, [], async (email) => {
    for (const server of instances) {
      try {
        return lastConfirmationLink(server, email);
      } catch {
        // the other instance wrote it
      }
    }
    throw new Error(`no confirmation link for ${email} in either log`);
  });
  expect(new Set(proxy!.log.map((entry) => entry.upstream))).toEqual(new Set(INSTANCE_PORTS));

  // Both instances hold the flags (off) and an anonymous page that shows the whole overview.
  // The words past the overview's teaser that appear nowhere else a gated reader may look.
  const full = (await (await direct(INSTANCE_PORTS[0], "/api/horoscopes/aries?ungated=1")).json()) as FullReading;
  const hidden = telltaleRuns(hiddenPart(full.overview, "overview"), visibleText(full, ["overview"]));
  expect(hidden.length).toBeGreaterThan(0);
  for (const port of INSTANCE_PORTS) {
    expect((await direct(port, "/api/horoscopes/aries")).headers.get("cache-control")).toMatch(/^public/);
    await (await direct(port, "/signs/aries")).text();
    await expect.poll(async () => (await direct(port, "/signs/aries")).headers.get("x-page-cache")).toBe("hit");
    const text = decoded(await (await direct(port, "/signs/aries")).text());
    for (const run of hidden) expect(text, `port ${port}`).toContain(run);
  }

  // Each instance watched from outside: when does its API first answer gated?
  const firstGated = new Map<number, number>();
  let watching = true;
  const watchers = INSTANCE_PORTS.map(async (port) => {
    while (watching && !firstGated.has(port)) {
      const res = await direct(port, "/api/horoscopes/aries");
      await res.arrayBuffer();
      if (res.headers.get("cache-control")?.startsWith("private")) firstGated.set(port, performance.now());
      else await new Promise((done) => setTimeout(done, 20));
    }
  });

  const flag = page.getByRole("switch", { name: "horoscope_gating" });
  await flag.focus();
  await page.keyboard.press("Space");
  await expect(page.locator("[data-toast]").filter({ hasText: "horoscope_gating is now on." })).toBeVisible();
  await expect(flag).toHaveAttribute("aria-checked", "true");
  const action = proxy!.log.findLast((entry) => entry.method === "POST" && entry.path.startsWith("/admin/flags"));
  expect(action?.doneAt).toBeDefined();
  const other = INSTANCE_PORTS.find((port) => port !== action!.upstream)!;
  await expect.poll(() => firstGated.has(other), { timeout: 5_000 }).toBe(true);
  watching = false;
  await Promise.all(watchers);
  const followedMs = firstGated.get(other)! - action!.doneAt!;
  console.info(`the instance that did not serve the switch answered gated ${followedMs.toFixed(0)} ms after the switch's answer`);
  expect(followedMs).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS);

  // Neither instance serves its stored page any longer: both render the teaser.
  for (const port of INSTANCE_PORTS) {
    const res = await direct(port, "/signs/aries");
    expect(res.headers.get("x-page-cache"), `port ${port}`).not.toBe("hit");
    const text = decoded(await res.text());
    for (const run of hidden) expect(text, `port ${port}`).not.toContain(run);
  }
  await context.close();
});

test("[auth.attempt-limits] five sign-in attempts a minute per account, counted across both instances", async () => {
  test.skip(Boolean(skipReason), skipReason);
  const email = `target-${Date.now()}@example.com`;
  const answers: Array<{ status: number; upstream: string | null }> = [];
  for (let attempt = 0; attempt < 7; attempt++) {
    const res = await fetch(`${SITE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({ email, password: "guessing-wrong" }),
    });
    await res.arrayBuffer();
    answers.push({ status: res.status, upstream: res.headers.get("x-upstream") });
  }
  // Round robin: the attempts alternate between the instances, so each saw three or four.
  expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(INSTANCE_PORTS.map(String)));
  expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  // The sixth and seventh reached different instances: both refuse.
  expect(answers[5]!.upstream).not.toBe(answers[6]!.upstream);
});
