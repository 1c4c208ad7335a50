import { createCache } from "#app/lib/cache.ts";
import { renderMarkdown, tableOfContents, type TocEntry } from "#app/lib/markdown.server.ts";

type RenderedPost = { html: string; toc: TocEntry[] };

// Rendering a long article costs several milliseconds and its text changes only when an admin
// saves it; the version (its updatedAt) is part of the key, so a save shows at once.
const rendered = createCache<RenderedPost>({ ttlMs: 60 * 60_000, maxEntries: 100 });

/** A post's body as HTML with its table of contents, rendered once per saved version. */
export function renderPost(post: { slug: string; content: string; updatedAt: Date }): RenderedPost {
  const key = `${post.slug}@${post.updatedAt.getTime()}`;
  return rendered.remember(key, () => ({ html: renderMarkdown(post.content), toc: tableOfContents(post.content) }));
}

/**
 * Forgets every rendered post. A save already shows through its new version key; this frees the
 * memory of versions no longer stored once any instance saves or deletes a post.
 */
export function forgetRenderedPosts(): void {
  rendered.clear();
}
