// `npm test`: every check, in stages. The steps of a stage run side by side (they need nothing
// from each other, and on two cores one step's pauses are another's time); a stage starts when the
// one before it has passed. The static checks share a stage with Vitest and the build: they end
// first, and in a stage of their own they would leave a core idle while the slowest finished.
// One step per stage streams its output as it runs; the others' output is printed whole when they
// end, so no two steps' lines interleave. The table at the end gives each step's wall time, which
// is what `docs/benchmarks.md` records for a clean clone; with TEST_TIMINGS_FILE set, the same
// figures are also written there as JSON (scripts/bench-test-suite.mjs reads them).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";

/** The endpoint fuzz in `npm test` is a smoke run; `npm run fuzz` sends its full 10,000 requests. */
const FUZZ_RUNS_IN_TEST = "1000";

const stages = [
  [{ name: "route types", command: "npx react-router typegen", live: true }],
  [
    { name: "typecheck", command: "npx tsc --noEmit" },
    { name: "lint", command: "npm run --silent lint" },
    { name: "formatting", command: "npm run --silent format:check" },
    { name: "unit and integration tests", command: "npm run --silent test:unit", live: true },
    { name: "build", command: "npm run --silent build" },
  ],
  // One Playwright run: the journeys, then the fuzz alone once they have ended (its project depends
  // on theirs), sharing the run's template database and server start-up.
  [
    {
      name: "end-to-end tests in Chromium, then the endpoint fuzz",
      command: "npm run --silent test:e2e -- --project=fuzz",
      live: true,
      env: { FUZZ_RUNS: FUZZ_RUNS_IN_TEST },
    },
  ],
];

/** Runs one step; answers its exit code and wall time, and its output unless it was streamed. */
function runStep({ command, live, env }) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, {
      shell: true,
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => done({ code: code ?? 1, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) }));
  });
}

const timings = [];
const suiteStarted = Date.now();
let failed = [];

for (const stage of stages) {
  console.log(`\n▶ ${stage.map((step) => `${step.name} (${step.command})`).join(" · ")}`);
  const results = await Promise.all(
    stage.map(async (step) => {
      const result = await runStep(step);
      if (!step.live && result.output.length) process.stdout.write(`\n── ${step.name} ──\n${result.output}`);
      console.log(`${result.code === 0 ? "✔" : "✖"} ${step.name} (${result.seconds.toFixed(1)} s)`);
      timings.push({ name: step.name, seconds: result.seconds, passed: result.code === 0 });
      return { step, result };
    }),
  );
  failed = results.filter(({ result }) => result.code !== 0).map(({ step }) => step.name);
  if (failed.length) break;
}

const total = (Date.now() - suiteStarted) / 1000;
console.log("\n| step | wall time (s) | result |\n| --- | ---: | --- |");
for (const { name, seconds, passed } of timings) console.log(`| ${name} | ${seconds.toFixed(1)} | ${passed ? "passed" : "failed"} |`);
console.log(`| total | ${total.toFixed(1)} | ${failed.length ? "failed" : "passed"} |`);
if (process.env.TEST_TIMINGS_FILE)
  writeFileSync(process.env.TEST_TIMINGS_FILE, JSON.stringify({ steps: timings, total, passed: !failed.length }));

if (failed.length) {
  console.error(`\n✖ ${failed.join(", ")} failed`);
  process.exit(1);
}
