/** Teaser lengths in words: [gating.teaser-lengths]. */
export const TEASER_WORDS = { overview: 90, love: 42, career: 48, ritual: 38, personality: 90 } as const;
const DEFAULT_TEASER_WORDS = 90;

export function teaserWords(section: string): number {
  return (TEASER_WORDS as Record<string, number>)[section] ?? DEFAULT_TEASER_WORDS;
}

/**
 * The first words of a text, cut at a word boundary, with an ellipsis when anything was cut.
 * Whitespace is collapsed, so the teaser is never longer than the section's word count.
 */
export function teaser(text: string, section: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const limit = teaserWords(section);
  if (words.length <= limit) return words.join(" ");
  // Trailing punctuation before the ellipsis reads badly ("day.…").
  return `${words
    .slice(0, limit)
    .join(" ")
    .replace(/[\s,;:.!?—-]+$/, "")}…`;
}

/** Whether the teaser cut anything away. */
export function isCut(text: string, section: string): boolean {
  return text.trim().split(/\s+/).filter(Boolean).length > teaserWords(section);
}
