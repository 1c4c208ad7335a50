import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { HOUSES } from "#app/zodiac/houses.ts";
import { PLANETS } from "#app/zodiac/planets.ts";
import { ELEMENTS } from "#app/zodiac/elements.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { ASPECT_KINDS, MOON_PHASE_NAMES } from "#app/zodiac/sky.ts";
import { tallySentences, wordsIn, type ProseSource, type ProseText, type SentenceTally } from "./prose-text";

/**
 * Harper (harper.js, the WebAssembly build of the Harper grammar checker, British English) over
 * generated prose. Harper reads a few milliseconds a sentence and a year holds some 50,000
 * distinct ones, so `lintProse` lints each sentence shape once (sentences that differ only in a
 * sign, planet, house or number), past a budget the commonest shapes and a fixed sample of the
 * rest, and counts what it finds as often as the prose says it: the rate per 1,000 words is a
 * rate over every word a reader meets. HOUSE_STYLE is what we tell Harper about our own style; it
 * never excuses a real error.
 */

export type HouseStyle = {
  /** A Harper rule, switched off. */
  rule?: string;
  /** Words Harper's dictionary lacks, added to it. */
  words?: readonly string[];
  /** Findings of `rule` ignored only when the flagged words match… */
  problem?: RegExp;
  /** …and/or the sentence does: Harper misreading one construction of ours. */
  context?: RegExp;
  reason: string;
};

