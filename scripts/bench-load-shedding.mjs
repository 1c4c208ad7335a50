// `node scripts/bench-load-shedding.mjs`: does /healthz keep answering while page renders pile
// up? A production build on loopback gets BENCH_CONNECTIONS (200) keep-alive connections asking
// for a page that is rendered every time (a cookie keeps it out of the page cache), for
// BENCH_SECONDS (40) from an autocannon process, while a process of its own (this script with
// --probe) asks /healthz twice a second, giving up after 2 s: on a new connection to the site's
// port as most health checkers do, on a kept-alive one as a pooling proxy does, and on a new
// connection to HEALTH_PORT (the site's port + 1 here). The figures are split between the load's
// first 15 s, while the site's port is still accepting the load's connections (under this load it
// takes them in at tens a second, not all at once: a new health check queues behind them), and
// from 25 s to the end. Prints the tables and rewrites the load-shedding section of
// docs/benchmarks.md.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { startBenchServer } from "./bench-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 40);
const OPENING_S = 15;
const STEADY_FROM_S = 25;
const PROBE_EVERY_MS = 500;
const PROBE_TIMEOUT_MS = 2_000;
const PAGE = "/signs/aries";

if (process.argv[2] === "--probe") {
  // The probing process: its own event loop, so the load generator cannot delay its answers.
  const results = await probeFor(process.argv[3], process.argv[4], Number(process.argv[5]));
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
}

if (!existsSync(join(root, "build/server/index.js"))) execSync("npm run build", { cwd: root, stdio: "inherit" });

// The build's own limit, RENDERS_PER_CORE renders a core (a build from before it has none).
const buildFiles = readdirSync(join(root, "build/server"), { recursive: true }).filter((name) => String(name).endsWith(".js"));
const perCore = buildFiles
  .map((name) => /RENDERS_PER_CORE = (\d+)/.exec(readFileSync(join(root, "build/server", String(name)), "utf8"))?.[1])
  .find(Boolean);
const renderLimit = perCore ? `${Number(perCore) * availableParallelism()} (${perCore} a core)` : "none";
const HEALTH_PORT = PORT + 1;
const server = startBenchServer({
  root,
  port: PORT,
  dataDir: mkdtempSync(join(tmpdir(), "cosmic-bench-")),
  env: { HEALTH_PORT: String(HEALTH_PORT) },
});
const healthBase = `http://127.0.0.1:${HEALTH_PORT}`;
await server.ready();
const headers = { cookie: "bench=1", "accept-encoding": "br, gzip" };
await loadFor(2, 10); // warm-up: the page's data is cached and the code is hot

const quiet = await probeProcess(3_000);
// One probing process for the whole load, its kept-alive connection opened before the load starts.
const LEAD_MS = 1_000;
const probing = probeProcess(LEAD_MS + DURATION_S * 1000);
await new Promise((done) => setTimeout(done, LEAD_MS));
const load = await loadFor(DURATION_S, CONNECTIONS);
const probes = await probing;
await server.stop();
const within = (results, fromS, toS) => results.filter(({ at }) => at >= LEAD_MS + fromS * 1000 && at < LEAD_MS + toS * 1000);
const during = (fromS, toS) => ({
  fresh: within(probes.fresh, fromS, toS),
  kept: within(probes.kept, fromS, toS),
  healthPort: within(probes.healthPort, fromS, toS),
});
const opening = during(0, OPENING_S);
const steady = during(STEADY_FROM_S, DURATION_S);

const pageRow = {
  target: `${PAGE} (with a cookie: rendered), ${CONNECTIONS} connections`,
  requests: load.requests.total,
  200: load["2xx"],
  503: load.statusCodeStats?.["503"]?.count ?? 0,
  "other errors": load.errors + load.timeouts + (load.non2xx - (load.statusCodeStats?.["503"]?.count ?? 0)),
  "2xx/s": Math.round(load["2xx"] / DURATION_S),
  "p50 ms": load.latency.p50,
  "p99 ms": load.latency.p99,
};
const probeRows = [
  probeRow("new connection, server quiet", quiet.fresh),
  probeRow("kept-alive connection, server quiet", quiet.kept),
  probeRow("new connection to HEALTH_PORT, server quiet", quiet.healthPort),
  probeRow(`new connection, load's first ${OPENING_S} s (its connections opening)`, opening.fresh),
  probeRow(`kept-alive connection, load's first ${OPENING_S} s`, opening.kept),
  probeRow(`new connection to HEALTH_PORT, load's first ${OPENING_S} s`, opening.healthPort),
  probeRow(`new connection, load from ${STEADY_FROM_S} s (its connections open)`, steady.fresh),
  probeRow(`kept-alive connection, load from ${STEADY_FROM_S} s`, steady.kept),
  probeRow(`new connection to HEALTH_PORT, load from ${STEADY_FROM_S} s`, steady.healthPort),
];
console.log(`render limit: ${renderLimit}`);
console.table([pageRow]);
console.table(probeRows);

