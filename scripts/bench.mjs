// `npm run bench`: load-tests a production build on loopback with autocannon (keep-alive,
// no pipelining, after a warm-up), prints a table, and rewrites the HTTP section of
// docs/benchmarks.md with the machine and date.
import { spawn, execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!existsSync(join(root, "build/server/index.js"))) execSync("npm run build", { cwd: root, stdio: "inherit" });

const server = spawn(process.execPath, ["build/server/index.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(join(tmpdir(), "cosmic-bench-")), LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
await waitForReady();

const home = await (await fetch(`${base}/`)).text();
const asset = home.match(/\/assets\/[^"]+\.js/)?.[0];
// fetch() decodes the body, so the size on the wire comes from the header.
const assetBytes = Number((await fetch(base + asset, { headers: { "accept-encoding": "br" } })).headers.get("content-length"));
const targets = [
  [`static asset (${(assetBytes / 1000).toFixed(1)} KB JS, brotli)`, asset],
  ["/healthz", "/healthz"],
  ["/ (home page)", "/"],
  ["/signs/aries (sign page)", "/signs/aries"],
];

const rows = [];
for (const [label, path] of targets) {
  const url = base + path;
  const headers = { "accept-encoding": "br, gzip" };
  await run({ url, headers, duration: 2 }); // warm-up
  const result = await run({ url, headers, duration: DURATION_S });
  rows.push({
    target: label,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
server.kill("SIGTERM");
console.table(rows);

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  "| target | req/s | p50 ms | p99 ms | errors |",
  "|---|---:|---:|---:|---:|",
  ...rows.map((row) => `| ${row.target} | ${row["req/s"]} | ${row["p50 ms"]} | ${row["p99 ms"]} | ${row.errors} |`),
].join("\n");
const section = `<!-- http:start -->
Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; production build on the embedded database,
${CONNECTIONS} keep-alive connections, no pipelining, ${DURATION_S} s per target after a 2 s warm-up,
client and server on the same machine (\`npm run bench\`).

${table}
<!-- http:end -->`;
const docPath = join(root, "docs/benchmarks.md");
const doc = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Benchmarks\n\n## HTTP\n\n<!-- http:start -->\n<!-- http:end -->\n";
writeFileSync(docPath, doc.replace(/<!-- http:start -->[\s\S]*<!-- http:end -->/, section));
console.log("updated docs/benchmarks.md");

function run({ url, headers, duration }) {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, pipelining: 1, duration }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function waitForReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // still booting
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error("server did not become ready");
}