/** What Harper is told about the site's deliberate style, each with why. Keep it short and honest. */
export const HOUSE_STYLE: readonly HouseStyle[] = [
  // Harper's British dialect already takes "colour", "centre", "neighbourhood" and "honour".
  { rule: "OxfordComma", reason: "We write lists without the serial comma, as British style does: 'money, possessions and self-worth'." },
  {
    words: ["sextile", "sextiles", "trine", "trines", "lunation", "lunations"],
    reason: "Aspect and lunation names are the trade's own words, missing from Harper's dictionary.",
  },
  // Harper misreading sentences of ours that are right, each named as narrowly as it shows up:
  {
    rule: "MassNouns",
    problem: /^(?:an opposition|an outing|a fling|one pairing)$/i,
    reason: "These are counted things: an opposition (an aspect, like a square), an outing, a fling, one pairing.",
  },
  {
    rule: "CompoundNouns",
    problem: /^(?:back seat|end point)$/i,
    reason: "'Back seat' and 'end point' are two words in British dictionaries.",
  },
  {
    rule: "CompoundNouns",
    context: /\b(?:Moon lights|sky lines) up\b/,
    reason: "'The Moon lights up', 'your sky lines up': a noun and its verb, not 'moonlights' or 'skylines'.",
  },
  {
    rule: "NotTo",
    context: /\bsay(?:s|ing)? no to\b|\byes to\b.*\bno to\b/i,
    reason: "'Say no to one request', 'yes to this and no to that': refusals, not a misspelt 'not to'.",
  },
  {
    rule: "ThereToTheir",
    context: /\b(?:happens|things) there\b/i,
    reason: "'What happens there', 'let things there flow': a place, not 'their'.",
  },
  {
    rule: "PronounInflectionBe",
    context: /\b(?:about|with) it are\b/i,
    reason: "In 'feelings about it are', 'pleasures connected with it are', the subject is the plural noun, not 'it'.",
  },
  {
    rule: "PronounKnew",
    context: /\b(?:any|some|no)(?:thing|one|body) new\b/i,
    reason: "'Anything new', 'someone new': an adjective, not 'knew'.",
  },
  { rule: "MissingTo", context: /['’]s needs\b/, reason: "In 'a partner's needs deserve', 'needs' is a noun, not 'need to'." },
  {
    rule: "LetsConfusion",
    context: /\blet (?:dreams|surprises|ideas)\b/,
    reason: "'So let surprises and fresh ideas lend a hand' is an imperative, not 'let's'.",
  },
  { rule: "AWhile", problem: /^a while$/i, reason: "'Stays a while', with the noun 'while', is standard British usage." },
  { rule: "ToTwoToo", context: /\bcommitting to there\b/, reason: "'Worth committing to there': a preposition, not 'too'." },
  {
    rule: "YourPredicateAdjective",
    context: /\byour \p{L}+(?:-\p{L}+)? (?:side|nature|streak|instincts?)\b/iu,
    reason: "'Your patient side' is a possessive before a noun, not 'you're patient'.",
  },
];

export type GrammarFinding = {
  /** Harper's rule ("RepeatedWords") and its kind ("Repetition"). */
  rule: string;
  kind: string;
  message: string;
  /** The flagged words. */
  problem: string;
  /** The sentence linted, and where it first appears. */
  sentence: string;
  from: ProseSource;
  /** How many sentences of the prose this finding stands for (the sentence's shape, repeats counted; scaled up in a sample). */
  occurrences: number;
};

export type GrammarReport = {
  /** Words in all the texts, every repeat counted. */
  words: number;
  sentences: number;
  distinctSentences: number;
  /** Sentence shapes (see shapeOf), or distinct sentences with `everySentence`. */
  shapes: number;
  /** Sentences handed to Harper: every shape's, or the commonest shapes' and a sample of the rest (see sampleOf). */
  linted: number;
  /** Of the shapes not linted in full, the share linted: each stands for 1 / sampleRate shapes. 1 when none were sampled. */
  sampleRate: number;
  findings: GrammarFinding[];
  /** Findings a HOUSE_STYLE entry ignores, kept apart so they can be looked at. */
  excused: GrammarFinding[];
  /** Findings counted with their occurrences (an estimate where shapes were sampled). */
  count: number;
  perThousandWords: number;
};

// --- sentence shapes -----------------------------------------------------------------------

/**
 * Words the writers fill into their sentences from the site's own tables: houses (their themes,
 * arenas, actions, love and work clauses), signs, planets, traits, colours, aspects, Moon phases,
 * elements, months, weekdays and numbers. Two sentences that differ only in which of these fills
 * a place read alike to a grammar checker, as long as the fillers agree where grammar looks: the
 * "a" or "an" right before them, the apostrophe right after them (Pisces’ or Leo’s), a capital,
 * one or many. So each filler becomes its slot and, only where grammar looks, its class: "Mars in
 * Leo lights your 2nd house" and "Saturn in Virgo lights your 6th house" are one shape, while
 * "a Aries" and "an Aries" stay two.
 */
const vowelSound = (word: string) => /^(?:[aeio]|u(?!n[iy]|s[eu]|r[ae]|ra)|hon|hour|heir|8|11(?!\d)|18(?!\d))/i.test(word);

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const bothCases = (values: readonly string[]) => [...new Set(values.flatMap((value) => [value, value.toLowerCase()]))];

const FILLERS: ReadonlyArray<{ slot: string; values: readonly string[]; plural?: (value: string) => boolean }> = [
  { slot: "theme", values: HOUSES.map((house) => house.theme) },
  { slot: "action", values: HOUSES.flatMap((house) => house.actions) },
  { slot: "love", values: HOUSES.map((house) => house.love) },
  { slot: "work", values: HOUSES.map((house) => house.work) },
  // "your finances, which need" against "your career, which needs".
  { slot: "arena", values: HOUSES.map((house) => house.arena), plural: (arena) => /s$/.test(arena) },
  { slot: "sign", values: SIGNS.map((sign) => sign.name) },
  { slot: "planet", values: PLANETS.filter((planet) => planet !== "Sun" && planet !== "Moon") },
  { slot: "light", values: ["Sun", "Moon"] },
  { slot: "trait", values: bothCases(SIGNS.flatMap((sign) => sign.traits)) },
  { slot: "colour", values: bothCases(SIGNS.map((sign) => sign.colorName)) },
  { slot: "aspect", values: ASPECT_KINDS },
  {
    slot: "phase",
    values: [...new Set([...bothCases(MOON_PHASE_NAMES), ...MOON_PHASE_NAMES.map((name) => name.toLowerCase().replace(" ", "-"))])],
  },
  { slot: "element", values: bothCases(ELEMENTS) },
  { slot: "month", values: MONTHS },
  { slot: "weekday", values: WEEKDAYS },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const fillerOf = new Map(FILLERS.flatMap((filler) => filler.values.map((value) => [value, filler])));
const FILLER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...fillerOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")}|\\d+(?:st|nd|rd|th)?)(?![\\p{L}\\p{N}])`,
  "gu",
);

function ordinalSuffix(number: number): string {
  if (number % 100 >= 11 && number % 100 <= 13) return "th";
  return ["th", "st", "nd", "rd"][number % 10] ?? "th";
}

/** The filler's class where grammar looks: the article before it, the apostrophe after it, its capital, its number. */
function classOf(value: string, before: string, after: string, plural: boolean): string {
  const marks = [/^\p{Lu}/u.test(value) ? "C" : "c"];
  if (/(?:^|\s)an?\s$/i.test(before)) marks.push(vowelSound(value) ? "an" : "a");
  if (/^['’]/.test(after)) marks.push(/s$/.test(value) ? "s’" : "’");
  if (plural) marks.push("pl");
  return marks.join("");
}

/** The sentence with each filler replaced by its slot and class, and the fillers it holds (numbers aside). */
export function shapeOf(sentence: string): { shape: string; fillers: string[] } {
  const fillers: string[] = [];
  const shape = sentence.replace(FILLER, (value: string, at: number) => {
    const before = sentence.slice(Math.max(0, at - 4), at);
    const after = sentence.slice(at + value.length, at + value.length + 1);
    const filler = fillerOf.get(value);
    if (filler) {
      fillers.push(value);
      return `⟦${filler.slot}:${classOf(value, before, after, filler.plural?.(value) ?? false)}⟧`;
    }
    // A number: one is singular; an ordinal keeps whether its suffix is right ("21th" is its own shape).
    const [, digits, suffix] = /^(\d+)(st|nd|rd|th)?$/.exec(value)!;
    const right = suffix ? (suffix === ordinalSuffix(Number(digits)) ? "o" : `o${suffix}`) : digits === "1" ? "one" : "n";
    return `⟦${right}:${classOf(digits!, before, after, false)}⟧`;
  });
  return { shape, fillers };
}

/** Harper's LongSentences flags a sentence of more words than this. */
const LONG_SENTENCE_WORDS = 40;

export type Representative = { sentence: string; from: ProseSource; occurrences: number };

/**
 * One sentence to lint for each shape, standing for all the shape's sentences. Each shape's
 * sentence is the one that brings the most fillers not yet linted, so every house clause, trait
 * and colour the prose uses is read by Harper in some sentence; a filler still missed after that
 * is linted in its first sentence, which then counts on its own.
 */
export function representativesOf(tallies: readonly SentenceTally[], { everySentence = false } = {}): Representative[] {
  if (everySentence) return tallies.map((tally) => ({ sentence: tally.sentence, from: tally.firstFrom, occurrences: tally.count }));
  const groups = new Map<string, Array<{ tally: SentenceTally; fillers: string[] }>>();
  for (const tally of tallies) {
    const { shape, fillers } = shapeOf(tally.sentence);
    // Fillers differ in length ("Mars", "the Sun"): a long sentence's shape keeps its word count, so
    // Harper's LongSentences (over 40 words) says the same of every sentence of the shape.
    const words = wordsIn(tally.sentence);
    const key = words > LONG_SENTENCE_WORDS - 4 ? `${shape}#${words}` : shape;
    const members = groups.get(key);
    if (members) members.push({ tally, fillers });
    else groups.set(key, [{ tally, fillers }]);
  }
  const linted = new Set<string>();
  const unseen = (fillers: readonly string[]) => new Set(fillers.filter((filler) => !linted.has(filler))).size;
  const chosen = [...groups.values()].map((members) => {
    let best = members[0]!;
    for (const member of members) if (unseen(member.fillers) > unseen(best.fillers)) best = member;
    for (const filler of best.fillers) linted.add(filler);
    return { members, best, occurrences: members.reduce((sum, member) => sum + member.tally.count, 0) };
  });
  const apart: Representative[] = [];
  for (const group of chosen) {
    for (const member of group.members) {
      if (member === group.best || member.fillers.every((filler) => linted.has(filler))) continue;
      for (const filler of member.fillers) linted.add(filler);
      group.occurrences -= member.tally.count;
      apart.push({ sentence: member.tally.sentence, from: member.tally.firstFrom, occurrences: member.tally.count });
    }
  }
  return [...chosen.map(({ best, occurrences }) => ({ sentence: best.tally.sentence, from: best.tally.firstFrom, occurrences })), ...apart];
}

/** Sentences Harper reads in one run at most: 2 to 6 ms each, on two worker threads. */
export const LINT_BUDGET = 4000;

/** A stable number in [0, 1) for a sentence (FNV-1a): the same prose is always sampled the same way. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/**
 * What Harper reads when there are more shapes than the budget: the half of the budget most
 * frequent shapes in full (the sentences a reader meets most), and of the rest a fixed sample,
 * each sampled shape standing for 1 / rate shapes. The sample is drawn by a hash of the sentence,
 * so it does not change between runs unless the prose does.
 */
export function sampleOf(
  representatives: readonly Representative[],
  budget = LINT_BUDGET,
): { linted: Representative[]; sampleRate: number } {
  if (representatives.length <= budget) return { linted: [...representatives], sampleRate: 1 };
  const byFrequency = [...representatives].sort((a, b) => b.occurrences - a.occurrences);
  const head = byFrequency.slice(0, Math.floor(budget / 2));
  const tail = byFrequency.slice(head.length);
  const sampleRate = (budget - head.length) / tail.length;
  const sampled = tail
    .filter((representative) => unitHash(representative.sentence) < sampleRate)
    .map((representative) => ({ ...representative, occurrences: representative.occurrences / sampleRate }));
  return { linted: [...head, ...sampled], sampleRate };
}

// --- Harper ----------------------------------------------------------------------------------

type Linted = { index: number; rule: string; kind: string; message: string; problem: string };
type Reply = { id: number; found?: Linted[]; error?: string; ready?: true };
type HarperPool = { workers: Worker[]; ready: Promise<unknown> };

/**
 * Harper runs on worker threads, one per core up to two: each builds its dictionary (a couple of
 * seconds) while the caller writes the prose, and each lints its share of the sentences.
 */
const WORKERS = Math.max(1, Math.min(2, availableParallelism()));
let pool: HarperPool | undefined;

/** Starts Harper's workers (once a process); lintProse starts them too. */
export function startHarper(): HarperPool {
  if (pool) return pool;
  const workerData = {
    dialect: "British",
    rulesOff: HOUSE_STYLE.filter((entry) => entry.rule && !entry.problem && !entry.context).map((entry) => entry.rule!),
    words: HOUSE_STYLE.flatMap((entry) => entry.words ?? []),
  };
  const workers = Array.from({ length: WORKERS }, () => new Worker(new URL("./harper-worker.mjs", import.meta.url), { workerData }));
  const ready = Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve, reject) => {
          worker.once("error", reject);
          worker.once("message", (reply: Reply) => (reply.ready ? resolve(reply) : reject(new Error("Harper's worker did not start"))));
        }),
    ),
  );
  pool = { workers, ready };
  return pool;
}

