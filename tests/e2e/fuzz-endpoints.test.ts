import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { bodyOf, describeRequest, ENDPOINTS, fuzzRequest, type FuzzRequest, type Sessions } from "./fuzz-requests";
import { lastConfirmationLink, startReadyServer, stopServer, type RunningServer } from "./support";

// [errors.bad-input] Hostile input gets a 4xx, never a 5xx. Generated requests reach every API
// route and every page (loaders and form actions) of a built server of its own; none may answer
// 5xx or go unanswered, every cross-site state change answers 403, every API error has the
// { error: { code, message } } shape, and the heap after a collection stays flat. The seed is
// printed; FUZZ_SEED=<seed> replays a run exactly, FUZZ_RUNS=<n> sets the number of requests
// (10,000 unless set), and FUZZ_DATABASE=postgres runs the server on a throwaway PostgreSQL
// database instead of PGlite. It is the "fuzz" project of playwright.config.ts: `npm run fuzz`
// sends the full 10,000; `npm test` sends 1,000 after the browser journeys, alone, because the
// fuzz keeps both cores busy and would starve the journeys' waits.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_511);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** Requests before the first heap reading: caches, compiled code and pools fill up first. */
const WARM_UP = Math.round(RUNS * 0.25);
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How much the heap (after a full collection) may grow from the end of the warm-up to the end of
 * the run. The bounded caches legitimately fill meanwhile (the page cache alone keeps up to 500
 * pages of a few tens of KB for 60 s): runs measure 16 to 25 MB. Keeping 8 KB of each of the
 * 7,500 later requests (60 MB) would fail it.
 */
const HEAP_GROWTH_LIMIT_MB = 48;
const PORT = 3500;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const ADMIN = { email: "fuzz-admin@example.com", password: "fuzz-admin-password", name: "Fuzz Admin" };
const SUBSCRIBER_EMAIL = "fuzz-subscriber@example.com";

type HeapReading = { heapUsed: number; rss: number };
type Failure = { index: number; request: FuzzRequest; problem: string };

test.describe.configure({ mode: "serial", timeout: 300_000 });

test("[errors.bad-input] the fuzz's catalogue covers every API route of server/http/api and every page of app/routes.ts", () => {
  const sources = new Set(ENDPOINTS.map((endpoint) => endpoint.source));
  const routesConfig = readFileSync("app/routes.ts", "utf8");
  // A module is named with its extension: a route id kept from an older path looks like one but is not.
  const pages = [...routesConfig.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((match) => match[1]!);
  expect(pages.length).toBeGreaterThan(40);
  expect(pages.filter((page) => !sources.has(page))).toEqual([]);

  const apiRoutes = readdirSync("server/http/api")
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) =>
      [...readFileSync(join("server/http/api", file), "utf8").matchAll(/api\.(get|post|put|delete|patch|all)\("([^"]+)"/g)].map(
        (match) => `server/http/api/${file}: ${match[1]} ${match[2]}`,
      ),
    );
  expect(apiRoutes.length).toBeGreaterThan(10);
  expect(apiRoutes.filter((route) => !sources.has(route))).toEqual([]);
});

