import { isCut, teaser } from "./teaser";

/** What decides gating for one visitor: the flags (already bypassed by ?ungated=1) and the session. */
export type GateInput = { gating: boolean; blurs: boolean; subscriber: boolean };

const BLURRED_SECTIONS = ["love", "career", "ritual"] as const;
export type GatedSection = "overview" | (typeof BLURRED_SECTIONS)[number];

/** The sections replaced by their teasers, for the page to draw as locked. */
export type LockedSections = Partial<Record<GatedSection, true>>;

type ReadingText = { overview: string; love: string; career: string; ritual: string };

/**
 * The reading as this visitor may receive it. Gated sections hold only their teaser, so the rest
 * of the text never leaves the server (in HTML, hydration data or an API answer). Subscribers
 * always get everything; a section short enough to fit its teaser is not locked.
 */
export function gateReading<Reading extends ReadingText>(
  reading: Reading,
  { gating, blurs, subscriber }: GateInput,
): { reading: Reading; locked: LockedSections } {
  const locked: LockedSections = {};
  if (subscriber) return { reading, locked };
  const gated: Reading = { ...reading };
  const sections: GatedSection[] = [...(gating ? ["overview" as const] : []), ...(blurs ? BLURRED_SECTIONS : [])];
  for (const section of sections) {
    if (!isCut(reading[section], section)) continue;
    gated[section] = teaser(reading[section], section) as Reading[GatedSection];
    locked[section] = true;
  }
  return { reading: gated, locked };
}

/**
 * The personality article as this visitor may receive it: with horoscope_gating on and no
 * subscriber, only a plain-text teaser of its first 90 words (markup and headings dropped, so no
 * partial element is sent).
 */
export function gatePersonality(
  content: string,
  { gating, subscriber }: Pick<GateInput, "gating" | "subscriber">,
): { content: string; locked: boolean } {
  if (!gating || subscriber) return { content, locked: false };
  const plain = toPlainText(content);
  if (!isCut(plain, "personality")) return { content, locked: false };
  return { content: teaser(plain, "personality"), locked: true };
}

/** Markdown or HTML to its words: tags, heading marks, emphasis and link targets dropped. */
export function toPlainText(content: string): string {
  return content
    .replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.|>)\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
