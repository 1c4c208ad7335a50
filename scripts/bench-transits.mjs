// `node scripts/bench-transits.mjs`: the personal transits ([charts.transits]) for one chart.
// In process, on the site's modules bundled by Rollup as the production server is: a year of the
// reader's days as GET /api/me/transits computes them (the transits, "Today for you" and the
// answer), for the chart worked out once (the budget) and worked out again each day as each
// request does, and the 90-day transit calendar; each first on modules of its own, so the sky's
// samples are computed as a fresh server computes them, then again with them held. Over HTTP: the
// API on a production build with a signed-in reader, one request at a time, timed by the client.
// Prints the tables and rewrites the transits section of docs/benchmarks.md; exits with a failure
// when a figure is over its budget. BENCH_ONLY=compute skips the server (no build needed).
import { performance } from "node:perf_hooks";
import { existsSync, mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { startBenchServer } from "./bench-server.mjs";
import { loadBundledSiteModules } from "./site-modules.mjs";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const YEAR_BUDGET_MS = 200;
const API_P95_BUDGET_MS = 20;
const YEAR = 2027;
const WARM_ROUNDS = 5;
const CALENDAR_ROUNDS = 10;
const API_WARM_UP = 100;
const API_REQUESTS = 1000;
// The birth the Lighthouse runs draw: London, 15 April 1990, 13:30.
const CHART = { date: "1990-04-15", time: "13:30", lat: 51.5074, lon: -0.1278, tz: "Europe/London", houses: "placidus" };
const PASSWORD = "bench-password";

const round = (ms) => (ms >= 10 ? Math.round(ms) : Math.round(ms * 100) / 100);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
const verdict = (value, budget) => (value <= budget ? `≤ ${budget}: within` : `≤ ${budget}: OVER`);

const SITE_MODULES = [
  "/app/features/charts/readers-day.server.ts",
  "/app/features/charts/transits/transit-calendar.server.ts",
  "/app/features/charts/transits/transits.server.ts",
  "/app/features/charts/transits/personal-day.server.ts",
  "/app/features/charts/chart-request.server.ts",
  "/app/features/charts/saved-charts.server.ts",
  "/app/lib/local-date-time.ts",
  "/app/lib/dates.ts",
  "/app/zodiac/planets.ts",
];
const savedChart = {
  ...CHART,
  id: "bench",
  name: "Bench",
  isMe: true,
  offset: null,
  node: "mean",
  place: "London",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
// A moment before the year, so no day of it is today and each is read at its local noon.
const NOW = new Date(`${YEAR - 1}-06-01T00:00:00Z`);

/**
 * The year's days as the API computes and answers them (the transits, "Today for you", the
 * answer): for one chart worked out once (readersDayOf), or from the saved birth data each day as
 * each request does (readersDay).
 */
function yearOfDays({ readersDay, readersDayOf, readersDayAnswer, chartOf, savedChartRequest, addDays }, fromSavedChart) {
  const started = performance.now();
  const natal = fromSavedChart ? null : chartOf(savedChartRequest(savedChart));
  let transits = 0;
  for (let date = `${YEAR}-01-01`; date <= `${YEAR}-12-31`; date = addDays(date, 1)) {
    const query = { date, timeZone: CHART.tz };
    const day = fromSavedChart ? readersDay(savedChart, query, NOW) : readersDayOf(savedChart, natal, query, NOW);
    transits += readersDayAnswer(day).transits.length;
  }
  return { ms: performance.now() - started, transits };
}

function calendar({ transitCalendar, chartOf, savedChartRequest }) {
  const started = performance.now();
  const natal = chartOf(savedChartRequest(savedChart));
  const { days, spans } = transitCalendar(natal, `${YEAR}-01-01`, 90, CHART.tz);
  const events = days.reduce((sum, day) => sum + day.events.length, 0);
  return { ms: performance.now() - started, events, spans: spans.length };
}

/**
 * Where a day's time goes, over the same year with the sky's samples held: the chart itself, which
 * each request works out again from the saved birth data; the day without the chart and the
 * reading; and the scan for each body's transits alone.
 */
function yearByPart({ transitsBetween, personalDay, dayBoundsIn, addDays, chartOf, savedChartRequest, PLANETS }) {
  const natal = chartOf(savedChartRequest(savedChart));
  const overYear = (part, work) => {
    const started = performance.now();
    for (let date = `${YEAR}-01-01`; date <= `${YEAR}-12-31`; date = addDays(date, 1)) work(date);
    return { part, ms: round(performance.now() - started) };
  };
  return [
    overYear("the chart, 365 times", () => chartOf(savedChartRequest(savedChart))),
    overYear("personalDay, the chart given", (date) => personalDay(natal, date, CHART.tz, NOW)),
    ...PLANETS.map((body) =>
      overYear(`transitsBetween, ${body} alone`, (date) => {
        const { start, end } = dayBoundsIn(date, CHART.tz);
        transitsBetween(natal, start, end, [body]);
      }),
    ),
  ];
}

async function benchCompute() {
  const rows = [];
  const row = (part, ms, days, result, budget) => rows.push({ part, ms: round(ms), "per day ms": round(ms / days), result, budget });
  // Each first run on modules of their own: the sky's samples are then computed as a fresh server computes them.
  let byPart;
  // The budget is the year of one chart: its natal chart worked out once. Each request works it out
  // again from the saved birth data; that row shows what it adds, and the API's rows its cost.
  for (const [label, fromSavedChart] of [
    ["one chart worked out once", false],
    ["the chart worked out again from the saved birth data each day, as each request does", true],
  ]) {
    const modules = await loadBundledSiteModules(...SITE_MODULES);
    const cold = yearOfDays(modules, fromSavedChart);
    const warm = median(Array.from({ length: WARM_ROUNDS }, () => yearOfDays(modules, fromSavedChart).ms));
    const result = `${cold.transits} transits`;
    // A running server holds the sky's samples (they are everyone's, kept in blocks): the budget is
    // for the days themselves; the first run shows what working out a year of samples adds.
    row(`365 days of ${YEAR}, ${label}: first (the sky's samples computed)`, cold.ms, 365, result, "");
    row(`the same again, median of ${WARM_ROUNDS} (samples held)`, warm, 365, result, fromSavedChart ? "" : verdict(warm, YEAR_BUDGET_MS));
    byPart ??= yearByPart(modules);
  }
  const modules = await loadBundledSiteModules(...SITE_MODULES);
  const cold = calendar(modules);
  const warm = median(Array.from({ length: CALENDAR_ROUNDS }, () => calendar(modules).ms));
  const result = `${cold.events} events, ${cold.spans} spans`;
  row(`the 90-day transit calendar from ${YEAR}-01-01: first (the sky's samples computed)`, cold.ms, 90, result, "");
  row(`the same calendar again, median of ${CALENDAR_ROUNDS} (samples held)`, warm, 90, result, "");
  return { rows, byPart };
}

/** A confirmed reader with CHART saved as theirs, made through the site's own sign-up on a boot that logs its mail. */
async function createReader(dataDir, email) {
  let link;
  const server = startBenchServer({
    root,
    port: PORT,
    dataDir,
    env: { LOG_LEVEL: "info" },
    onOutput: (text) => {
      link ??= text.match(/https?:\/\/\S+?\/auth\/confirm\?token=[\w-]+/)?.[0];
    },
  });
  try {
    await server.ready();
    const json = { "content-type": "application/json", origin: server.base };
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD, name: "" }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    for (let wait = 0; !link && wait < 50; wait++) await new Promise((done) => setTimeout(done, 100));
    if (!link) throw new Error("no confirmation link logged");
    const confirmed = await fetch(`${server.base}/auth/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: new URLSearchParams({ token: new URL(link).searchParams.get("token") }),
      redirect: "manual",
    });
    if (confirmed.status >= 400) throw new Error(`confirmation failed: ${confirmed.status}`);
    const cookie = await signIn(server.base, email);
    const saved = await fetch(`${server.base}/api/me/charts`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ name: "Me", me: true, ...CHART }),
    });
    if (saved.status !== 201) throw new Error(`saving the chart failed: ${saved.status} ${await saved.text()}`);
  } finally {
    await server.stop();
  }
}

async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((line) => line.includes("session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** Each request's time as the client sees it, one after another on one kept-alive connection. */
async function timeRequest(base, cookie, path) {
  const started = performance.now();
  const res = await fetch(base + path, { headers: { cookie, "accept-encoding": "br, gzip" } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - started;
}

function latencies(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value) => Math.round(value * 100) / 100;
  return {
    requests: sorted.length,
    "p50 ms": ms(percentile(sorted, 0.5)),
    "p95 ms": ms(percentile(sorted, 0.95)),
    "p99 ms": ms(percentile(sorted, 0.99)),
    "max ms": ms(sorted.at(-1)),
  };
}

async function benchApi() {
  if (!existsSync(join(root, "build/server/index.js"))) throw new Error("no production build: run npm run build first");
  const dataDir = mkdtempSync(join(tmpdir(), "cosmic-bench-"));
  const email = "transits@example.com";
  await createReader(dataDir, email);
  const server = startBenchServer({ root, port: PORT, dataDir });
  try {
    await server.ready();
    const cookie = await signIn(server.base, email);
    const today = "/api/me/transits";
    const zone = encodeURIComponent(CHART.tz);
    const dayOf = (index) => new Date(Date.UTC(YEAR, 0, 1 + (index % 365))).toISOString().slice(0, 10);
    for (let index = 0; index < API_WARM_UP; index++) await timeRequest(server.base, cookie, today);
    // The two kinds of request take turns, so a slow spell of the machine falls on both alike.
    const times = { today: [], days: [] };
    for (let index = 0; index < API_REQUESTS; index++) {
      times.today.push(await timeRequest(server.base, cookie, today));
      times.days.push(await timeRequest(server.base, cookie, `${today}?date=${dayOf(index)}&tz=${zone}`));
    }
    const rows = [
      { target: "/api/me/transits, today in the chart's zone", ...latencies(times.today) },
      { target: `/api/me/transits?date=…, each day of ${YEAR} in turn`, ...latencies(times.days) },
    ];
    return rows.map((row) => ({ ...row, budget: verdict(row["p95 ms"], API_P95_BUDGET_MS) }));
  } finally {
    await server.stop();
  }
}

const loadBefore = loadavg()
  .map((load) => load.toFixed(2))
  .join(", ");
const { rows: compute, byPart } = await benchCompute();
console.table(compute);
console.table(byPart);
const api = process.env.BENCH_ONLY === "compute" ? null : await benchApi();
if (api) console.table(api);

const table = (rows, columns) =>
  [
    `| ${columns.join(" | ")} |`,
    `|${columns.map((column, index) => (index === 0 || column === "budget" || column === "result" ? "---" : "---:")).join("|")}|`,
    ...rows.map((row) => `| ${columns.map((column) => row[column]).join(" | ")} |`),
  ].join("\n");

if (api) {
  writeSection(
    root,
    "transits",
    `${measuredLine("in process for the computation, its modules bundled by Rollup as the production server is; a production build on the embedded database for the API, client and server on the same machine", "node scripts/bench-transits.mjs")}
Load average (1, 5, 15 min) ${loadBefore} before the run and ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")} after it.
One chart (London, 15 April 1990, 13:30, Placidus), every day read on London's clocks with its orbs at local noon.
A day is all the API computes for one request that depends on the day: the transits, the stations and changes of house, "Today for you" and the answer; each request also works out the chart from the saved birth data, shown apart.
Budgets: a year of days in under ${YEAR_BUDGET_MS} ms; the API's 95th percentile under ${API_P95_BUDGET_MS} ms.

${table(compute, ["part", "ms", "per day ms", "result", "budget"])}

Where a year of days goes, in ms (the samples held): ${byPart.map(({ part, ms }) => `${part} ${ms}`).join("; ")}.

The API: a signed-in reader with the chart saved as theirs, ${API_WARM_UP} requests of warm-up, then ${API_REQUESTS} requests one at a
time on one kept-alive connection, the two targets taking turns, each request timed by the client from sending to the
last byte.

${table(api, ["target", "requests", "p50 ms", "p95 ms", "p99 ms", "max ms", "budget"])}`,
  );
  console.log("updated docs/benchmarks.md");
}
const over = [...compute, ...(api ?? [])].filter((row) => row.budget.endsWith("OVER"));
if (over.length) {
  console.error(`over budget: ${over.map((row) => row.part ?? row.target).join(", ")}`);
  process.exit(1);
}
