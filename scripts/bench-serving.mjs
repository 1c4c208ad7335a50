// `node scripts/bench-serving.mjs` (part of `npm run bench`): how fast the site serves what it has
// ready — a cached anonymous page and a static asset — against nginx serving the very same bytes,
// in the same run and in alternating rounds, so the machine's noise falls on both sides of each
// ratio. nginx is Debian's package (one worker, a generated config on a loopback port); the load
// is wrk (1 thread, 20 connections) where installed, else autocannon. Without nginx the comparison rows are skipped, and said so.
// Writes its own section (serving) of docs/benchmarks.md.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { get } from "node:http";
import { join } from "node:path";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { load, startBenchServer } from "./bench-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3290);
const NGINX_PORT = SITE_PORT + 1;
const BARE_PORT = SITE_PORT + 2;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
// Every target is measured once a round, round after round: each figure is the median of the rounds.
const ROUNDS = Number(process.env.SERVING_ROUNDS ?? 3);
const CONNECTIONS = 20;
const PAGE = "/signs/aries";
// Budgets: the share of nginx's rate the site must reach.
const PAGE_RATIO_BUDGET = 0.25;
const ASSET_RATIO_BUDGET = 0.5;

const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const NGINX = ["/usr/sbin/nginx", "nginx"].find((path) => (path.startsWith("/") ? existsSync(path) : has(path)));
const WRK = has("wrk");

if (!existsSync(join(root, "build/server/index.js"))) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

