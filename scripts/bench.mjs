// `npm run bench`: load-tests a production build on loopback with autocannon (keep-alive,
// no pipelining, after a warm-up), prints the tables, and rewrites the measured sections of
// docs/benchmarks.md with the machine and date.
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchAccounts } from "./bench-accounts.mjs";
import { measuredLine, writeSection as writeDocSection } from "./bench-doc.mjs";
import { benchComputation, computationTable } from "./bench-compute.mjs";
import { benchRender, rendersOverBudget, renderTable } from "./bench-render.mjs";
import { load, markdownTable, rowOf, startBenchServer } from "./bench-server.mjs";
import { SIGN_SLUGS } from "./bench-signs.mjs";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const newDataDir = () => mkdtempSync(join(tmpdir(), "cosmic-bench-"));
/** A day no server writes ahead of time, so its readings are written on their first request ([daily.any-day]). */
const ON_DEMAND_DAY = "2021-06-01";
const SETUP = "production build on the embedded database,\nclient and server on the same machine";

if (!existsSync(join(root, "build/server/index.js"))) execSync("npm run build", { cwd: root, stdio: "inherit" });

const pages = await benchPages();
console.table(pages.rows);
console.log(pages.storedReadings);
// BENCH_ONLY=http measures the HTTP table alone and rewrites only its section.
if (process.env.BENCH_ONLY === "http") {
  writeHttpSection();
  process.exit(0);
}
const renders = await benchRender({ root, port: PORT, dataDir: newDataDir(), durationS: DURATION_S });
console.table(renders);
const accounts = await benchAccounts({ root, port: PORT, dataDir: newDataDir(), durationS: DURATION_S, connections: CONNECTIONS });
console.table(accounts);

const computation = benchComputation(root);
// A part that finds a figure over its budget exits with a failure after writing its section; the
// rest still run, so one slow figure does not hide the others, and this run fails at the end.
const failedParts = [];
function runPart(script) {
  try {
    execSync(`node scripts/${script}`, { cwd: root, stdio: "inherit" });
  } catch {
    failedParts.push(script);
  }
}
// Writes its own section (readings) of docs/benchmarks.md.
runPart("bench-readings.mjs");
// Writes its own section (mail-delivery): a newsletter edition for 100,000 subscribers, queued and delivered.
runPart("bench-mail-delivery.mjs");
// Writes its own section (analytics): the dashboard over 1,000,000 page views, and ingestion over HTTP.
runPart("bench-analytics.mjs");
// Writes its own section (places): the birthplace search over every town.
runPart("bench-places.mjs");
// Writes its own section (transits): a year of one chart's days, the 90-day transit calendar and /api/me/transits.
runPart("bench-transits.mjs");
// Writes its own section (serving): cached pages and static assets against nginx serving the same bytes.
runPart("bench-serving.mjs");
// Writes its own section (share-images): a burst of distinct share cards from one address beside rendered pages.
runPart("bench-share-images.mjs");
// Writes its own section (memory): resident memory idle and through three rounds of load.
runPart("bench-memory.mjs");
// Writes its own section (workers): rendered pages with one worker and with one a core, on PostgreSQL.
runPart("bench-workers.mjs");
// Writes its own section (lighthouse): five kinds of page in Chromium, ads on and off.
runPart("bench-lighthouse.mjs");
console.table(computation);

const measuredWith = (setup) => measuredLine(setup, "npm run bench");
const writeSection = (name, body) => writeDocSection(root, name, body);
const measured = measuredWith(SETUP);
writeHttpSection();
writeSection(
  "render",
  `${measured}
One connection for ${DURATION_S} s per page after a 2 s warm-up, with a cookie so every request is rendered (no page
cache); times are the server's own, from its request log.

${renderTable(renders)}`,
);
writeSection(
  "accounts",
  `${measured}
Sign-in: 50 confirmed accounts, 4 sign-ins each in turn (under the per-account limit), each from its own
address; every request verifies an argon2id hash (19 MiB, t=2, p=1) and writes a session.
/admin: ${CONNECTIONS} connections for ${DURATION_S} s after a 2 s warm-up; the guard reads the session and has_role() on every request.

${markdownTable(accounts)}`,
);
writeSection(
  "compute",
  `${measuredWith("in process, with vitest bench")}

${computationTable(computation)}`,
);
console.log("updated docs/benchmarks.md");
for (const row of rendersOverBudget(renders)) failedParts.push(`render of ${row.page} (median ${row["median ms"]} ms)`);
if (failedParts.length) {
  console.error(`over budget or failed: ${failedParts.join(", ")} (each printed its own reason above)`);
  process.exit(1);
}

