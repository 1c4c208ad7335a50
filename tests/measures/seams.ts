import { sentencesOf } from "./prose-text";

/**
 * Seams: the marks a sentence carries when it was put together from parts that do not fit, the
 * slips a grammar checker does not know to look for. Each shape has a name; findSeams returns
 * every match in a text, with the sentence it is in. Read in the site's own output (`npx tsx
 * tests/measures/prose-report.ts`) as well as written down from the brief.
 */

export type SeamShape = {
  name: string;
  pattern: RegExp;
  /** A match the shape lets pass after all. */
  unless?: (match: RegExpMatchArray) => boolean;
};

// Words that start with a vowel letter but a consonant sound ("a unique", "a one-off", "a European")…
const CONSONANT_SOUNDING_VOWEL = /^(?:one|once|uni|use|usu|ura|ure|uro|eu|ewe)/i;
// …and words that start with a consonant letter but a vowel sound ("an hour", "an honest").
const VOWEL_SOUNDING_CONSONANT = /^(?:hour|honest|honour|honor|heir|8|11(?!\d)|18(?!\d))/i;

export const SEAM_SHAPES: readonly SeamShape[] = [
  { name: "a number in a counting phrase", pattern: /\bcount(?:ing)?\b[^.!?]*\bto \d+/gi },
  {
    name: "the same time of day twice in a sentence",
    pattern: /\b(morning|afternoon|evening|night|tonight)\b[^.!?]*\b\1\b/gi,
  },
  {
    name: "'even if it only takes a few minutes' after something that takes longer",
    pattern:
      /\b(?:an? (?:hour|evening|afternoon|morning|day|weekend|week)|half an hour|hours|all day)\b[^.!?]*\beven if it only takes a few minutes\b/gi,
  },
  { name: "a doubled word", pattern: /\b([a-z]+)\s+\1\b/gi },
  { name: "a space before punctuation", pattern: / [,.;:!?’”)]/g },
  { name: "doubled punctuation", pattern: /[,.;:!?]\s*[,.;:!?]/g },
  { name: "a sentence starting in lower case", pattern: /^\p{Ll}/gu },
  {
    name: "'a' before a vowel sound",
    pattern: /\ba ((?:[aeiouh]|8|1[18](?!\d))[\p{L}\d-]*)/giu,
    unless: (match) => !soundsLikeAVowel(match[1]!),
  },
  {
    name: "'an' before a consonant sound",
    pattern: /\ban ((?:[b-df-hj-np-tv-z]|\d|u|o|e)[\p{L}\d-]*)/giu,
    unless: (match) => soundsLikeAVowel(match[1]!),
  },
  { name: "an s's possessive (the site writes Pisces’)", pattern: /\b\p{L}+s['’]s\b/gu },
  { name: "a value that did not render", pattern: /\bundefined\b|\bNaN\b|\[object|\bnull\b|\$\{|\{\w+\}/g },
  { name: "a double space", pattern: / {2,}/g },
  {
    name: "a strength named as a fault",
    pattern: /\bIf you catch yourself being\b|\bOn the moments you feel\b/gi,
  },
  { name: "'nature is your best asset today and'", pattern: /\bnature is your best asset today and\b/gi },
  // Found by reading the output:
  {
    name: "the same house twice in one pairing",
    pattern: /\b(\d+(?:st|nd|rd|th))(?:-house)?(?: house)? and (?:[\p{L}]+ in )?(?:your )?\1\b/gu,
  },
  { name: "a house described twice in one sentence", pattern: /\b(\d+(?:st|nd|rd|th) house of [\p{L}-]+)\b[^.!?]*\b\1\b/gu },
  { name: "two colons in one sentence", pattern: /:[^.!?:]*:/g },
  {
    name: "the day's mood, from a body that is not the Moon",
    pattern: /\bexact \p{L}+ with (?!the Moon\b)[^.!?]*\bthe day's mood\b/gu,
  },
  { name: "two 'so' clauses in a row", pattern: /, so [^.;:!?—]*, so /g },
  { name: "'also' twice in one sentence", pattern: /\balso\b[^.!?]*\balso\b/gi },
  { name: "a hard aspect said to line up", pattern: /\bexact (?:opposition|square) with\b[^.!?]*\bline up\b/g },
];

export type Seam = { shape: string; match: string; sentence: string };

function soundsLikeAVowel(word: string): boolean {
  return /^[aeiou]/i.test(word) ? !CONSONANT_SOUNDING_VOWEL.test(word) : VOWEL_SOUNDING_CONSONANT.test(word);
}

function seamsOfSentence(sentence: string): Seam[] {
  const seams: Seam[] = [];
  for (const shape of SEAM_SHAPES) {
    for (const match of sentence.matchAll(shape.pattern)) {
      if (!shape.unless?.(match)) seams.push({ shape: shape.name, match: match[0], sentence });
    }
  }
  return seams;
}

// A year of prose says most sentences many times: each distinct one is searched once.
const bySentence = new Map<string, Seam[]>();

/** Every seam in the text, sentence by sentence (a double space is looked for between sentences too). */
export function findSeams(text: string): Seam[] {
  const seams: Seam[] = [];
  for (const sentence of sentencesOf(text)) {
    let found = bySentence.get(sentence);
    if (!found) {
      if (bySentence.size > 200_000) bySentence.clear();
      bySentence.set(sentence, (found = seamsOfSentence(sentence)));
    }
    seams.push(...found);
  }
  if (/ {2}/.test(text) && !seams.some((seam) => seam.shape === "a double space")) {
    seams.push({ shape: "a double space", match: "  ", sentence: text });
  }
  return seams;
}
