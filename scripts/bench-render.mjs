// Server render times: one connection, a cookie so the page cache stays out of the way, and the
// time each request took inside the server as its own request log records it (from arrival to
// the rendered page being handed to the network), so the load tool's own work is not counted.
import { load, startBenchServer } from "./bench-server.mjs";

const PAGES = [
  "/signs/aries",
  "/signs/aries/dates",
  "/signs/aries/personality",
  "/signs/aries/compatibility/leo",
  // The longest article (about 1,000 words, a table, a table of contents).
  "/blog/reading-your-birth-chart-step-by-step",
  "/blog",
  "/terms",
];

/**
 * A server's own time for each request to `pages`, read from its request log (LOG_LEVEL info):
 * pass `onOutput` to startBenchServer; `timings` maps each page to its times in ms.
 */
export function requestLogTimes(pages) {
  const timings = new Map(pages.map((path) => [path, []]));
  let buffered = "";
  const onOutput = (text) => {
    buffered += text;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"msg":"request"')) continue;
      const entry = JSON.parse(line);
      timings.get(entry.path)?.push(entry.ms);
    }
  };
  return { timings, onOutput };
}

/** The value at quantile q (0 to 1) of sorted numbers. */
export const quantile = (sorted, q) => sorted[Math.floor(q * (sorted.length - 1))];

export async function benchRender({ root, port, dataDir, durationS, pages = PAGES, warmUpS = 2 }) {
  const { timings, onOutput } = requestLogTimes(pages);
  const server = startBenchServer({ root, port, dataDir, env: { LOG_LEVEL: "info" }, onOutput });
  await server.ready();
  for (const path of pages) {
    const options = { url: server.base + path, headers: { cookie: "bench=1" }, connections: 1 };
    await load({ ...options, duration: warmUpS });
    timings.get(path).length = 0;
    await load({ ...options, duration: durationS });
  }
  await server.stop();
  return pages.map((path) => {
    const ms = timings.get(path).sort((a, b) => a - b);
    return { page: path, renders: ms.length, "median ms": quantile(ms, 0.5), "p90 ms": quantile(ms, 0.9), "p99 ms": quantile(ms, 0.99) };
  });
}

/** The budget: a sign page rendered in under 5 ms at the median. */
export const SIGN_PAGE_RENDER_BUDGET_MS = 5;

/** The render rows over their budget. */
export function rendersOverBudget(rows) {
  return rows.filter((row) => row.page === "/signs/aries" && row["median ms"] >= SIGN_PAGE_RENDER_BUDGET_MS);
}

export function renderTable(rows) {
  return [
    "| page | renders | median ms | p90 ms | p99 ms |",
    "|---|---:|---:|---:|---:|",
    ...rows.map((row) => `| ${row.page} | ${row.renders} | ${row["median ms"]} | ${row["p90 ms"]} | ${row["p99 ms"]} |`),
  ].join("\n");
}