function writeHttpSection() {
  writeDocSection(
    root,
    "http",
    `${measuredLine(SETUP, "npm run bench")}
${CONNECTIONS} keep-alive connections, no pipelining, ${DURATION_S} s per target after a 2 s warm-up.

${markdownTable(pages.rows)}

${pages.storedReadings}`,
  );
}

async function benchPages() {
  const server = startBenchServer({ root, port: PORT, dataDir: newDataDir() });
  // Stopped whatever happens: a server left behind keeps the port, and the next run would measure it.
  try {
    await server.ready();
    return await measurePages(server);
  } finally {
    await server.stop();
  }
}

async function measurePages(server) {
  const home = await (await fetch(`${server.base}/`)).text();
  const asset = home.match(/\/assets\/[^"]+\.js/)?.[0];
  // fetch() decodes the body, so the size on the wire comes from the header.
  const assetBytes = Number((await fetch(server.base + asset, { headers: { "accept-encoding": "br" } })).headers.get("content-length"));
  const compressed = { "accept-encoding": "br, gzip" };
  const today = (await (await fetch(`${server.base}/api/horoscopes/aries`)).json()).date;
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const firstRequests = await timeFirstRequests(server.base);
  const targets = [
    { label: `static asset (${(assetBytes / 1000).toFixed(1)} KB JS, brotli)`, path: asset },
    { label: "/healthz", path: "/healthz" },
    { label: "/ (home page, anonymous: page cache)", path: "/" },
    { label: "/signs/aries (anonymous: page cache)", path: "/signs/aries" },
    { label: "/signs/aries (with a cookie: rendered)", path: "/signs/aries", headers: { ...compressed, cookie: "bench=1" } },
    { label: "/api/horoscopes/aries", path: "/api/horoscopes/aries" },
    // Stored readings of other days and spans, to compare with today's daily one just above.
    { label: "/api/horoscopes/aries?date=(yesterday)", path: `/api/horoscopes/aries?date=${yesterday}`, storedReading: "yesterday" },
    {
      label: `/api/horoscopes/aries?date=${ON_DEMAND_DAY} (written on its first request)`,
      path: `/api/horoscopes/aries?date=${ON_DEMAND_DAY}`,
      storedReading: "onDemand",
    },
    { label: "/api/horoscopes/aries?period=week", path: "/api/horoscopes/aries?period=week", storedReading: "week" },
    { label: "/api/horoscopes/aries?period=month", path: "/api/horoscopes/aries?period=month", storedReading: "month" },
    { label: "/api/horoscopes/aries?period=year", path: "/api/horoscopes/aries?period=year", storedReading: "year" },
    { label: "/blog (anonymous: page cache)", path: "/blog" },
    { label: "/blog (with a cookie: rendered)", path: "/blog", headers: { ...compressed, cookie: "bench=1" } },
  ];
  const rows = [];
  const storedRates = {};
  for (const { label, path, connections = CONNECTIONS, headers = compressed, storedReading } of targets) {
    const options = { url: server.base + path, headers, connections };
    await load({ ...options, duration: 2 }); // warm-up
    const row = rowOf(label, await load({ ...options, duration: DURATION_S }));
    rows.push(row);
    if (storedReading) storedRates[storedReading] = row["req/s"];
    if (path === "/api/horoscopes/aries") storedRates.today = row["req/s"];
  }
  const ratio = (name) => (storedRates[name] / storedRates.today).toFixed(2);
  const storedReadings = `Stored readings against today's daily reading, in this run: yesterday's at ${ratio("yesterday")} of its rate, a week's at ${ratio("week")}, a month's at ${ratio("month")}, a year's at ${ratio("year")} (target: the same rate). ${ON_DEMAND_DAY}, a day nothing writes ahead, asked once for each of the twelve signs: the first request, which writes the reading from that day's sky, took ${firstRequests} ms (median, then slowest); stored, it answers at ${ratio("onDemand")} of today's rate.`;
  return { rows, storedReadings };
}

/** The median and the slowest time, in ms, of the first request for ON_DEMAND_DAY's reading of each sign, one after another. */
async function timeFirstRequests(base) {
  const times = [];
  for (const sign of SIGN_SLUGS) {
    const started = performance.now();
    const res = await fetch(`${base}/api/horoscopes/${sign}?date=${ON_DEMAND_DAY}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/api/horoscopes/${sign}?date=${ON_DEMAND_DAY} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = times.length / 2; // twelve times: the median is the mean of the middle two
  return `${((times[middle - 1] + times[middle]) / 2).toFixed(1)} and ${times.at(-1).toFixed(1)}`;
}
