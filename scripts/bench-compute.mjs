// The in-process benchmarks: every *.bench.ts file (vitest bench), summarised as a table.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

export function benchComputation(root) {
  const output = join(mkdtempSync(join(tmpdir(), "cosmic-bench-json-")), "bench.json");
  execFileSync("npx", ["vitest", "bench", "--run", "--outputJson", output], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  const report = JSON.parse(readFileSync(output, "utf8"));
  return report.files.flatMap((file) =>
    file.groups.flatMap((group) =>
      group.benchmarks.map((result) => ({
        benchmark: result.name,
        file: relative(root, file.filepath),
        "median ms": round(result.median),
        "mean ms": round(result.mean),
        "p99 ms": round(result.p99),
        "ops/s": Math.round(result.hz),
      })),
    ),
  );
}

export function computationTable(rows) {
  return [
    "| benchmark | file | median ms | mean ms | p99 ms | ops/s |",
    "|---|---|---:|---:|---:|---:|",
    ...rows.map(
      (row) => `| ${row.benchmark} | \`${row.file}\` | ${row["median ms"]} | ${row["mean ms"]} | ${row["p99 ms"]} | ${row["ops/s"]} |`,
    ),
  ].join("\n");
}

const round = (ms) => (ms >= 1 ? Math.round(ms * 100) / 100 : Math.round(ms * 10000) / 10000);
