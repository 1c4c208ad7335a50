// `node scripts/bench-share-images.mjs` (part of `npm run bench`): do share cards drawn on demand
// leave the pages their latency ([share.image-budget])? A production build on loopback, on a fresh
// data directory, first draws and stores the day's 156 cards (its pre-generation, timed from ready).
// Then one client (one address) opens BENCH_CONNECTIONS (12) keep-alive connections from a process
// of its own and, for BENCH_SECONDS (20), asks on each for the next distinct pair card of an earlier
// day (none stored, none kept) as soon as the last one is answered, ignoring Retry-After; meanwhile
// this process asks for a sign page with a cookie (rendered every time, never from the page cache),
// a new connection each time, every PROBE_EVERY_MS. The same page probe is first run on the quiet
// server, and the day's stored cards are fetched once each from one client. Prints the tables and
// rewrites the share-images section of docs/benchmarks.md; exits 1, after writing it, when a page
// took a second or more or the burst's excess was not refused.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { Agent, request } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { startBenchServer } from "./bench-server.mjs";
import { SIGN_SLUGS } from "./bench-signs.mjs";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3440);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 12);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const PROBE_EVERY_MS = 250;
const QUIET_PROBES = 24;
const PAGE_BUDGET_MS = 1_000;
const CARDS_A_DAY = 12 + 12 * 12;
const STORE_TIMEOUT_MS = 180_000;

if (process.argv[2] === "--burst") {
  // The burst's process: its own event loop, so the page probe's timings are not its own.
  const [base, today, seconds, connections] = process.argv.slice(3);
  process.stdout.write(JSON.stringify(await burst(base, today, Number(seconds), Number(connections))));
  process.exit(0);
}

if (!existsSync(join(root, "build/server/index.js"))) execSync("npm run build", { cwd: root, stdio: "inherit" });

const dataDir = mkdtempSync(join(tmpdir(), "cosmic-bench-"));
const server = startBenchServer({ root, port: PORT, dataDir });
let results;
try {
  await server.ready();
  const readyAt = performance.now();
  const today = (await (await fetch(`${server.base}/api/horoscopes/aries`)).json()).date;
  const storedIn = await cardsStored(join(dataDir, "share-images", today), readyAt);
  const quiet = await probePages(server.base, { count: QUIET_PROBES });
  const stored = await fetchStoredCards(server.base, today);
  const burstRun = burstProcess(server.base, today);
  const during = await probePages(server.base, { untilMs: DURATION_S * 1000 });
  results = { storedIn, quiet, stored, burst: await burstRun, during };
} finally {
  await server.stop();
}

const { storedIn, quiet, stored, burst: load, during } = results;
const cardRow = {
  "card requests": `${CONNECTIONS} connections from one address, ${DURATION_S} s, distinct pair cards of earlier days`,
  requests: load.requests,
  // Names, not bare numbers: an object lists integer-like keys first, whatever their order here.
  "answered 200": load.statuses["200"] ?? 0,
  "refused 429": load.statuses["429"] ?? 0,
  other: load.requests - (load.statuses["200"] ?? 0) - (load.statuses["429"] ?? 0),
  "200 p50 ms": load.drawn.p50,
  "200 p99 ms": load.drawn.p99,
  "429 p50 ms": load.refused.p50,
  "429 p99 ms": load.refused.p99,
};
const pageRows = [pageRow("server quiet", quiet), pageRow(`beside the burst, ${DURATION_S} s`, during)];
console.log(`the day's ${CARDS_A_DAY} cards stored ${storedIn} after ready; stored cards fetched: ${stored.summary}`);
console.table([cardRow]);
console.table(pageRows);

const slots = Math.max(1, availableParallelism() - 1);
writeSection(
  root,
  "share-images",
  `${measuredLine(`production build on the embedded database, ${slots} drawing slot(s); client and server on the same machine`, "node scripts/bench-share-images.mjs")}
On a fresh data directory the pre-generation stored the day's ${CARDS_A_DAY} cards ${storedIn} after the server was ready.
Fetched once each from one address, ${CONNECTIONS} at a time, the stored cards answered ${stored.summary}.
Then one address asks on ${CONNECTIONS} keep-alive connections (a process of its own) for a new pair card of an earlier day as soon as
its last answer comes, ignoring Retry-After, while this process asks for a sign page with a cookie (rendered every time) on a new
connection every ${PROBE_EVERY_MS} ms, a different sign each time; the same page probe ran first on the quiet server.

| card requests | requests | answered 200 | refused 429 | other | 200 p50 ms | 200 p99 ms | 429 p50 ms | 429 p99 ms |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
| ${Object.values(cardRow).join(" | ")} |

| sign page, rendered | pages | answered 200 | p50 ms | p99 ms | max ms | at ${PAGE_BUDGET_MS / 1000} s or more |
|---|---:|---:|---:|---:|---:|---:|
${pageRows.map((row) => `| ${Object.values(row).join(" | ")} |`).join("\n")}`,
);
console.log("updated docs/benchmarks.md");

