import { pageMeta } from "#app/lib/seo.ts";

/** An admin page's title and description; no admin page is for search engines. */
export const adminPageMeta = (title: string, description: string) => pageMeta({ title, description, noindex: true });