test(`[errors.bad-input] ${RUNS.toLocaleString("en")} fuzzed requests to every endpoint: no 5xx, no crash, 403 across sites, a flat heap`, async () => {
  const started = Date.now();
  const postgres = process.env.FUZZ_DATABASE === "postgres" ? await throwawayPostgres() : undefined;
  const server = await startReadyServer({
    port: PORT,
    databaseUrl: postgres?.url,
    env: {
      // Rate limits count per forwarded address, so forged addresses reach past the limiters.
      TRUSTED_PROXY_HEADER: "X-Forwarded-For",
      NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(join(process.cwd(), "tests/e2e/heap-probe.mjs")).href}`,
      LOG_LEVEL: "info",
    },
  });
  let stopped = false;
  try {
    const sessions = await openSessions(server);
    const requests = fc.sample(fuzzRequest(sessions, ORIGIN), { seed: SEED, numRuns: RUNS });
    const failures: Failure[] = [];
    const statuses = new Map<string, number>();
    const kinds = new Map<string, number>();
    const endpoints = new Map<string, number>();
    const sessionCounts = new Map<string, number>();
    const connections = { retried: 0 };
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

    const send = async (index: number) => {
      const request = requests[index]!;
      const kind = `${request.kind} ${request.body === undefined ? "without body" : "with body"}${request.crossSite ? ", cross-site" : ""}`;
      count(kinds, kind);
      count(sessionCounts, request.session);
      count(endpoints, request.endpoint);
      const problem = await check(request, connections);
      count(statuses, problem.status);
      if (problem.failure) failures.push({ index, request, problem: problem.failure });
    };

    await runPool(0, WARM_UP, send);
    const afterWarmUp = await readHeap(server);
    await runPool(WARM_UP, RUNS, send);
    const atEnd = await readHeap(server);

    const ready = await fetch(`${ORIGIN}/readyz`);
    const growthMb = (atEnd.heapUsed - afterWarmUp.heapUsed) / 2 ** 20;
    const log = serverLog(server);
    if (process.env.FUZZ_LOG_FILE) writeFileSync(process.env.FUZZ_LOG_FILE, log.text);
    console.log(
      [
        `endpoint fuzz on ${postgres ? "PostgreSQL" : "PGlite"}: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  by kind: ${[...kinds].map(([key, n]) => `${key} ${n}`).join("; ")}`,
        `  by session: ${[...sessionCounts].map(([key, n]) => `${key} ${n}`).join(", ")}`,
        `  by status: ${[...statuses]
          .sort()
          .map(([key, n]) => `${key} ${n}`)
          .join(", ")}`,
        `  sent again after the server closed a keep-alive connection under them: ${connections.retried}`,
        `  endpoints reached: ${endpoints.size} of ${ENDPOINTS.length}; fewest requests: ${Math.min(...endpoints.values())}`,
        `  heap after GC: ${mb(afterWarmUp.heapUsed)} after ${WARM_UP} requests, ${mb(atEnd.heapUsed)} after ${RUNS} ` +
          `(growth ${growthMb.toFixed(1)} MB, limit ${HEAP_GROWTH_LIMIT_MB} MB); rss ${mb(afterWarmUp.rss)} → ${mb(atEnd.rss)}`,
        `  server log: ${log.bytes.toLocaleString("en")} bytes in ${log.lines.toLocaleString("en")} lines; by level: ${[...log.byLevel]
          .map(([level, n]) => `${level} ${n}`)
          .join(", ")}; stack traces: ${log.stacks}`,
        `  failures: ${failures.length}`,
        ...[...groupFailures(failures)].map(([group, n]) => `    ${n} × ${group}`),
        ...failures.slice(0, 40).map((failure) => `    #${failure.index} ${failure.problem}: ${describeRequest(failure.request)}`),
      ].join("\n"),
    );
    if (failures.length > 0) console.log(serverErrors(server));

    expect(failures.map((failure) => `#${failure.index} ${failure.problem}: ${describeRequest(failure.request)}`)).toEqual([]);
    // A short run (FUZZ_RUNS) may miss an endpoint; the full one must reach them all.
    if (RUNS >= 10_000) expect(endpoints.size).toBe(ENDPOINTS.length);
    expect(ready.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(growthMb).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
    stopped = true;
    expect(await stopServer(server)).toBe(0);
  } finally {
    if (!stopped) await stopServer(server, "SIGKILL");
    await postgres?.drop();
  }
});

/** A fresh PostgreSQL database for the server, dropped after the run. */
async function throwawayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { createTestDatabase } = await import("#tests/setup/databases.ts");
  const database = await createTestDatabase("postgres");
  if (database.target.kind !== "postgres") throw new Error("expected a PostgreSQL database");
  return { url: database.target.url, drop: database.drop };
}