writeSection(
  root,
  "load-shedding",
  `${measuredLine(`production build on the embedded database, render limit ${renderLimit}; client and server on the same machine`, "node scripts/bench-load-shedding.mjs")}
${CONNECTIONS} keep-alive connections for ${DURATION_S} s (autocannon, a process of its own) on a page rendered every time; meanwhile
/healthz is asked every ${PROBE_EVERY_MS} ms from another process, on a new connection and on a kept-alive one, a probe failing
after ${PROBE_TIMEOUT_MS / 1000} s.

| page load | requests | 200 | 503 | other errors | 2xx/s | p50 ms | p99 ms |
|---|---:|---:|---:|---:|---:|---:|---:|
| ${pageRow.target} | ${pageRow.requests} | ${pageRow["200"]} | ${pageRow["503"]} | ${pageRow["other errors"]} | ${pageRow["2xx/s"]} | ${pageRow["p50 ms"]} | ${pageRow["p99 ms"]} |

| /healthz probe | probes | answered | failed (over ${PROBE_TIMEOUT_MS / 1000} s) | p50 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|---:|---:|
${probeRows.map((row) => `| ${row.probe} | ${row.probes} | ${row.answered} | ${row.failed} | ${row["p50 ms"]} | ${row["p99 ms"]} | ${row["max ms"]} |`).join("\n")}`,
);
console.log("updated docs/benchmarks.md");

/** autocannon in a process of its own, so neither it nor the probe slows the other; its JSON result. */
function loadFor(durationS, connections) {
  const args = ["-c", String(connections), "-d", String(durationS), "-p", "1", "-j"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const child = spawn(process.execPath, [join(root, "node_modules/autocannon/autocannon.js"), ...args, server.base + PAGE], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`autocannon exited with ${code}`)))),
  );
}

/** Runs the probe in a process of its own and answers its results. */
function probeProcess(ms) {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, "--probe", server.base, healthBase, String(ms)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`probe exited with ${code}`)))),
  );
}

/**
 * Asks /healthz every PROBE_EVERY_MS for `ms`: once on a new connection, as most health checkers
 * do, once on one kept-alive connection, as a proxy that pools its connections does, and once on a
 * new connection to the health port.
 */
async function probeFor(base, healthBase, ms) {
  const results = { fresh: [], kept: [], healthPort: [] };
  const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  const pending = [];
  const record = (kind, at) => (ms) => results[kind].push({ at, ms });
  while (performance.now() - started < ms) {
    const at = performance.now() - started;
    pending.push(probe(base, false).then(record("fresh", at)));
    pending.push(probe(base, keptAlive).then(record("kept", at)));
    pending.push(probe(healthBase, false).then(record("healthPort", at)));
    await new Promise((done) => setTimeout(done, PROBE_EVERY_MS));
  }
  await Promise.all(pending);
  keptAlive.destroy();
  return results;
}

/** One /healthz: its time in ms, or null when it failed or took over the limit. */
function probe(base, agent) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${base}/healthz`, { agent, timeout: PROBE_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : null));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(null));
    req.end();
  });
}

function probeRow(label, results) {
  // A probe queued behind an earlier one on the kept-alive connection may outlive its own timer.
  const answered = results
    .map(({ ms }) => ms)
    .filter((ms) => ms !== null && ms <= PROBE_TIMEOUT_MS)
    .sort((a, b) => a - b);
  const at = (q) => (answered.length ? Math.round(answered[Math.min(answered.length - 1, Math.floor(answered.length * q))]) : "–");
  return {
    probe: label,
    probes: results.length,
    answered: answered.length,
    failed: results.length - answered.length,
    "p50 ms": at(0.5),
    "p99 ms": at(0.99),
    "max ms": answered.length ? Math.round(answered.at(-1)) : "–",
  };
}
