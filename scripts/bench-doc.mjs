// Shared by the benchmark scripts: the machine line and the measured sections of docs/benchmarks.md.
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";

/** "Measured <date> on <machine>; <setup> (`<command>`)." */
export function measuredLine(setup, command) {
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${setup} (\`${command}\`).`;
}

/** Replaces what lies between <!-- name:start --> and <!-- name:end --> in docs/benchmarks.md. */
export function writeSection(root, name, body) {
  const docPath = join(root, "docs/benchmarks.md");
  const doc = readFileSync(docPath, "utf8");
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*${end}`);
  if (!pattern.test(doc)) throw new Error(`docs/benchmarks.md has no ${start} … ${end} section`);
  writeFileSync(
    docPath,
    doc.replace(pattern, () => block),
  );
}
