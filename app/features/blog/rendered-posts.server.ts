import { renderMarkdown, tableOfContents, type TocEntry } from "~/lib/markdown.server";
import { createTtlCache } from "~/lib/ttl-cache";

export type RenderedPost = { html: string; toc: TocEntry[] };

// Rendering a long article costs several milliseconds and its text changes only when an admin
// saves it; the version (its updatedAt) is part of the key, so a save shows at once.
const rendered = createTtlCache<RenderedPost>({ ttlMs: 60 * 60_000, maxEntries: 100 });

/** A post's body as HTML with its table of contents, rendered once per saved version. */
export function renderPost(post: { slug: string; content: string; updatedAt: Date }): RenderedPost {
  const key = `${post.slug}@${post.updatedAt.getTime()}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  const fresh = { html: renderMarkdown(post.content), toc: tableOfContents(post.content) };
  rendered.set(key, fresh);
  return fresh;
}