export async function stopHarper(): Promise<void> {
  const stopping = pool;
  pool = undefined;
  if (stopping) await Promise.all(stopping.workers.map((worker) => worker.terminate()));
}

/** Sentences handed to a worker at a time: small enough that both finish together. */
const SHARE = 300;

async function lintSentences(sentences: readonly string[]): Promise<Linted[]> {
  const { workers, ready } = startHarper();
  await ready;
  const found: Linted[] = [];
  let next = 0;
  let id = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < sentences.length) {
        const first = next;
        next += SHARE;
        const reply = await new Promise<Reply>((resolve, reject) => {
          const ask = ++id;
          const onMessage = (message: Reply) => {
            if (message.id !== ask) return;
            worker.off("message", onMessage);
            worker.off("error", reject);
            resolve(message);
          };
          worker.on("message", onMessage);
          worker.once("error", reject);
          worker.postMessage({ id: ask, sentences: sentences.slice(first, first + SHARE) });
        });
        if (reply.error) throw new Error(`Harper failed: ${reply.error}`);
        for (const linted of reply.found!) found.push({ ...linted, index: first + linted.index });
      }
    }),
  );
  return found;
}

function excusedBy(finding: Pick<GrammarFinding, "rule" | "problem" | "sentence">): HouseStyle | undefined {
  return HOUSE_STYLE.find(
    (entry) =>
      entry.rule === finding.rule &&
      (entry.problem || entry.context) &&
      (!entry.problem || entry.problem.test(finding.problem)) &&
      (!entry.context || entry.context.test(finding.sentence)),
  );
}

