import { escapeHtml } from "#app/lib/html-escape.ts";
import { fillEdition } from "#app/lib/mail-merge.ts";
import { brandedMailHtml, mailButton, mailParagraph, mailSmallPrint } from "#app/features/newsletter/mail-layout.ts";
import type { EditionContent } from "./edition-content";
import { EDITION_NAMES } from "./edition-kinds";

/**
 * The links that differ from one recipient to the next. An edition is rendered once per audience
 * with these placeholders in it; delivery fills them in for each recipient from the outbox row's
 * merge fields, so 100,000 recipients cost one render and 100,000 small rows, not 100,000 bodies.
 */
export const MERGE_FIELDS = ["browserUrl", "preferencesUrl", "unsubscribeUrl"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

const placeholder = (field: MergeField) => `{{${field}}}`;

export type RenderedEdition = { subject: string; html: string; text: string };

/** The links at the foot of every newsletter mail: placeholders in an edition, real links in a welcome mail. */
export type ListLinks = { preferencesUrl: string; unsubscribeUrl: string };

/**
 * An edition's own part of a mail, in HTML rows and plain-text lines: its name, title, date,
 * intro and every block whole. The edition mail and the welcome mail both carry it.
 */
export function editionParts(content: EditionContent): { html: string[]; text: string[] } {
  const blocksHtml = content.blocks.flatMap((block) => [
    mailParagraph(escapeHtml(block.heading), "font-size:18px;line-height:26px;color:#f5c451;padding:8px 0 8px"),
    ...block.paragraphs.map((paragraph) => mailParagraph(escapeHtml(paragraph))),
    ...(block.link
      ? [mailParagraph(`<a href="${escapeHtml(block.link.href)}" style="color:#f5c451">${escapeHtml(block.link.label)}</a>`)]
      : []),
  ]);
  const name = EDITION_NAMES[content.kind];
  return {
    html: [
      // The edition's one name ([newsletter.edition-names]), as the forms say it.
      mailParagraph(
        escapeHtml(name),
        "font-size:12px;line-height:18px;letter-spacing:1px;text-transform:uppercase;color:#bdb9e6;padding-bottom:4px",
      ),
      mailParagraph(escapeHtml(content.title), "font-size:24px;line-height:30px;font-weight:bold;padding-bottom:4px"),
      mailParagraph(escapeHtml(content.dateLine), "font-size:14px;line-height:20px;color:#bdb9e6;padding-bottom:16px"),
      mailParagraph(escapeHtml(content.intro)),
      ...blocksHtml,
    ],
    text: [
      name,
      content.title,
      content.dateLine,
      "",
      content.intro,
      "",
      ...content.blocks.flatMap((block) => [
        block.heading.toUpperCase(),
        ...block.paragraphs,
        ...(block.link ? [`${block.link.label}: ${block.link.href}`] : []),
        "",
      ]),
    ],
  };
}

/** The foot of every newsletter mail: why it came, and the reader's preferences and unsubscribe links. */
export function listFooter(links: ListLinks): { html: string; text: string[] } {
  return {
    html: mailSmallPrint(
      [
        "You receive this because you subscribed to the Cosmic Daily newsletter. For entertainment only.",
        `<a href="${escapeHtml(links.preferencesUrl)}" style="color:#8e8ab8">Change your sign, editions or delivery time</a> · <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#8e8ab8">Unsubscribe</a>`,
      ].join("<br>"),
    ),
    text: [
      `Change your sign, editions or delivery time: ${links.preferencesUrl}`,
      `Unsubscribe: ${links.unsubscribeUrl}`,
      "",
      "For entertainment only.",
    ],
  };
}

/** The edition as a branded HTML mail and its plain-text part, with the recipient's links as placeholders. */
export function renderEditionMail(content: EditionContent): RenderedEdition {
  const parts = editionParts(content);
  const footer = listFooter({ preferencesUrl: placeholder("preferencesUrl"), unsubscribeUrl: placeholder("unsubscribeUrl") });
  const html = brandedMailHtml({
    title: content.subject,
    preheader: content.preheader,
    body: [
      mailSmallPrint(`<a href="${placeholder("browserUrl")}" style="color:#8e8ab8">View this edition in your browser</a>`),
      ...parts.html,
      ...(content.blocks[0]?.link ? [] : [mailButton(placeholder("browserUrl"), "Read it in your browser")]),
    ].join("\n"),
    footer: footer.html,
  });
  const text = [...parts.text, `View in your browser: ${placeholder("browserUrl")}`, ...footer.text].join("\n");
  return { subject: content.subject, html, text };
}

/** Fills a rendered edition in for one recipient (the admin's test send), as delivery does. */
export function fillMergeFields(rendered: RenderedEdition, values: MergeValues): RenderedEdition {
  return fillEdition(rendered, values);
}