/** The first account becomes admin: sign up, confirm from the log's link, sign in. And a subscriber. */
async function openSessions(server: RunningServer): Promise<Sessions> {
  const json = { "Content-Type": "application/json", Origin: ORIGIN };
  const signUp = await fetch(`${ORIGIN}/api/auth/sign-up/email`, { method: "POST", headers: json, body: JSON.stringify(ADMIN) });
  expect(signUp.status).toBe(200);
  const link = await eventually(() => lastConfirmationLink(server, ADMIN.email));
  const token = new URL(link).searchParams.get("token")!;
  const confirmed = await fetch(`${ORIGIN}/auth/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(confirmed.status).toBe(200);
  const signIn = await fetch(`${ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(signIn.status).toBe(200);
  const adminCookie = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
  const me = (await (await fetch(`${ORIGIN}/api/me`, { headers: { Cookie: adminCookie } })).json()) as { isAdmin: boolean };
  expect(me.isAdmin).toBe(true);

  const subscribed = await fetch(`${ORIGIN}/api/subscribe`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: SUBSCRIBER_EMAIL, zodiacSign: "leo", tags: [], source: "unlock-modal", website: "" }),
  });
  expect(subscribed.status).toBe(200);
  const { token: subscriberToken } = (await subscribed.json()) as { token: string };
  // The session unlocks only once its link is spent ([session.unlocks-when-confirmed]): pressed as the
  // /verify page's form would, so the fuzzer's subscriber is a confirmed one.
  const mailed = new RegExp(`"to":"${SUBSCRIBER_EMAIL}".*/verify\\?token=([\\w-]+)`);
  const logged = await server.waitForOutput(mailed, 10_000);
  const confirmToken = logged.match(mailed)![1]!;
  const pressed = await fetch(`${ORIGIN}/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ intent: "confirm", token: confirmToken }).toString(),
  });
  expect(pressed.status).toBe(200);
  const session = (await (
    await fetch(`${ORIGIN}/api/me/subscriber`, { headers: { Authorization: `Bearer ${subscriberToken}` } })
  ).json()) as {
    authenticated: boolean;
  };
  expect(session.authenticated).toBe(true);
  return { adminCookie, subscriberToken };
}

/** Sends one request; answers its status class and what is wrong with the answer, if anything. */
async function check(request: FuzzRequest, counts: { retried: number }): Promise<{ status: string; failure?: string }> {
  let answer: Answer;
  try {
    answer = await send(request);
  } catch (error) {
    // Node answers a request line and headers over its 16 KB limit with 431 and closes the
    // connection at once; a client still writing the body may see only the reset. The site
    // never saw the request.
    if (headerBytes(request) > MAX_HEADER_BYTES - FETCH_HEADER_BYTES) return { status: "431 or reset" };
    // The server answers a request whose body it does not read (a 405, say) and then closes that
    // keep-alive connection once it has waited 500 ms for the rest of the body (@hono/node-server's
    // drain); a request already on its way over that connection sees it close. A browser sends
    // such a request again on a new connection, and so does this: only a second failure counts.
    // A large body the site does not read meets the same drain: when the 500 ms pass before the
    // client has written it all (a loaded machine writes 2 MB slower than that), the client's
    // write fails instead (EPIPE or a reset) and it never sees the answer.
    const closed = causeOf(error) === "other side closed" || (isLargeBody(request) && CLOSED_WHILE_WRITING.test(causeOf(error)));
    if (!closed) return { status: "no answer", failure: `no answer (${causeOf(error)})` };
    counts.retried++;
    try {
      answer = await sendOnNewConnection(request);
    } catch (again) {
      // Twice closed while still uploading a large body: the site refused to read it, as it should.
      if (isLargeBody(request) && CLOSED_WHILE_WRITING.test(causeOf(again))) return { status: "closed while uploading" };
      return { status: "no answer", failure: `no answer, twice (${causeOf(again)})` };
    }
  }
  const { status, body } = answer;
  const statusClass = `${Math.floor(status / 100)}xx`;
  if (status >= 500) return { status: statusClass, failure: `answered ${status}` };
  // Node refuses headers over its limit (431) before the site sees the request, and a body over the
  // site's limit is refused (413) before anything reads it: both are refusals too.
  if (request.crossSite && status !== 403 && status !== 431 && status !== 413)
    return { status: statusClass, failure: `cross-site ${request.method} answered ${status}` };
  if (drawsPage(request) && status >= 400 && status !== 431 && !/<h1[\s>]/.test(body)) {
    return { status: statusClass, failure: `page error ${status} without a page: ${body.slice(0, 120)}` };
  }
  const ownApi = isOwnApi(request);
  if (ownApi && status >= 400 && status !== 431 && request.method !== "HEAD" && !hasErrorShape(body)) {
    return { status: statusClass, failure: `API error ${status} without { error: { code, message } }: ${body.slice(0, 120)}` };
  }
  return { status: statusClass };
}

type Answer = { status: number; body: string };

/** How a client's socket reports the server closing it while the body is still being written. */
const CLOSED_WHILE_WRITING = /EPIPE|ECONNRESET|other side closed/;
/** A body too large to be written within the server's 500 ms drain on a busy machine. */
const LARGE_BODY_BYTES = 256 * 1024;

function isLargeBody(request: FuzzRequest): boolean {
  const body = bodyOf(request);
  return body !== undefined && Buffer.byteLength(body) >= LARGE_BODY_BYTES;
}

/** Node's limit on a request's line and headers together (--max-http-header-size). */
const MAX_HEADER_BYTES = 16 * 1024;
/** Room for the headers fetch adds of its own (Host, Connection, Content-Length…). */
const FETCH_HEADER_BYTES = 512;

function headerBytes(request: FuzzRequest): number {
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.byteLength(lines.join("\r\n"), "latin1");
}

async function send(request: FuzzRequest): Promise<Answer> {
  const response = await fetch(`${ORIGIN}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: bodyOf(request),
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
}

