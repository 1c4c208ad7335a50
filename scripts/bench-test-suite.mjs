// `node scripts/bench-test-suite.mjs`: what CI does, timed. Clones the committed HEAD of this
// checkout into a new folder (no node_modules, no build, no caches), runs `npm ci` and `npm test`
// there, and rewrites the test-suite section of docs/benchmarks.md with each step's wall time,
// the total, the commit, and the machine's load before the run (a busy machine slows every step:
// read the figures beside it). The budget is 10 minutes for `npm ci && npm test`.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measuredLine, writeSection } from "./bench-doc.mjs";

const root = new URL("..", import.meta.url).pathname;
const BUDGET_SECONDS = 600;

const commit = execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim();
const folder = mkdtempSync(join(tmpdir(), "cosmic-clean-clone-"));
const timingsFile = join(folder, "timings.json");
const clone = join(folder, "clone");
execSync(`git clone --quiet ${JSON.stringify(root)} ${JSON.stringify(clone)}`);
execSync(`git checkout --quiet ${commit}`, { cwd: clone });

const loadBefore = loadavg()
  .map((load) => load.toFixed(2))
  .join(", ");
const timed = (command, env = {}) => {
  const started = Date.now();
  const result = spawnSync(command, { cwd: clone, shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  return { seconds: (Date.now() - started) / 1000, passed: result.status === 0 };
};

const install = timed("npm ci");
const suite = install.passed ? timed("npm test", { TEST_TIMINGS_FILE: timingsFile }) : { seconds: 0, passed: false };
const steps = existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, "utf8")).steps : [];
rmSync(folder, { recursive: true, force: true });

const loadAfter = loadavg()
  .map((load) => load.toFixed(2))
  .join(", ");
const total = install.seconds + suite.seconds;
const passed = install.passed && suite.passed;
const rows = [
  { name: "npm ci", seconds: install.seconds, passed: install.passed },
  ...steps,
  { name: "**npm ci && npm test**", seconds: total, passed },
];
const table = [
  "| step | wall time (s) | result |",
  "| --- | ---: | --- |",
  ...rows.map(({ name, seconds, passed }) => `| ${name} | ${seconds.toFixed(1)} | ${passed ? "passed" : "failed"} |`),
].join("\n");
// A run that failed stopped early: its time says nothing of the budget.
const verdict = passed
  ? `${(total / 60).toFixed(1)} minutes: ${total <= BUDGET_SECONDS ? "within" : "over"} the 10-minute budget.`
  : `Failed after ${(total / 60).toFixed(1)} minutes: no measure of the budget.`;
const body = [
  measuredLine(
    `a clean clone of ${commit}, load average (1, 5, 15 min) ${loadBefore} before the run and ${loadAfter} after it`,
    "node scripts/bench-test-suite.mjs",
  ),
  "",
  table,
  "",
  verdict,
].join("\n");
console.log(`\n${body}`);
// docs/benchmarks.md keeps the last run that passed.
if (!passed) process.exit(1);
writeSection(root, "test-suite", body);
