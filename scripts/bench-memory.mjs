// `node scripts/bench-memory.mjs` (part of `npm run bench`): the server's resident memory on the
// embedded database, after boot, idle a minute later, and through three rounds of HTTP load, read from the kernel
// (/proc/<pid>/status) every 200 ms. Budgets: at most 300 MB idle, at most 400 MB under load, and
// flat across the rounds (each round's peak within 10% of the first's). Writes its own section
// (memory) of docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { load, startBenchServer } from "./bench-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const ROUND_S = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = 3;
const IDLE_BUDGET_MB = 300;
const LOAD_BUDGET_MB = 400;
const FLAT_TOLERANCE = 0.1;
/** When an idle server is measured: seconds after it said it was ready, with no request since. */
const IDLE_AFTER_S = 60;
// A visitor mix: pages rendered every time (a cookie), pages from the cache, the API, a chart.
const PATHS = [
  "/signs/aries",
  "/signs/leo/tomorrow",
  "/signs/virgo/personality",
  "/signs/aries/compatibility/leo",
  "/blog",
  "/blog/reading-your-birth-chart-step-by-step",
  "/api/horoscopes/pisces",
  "/charts/free-birth-chart?date=1990-04-15&time=13%3A30&place=London%2C+United+Kingdom&lat=51.50853&lon=-0.12574&tz=Europe%2FLondon&houses=placidus",
  "/",
];

if (!existsSync(join(root, "build/server/index.js"))) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const megabytes = (kilobytes) => Math.round(kilobytes / 1024);
/** The process's resident memory now, in kB, as the kernel counts it. */
function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
/** Samples `pid`'s resident memory every 200 ms while `work` runs; answers the highest. */
async function peakDuring(pid, work) {
  let peak = residentKb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentKb(pid))), 200);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, residentKb(pid));
}
const settle = (ms) => new Promise((done) => setTimeout(done, ms));

const site = startBenchServer({ root, port: PORT, dataDir: mkdtempSync(join(tmpdir(), "cosmic-bench-")) });
const rows = [];
let bootedKb;
let idleKb;
try {
  await site.ready();
  await settle(5_000); // the boot's own jobs (today's readings) finish
  bootedKb = residentKb(site.pid);
  // V8 hands back the heap the boot used only after some quiet seconds (its memory reducer):
  // an idle server is measured once that has happened.
  await settle(IDLE_AFTER_S * 1000 - 5_000);
  idleKb = residentKb(site.pid);
  const requests = PATHS.flatMap((path) => [
    { method: "GET", path },
    { method: "GET", path, headers: { cookie: "bench=1" } },
  ]);
  for (let round = 1; round <= ROUNDS; round++) {
    const peakKb = await peakDuring(site.pid, () => load({ url: site.base, connections: 20, duration: ROUND_S, requests }));
    await settle(3_000);
    rows.push({ round, peakKb, afterKb: residentKb(site.pid) });
  }
} finally {
  await site.stop();
}

const firstPeak = rows[0].peakKb;
const flat = rows.every((row) => row.peakKb <= firstPeak * (1 + FLAT_TOLERANCE));
const verdict = (ok) => (ok ? "within" : "**over**");
const table = [
  "| moment | resident MB | budget |",
  "|---|---:|---|",
  `| 5 s after ready, the boot's work just done | ${megabytes(bootedKb)} | |`,
  `| idle, ${IDLE_AFTER_S} s after ready | ${megabytes(idleKb)} | ≤ ${IDLE_BUDGET_MB}: ${verdict(megabytes(idleKb) <= IDLE_BUDGET_MB)} |`,
  ...rows.flatMap((row) => [
    `| round ${row.round}, highest under load | ${megabytes(row.peakKb)} | ≤ ${LOAD_BUDGET_MB}: ${verdict(megabytes(row.peakKb) <= LOAD_BUDGET_MB)} |`,
    `| round ${row.round}, 3 s after | ${megabytes(row.afterKb)} | |`,
  ]),
  `| rounds 2 and 3 against round 1 | ${rows.map((row) => (row.peakKb / firstPeak).toFixed(2)).join(", ")} | ≤ ${1 + FLAT_TOLERANCE}: ${verdict(flat)} |`,
].join("\n");
console.log(table);

writeSection(
  root,
  "memory",
  `${measuredLine("production build on the embedded database, a fresh data directory, client and server on the same machine", "node scripts/bench-memory.mjs")}
Resident memory as the kernel counts it (VmRSS), sampled every 200 ms. Idle is measured ${IDLE_AFTER_S} s after the
server said it was ready, with no request in between: V8 returns the heap the boot used only after
some quiet seconds, so the figure 5 s after ready is printed too. Each round is ${ROUND_S} s of
20 connections (autocannon) over ${PATHS.length} pages and API answers, each asked for with and
without a cookie (rendered every time, or from the page cache).

${table}`,
);
