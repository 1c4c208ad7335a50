// One Harper linter on a worker thread, for tests/measures/grammar.ts: it builds Harper's
// dictionary once, then answers batches of sentences with what Harper finds in each. Plain
// JavaScript, so a worker thread can run it as it is (under Vitest and tsx alike).
import { parentPort, workerData } from "node:worker_threads";
import { Dialect, LocalLinter } from "harper.js";
// The WebAssembly build shipped in the package, read from node_modules with fs: nothing is fetched.
import { binary } from "harper.js/binary";

/** Sentences per call: each call parses its text as one document of one-sentence paragraphs. */
const BATCH = 60;

const { dialect, rulesOff, words } = workerData;
const linter = new LocalLinter({ binary, dialect: Dialect[dialect] });
await linter.setup();
const config = await linter.getLintConfig();
const unknown = rulesOff.filter((rule) => !(rule in config));
if (unknown.length) throw new Error(`Harper has no rule named ${unknown.join(", ")}`);
for (const rule of rulesOff) config[rule] = false;
await linter.setLintConfig(config);
if (words.length) await linter.importWords(words);

async function lintBatch(sentences, firstIndex, found) {
  // Harper's spans count characters (code points), not UTF-16 units.
  const starts = [];
  let at = 0;
  for (const sentence of sentences) {
    starts.push(at);
    at += [...sentence].length + 2;
  }
  const organized = await linter.organizedLints(sentences.join("\n\n"), { language: "plaintext" });
  for (const [rule, lints] of Object.entries(organized)) {
    for (const lint of lints) {
      const start = lint.span().start;
      let index = starts.length - 1;
      while (index > 0 && starts[index] > start) index--;
      found.push({ index: firstIndex + index, rule, kind: lint.lint_kind(), message: lint.message(), problem: lint.get_problem_text() });
      lint.free();
    }
  }
}

parentPort.on("message", async ({ id, sentences }) => {
  try {
    const found = [];
    for (let first = 0; first < sentences.length; first += BATCH) await lintBatch(sentences.slice(first, first + BATCH), first, found);
    parentPort.postMessage({ id, found });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
