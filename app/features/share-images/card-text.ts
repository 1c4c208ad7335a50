/**
 * How the share cards fit text without a layout engine: each face's average advance, measured,
 * gives a width estimate, and text is sized to a width or wrapped into lines within a block,
 * shrinking to fit and clipped with an ellipsis as a last resort.
 */

// Average advances, in em, measured on the faces the server loads (Cinzel Bold, DejaVu Sans).
export const DISPLAY_EM = 0.68;
export const TEXT_EM = 0.56;
export const TEXT_BOLD_EM = 0.7;
// A face the server has not measured (resvg's own choice among the system's fonts): generous.
const OTHER_EM = 0.68;
const OTHER_BOLD_EM = 0.76;

/**
 * The average advance, in em, of one of the card's faces at a weight: the estimate every width on
 * a card is taken from. Generous for English text: DejaVu Sans sets a reading's sentences at about
 * 0.50 em a character (0.57 bold), Cinzel at about 0.60.
 */
export function averageAdvance(family: string, weight: 400 | 700 = 400): number {
  if (family === "DejaVu Sans") return weight === 700 ? TEXT_BOLD_EM : TEXT_EM;
  if (family === "Cinzel") return DISPLAY_EM;
  return weight === 700 ? OTHER_BOLD_EM : OTHER_EM;
}

/** The estimated width of `text` at `size`, for a face whose average advance is `em`. */
export function estimatedWidth(text: string, size: number, em: number): number {
  return [...text].length * em * size;
}

/**
 * The font size at which `text` fits in `maxWidth`, at most `size`. Widths are estimated from the
 * average advance of the face (`em` per character), generous so that a long name shrinks rather
 * than runs off the card.
 */
export function fittedSize(text: string, maxWidth: number, size: number, em: number): number {
  const estimated = estimatedWidth(text, size, em);
  return estimated <= maxWidth ? size : Math.floor((size * maxWidth) / estimated);
}

/**
 * `text` set on lines no wider than `maxWidth` by the same estimate, word by word (each run of
 * white space is one space). A word longer than a whole line is cut where the line ends.
 */
export function wrapLines(text: string, maxWidth: number, size: number, em: number): string[] {
  const fits = (line: string) => estimatedWidth(line, size, em) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  const place = (piece: string) => {
    const joined = line ? `${line} ${piece}` : piece;
    if (fits(joined)) {
      line = joined;
    } else {
      if (line) lines.push(line);
      line = piece;
    }
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (fits(word)) {
      place(word);
      continue;
    }
    // Too long for any line (a long address, say): cut into pieces a line long.
    let piece = "";
    for (const char of word) {
      if (piece && !fits(piece + char)) {
        place(piece);
        piece = "";
      }
      piece += char;
    }
    place(piece);
  }
  if (line) lines.push(line);
  return lines;
}

/** Wrapped text as a card draws it: the lines, their size and the distance between their baselines. */
export type WrappedText = { lines: string[]; size: number; lineHeight: number };

type BlockOptions = {
  width: number;
  /** From the first line's baseline down to the lowest a baseline may sit. */
  depth: number;
  /** The size the text is set at when it fits; it shrinks a pixel at a time, down to `minSize`. */
  size: number;
  minSize: number;
  em: number;
  /** Line height as a multiple of the size. */
  leading: number;
};

/**
 * `text` wrapped into a block `width` wide and `depth` deep, at the largest size from `size` down
 * to `minSize` at which every line fits. Text too long even at `minSize` keeps the lines that fit,
 * the last ending in "…": whatever the text, nothing is drawn outside the block.
 */
export function wrapBlock(text: string, { width, depth, size, minSize, em, leading }: BlockOptions): WrappedText {
  for (let current = Math.max(size, minSize); ; current--) {
    const lineHeight = Math.round(current * leading);
    const room = 1 + Math.floor(depth / lineHeight);
    const lines = wrapLines(text, width, current, em);
    if (lines.length <= room) return { lines, size: current, lineHeight };
    if (current <= minSize) return { lines: clipLines(lines, room, width, current, em), size: current, lineHeight };
  }
}

/** The first `count` lines, the last shortened word by word until it has room for "…" after it. */
function clipLines(lines: string[], count: number, width: number, size: number, em: number): string[] {
  const kept = lines.slice(0, count);
  let last = kept.pop() ?? "";
  while (last && estimatedWidth(`${last}…`, size, em) > width) {
    const space = last.lastIndexOf(" ");
    last = space > 0 ? last.slice(0, space) : [...last].slice(0, -1).join("");
  }
  return [...kept, `${last.replace(/[\s,;:.]+$/, "")}…`];
}
