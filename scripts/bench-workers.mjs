// `node scripts/bench-workers.mjs` (part of `npm run bench`): rendered pages a second with one
// worker process and with one a core (WEB_CONCURRENCY), on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, where a database of its own is made and dropped).
// Budget: one a core at 1.7 times one worker's rate or more (the median of the rounds' ratios). Without PostgreSQL the rows are
// skipped, and said so. Writes its own section (workers) of docs/benchmarks.md.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { load, startBenchServer } from "./bench-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
// Load before the measured seconds, so both rows are measured in the steady state a running site
// is in: V8 keeps compiling and deoptimising a render's functions for the first half minute or so
// of load (traced with --trace-opt on one worker: 661 functions optimised in the first 10 s of
// load, 279 in the next, then 43, 31, 49, 22). Each of two workers gets half the requests, so it
// needs twice as long to get there.
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 30);
// One worker, then one a core, this many times over: the budget is read against the median of the
// rounds' ratios, each of two measurements a minute apart, since this machine's speed drifts.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RATIO_BUDGET = 1.7;
const CORES = availableParallelism();
// No more than one worker's render limit (4), so no request is turned away however the
// connections fall between the workers (Node's cluster need not share them evenly): with 6, some
// two-worker runs answered hundreds of requests with the render limit's 503.
const CONNECTIONS = 4;
const PAGE = "/signs/aries";

if (!existsSync(join(root, "build/server/index.js"))) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const WRK = spawnSync("sh", ["-c", "command -v wrk"]).status === 0;

/**
 * CPU time in ms since boot, from /proc (Linux only; null elsewhere): of the process tree under
 * `rootPid` (all its processes and threads), of each process in it, and of the whole machine,
 * busy time only.
 */
function cpuSnapshot(rootPid) {
  try {
    const tick = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    const stats = readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => {
        try {
          // Fields after the command name, which is in parentheses and may hold spaces.
          const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
          return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
        } catch {
          return undefined; // the process ended while being read
        }
      })
      .filter(Boolean);
    const tree = new Set([rootPid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const stat of stats) if (tree.has(stat.ppid) && !tree.has(stat.pid)) grew = tree.add(stat.pid) !== undefined;
    }
    const inTree = stats.filter((stat) => tree.has(stat.pid));
    const site = inTree.reduce((sum, stat) => sum + stat.ticks, 0) * tick;
    const perProcess = new Map(inTree.map((stat) => [stat.pid, stat.ticks * tick]));
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return { site, perProcess, machine: (user + nice + system + irq + softirq + steal) * tick };
  } catch {
    return null;
  }
}

/**
 * Each worker's part of the site's CPU between two snapshots, largest first: the workers are the
 * supervisor's children, or the one process itself when there is no supervisor.
 */
function workerShares(before, after, rootPid) {
  const used = [...after.perProcess]
    .filter(([pid]) => pid !== rootPid || after.perProcess.size === 1)
    .map(([pid, ms]) => ms - (before.perProcess.get(pid) ?? 0));
  const total = used.reduce((sum, ms) => sum + ms, 0);
  return used.map((ms) => ms / total).sort((a, b) => b - a);
}

const HEADERS = { cookie: "bench=1" };
const wrkArgs = (url, seconds) => ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", `Cookie: ${HEADERS.cookie}`, url];

/** The load before the measured seconds, by the same tool as the measurement. */
async function warmUp(url) {
  if (WRK) execFileSync("wrk", wrkArgs(url, WARM_UP_S), { encoding: "utf8" });
  else await load({ url, headers: HEADERS, connections: CONNECTIONS, duration: WARM_UP_S });
}

/** Pages answered a second, by wrk where installed (lighter on the shared cores), else autocannon; and the CPU the site and the rest used meanwhile. */
async function measure(url, sitePid) {
  if (WRK) {
    const before = cpuSnapshot(sitePid);
    const output = execFileSync("wrk", wrkArgs(url, DURATION_S), { encoding: "utf8" });
    const after = cpuSnapshot(sitePid);
    const total = Number(/(\d+) requests in/.exec(output)?.[1]);
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
    const p50 = /50%\s+([\d.]+)(us|ms|s)/.exec(output);
    const toMs = (value, unit) => (unit === "us" ? value / 1000 : unit === "s" ? value * 1000 : value);
    const perSecond = Math.round((total - non2xx) / DURATION_S);
    const cpu =
      before && after
        ? {
            siteCores: (after.site - before.site) / (DURATION_S * 1000),
            restCores: (after.machine - before.machine - (after.site - before.site)) / (DURATION_S * 1000),
            siteMsPerPage: (after.site - before.site) / (total - non2xx),
            workerShares: workerShares(before, after, sitePid),
          }
        : undefined;
    return { perSecond, p50: p50 ? toMs(Number(p50[1]), p50[2]) : null, errors: non2xx, cpu };
  }
  const result = await load({ url, headers: HEADERS, connections: CONNECTIONS, duration: DURATION_S });
  // Only pages answered count: a turned-away request is cheap and would flatter the rate.
  return { perSecond: Math.round(result["2xx"] / DURATION_S), p50: result.latency.p50, errors: result.errors + result.non2xx };
}

