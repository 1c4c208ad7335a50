/**
 * What the gating journeys look for in what the server sent: the words a teaser leaves out.
 *
 * A reading repeats some phrases from section to section (a house's name, "your 6th house of work
 * routines, health and daily habits"), so a hidden phrase that the reader may also see elsewhere
 * proves nothing when found. The journeys therefore look for runs of five hidden words that occur
 * nowhere in what the reader may see.
 */

/** Teaser lengths in words: [gating.teaser-lengths]. */
export const TEASER_WORDS = { overview: 90, love: 42, career: 48, ritual: 38 } as const;
export type Section = keyof typeof TEASER_WORDS;

/** A reading as the API answers it with `?ungated=1`. */
export type FullReading = Record<Section | "mood" | "headline" | "summary", string> & {
  skyFacts: Array<{ text: string }>;
  houses: string[];
};

const RUN_WORDS = 5;

/** The text as a reader sees it: the HTML's entities decoded, so escaping hides nothing. */
export function decoded(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\\"/g, '"');
}

/** What a section's teaser leaves out, or "" when the section fits in its teaser. */
export function hiddenPart(text: string, section: Section): string {
  return text.trim().split(/\s+/).slice(TEASER_WORDS[section]).join(" ");
}

/**
 * What an anonymous reader may see of `full` when the sections in `gated` show their teasers
 * only: the day in short, those teasers, the other sections whole, and the sky behind the reading.
 */
export function visibleText(full: FullReading, gated: readonly Section[]): string {
  const sections = (["overview", "love", "career", "mood", "ritual"] as const).map((section) =>
    section !== "mood" && gated.includes(section)
      ? full[section].trim().split(/\s+/).slice(0, TEASER_WORDS[section]).join(" ")
      : full[section],
  );
  return [full.headline, full.summary, ...sections, ...full.skyFacts.map((fact) => fact.text), ...full.houses].join("\n");
}

/** Every run of five consecutive words of `hidden` that occurs nowhere in `visible`. */
export function telltaleRuns(hidden: string, visible: string): string[] {
  const words = hidden.split(" ").filter(Boolean);
  const runs: string[] = [];
  for (let i = 0; i + RUN_WORDS <= words.length; i += 1) {
    const run = words.slice(i, i + RUN_WORDS).join(" ");
    if (!visible.includes(run)) runs.push(run);
  }
  return runs;
}
