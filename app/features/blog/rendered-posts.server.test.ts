import { expect, test } from "vitest";
import { renderPost } from "./rendered-posts.server";

test("[blog.post-page] a post is rendered once per saved version", () => {
  const first = renderPost({ slug: "cache-test", content: "## One\n\nText.", updatedAt: new Date(1_000) });
  expect(first.html).toContain('<h2 id="one">One</h2>');
  expect(first.toc).toEqual([{ id: "one", text: "One", depth: 2 }]);
  expect(renderPost({ slug: "cache-test", content: "## Ignored", updatedAt: new Date(1_000) })).toBe(first);
  const saved = renderPost({ slug: "cache-test", content: "## Two", updatedAt: new Date(2_000) });
  expect(saved.html).toContain('<h2 id="two">Two</h2>');
});
