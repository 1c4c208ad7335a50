// Compares the server render of two builds in alternating runs, since this machine's speed drifts
// more between minutes than most changes move a render: `node scripts/bench-render-compare.mjs
// <other checkout> [page] [rounds]`. The other checkout is any built copy of the site, such as a
// git worktree of an earlier commit with `npm run build` run in it (its node_modules may be a link
// to this one's). Each round renders the page in the other build, then in this one, the same way as
// the render section of `npm run bench`, and prints both medians and their ratio; nothing is written.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { benchRender } from "./bench-render.mjs";

const [otherArg, page = "/signs/aries", roundsArg = "4"] = process.argv.slice(2);
if (!otherArg) {
  console.error("usage: node scripts/bench-render-compare.mjs <other checkout> [page] [rounds]");
  process.exit(2);
}
// The other build first in each round, then this one.
const roots = [resolve(otherArg), new URL("..", import.meta.url).pathname];
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_S = 3;

const ratios = [];
for (let round = 1; round <= Number(roundsArg); round++) {
  const medians = [];
  for (const root of roots) {
    const dataDir = mkdtempSync(join(tmpdir(), "cosmic-compare-"));
    const [row] = await benchRender({ root, port: PORT, dataDir, durationS: DURATION_S, pages: [page], warmUpS: WARM_UP_S });
    medians.push(row["median ms"]);
  }
  const ratio = medians[1] / medians[0];
  ratios.push(ratio);
  console.log(`round ${round}: ${page} median ${medians[0]} ms (other), ${medians[1]} ms (this): ${ratio.toFixed(2)}`);
}
ratios.sort((a, b) => a - b);
const middle = (ratios[Math.floor((ratios.length - 1) / 2)] + ratios[Math.ceil((ratios.length - 1) / 2)]) / 2;
console.log(`this build takes ${middle.toFixed(2)} of the other's time (median of ${ratios.length} rounds)`);
