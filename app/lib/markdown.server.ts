import { Marked, type Tokens } from "marked";

/** The id a heading gets from its text: lower-case words joined by hyphens, stable across renders. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/&[a-z]+;|&#\d+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, "&quot;");
// Links may go to the web, to mail, or within the site; javascript: and data: never render as links.
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
// Images load only from the web or this site: never javascript:, data: or vbscript:.
const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;
// Our cover images (public/blog/*.svg) are drawn at the social-card size.
const BLOG_IMAGE = /^\/blog\/[^/?#]+\.svg$/i;
const DEFAULT_BLOG_IMAGE_SIZE = { width: 1200, height: 630 };
// `![alt](src "title" =WxH)`: the size suffix is ours, so it gets its own tokenizer.
const SIZED_IMAGE = /^!\[([^\]\n]*)\]\(\s*([^\s()]+)(?:\s+"([^"\n]*)")?\s+=(\d{1,5})x(\d{1,5})\s*\)/;

type ImageParts = { href: string; alt: string; title?: string | null; width?: number; height?: number };

/** A lazy image with its size known up front, so the page does not jump while it loads. */
function renderImage({ href, alt, title, width, height }: ImageParts): string {
  if (!SAFE_SRC.test(href)) return escapeHtml(alt);
  const size = width && height ? { width, height } : BLOG_IMAGE.test(href) ? DEFAULT_BLOG_IMAGE_SIZE : undefined;
  const sized = size ? ` width="${size.width}" height="${size.height}"` : "";
  const titled = title ? ` title="${escapeAttribute(title)}"` : "";
  return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(alt)}"${titled}${sized} loading="lazy" decoding="async">`;
}

type SizedImageToken = Tokens.Generic & ImageParts;

// One configured instance: raw HTML in the source is shown as text, never passed through, and
// headings carry ids so a table of contents or a shared link can point at a section.
const markdown = new Marked({
  gfm: true,
  extensions: [
    {
      name: "sizedImage",
      level: "inline",
      start: (source: string) => source.indexOf("!["),
      tokenizer(source: string) {
        const match = SIZED_IMAGE.exec(source);
        if (!match) return undefined;
        const [raw, alt = "", href = "", title, width, height] = match;
        return { type: "sizedImage", raw, alt, href, title, width: Number(width), height: Number(height) } satisfies SizedImageToken;
      },
      renderer: (token: Tokens.Generic) => renderImage(token as SizedImageToken),
    },
  ],
  renderer: {
    image({ href, title, text }: Tokens.Image) {
      return renderImage({ href, alt: text, title });
    },
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return label;
      const external = /^https?:/i.test(href);
      const titled = title ? ` title="${escapeAttribute(title)}"` : "";
      const target = external ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeAttribute(href)}"${titled}${target}>${label}</a>`;
    },
    heading({ tokens, depth, text }: Tokens.Heading) {
      const id = headingId(text);
      return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/** Markdown to HTML on the server. Raw HTML is escaped, so the result is safe to insert. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

// Inline tokens flattened to what a reader sees: emphasis and links give their words, not markup.
function plainText(tokens: Tokens.Generic[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens.map((token) => (token.tokens ? plainText(token.tokens, "") : String(token.text ?? ""))).join("");
}

/** The ## and ### headings of a post, with the same ids renderMarkdown gives them. */
export function tableOfContents(source: string): TocEntry[] {
  const entries: TocEntry[] = [];
  markdown.walkTokens(markdown.lexer(source), (token) => {
    if (token.type !== "heading" || (token.depth !== 2 && token.depth !== 3)) return;
    const text = plainText(token.tokens, token.text).replace(
      /&(amp|lt|gt|quot|#39);/g,
      (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" })[entity] ?? entity,
    );
    entries.push({ id: headingId(token.text), text, depth: token.depth });
  });
  return entries;
}