/** The same request on a connection of its own, closed after the answer. */
function sendOnNewConnection(request: FuzzRequest): Promise<Answer> {
  const body = bodyOf(request);
  // As fetch does: node:http would send a DELETE or OPTIONS body with no length at all.
  const headers = body === undefined ? request.headers : { ...request.headers, "Content-Length": String(Buffer.byteLength(body)) };
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      `${ORIGIN}${request.target}`,
      { method: request.method, headers, agent: false, timeout: REQUEST_TIMEOUT_MS },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", fail);
        incoming.on("end", () => {
          try {
            const body = decompress(Buffer.concat(chunks), incoming.headers["content-encoding"]).toString("utf8");
            done({ status: incoming.statusCode ?? 0, body });
          } catch (error) {
            fail(error);
          }
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer in time")));
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}

/** What fetch does by itself: undo the response's Content-Encoding. */
function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

function causeOf(error: unknown): string {
  if (error instanceof Error && error.cause instanceof Error) return error.cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether the site's API answered (so errors have its shape): a path under /api/ as the URL
 * parser leaves it (/api/%2e%2e is /), except what falls through to better-auth's own handler.
 */
function isOwnApi(request: FuzzRequest): boolean {
  const path = new URL(request.target, ORIGIN).pathname;
  if (!path.startsWith("/api/")) return false;
  if (!path.startsWith("/api/auth/")) return true;
  const ours = { "/api/auth/sign-in/email": "POST", "/api/auth/sign-up/email": "POST", "/api/auth/verify-email": "GET" }[path];
  return ours === request.method;
}

/** Modules that answer data rather than draw a page: their errors are not pages either. */
const RESOURCE_MODULES = new Set([
  "routes/robots.txt.ts",
  "routes/sitemap.xml.ts",
  "routes/rss.xml.ts",
  "routes/signs/$sign/feeds.ts",
  "routes/calendar/moon-phases.ics.ts",
  "routes/calendar/retrogrades.ics.ts",
  "routes/calendar/signs/$file.ts",
  "routes/calendar/me/$file.ts",
  "routes/admin/subscribers/csv.ts",
  "routes/admin/analytics/export.ts",
  "routes/signs/$sign/today/$.ts",
  "routes/auth/sign-out.ts",
  "routes/contact.ts",
  "routes/my-sign.ts",
  // The chart wheel's downloads: an image, or the API's JSON error for a bad query.
  "routes/charts/free-birth-chart/wheel.ts",
  "routes/og/share-image.ts",
]);

/** Whether a person's browser would get a drawn page back: a page's document, not its .data. */
function drawsPage(request: FuzzRequest): boolean {
  const path = new URL(request.target, ORIGIN).pathname;
  return request.kind === "page" && request.method === "GET" && !path.endsWith(".data") && !RESOURCE_MODULES.has(request.endpoint);
}

function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof parsed.error?.code === "string" && typeof parsed.error.message === "string";
  } catch {
    return false;
  }
}

async function runPool(from: number, to: number, send: (index: number) => Promise<void>): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) await send(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** The server's heap after a full collection, read through the heap probe it was started with. */
async function readHeap(server: RunningServer): Promise<HeapReading> {
  // The page cache reads each stored page's copy in the background: let those finish first.
  await new Promise((done) => setTimeout(done, 1_000));
  const before = probeLines(server).length;
  server.process.kill("SIGUSR2");
  const line = await eventually(() => {
    const lines = probeLines(server);
    if (lines.length <= before) throw new Error("no heap reading yet");
    return lines.at(-1)!;
  });
  return JSON.parse(line.slice("heap-probe ".length)) as HeapReading;
}

function probeLines(server: RunningServer): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("heap-probe "));
}

