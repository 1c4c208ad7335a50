// `node scripts/bench-durability.mjs`: what flushing every commit to the disk costs the embedded
// database (ADR 016). 1,000 single-row inserts, each its own transaction, into a fresh PGlite
// directory, once with PGlite's own start parameters (fsync off, nothing flushed) and once with
// the site's (db/pglite-durability.ts), three rounds each, alternating; prints the table and
// rewrites the durability section of docs/benchmarks.md. BENCH_DIR chooses the disk (default: the
// system's temporary directory); BENCH_INSERTS the number of inserts.
import { fsyncSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { measuredLine, writeSection } from "./bench-doc.mjs";
import { loadSiteModules } from "./site-modules.mjs";

const root = new URL("..", import.meta.url).pathname;
const INSERTS = Number(process.env.BENCH_INSERTS ?? 1000);
const ROUNDS = 3;
const parent = process.env.BENCH_DIR ?? tmpdir();
const pgliteVersion = JSON.parse(readFileSync(join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version;

const { durablePgliteOptions } = await loadSiteModules("/db/pglite-durability.ts");

const modes = [
  { label: "PGlite's defaults: fsync off, nothing flushed (before)", options: () => ({}) },
  { label: "durable: fsync on, every commit flushed (ADR 016)", options: (dir, fsync) => durablePgliteOptions(dir, { fsync }) },
];

const runs = modes.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  for (const [index, mode] of modes.entries()) runs[index].push(await insertRun(mode));
}

const rows = modes.map((mode, index) => {
  const best = [...runs[index]].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(ROUNDS / 2)]; // the median round
  return {
    database: mode.label,
    inserts: INSERTS,
    "total ms": Math.round(best.totalMs),
    "inserts/s": Math.round((INSERTS / best.totalMs) * 1000),
    "p50 ms": round(best.p50),
    "p99 ms": round(best.p99),
    "flushes to disk": best.flushes,
  };
});
console.table(rows);

writeSection(
  root,
  "durability",
  `${measuredLine(`PGlite ${pgliteVersion} in process, data directory under ${parent}`, "node scripts/bench-durability.mjs")}
${INSERTS} single-row inserts, each its own transaction, into a fresh data directory; the median of ${ROUNDS} rounds.

| database | inserts | total ms | inserts/s | p50 ms | p99 ms | flushes to disk |
|---|---:|---:|---:|---:|---:|---:|
${rows.map((row) => `| ${row.database} | ${row.inserts} | ${row["total ms"]} | ${row["inserts/s"]} | ${row["p50 ms"]} | ${row["p99 ms"]} | ${row["flushes to disk"]} |`).join("\n")}`,
);
console.log("updated docs/benchmarks.md");

async function insertRun(mode) {
  const dir = mkdtempSync(join(parent, "cosmic-bench-durability-"));
  let flushes = 0;
  const counted = (fd) => {
    flushes++;
    fsyncSync(fd);
  };
  const options = mode.options(dir, counted);
  const client = await PGlite.create({ dataDir: options.fs ? undefined : dir, ...options });
  await client.exec(
    "create table bench_subscribers (id serial primary key, email text not null unique, created_at timestamptz not null default now())",
  );
  const times = [];
  flushes = 0;
  const started = performance.now();
  for (let n = 0; n < INSERTS; n++) {
    const t = performance.now();
    await client.query("insert into bench_subscribers (email) values ($1)", [`reader${n}@example.com`]);
    times.push(performance.now() - t);
  }
  const totalMs = performance.now() - started;
  const measuredFlushes = flushes;
  await client.close();
  rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return { totalMs, p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)], flushes: measuredFlushes };
}

function round(ms) {
  return Math.round(ms * 100) / 100;
}
