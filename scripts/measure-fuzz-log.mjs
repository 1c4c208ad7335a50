// What the endpoint fuzz's 10,000 requests write to the server's log ([logs.client-faults],
// [logs.server-faults]): runs `npm run fuzz` (FUZZ_RUNS, FUZZ_SEED and FUZZ_DATABASE pass through)
// with FUZZ_LOG_FILE set, so the fuzz keeps the server's output (stdout and stderr, without the
// heap probe's lines), then counts it: bytes, lines, lines by level, and stack traces.
//
//   node scripts/measure-fuzz-log.mjs            # prints the figures; keeps the log in a temp file
//   node scripts/measure-fuzz-log.mjs --log=PATH # keeps the log at PATH
//   node scripts/measure-fuzz-log.mjs --count=PATH  # only counts a log kept earlier
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LEVEL_NAMES = { 10: "trace", 20: "debug", 30: "info", 40: "warn", 50: "error", 60: "fatal" };

/** The same counts the fuzz prints: a JSON line with a "stack" field, or a run of "    at …" lines, is one trace. */
function countLog(text) {
  const lines = text.split("\n").filter((line) => line !== "");
  const byLevel = Object.fromEntries([...Object.values(LEVEL_NAMES), "other"].map((name) => [name, 0]));
  let stacks = 0;
  let inFrames = false;
  for (const line of lines) {
    const level = /^\{"level":(\d+)/.exec(line)?.[1];
    byLevel[(level && LEVEL_NAMES[level]) || "other"]++;
    const frame = /^\s+at /.test(line);
    if (/"stack":"/.test(line) || (frame && !inFrames)) stacks++;
    inFrames = frame;
  }
  return { bytes: Buffer.byteLength(text), lines: lines.length, byLevel, stacks };
}

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

let logFile = option("count");
if (!logFile) {
  logFile = option("log") ?? join(mkdtempSync(join(tmpdir(), "fuzz-log-")), "server.log");
  const run = spawnSync("npm", ["run", "fuzz"], { stdio: "inherit", env: { ...process.env, FUZZ_LOG_FILE: logFile } });
  if (run.status !== 0) {
    console.error(`the fuzz failed (exit ${run.status}); the log so far, if any, is in ${logFile}`);
    process.exit(run.status ?? 1);
  }
}
const figures = countLog(readFileSync(logFile, "utf8"));
console.log(
  JSON.stringify(
    { date: new Date().toISOString().slice(0, 10), runs: Number(process.env.FUZZ_RUNS ?? 10_000), log: logFile, ...figures },
    null,
    2,
  ),
);
