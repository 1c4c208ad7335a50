import type { EditionAudience, EditionKind } from "./edition-kinds";

/** One block of an edition: a heading, its paragraphs and, where it has one, a link to read on. */
export type EditionBlock = { heading: string; paragraphs: string[]; link?: { label: string; href: string } };

/**
 * An edition for one audience, as written once and then shown in the mail, its plain-text part
 * and the page that shows it in a browser. Links are absolute: a mail has no base address.
 */
export type EditionContent = {
  kind: EditionKind;
  audience: EditionAudience;
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
