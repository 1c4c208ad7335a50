/**
 * Pages every anonymous reader sees alike (the home page, the sign pages, the guides, the blog)
 * say so with their `headers` export: a shared cache may keep them for a minute. The site's own
 * page cache (server/page-cache/page-cache.ts) stores exactly the pages that say this, and only
 * for requests without a cookie or an Authorization header, which are the ones that can make a
 * page personal. Pages that vary by visitor (sign-in, confirmation links, admin) never say it.
 *
 * A public page also names the query parameters it reads; caches ignore every other one
 * (`No-Vary-Search`), so `?utm_source=…` or a random string is the same page, not a new render.
 */
export const PUBLIC_PAGE_MAX_AGE_S = 60;

export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_MAX_AGE_S}`;

/** A route module's `headers` export for a public page that reads the query parameters `query`. */
export function publicPage({ query = [] }: { query?: readonly string[] } = {}): () => Record<string, string> {
  const headers = {
    "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
    Vary: "Cookie, Authorization",
    "No-Vary-Search": `key-order, params${query.length > 0 ? `, except=(${query.map((name) => `"${name}"`).join(" ")})` : ""}`,
  };
  return () => headers;
}

/** A public page that reads no query parameter. */
export const publicPageHeaders = publicPage();

/**
 * A route module's `headers` export for a page no cache may keep: one opened through a signed link
 * (its token in the address), or one that shows a reader's own data ([privacy.private-pages]).
 */
export function privatePageHeaders(): Record<string, string> {
  return { "Cache-Control": "private, no-store" };
}

/** Whether a response declared itself a public page. */
export function isPublicPage(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl.split(",").map((directive) => directive.trim().toLowerCase());
  return directives.includes("public") && directives.some((directive) => directive.startsWith("s-maxage="));
}

/**
 * The query parameters a `No-Vary-Search` value keeps as significant: a list when it ignores all
 * others (`params, except=(…)`), or undefined when every parameter counts.
 */
export function significantQueryParams(noVarySearch: string | null): string[] | undefined {
  if (!noVarySearch || !/(^|,)\s*params\s*(,|$)/.test(noVarySearch)) return undefined;
  const except = /except=\(([^)]*)\)/.exec(noVarySearch)?.[1] ?? "";
  return [...except.matchAll(/"([^"]*)"/g)].map((match) => match[1]!);
}

/** The query string with only the significant parameters, sorted, so equivalent requests share one key. */
export function normalisedQuery(search: string, significant: readonly string[]): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => significant.includes(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
