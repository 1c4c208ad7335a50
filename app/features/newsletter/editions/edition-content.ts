import type { EditionAudience, EditionKind, RenderAudience } from "./edition-kinds";

/** One block of an edition: a heading, its paragraphs and, where it has one, a link to read on. */
export type EditionBlock = { heading: string; paragraphs: string[]; link?: { label: string; href: string } };

/**
 * An edition for one audience, as written once and then shown in the mail, its plain-text part
 * and the page that shows it in a browser. Links are absolute: a mail has no base address.
 */
export type EditionContent = {
  kind: EditionKind;
  audience: RenderAudience;
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  title: string;
  /** "Wednesday 25 November 2026", or the span the edition covers. */
  dateLine: string;
  intro: string;
  blocks: EditionBlock[];
};

/** Writes an edition's content for one audience; composed where the site meets its readings. */
export type EditionWriter = (
  edition: { id: string; kind: EditionKind; date: string; occasion: string },
  audience: EditionAudience,
) => Promise<EditionContent>;

const SENTENCE = /[^.!?]+[.!?]+(?=\s|$)/g;
const sentenceKey = (sentence: string) => sentence.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The edition with each sentence said once: a mail never prints one sentence twice, whichever
 * of its parts (the intro, a reading's sections, a digest's lines) brought it. The first telling
 * stays, in the order the mail reads; a paragraph left empty goes, and a block left with nothing
 * goes too.
 */
export function sayingEachOnce(content: EditionContent): EditionContent {
  const said = new Set<string>();
  const once = (paragraph: string) => {
    const kept = (paragraph.match(SENTENCE) ?? [paragraph]).filter((sentence) => {
      const key = sentenceKey(sentence);
      if (key.split(" ").length < 4) return true;
      if (said.has(key)) return false;
      said.add(key);
      return true;
    });
    return kept.join("").trim();
  };
  const intro = once(content.intro);
  const blocks = content.blocks
    .map((block) => ({ ...block, paragraphs: block.paragraphs.map(once).filter((paragraph) => paragraph !== "") }))
    .filter((block) => block.paragraphs.length > 0 || block.link);
  return { ...content, intro, blocks };
}