/**
 * Lints the texts' sentences with Harper. Each sentence shape (shapeOf) is linted once, as one
 * real sentence of that shape, and a finding counts once for every sentence of the shape; past
 * `budget` shapes, the commonest are linted and the rest sampled (sampleOf). `everySentence`
 * lints each distinct sentence instead, with no sample (minutes, for checking the estimate).
 */
export async function lintProse(
  texts: readonly ProseText[],
  { everySentence = false, budget = LINT_BUDGET }: { everySentence?: boolean; budget?: number } = {},
): Promise<GrammarReport> {
  const tallies = tallySentences(texts);
  const shapes = representativesOf(tallies, { everySentence });
  const { linted: representatives, sampleRate } = sampleOf(shapes, everySentence ? Infinity : budget);
  const findings: GrammarFinding[] = [];
  const excused: GrammarFinding[] = [];
  for (const { index, ...linted } of await lintSentences(representatives.map((group) => group.sentence))) {
    const group = representatives[index]!;
    const finding = { ...linted, sentence: group.sentence, from: group.from, occurrences: group.occurrences };
    (excusedBy(finding) ? excused : findings).push(finding);
  }
  const words = texts.reduce((sum, text) => sum + wordsIn(text.text), 0);
  const count = findings.reduce((sum, finding) => sum + finding.occurrences, 0);
  return {
    words,
    sentences: tallies.reduce((sum, tally) => sum + tally.count, 0),
    distinctSentences: tallies.length,
    shapes: shapes.length,
    linted: representatives.length,
    sampleRate,
    findings,
    excused,
    count,
    perThousandWords: words ? (1000 * count) / words : 0,
  };
}

/** Findings grouped by rule and flagged words, the most frequent first, each with its first example and how many linted sentences have it. */
export function commonestFindings(findings: readonly GrammarFinding[], limit = 20): Array<GrammarFinding & { sentences: number }> {
  const groups = new Map<string, GrammarFinding & { sentences: number }>();
  for (const finding of findings) {
    // A finding about the whole sentence (LongSentences) is grouped by its rule alone.
    const key = finding.problem === finding.sentence ? finding.rule : `${finding.rule}|${finding.problem.toLowerCase()}`;
    const group = groups.get(key);
    if (group) {
      group.occurrences += finding.occurrences;
      group.sentences++;
    } else groups.set(key, { ...finding, sentences: 1 });
  }
  return [...groups.values()].sort((a, b) => b.occurrences - a.occurrences).slice(0, limit);
}

/** Findings counted with their occurrences, by rule. */
export function findingsByRule(findings: readonly GrammarFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.rule] = (counts[finding.rule] ?? 0) + finding.occurrences;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
}