async function eventually<T>(read: () => T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return read();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

/** The names of pino's levels; a line that is not one of pino's is "other" (a stack printed to stderr, say). */
const LEVEL_NAMES: Record<number, string> = { 10: "trace", 20: "debug", 30: "info", 40: "warn", 50: "error", 60: "fatal" };

/**
 * What the run wrote to the server's log (stdout and stderr, without the heap probe's own lines):
 * its size, its lines, its lines by level, and how many of them hold a stack trace.
 */
function serverLog(server: RunningServer): { text: string; bytes: number; lines: number; byLevel: Map<string, number>; stacks: number } {
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("heap-probe "));
  const byLevel = new Map<string, number>(Object.values(LEVEL_NAMES).map((name) => [name, 0]));
  byLevel.set("other", 0);
  // A JSON line with a "stack" field, or a run of "    at …" lines printed as plain text, is one trace.
  let stacks = 0;
  let inFrames = false;
  for (const line of lines) {
    const level = /^\{"level":(\d+)/.exec(line)?.[1];
    const name = (level && LEVEL_NAMES[Number(level)]) || "other";
    byLevel.set(name, byLevel.get(name)! + 1);
    const frame = /^\s+at /.test(line);
    if (/"stack":"/.test(line) || (frame && !inFrames)) stacks++;
    inFrames = frame;
  }
  const text = lines.map((line) => `${line}\n`).join("");
  return { text, bytes: Buffer.byteLength(text), lines: lines.length, byLevel, stacks };
}

/** The server's error lines, for the report when something failed. */
function serverErrors(server: RunningServer): string {
  return server
    .output()
    .split("\n")
    .filter((line) => /"level":(50|60)|Error:/.test(line))
    .slice(0, 60)
    .map((line) => line.slice(0, 600))
    .join("\n");
}

/** Failures by endpoint and problem, so one cause shows as one line. */
function groupFailures(failures: Failure[]): Map<string, number> {
  const groups = new Map<string, number>();
  for (const { request, problem } of failures) {
    const key = `${request.endpoint} ${request.method}: ${problem.replace(/:.*$/s, "").slice(0, 80)}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return groups;
}

function mb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}
