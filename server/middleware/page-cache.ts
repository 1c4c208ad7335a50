import type { MiddlewareHandler } from "hono";
import { createCache } from "~/lib/cache";
import { isPublicPage, normalisedQuery, PUBLIC_PAGE_MAX_AGE_S, significantQueryParams } from "~/lib/public-page";
import type { AppBindings } from "../types";

/**
 * Public pages as an anonymous visitor sees them, kept for a short while in this process.
 *
 * A page is stored only when its route declared it public (the `headers` export of
 * app/lib/public-page.ts) and only for GET or HEAD requests without a cookie or an Authorization
 * header: a session, a rating's visitor id, a flash message or a subscriber token is what makes a
 * public page personal, so such requests are neither served from nor stored in the cache.
 * Each response carries its own CSP nonce, so a stored page is split at the nonce it was
 * rendered with and joined with the new one on every hit.
 *
 * A page's address is its path and the query parameters it declared it reads (`No-Vary-Search`):
 * the cache learns them from the first response of each path, so later requests with other
 * parameters (tracking tags, random strings) share the stored page instead of forcing a render.
 */
export type PageCache = MiddlewareHandler<AppBindings> & {
  /** Forgets every stored page: an admin changing what anonymous visitors see shows at once. */
  clear: () => void;
};

type StoredPage = { parts: string[]; status: number; headers: Array<[string, string]> };

export function pageCache({
  ttlMs = PUBLIC_PAGE_MAX_AGE_S * 1000,
  maxEntries = 500,
}: { ttlMs?: number; maxEntries?: number } = {}): PageCache {
  let pages = createCache<StoredPage>({ ttlMs, maxEntries });
  // Per path, the query parameters its page reads; bounded like the pages themselves.
  const significantByPath = createCache<string[]>({ maxEntries: maxEntries * 2 });
  const keyOf = (path: string, search: string, significant: readonly string[] | undefined) =>
    `${path}?${significant ? normalisedQuery(search, significant) : search}`;
  const handler: MiddlewareHandler<AppBindings> = async (c, next) => {
    const anonymous = (c.req.method === "GET" || c.req.method === "HEAD") && !c.req.header("cookie") && !c.req.header("authorization");
    if (!anonymous) return next();

    const path = c.req.path;
    const search = new URL(c.req.url).search;
    const nonce = c.get("nonce");
    const hit = pages.get(keyOf(path, search, significantByPath.get(path)));
    if (hit) {
      c.res = new Response(c.req.method === "HEAD" ? null : hit.parts.join(nonce), {
        status: hit.status,
        headers: [...hit.headers, ["X-Page-Cache", "hit"]],
      });
      return;
    }

    // A page rendered before a clear() must not land in the fresh store.
    const store = pages;
    await next();
    const res = c.res;
    const storable =
      res.status === 200 &&
      (res.headers.get("Content-Type") ?? "").startsWith("text/html") &&
      !res.headers.has("Set-Cookie") &&
      isPublicPage(res.headers.get("Cache-Control"));
    if (!storable || !res.body) return;
    const significant = significantQueryParams(res.headers.get("No-Vary-Search"));
    if (significant) significantByPath.set(path, significant);
    const key = keyOf(path, search, significant);
    // The page's own headers, before the outer middleware adds the per-response ones.
    const headers = [...res.headers].filter(([name]) => name !== "content-length");
    // The visitor gets the stream as it comes; a copy is read to the end for the cache.
    void res
      .clone()
      .text()
      .then((html) => store.set(key, { parts: html.split(nonce), status: res.status, headers }))
      .catch(() => {});
    res.headers.set("X-Page-Cache", "miss");
  };
  return Object.assign(handler, {
    clear: () => {
      pages = createCache<StoredPage>({ ttlMs, maxEntries });
    },
  });
}
