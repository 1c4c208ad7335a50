// `npm run bench`: load-tests a production build on loopback with autocannon (keep-alive,
// no pipelining, after a warm-up), prints the tables, and rewrites the measured sections of
// docs/benchmarks.md with the machine and date.
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { benchAccounts } from "./bench-accounts.mjs";
import { load, markdownTable, rowOf, startBenchServer } from "./bench-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const newDataDir = () => mkdtempSync(join(tmpdir(), "cosmic-bench-"));

if (!existsSync(join(root, "build/server/index.js"))) execSync("npm run build", { cwd: root, stdio: "inherit" });

const pages = await benchPages();
console.table(pages);
const accounts = await benchAccounts({ root, port: PORT, dataDir: newDataDir(), durationS: DURATION_S, connections: CONNECTIONS });
console.table(accounts);

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const measured = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; production build on the embedded database,
client and server on the same machine (\`npm run bench\`).`;
writeSection("http", `${measured}
${CONNECTIONS} keep-alive connections, no pipelining, ${DURATION_S} s per target after a 2 s warm-up.

${markdownTable(pages)}`);
writeSection("accounts", `${measured}
Sign-in: 50 confirmed accounts, 4 sign-ins each in turn (under the per-account limit), each from its own
address; every request verifies an argon2id hash (19 MiB, t=2, p=1) and writes a session.
/admin: ${CONNECTIONS} connections for ${DURATION_S} s after a 2 s warm-up; the guard reads the session and has_role() on every request.

${markdownTable(accounts)}`);
console.log("updated docs/benchmarks.md");

async function benchPages() {
  const server = startBenchServer({ root, port: PORT, dataDir: newDataDir() });
  await server.ready();
  const home = await (await fetch(`${server.base}/`)).text();
  const asset = home.match(/\/assets\/[^"]+\.js/)?.[0];
  // fetch() decodes the body, so the size on the wire comes from the header.
  const assetBytes = Number((await fetch(server.base + asset, { headers: { "accept-encoding": "br" } })).headers.get("content-length"));
  const targets = [
    [`static asset (${(assetBytes / 1000).toFixed(1)} KB JS, brotli)`, asset],
    ["/healthz", "/healthz"],
    ["/ (home page)", "/"],
    ["/signs/aries (sign page)", "/signs/aries"],
  ];
  const rows = [];
  for (const [label, path] of targets) {
    const options = { url: server.base + path, headers: { "accept-encoding": "br, gzip" }, connections: CONNECTIONS };
    await load({ ...options, duration: 2 }); // warm-up
    rows.push(rowOf(label, await load({ ...options, duration: DURATION_S })));
  }
  await server.stop();
  return rows;
}

function writeSection(name, body) {
  const docPath = join(root, "docs/benchmarks.md");
  const doc = readFileSync(docPath, "utf8");
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*${end}`);
  if (!pattern.test(doc)) throw new Error(`docs/benchmarks.md has no ${start} … ${end} section`);
  writeFileSync(docPath, doc.replace(pattern, block));
}