/** Requests a second for `url` with `headers`, by wrk or autocannon. */
async function rate(url, headers = {}) {
  if (WRK) {
    const args = [
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${DURATION_S}s`,
      "--latency",
      ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
      url,
    ];
    // A short warm-up first, as for autocannon.
    execFileSync("wrk", ["-t1", `-c${CONNECTIONS}`, "-d2s", ...args.slice(4)], { encoding: "utf8" });
    const output = execFileSync("wrk", args, { encoding: "utf8" });
    const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
    const p50 = /50%\s+([\d.]+)(us|ms|s)/.exec(output);
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
    const toMs = (value, unit) => (unit === "us" ? value / 1000 : unit === "s" ? value * 1000 : value);
    return { perSecond: Math.round(perSecond), p50: p50 ? toMs(Number(p50[1]), p50[2]) : null, errors: non2xx };
  }
  await load({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await load({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { perSecond: Math.round(result.requests.average), p50: result.latency.p50, errors: result.errors + result.non2xx };
}

/** The bytes as sent, still encoded: fetch() would decode them, so this asks node:http. */
function fetchBytes(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ response: { headers: new Headers(response.headers) }, bytes: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

async function waitForAnswer(url) {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/** A Node process that answers every request with `sample`'s bytes and headers, and nothing else. */
function startBareNode(sample) {
  const headers = Object.fromEntries([...sample.response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));
  const program = `const body = Buffer.from(${JSON.stringify(sample.bytes.toString("base64"))}, "base64");
const headers = ${JSON.stringify(headers)};
require("node:http").createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${BARE_PORT}, "127.0.0.1");`;
  return spawn(process.execPath, ["-e", program], { stdio: "inherit" });
}

// Both servers log each page request to a file, as in production: the site at its default level
// (info: a line per page, none per static file), nginx with an access log for the page and none
// for the static file.
const siteDir = mkdtempSync(join(tmpdir(), "cosmic-bench-"));
const site = startBenchServer({ root, port: SITE_PORT, dataDir: siteDir, env: { LOG_LEVEL: "info" }, logFile: join(siteDir, "site.log") });
await site.ready();
const rows = [];
let nginx;
let bare;
try {
  // The page as the site serves it from its cache: the first request renders and stores it.
  await fetchBytes(`${site.base}${PAGE}`, {});
  await new Promise((done) => setTimeout(done, 500));
  const brotli = await fetchBytes(`${site.base}${PAGE}`, { "Accept-Encoding": "br" });
  if (brotli.response.headers.get("x-page-cache") !== "hit") throw new Error(`${PAGE} did not come from the page cache`);
  const plain = await fetchBytes(`${site.base}${PAGE}`, {});
  // The largest script every page loads: React and React DOM, in a file of their own (client-chunks.ts).
  const asset = readdirSync(join(root, "build/client/assets")).find((name) => /^react-.*\.js$/.test(name));
  const assetPath = `/assets/${asset}`;
  const assetBrotli = await fetchBytes(`${site.base}${assetPath}`, { "Accept-Encoding": "br" });

  if (NGINX) {
    // The same bytes as files, answered with the same encoding headers.
    const dir = mkdtempSync(join(tmpdir(), "cosmic-nginx-"));
    // nginx's worker runs as an unprivileged user: it must be able to read the folder.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, "logs"));
    writeFileSync(join(dir, "page.br"), brotli.bytes);
    writeFileSync(join(dir, "page.html"), plain.bytes);
    writeFileSync(join(dir, "asset.br"), assetBrotli.bytes);
    writeFileSync(
      join(dir, "nginx.conf"),
      `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/logs/access.log;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/logs;
  proxy_temp_path ${dir}/logs;
  fastcgi_temp_path ${dir}/logs;
  uwsgi_temp_path ${dir}/logs;
  scgi_temp_path ${dir}/logs;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir};
    location = /page-br { default_type text/html; add_header Content-Encoding br; try_files /page.br =404; }
    location = /page { default_type text/html; try_files /page.html =404; }
    location = /asset-br { access_log off; default_type text/javascript; add_header Content-Encoding br; try_files /asset.br =404; }
  }
}
`,
    );
    const child = spawn(NGINX, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "inherit" });
    nginx = { stop: () => child.kill("SIGQUIT") };
    await waitForAnswer(`http://127.0.0.1:${NGINX_PORT}/page`);
  }

  if (NGINX) {
    const check = await fetchBytes(`http://127.0.0.1:${NGINX_PORT}/page-br`, {});
    if (!check.bytes.equals(brotli.bytes)) throw new Error("nginx does not answer the page's bytes; see its error log");
  }
  const br = { "Accept-Encoding": "br" };
  const nginxAt = (path) => `http://127.0.0.1:${NGINX_PORT}${path}`;
  // How fast Node's HTTP server can go at all here: the same bytes and headers from memory, no routing.
  bare = startBareNode(assetBrotli);
  await waitForAnswer(`http://127.0.0.1:${BARE_PORT}/`);
  const targets = [
    NGINX && ["page", "nginx, the page as a file (br)", nginxAt("/page-br"), {}, brotli.bytes.length],
    ["page", "page cache, Accept-Encoding: br", `${site.base}${PAGE}`, br, brotli.bytes.length],
    NGINX && ["page", "nginx, the page as a file (plain)", nginxAt("/page"), {}, plain.bytes.length],
    ["page", "page cache, no Accept-Encoding", `${site.base}${PAGE}`, {}, plain.bytes.length],
    NGINX && ["asset", "nginx, the React script as a file (br)", nginxAt("/asset-br"), {}, assetBrotli.bytes.length],
    ["asset", "static asset, Accept-Encoding: br", `${site.base}${assetPath}`, br, assetBrotli.bytes.length],
    ["asset", "bare node:http, the same bytes and headers (br)", `http://127.0.0.1:${BARE_PORT}/`, {}, assetBrotli.bytes.length],
  ].filter(Boolean);
  for (const [group, target, , , bytes] of targets) rows.push({ group, target, bytes, rounds: [] });
  // Every target once a round, each site row right after its nginx row, so that a slow spell of
  // the machine falls on both sides of a ratio.
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [, , url, headers]] of targets.entries()) rows[index].rounds.push(await rate(url, headers));
  }
} finally {
  bare?.kill();
  nginx?.stop();
  await site.stop();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
for (const row of rows) {
  row.perSecond = median(row.rounds.map((round) => round.perSecond));
  row.p50 = row.rounds.some((round) => round.p50 === null) ? null : median(row.rounds.map((round) => round.p50));
  row.errors = row.rounds.reduce((sum, round) => sum + round.errors, 0);
}
// Each of the site's rows beside the nginx row of its group and encoding.
const nginxRow = (row) =>
  rows.find(
    (other) => other.group === row.group && other.target.startsWith("nginx") && /\(br\)/.test(other.target) === /br/.test(row.target),
  );
/** The site's rate over nginx's, round by round, and the median of those ratios. */
const ratioOf = (row, reference) => median(row.rounds.map((round, index) => round.perSecond / reference.rounds[index].perSecond));
const budgetOf = (row) =>
  row.group === "page" && /br/.test(row.target) ? PAGE_RATIO_BUDGET : row.target.startsWith("static asset") ? ASSET_RATIO_BUDGET : null;
const table = [
  "| target | bytes | req/s | req/s, each round | p50 ms | errors | vs nginx | budget |",
  "|---|---:|---:|---|---:|---:|---:|---|",
  ...rows.map((row) => {
    const reference = row.target.startsWith("nginx") ? undefined : nginxRow(row);
    const ratio = reference ? ratioOf(row, reference) : undefined;
    const budget = budgetOf(row);
    const verdict =
      row.target.startsWith("nginx") || budget === null
        ? ""
        : ratio === undefined
          ? `≥ ${budget} (no nginx to compare)`
          : `≥ ${budget}: ${ratio >= budget ? "within" : "**over**"}`;
    return `| ${row.target} | ${row.bytes} | ${row.perSecond} | ${row.rounds.map((round) => round.perSecond).join(", ")} | ${row.p50 ?? ""} | ${row.errors} | ${ratio === undefined ? (row.target.startsWith("nginx") ? "1" : "") : ratio.toFixed(3)} | ${verdict} |`;
  }),
].join("\n");
console.log(table);

const tool = WRK
  ? `wrk, 1 thread, ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up`
  : `autocannon (wrk is not installed), ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up`;
const rounds = `${ROUNDS} rounds, every target once a round, each site row right after its nginx row; req/s and p50 are the
median of the rounds, "vs nginx" the median of the rounds' ratios`;
const server = NGINX
  ? `${spawnSync(NGINX, ["-v"], { encoding: "utf8" })
      .stderr.trim()
      .replace(/^nginx version: /, "")}, one worker, serving the bytes the site served`
  : "nginx is not installed here, so the comparison rows are skipped";
writeSection(
  root,
  "serving",
  `${measuredLine(`production build on the embedded database; ${tool}; ${server}`, "node scripts/bench-serving.mjs")}
The page is ${PAGE} from the anonymous page cache; the asset is the React script every page loads. Each server
logs every page request to a file (the site at its default level, nginx with an access log) and no
static file request. ${rounds}.

${table}`,
);
console.log("updated docs/benchmarks.md (serving)");
