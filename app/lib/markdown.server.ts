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

// One configured instance: raw HTML in the source is shown as text, never passed through, and
// headings carry ids so a table of contents or a shared link can point at a section.
const markdown = new Marked({
  gfm: true,
  renderer: {
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
