import { HOUSES } from "#app/zodiac/houses.ts";
import { SECTION_NAMES, type HoroscopeSections, type ReadingSummary } from "#app/features/horoscopes/types.ts";

/**
 * How a reader coming back every morning would judge the daily readings, as numbers: length,
 * how often a house is spelled out, whether signs share openers and clauses on one day, and
 * whether a section opens with yesterday's message. The acceptance tests and the report
 * (reading-report.ts) share these definitions.
 */

export type MeasuredReading = HoroscopeSections & ReadingSummary & { sign: string; date: string };

/** The sections a visitor may have cut to a teaser, with the spec's teaser lengths in words. */
export const GATED_TEASER_WORDS = { overview: 90, love: 42, career: 48, ritual: 38 } as const;

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Everything a reader reads of one day's reading: the headline, the summary and the five sections. */
export function fullText(reading: MeasuredReading): string {
  return [reading.headline, reading.summary, ...SECTION_NAMES.map((section) => reading[section])].join("\n");
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“‘'])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The word "house" or "houses" in the reading. */
export function houseWordCount(reading: MeasuredReading): number {
  return fullText(reading).match(/\bhouses?\b/gi)?.length ?? 0;
}

/** House descriptions ("money, possessions and self-worth") given more than once in one reading. */
export function repeatedHouseDescriptions(reading: MeasuredReading): string[] {
  const text = fullText(reading);
  return HOUSES.filter((house) => text.split(house.theme).length - 1 > 1).map((house) => house.theme);
}

/** The overview's first four words, lower case: the reading's opening frame. */
export function openerOf(reading: MeasuredReading): string {
  return words(reading.overview)
    .slice(0, 4)
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z' ]/g, "");
}

/** Clauses of five words or more, lower case: text between commas, colons, semicolons, dashes and full stops. */
export function clausesOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[,;:.!?—–()]+/)
    .map((clause) => clause.trim().replace(/\s+/g, " "))
    .filter((clause) => words(clause).length >= 5);
}

/** Of one day's readings (one per sign), the share of clauses that two or more signs also have. */
export function sharedClauseShare(readingsOfOneDay: readonly MeasuredReading[]): number {
  const signsOf = new Map<string, Set<string>>();
  const all: Array<[string, string]> = [];
  for (const reading of readingsOfOneDay) {
    for (const clause of clausesOf(fullText(reading))) {
      all.push([clause, reading.sign]);
      let signs = signsOf.get(clause);
      if (!signs) signsOf.set(clause, (signs = new Set()));
      signs.add(reading.sign);
    }
  }
  if (all.length === 0) return 0;
  return all.filter(([clause]) => signsOf.get(clause)!.size >= 2).length / all.length;
}

const STOP_WORDS = new Set(
  "a an the and or but so to of in on at for with by from as is are be it its this that your you today today's what who".split(" "),
);

function contentWords(text: string): Set<string> {
  return new Set(words(text.toLowerCase().replace(/[^a-z' ]/g, " ")).filter((word) => word.length > 2 && !STOP_WORDS.has(word)));
}

/**
 * Whether two openings say the same thing: half or more of their content words in common
 * (Jaccard). A reworded frame around yesterday's message still counts as the same opening.
 */
export function sameMessage(a: string, b: string): boolean {
  const left = contentWords(a);
  const right = contentWords(b);
  const union = new Set([...left, ...right]).size;
  if (union === 0) return true;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / union >= 0.5;
}

/** The section's first sentence. */
export function openingOf(text: string): string {
  return sentencesOf(text)[0] ?? "";
}

/** The share of a gated section that its teaser leaves out. */
export function hiddenShare(text: string, section: keyof typeof GATED_TEASER_WORDS): number {
  const count = words(text).length;
  return count === 0 ? 0 : Math.max(0, count - GATED_TEASER_WORDS[section]) / count;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type ReadingFigures = {
  readings: number;
  wordsMin: number;
  wordsMedian: number;
  wordsMax: number;
  summaryWordsMax: number;
  houseWordsMedian: number;
  readingsRepeatingAHouseDescription: number;
  /** Day pairs where a section's opening says the day before's message, as a share of day pairs. */
  sameOpeningAsYesterday: Record<"love" | "career", number>;
  /** Days on which three or more signs share an opener. */
  daysWithAnOpenerOfThree: number;
  distinctOpeners: number;
  sharedClauseShareMax: number;
  /** The smallest share any gated section's teaser hides. */
  hiddenShareMin: number;
};

/** The figures of a run of consecutive days, every sign each day (`byDay` in date order). */
export function figuresOf(byDay: readonly (readonly MeasuredReading[])[]): ReadingFigures {
  const all = byDay.flat();
  const lengths = all.map((reading) => words(fullText(reading)).length);
  const same = { love: 0, career: 0 };
  let pairs = 0;
  for (let day = 1; day < byDay.length; day++) {
    for (const reading of byDay[day]!) {
      const before = byDay[day - 1]!.find((candidate) => candidate.sign === reading.sign);
      if (!before) continue;
      pairs++;
      for (const section of ["love", "career"] as const) {
        if (sameMessage(openingOf(reading[section]), openingOf(before[section]))) same[section]++;
      }
    }
  }
  let daysWithAnOpenerOfThree = 0;
  for (const readings of byDay) {
    const counts = new Map<string, number>();
    for (const reading of readings) counts.set(openerOf(reading), (counts.get(openerOf(reading)) ?? 0) + 1);
    if ([...counts.values()].some((count) => count >= 3)) daysWithAnOpenerOfThree++;
  }
  return {
    readings: all.length,
    wordsMin: Math.min(...lengths),
    wordsMedian: median(lengths),
    wordsMax: Math.max(...lengths),
    summaryWordsMax: Math.max(...all.map((reading) => words(reading.summary).length)),
    houseWordsMedian: median(all.map(houseWordCount)),
    readingsRepeatingAHouseDescription: all.filter((reading) => repeatedHouseDescriptions(reading).length > 0).length,
    sameOpeningAsYesterday: { love: pairs ? same.love / pairs : 0, career: pairs ? same.career / pairs : 0 },
    daysWithAnOpenerOfThree,
    distinctOpeners: new Set(all.map(openerOf)).size,
    sharedClauseShareMax: Math.max(...byDay.map(sharedClauseShare)),
    hiddenShareMin: Math.min(
      ...all.flatMap((reading) =>
        (Object.keys(GATED_TEASER_WORDS) as Array<keyof typeof GATED_TEASER_WORDS>).map((section) =>
          hiddenShare(reading[section], section),
        ),
      ),
    ),
  };
}
