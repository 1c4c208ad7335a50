import { expect, test } from "vitest";
import { headingId, renderMarkdown } from "./markdown.server";

test("headings get stable ids made from their text", () => {
  expect(headingId("Aries in Love & Friendship")).toBe("aries-in-love-friendship");
  expect(headingId("Café Society!")).toBe("cafe-society");
  expect(renderMarkdown("## The Aries Personality")).toBe('<h2 id="the-aries-personality">The Aries Personality</h2>\n');
});

test("raw HTML in the source is escaped, never passed through", () => {
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

test("links keep safe targets only", () => {
  expect(renderMarkdown("[home](/signs/leo)")).toBe('<p><a href="/signs/leo">home</a></p>\n');
  expect(renderMarkdown("[out](https://example.com)")).toContain('rel="noopener noreferrer"');
  expect(renderMarkdown("[bad](javascript:alert(1))")).toBe("<p>bad</p>\n");
  expect(renderMarkdown("[bad](//evil.example)")).toBe("<p>bad</p>\n");
});
