import { expect, test } from "vitest";
import { headingId, renderMarkdown, tableOfContents } from "./markdown.server";
import { XSS_VECTORS } from "#tests/fixtures/xss-vectors.ts";

test("[blog.post-page] headings get stable ids made from their text", () => {
  expect(headingId("Aries in Love & Friendship")).toBe("aries-in-love-friendship");
  expect(headingId("Café Society!")).toBe("cafe-society");
  expect(renderMarkdown("## The Aries Personality")).toBe('<h2 id="the-aries-personality">The Aries Personality</h2>\n');
});

test("[blog.post-page] raw HTML in the source is escaped, never passed through", () => {
  const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="steal()">');
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<img");
  expect(html).toContain("&lt;script&gt;");
});

test("lists, emphasis and links render", () => {
  expect(renderMarkdown("- **Lady Gaga**, singer\n- *Maya Angelou*")).toBe(
    "<ul>\n<li><strong>Lady Gaga</strong>, singer</li>\n<li><em>Maya Angelou</em></li>\n</ul>\n",
  );
});

test("[blog.post-page] links keep safe targets only", () => {
  expect(renderMarkdown("[home](/signs/leo)")).toBe('<p><a href="/signs/leo">home</a></p>\n');
  expect(renderMarkdown("[out](https://example.com)")).toContain('rel="noopener noreferrer"');
  expect(renderMarkdown("[bad](javascript:alert(1))")).toBe("<p>bad</p>\n");
  expect(renderMarkdown("[bad](//evil.example)")).toBe("<p>bad</p>\n");
});

test("[blog.post-page] images are lazy, sized, and only from the web or this site", () => {
  expect(renderMarkdown('![A moon](/img/moon.png "Full" =640x480)')).toBe(
    '<p><img src="/img/moon.png" alt="A moon" title="Full" width="640" height="480" loading="lazy" decoding="async"></p>\n',
  );
  expect(renderMarkdown("![Cover](/blog/moon-guide.svg)")).toBe(
    '<p><img src="/blog/moon-guide.svg" alt="Cover" width="1200" height="630" loading="lazy" decoding="async"></p>\n',
  );
  expect(renderMarkdown("![x](https://cdn.example/x.png =10x20)")).toContain('width="10" height="20"');
  for (const src of ["javascript:alert(1)", "data:image/svg+xml;base64,PHN2Zz4=", "vbscript:msgbox", "//evil.example/x.png"]) {
    expect(renderMarkdown(`![bad](${src})`)).toBe("<p>bad</p>\n");
    expect(renderMarkdown(`![bad](${src} =1x1)`)).not.toContain("<img");
  }
});

test("tables and fenced code render, their contents escaped", () => {
  const table = renderMarkdown("| Sign | Element |\n| --- | --- |\n| Leo | <b>Fire</b> |\n");
  expect(table).toContain("<table>");
  expect(table).toContain("<td>Leo</td>");
  expect(table).toContain("&lt;b&gt;Fire&lt;/b&gt;");
  const code = renderMarkdown("```ts\nconst a = '<script>';\n```\n");
  expect(code).toContain('<pre><code class="language-ts">');
  expect(code).not.toContain("<script");
});

test("[blog.post-page] the table of contents lists ## and ### headings with the rendered ids", () => {
  const source = "# Title\n\n## The *Moon's* Phases\n\ntext\n\n### Waxing & Waning\n\n#### Too deep\n\n## `Code` Corner\n";
  const toc = tableOfContents(source);
  expect(toc).toEqual([
    { id: "the-moon-s-phases", text: "The Moon's Phases", depth: 2 },
    { id: "waxing-waning", text: "Waxing & Waning", depth: 3 },
    { id: "code-corner", text: "Code Corner", depth: 2 },
  ]);
  const html = renderMarkdown(source);
  for (const entry of toc) expect(html).toContain(`id="${entry.id}"`);
});

// Well-known payloads (OWASP filter-evasion cheat sheet and friends), written into a post body.

test("[blog.post-page] a body full of known XSS vectors renders inert", () => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
  const checks = (html: string) => {
    expect(html).not.toMatch(/<script/i);
    // Only real tags matter: escaped source text (&lt;img onerror=…&gt;) is harmless words.
    for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
      // Attribute names only: a quoted value saying "onerror=" is text, not a handler.
      expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son\w+\s*=/i);
      expect(tag).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
    }
    for (const tag of ["iframe", "object", "embed", "svg", "math", "style", "form", "meta", "link", "base", "body", "input"]) {
      expect(html).not.toMatch(new RegExp(`<${tag}[\\s/>]`, "i"));
    }
  };
  for (const vector of XSS_VECTORS) checks(renderMarkdown(vector));
  checks(renderMarkdown(`## Heading\n\n${XSS_VECTORS.join("\n\n")}\n`));
});
