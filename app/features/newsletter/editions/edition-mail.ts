import { escapeHtml } from "#app/lib/html-escape.ts";
import { fillEdition } from "#app/lib/mail-merge.ts";
import { brandedMailHtml, mailButton, mailParagraph, mailSmallPrint } from "#app/features/newsletter/mail-layout.ts";
import type { EditionContent } from "./edition-content";

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

/** The edition as a branded HTML mail and its plain-text part, with the recipient's links as placeholders. */
export function renderEditionMail(content: EditionContent): RenderedEdition {
  const blocksHtml = content.blocks.flatMap((block) => [
    mailParagraph(escapeHtml(block.heading), "font-size:18px;line-height:26px;color:#f5c451;padding:8px 0 8px"),
    ...block.paragraphs.map((paragraph) => mailParagraph(escapeHtml(paragraph))),
    ...(block.link
      ? [mailParagraph(`<a href="${escapeHtml(block.link.href)}" style="color:#f5c451">${escapeHtml(block.link.label)}</a>`)]
      : []),
  ]);
  const html = brandedMailHtml({
    title: content.subject,
    preheader: content.preheader,
    body: [
      mailSmallPrint(`<a href="${placeholder("browserUrl")}" style="color:#8e8ab8">View this edition in your browser</a>`),
      mailParagraph(escapeHtml(content.title), "font-size:24px;line-height:30px;font-weight:bold;padding-bottom:4px"),
      mailParagraph(escapeHtml(content.dateLine), "font-size:14px;line-height:20px;color:#bdb9e6;padding-bottom:16px"),
      mailParagraph(escapeHtml(content.intro)),
      ...blocksHtml,
      ...(content.blocks[0]?.link ? [] : [mailButton(placeholder("browserUrl"), "Read it in your browser")]),
    ].join("\n"),
    footer: mailSmallPrint(
      [
        "You receive this because you subscribed to the Cosmic Daily newsletter. For entertainment only.",
        `<a href="${placeholder("preferencesUrl")}" style="color:#8e8ab8">Change your sign or editions</a> · <a href="${placeholder("unsubscribeUrl")}" style="color:#8e8ab8">Unsubscribe</a>`,
      ].join("<br>"),
    ),
  });
  const text = [
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
    `View in your browser: ${placeholder("browserUrl")}`,
    `Change your sign or editions: ${placeholder("preferencesUrl")}`,
    `Unsubscribe: ${placeholder("unsubscribeUrl")}`,
    "",
    "For entertainment only.",
  ].join("\n");
  return { subject: content.subject, html, text };
}

/** Fills a rendered edition in for one recipient (the admin's test send), as delivery does. */
export function fillMergeFields(rendered: RenderedEdition, values: MergeValues): RenderedEdition {
  return fillEdition(rendered, values);
}