const failures = [];
if (during.times.length === 0 || Math.max(...during.times) >= PAGE_BUDGET_MS)
  failures.push(`a sign page took ${PAGE_BUDGET_MS} ms or more`);
if (during.statuses.some((status) => status !== 200)) failures.push("a sign page was not answered 200");
if ((load.statuses["429"] ?? 0) === 0) failures.push("no card of the burst was refused");
if (failures.length) {
  console.error(`share images: ${failures.join("; ")}`);
  process.exit(1);
}

/** Waits until the day's folder holds every card; how long that took after ready, as "12.3 s". */
async function cardsStored(dir, since) {
  const deadline = performance.now() + STORE_TIMEOUT_MS;
  const count = () => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".png")).length : 0);
  while (count() < CARDS_A_DAY) {
    if (performance.now() > deadline)
      throw new Error(`only ${count()} of ${CARDS_A_DAY} cards stored in ${dir} after ${STORE_TIMEOUT_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** Every card of the day, once each, `CONNECTIONS` at a time from one address: the statuses and times. */
async function fetchStoredCards(base, today) {
  const paths = [
    ...SIGN_SLUGS.map((sign) => `/og/signs/${sign}/${today}.png`),
    ...SIGN_SLUGS.flatMap((first) => SIGN_SLUGS.map((second) => `/og/compatibility/${first}/${second}/${today}.png`)),
  ];
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < paths.length) {
        const answer = await get(base + paths[next++], agent);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        times.push(answer.ms);
      }
    }),
  );
  agent.destroy();
  const wall = performance.now() - started;
  const spread = percentiles(times);
  const codes = Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
  return { summary: `${codes} in ${Math.round(wall)} ms (each: p50 ${spread.p50} ms, p99 ${spread.p99} ms)` };
}

/** The sign page probe: `count` pages, or pages for `untilMs`, one every PROBE_EVERY_MS on a new connection. */
async function probePages(base, { count = Infinity, untilMs = Infinity }) {
  const times = [];
  const statuses = [];
  const started = performance.now();
  for (let n = 0; n < count && performance.now() - started < untilMs; n++) {
    const begun = performance.now();
    const sign = SIGN_SLUGS[n % SIGN_SLUGS.length];
    const answer = await get(`${base}/signs/${sign}`, false, { cookie: "bench=1", "accept-encoding": "br, gzip" });
    times.push(answer.ms);
    statuses.push(answer.status);
    const rest = PROBE_EVERY_MS - (performance.now() - begun);
    if (rest > 0) await new Promise((done) => setTimeout(done, rest));
  }
  return { times, statuses };
}

function pageRow(label, { times, statuses }) {
  const spread = percentiles(times);
  return {
    "sign page, rendered": label,
    pages: times.length,
    "answered 200": statuses.filter((status) => status === 200).length,
    "p50 ms": spread.p50,
    "p99 ms": spread.p99,
    "max ms": spread.max,
    slow: times.filter((ms) => ms >= PAGE_BUDGET_MS).length,
  };
}

/** Runs the burst in a process of its own and answers its figures. */
function burstProcess(base, today) {
  const child = spawn(
    process.execPath,
    [new URL(import.meta.url).pathname, "--burst", base, today, String(DURATION_S), String(CONNECTIONS)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the burst exited with ${code}`)))),
  );
}

/**
 * `connections` loops on kept-alive connections, each asking for the next distinct pair card as
 * soon as its last answer came: every pair of the day before yesterday, then of the day before, and
 * so on (none stored; yesterday's could be).
 */
async function burst(base, today, seconds, connections) {
  const pairs = SIGN_SLUGS.flatMap((first) => SIGN_SLUGS.map((second) => `${first}/${second}`));
  const dayBefore = (days) => new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  let next = 0;
  const pathOf = (n) => `/og/compatibility/${pairs[n % pairs.length]}/${dayBefore(2 + Math.floor(n / pairs.length))}.png`;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses = {};
  const drawn = [];
  const refused = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const answer = await get(base + pathOf(next++), agent);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status === 200) drawn.push(answer.ms);
        if (answer.status === 429) refused.push(answer.ms);
      }
    }),
  );
  agent.destroy();
  return { requests: next, statuses, drawn: percentiles(drawn), refused: percentiles(refused) };
}

/** One GET, its body read to the end: the status and the time in ms (status 0 for a failed request). */
function get(url, agent, headers = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]) : "–");
  return { p50: at(0.5), p99: at(0.99), max: sorted.length ? Math.round(sorted.at(-1)) : "–" };
}