/** Requests a second on PAGE, rendered every time (a cookie keeps the page cache out), with `workers` processes. */
async function renderedRate(databaseUrl, workers) {
  const site = startBenchServer({
    root,
    port: PORT,
    dataDir: mkdtempSync(join(tmpdir(), "cosmic-bench-")),
    env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(workers) },
  });
  try {
    await site.ready();
    await new Promise((done) => setTimeout(done, 3_000)); // every worker up
    await warmUp(site.base + PAGE);
    // Node's cluster hands each new connection to a worker and need not share 4 of them evenly;
    // a run where one worker did under half its even part of the work measures that split, not the workers,
    // so it is measured again (at most twice more, the server already warm), and the table says how
    // many were.
    let uneven = 0;
    for (;;) {
      const result = await measure(site.base + PAGE, site.pid);
      const shares = result.cpu?.workerShares ?? [];
      const evenEnough = workers === 1 || shares.length !== workers || Math.min(...shares) * workers >= 1 / 2;
      if (evenEnough || uneven === 2) return { workers, uneven, ...result };
      uneven++;
    }
  } finally {
    await site.stop();
  }
}

const rounds = [];
let skipped;
const name = `cosmic_bench_${process.pid}`;
try {
  await withAdmin((client) => client.query(`create database ${name}`));
} catch (error) {
  skipped = `PostgreSQL is not reachable at ${new URL(ADMIN_URL).host} (${error.message}), so the rows are skipped`;
}
if (!skipped) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const one = await renderedRate(url.href, 1);
      const many = await renderedRate(url.href, CORES);
      rounds.push({ one, many, ratio: many.perSecond / one.perSecond });
    }
  } finally {
    await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ratio = rounds.length > 0 ? median(rounds.map((round) => round.ratio)) : undefined;
const uneven = rounds.reduce((sum, round) => sum + round.many.uneven, 0);
const table = skipped
  ? skipped
  : [
      `| round | 1 worker: req/s | p50 ms | ${CORES} workers: req/s | p50 ms | errors | vs one worker | budget |`,
      "|---:|---:|---:|---:|---:|---:|---:|---|",
      ...rounds.map(
        ({ one, many, ratio: ofRound }, index) =>
          `| ${index + 1} | ${one.perSecond} | ${one.p50} | ${many.perSecond} | ${many.p50} | ${one.errors + many.errors} | ${ofRound.toFixed(2)} | |`,
      ),
      `| median | | | | | | ${ratio.toFixed(2)} | ≥ ${RATIO_BUDGET}: ${ratio >= RATIO_BUDGET ? "within" : "**over**"} |`,
      ...(uneven > 0
        ? [
            "",
            `${uneven} run${uneven === 1 ? "" : "s"} split the connections unevenly (one worker under half its even part of the work) and ${uneven === 1 ? "was" : "were"} measured again.`,
          ]
        : []),
    ].join("\n");
const cpuOf = (row) =>
  `${row.cpu.siteCores.toFixed(2)} cores, ${row.cpu.siteMsPerPage.toFixed(2)} ms a page` +
  (row.workers > 1 ? ` (${row.cpu.workerShares.map((share) => `${Math.round(share * 100)} %`).join(" and ")} of it each)` : "");
const cpuText = rounds.every((round) => round.one.cpu && round.many.cpu)
  ? `\n\nCPU of the site's processes during each measured ${DURATION_S} s, all threads counted (from /proc), one worker, then ${CORES}: ` +
    rounds.map((round, index) => `round ${index + 1}: ${cpuOf(round.one)}; ${cpuOf(round.many)}`).join("; ") +
    `. wrk, PostgreSQL and the rest of the machine used ${Math.min(...rounds.flatMap((round) => [round.one.cpu.restCores, round.many.cpu.restCores])).toFixed(2)} to ${Math.max(...rounds.flatMap((round) => [round.one.cpu.restCores, round.many.cpu.restCores])).toFixed(2)} cores.`
  : "";
console.log(table + cpuText);

writeSection(
  root,
  "workers",
  `${measuredLine(`production build on PostgreSQL; ${WRK ? "wrk, 1 thread" : "autocannon"}, ${CONNECTIONS} connections, ${DURATION_S} s after ${WARM_UP_S} s of warm-up load, on the same ${CORES} cores as the server and PostgreSQL`, "node scripts/bench-workers.mjs")}
${PAGE} with a cookie, so every request is rendered; WEB_CONCURRENCY=1, then one worker a core, ${ROUNDS} times over.

${table}${cpuText}`,
);
