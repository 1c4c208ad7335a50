/**
 * Generated prose as the measures read it: texts that say where they came from, their sentences
 * and their words. Nothing here knows the writers (prose-year.ts runs them).
 */
import type { Period } from "#app/features/horoscopes/periods.ts";

export type ProseSource = {
  /** "day", or the period of a longer reading. */
  kind: "day" | Period;
  sign: string;
  /** The day of a daily reading, the first day of a span's. */
  date: string;
  /** The field of the reading: "headline", "love", "keyDates[2]"… */
  field: string;
};

export type ProseText = ProseSource & { text: string };

/** "day 2026-03-04 aries love": where a text came from, in one line. */
export function whereFrom(source: ProseSource): string {
  return `${source.kind} ${source.date} ${source.sign} ${source.field}`;
}

/** Sentences end at a full stop, question or exclamation mark (or an ellipsis) followed by a space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["”’)]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function wordsIn(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export type SentenceTally = {
  sentence: string;
  /** How many times the year says it. */
  count: number;
  /** Where it first appears. */
  firstFrom: ProseSource;
};

/** The distinct sentences of the texts, each with how often it occurs: repeats are linted once and counted every time. */
export function tallySentences(texts: readonly ProseText[]): SentenceTally[] {
  const tallies = new Map<string, SentenceTally>();
  for (const text of texts) {
    for (const sentence of sentencesOf(text.text)) {
      const tally = tallies.get(sentence);
      if (tally) tally.count++;
      else
        tallies.set(sentence, { sentence, count: 1, firstFrom: { kind: text.kind, sign: text.sign, date: text.date, field: text.field } });
    }
  }
  return [...tallies.values()];
}
