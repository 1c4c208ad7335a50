// Compares the server render of two builds: `node scripts/bench-render-compare.mjs <other checkout>
// [page] [requests]`. The other checkout is any built copy of the site, such as a git worktree of an
// earlier commit with `npm run build` run in it (its node_modules may be a link to this one's).
// This machine's speed drifts more between minutes, even seconds, than most changes move a render,
// so the two builds run side by side and take the page's requests in turn, one at a time (which
// goes first alternates), after a warm-up of 200 each: a slow spell falls on both alike. Each
// request's time is the server's own, from its request log, as in the render section of
// `npm run bench`. Prints each build's median and quartiles and the ratio of the medians; nothing
// is written.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startBenchServer } from "./bench-server.mjs";
import { quantile, requestLogTimes } from "./bench-render.mjs";

const [otherArg, page = "/signs/aries", requestsArg = "1500"] = process.argv.slice(2);
if (!otherArg) {
  console.error("usage: node scripts/bench-render-compare.mjs <other checkout> [page] [requests]");
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const WARM_UP_REQUESTS = 200;
// The JIT and the caches settle for a few seconds after the server is ready.
const SETTLE_MS = 8_000;

const builds = [
  { name: "other", root: resolve(otherArg) },
  { name: "this", root: new URL("..", import.meta.url).pathname },
].map((build, index) => {
  const log = requestLogTimes([page]);
  const dataDir = mkdtempSync(join(tmpdir(), "cosmic-compare-"));
  const server = startBenchServer({ root: build.root, port: PORT + index, dataDir, env: { LOG_LEVEL: "info" }, onOutput: log.onOutput });
  return { ...build, server, times: log.timings.get(page) };
});

try {
  await Promise.all(builds.map((build) => build.server.ready()));
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  // A cookie keeps the page cache out of the way: every request is rendered.
  const render = async (build) => {
    const response = await fetch(`${build.server.base}${page}`, { headers: { cookie: "bench=1" } });
    if (!response.ok) throw new Error(`${build.name} build answered ${response.status} for ${page}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP_REQUESTS; i++) for (const build of builds) await render(build);
  // The log line of a request may trail its answer by a moment.
  await new Promise((done) => setTimeout(done, 200));
  for (const build of builds) build.times.length = 0;
  for (let i = 0; i < Number(requestsArg); i++) for (const build of i % 2 ? builds : [...builds].reverse()) await render(build);
  await new Promise((done) => setTimeout(done, 500));
} finally {
  await Promise.all(builds.map((build) => build.server.stop()));
}

const medians = builds.map((build) => {
  const ms = [...build.times].sort((a, b) => a - b);
  const median = quantile(ms, 0.5);
  console.log(
    `${build.name} build: ${page}, ${ms.length} renders, median ${median} ms (quartiles ${quantile(ms, 0.25)} and ${quantile(ms, 0.75)})`,
  );
  return median;
});
console.log(`this build takes ${(medians[1] / medians[0]).toFixed(2)} of the other's time at the median`);
