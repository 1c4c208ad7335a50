// `npx tsx tests/measures/prose-report.ts [--year 2026] [--every-sentence]`: the figures behind
// [daily.no-seams] and [daily.grammar] for a year of generated prose: its words, its seams by
// shape, Harper's findings by rule and per 1,000 words, and the 20 most frequent of each with an
// example. --all-shapes lints every sentence shape rather than a sample past LINT_BUDGET, and
// --every-sentence each distinct sentence (several minutes each), to check what the estimate stands for.
import { commonestFindings, findingsByRule, HOUSE_STYLE, LINT_BUDGET, lintProse, startHarper, stopHarper } from "./grammar";
import { whereFrom, wordsIn } from "./prose-text";
import { buildProseYear } from "./prose-year";
import { findSeams, type Seam } from "./seams";

const argument = (name: string) => process.argv.indexOf(name);
const year = argument("--year") > 0 ? Number(process.argv[argument("--year") + 1]) : 2026;
const everySentence = argument("--every-sentence") > 0;
const allShapes = argument("--all-shapes") > 0;
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const started = performance.now();
startHarper();
const texts = buildProseYear({ year });
console.log(`A year of prose (${year}): ${texts.length} texts, written in ${seconds(started)}`);

// Each sign's year forecast in words, every part but the key dates counted.
const yearWords = new Map<string, number>();
for (const text of texts) {
  if (text.kind === "year" && !text.field.startsWith("keyDates"))
    yearWords.set(text.sign, (yearWords.get(text.sign) ?? 0) + wordsIn(text.text));
}
console.log(`Year forecasts: ${Math.min(...yearWords.values())} to ${Math.max(...yearWords.values())} words a sign`);

const seamsStarted = performance.now();
const seams: Array<Seam & { from: string }> = texts.flatMap((text) =>
  findSeams(text.text).map((seam) => ({ ...seam, from: whereFrom(text) })),
);
const byShape = new Map<string, Array<Seam & { from: string }>>();
for (const seam of seams) byShape.set(seam.shape, [...(byShape.get(seam.shape) ?? []), seam]);
console.log(`\nSeams: ${seams.length} (searched in ${seconds(seamsStarted)})`);
for (const [shape, found] of [...byShape].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${String(found.length).padStart(6)}  ${shape}`);
}
console.log("\n20 seams, one or two of each shape:");
const examples = [...byShape.values()].flatMap((found) => found.slice(0, Math.max(1, Math.ceil(20 / byShape.size))));
for (const seam of examples.slice(0, 20)) console.log(`  ${seam.from}: ${seam.shape}: “${seam.match}”\n      in “${seam.sentence}”`);

const lintStarted = performance.now();
const report = await lintProse(texts, { everySentence, budget: allShapes ? Infinity : LINT_BUDGET });
const how = everySentence
  ? "every distinct sentence"
  : report.sampleRate < 1
    ? `one per shape: the ${LINT_BUDGET / 2} commonest shapes, and 1 in ${(1 / report.sampleRate).toFixed(1)} of the rest`
    : "one per shape";
console.log(
  `\nHarper (British English, ${HOUSE_STYLE.length} house-style entries), in ${seconds(lintStarted)}: ` +
    `${report.words} words, ${report.sentences} sentences, ${report.distinctSentences} distinct, ` +
    `${report.shapes} ${everySentence ? "linted" : "shapes"}, ${report.linted} linted (${how})`,
);
console.log(
  `Findings: ${Math.round(report.count)}, ${report.perThousandWords.toFixed(3)} per 1,000 words ` +
    `(${report.findings.length} in the linted sentences)`,
);
for (const [rule, count] of Object.entries(findingsByRule(report.findings)))
  console.log(`  ${String(Math.round(count)).padStart(6)}  ${rule}`);
if (report.excused.length) {
  console.log("Set aside as house style (rule, count, an example):");
  for (const finding of commonestFindings(report.excused, 40)) {
    console.log(`  ${String(Math.round(finding.occurrences)).padStart(6)}  ${finding.rule} “${finding.problem}” in “${finding.sentence}”`);
  }
}
console.log("\nThe 20 most frequent findings:");
for (const finding of commonestFindings(report.findings, 20)) {
  console.log(
    `  ${Math.round(finding.occurrences)}× ${finding.rule} (${finding.kind}) “${finding.problem}”: ${finding.message}\n      in “${finding.sentence}” (${whereFrom(finding.from)})`,
  );
}
await stopHarper();
console.log(`\nIn all ${seconds(started)}`);
