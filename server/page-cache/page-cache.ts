import type { MiddlewareHandler } from "hono";
import { createCache } from "#app/lib/cache.ts";
import { isPublicPage, normalisedQuery, PUBLIC_PAGE_MAX_AGE_S, significantQueryParams } from "#app/lib/public-page.ts";
import { preferredEncoding } from "#app/lib/content-encoding.server.ts";
import { cachedPage, type CachedPage, type Encoding } from "./cached-page";

/**
 * What the page cache reads and sets on a request: the response's CSP nonce (taken out of a page
 * before it is stored) and, on a hit, the stored page's inline scripts, allowed by hash instead.
 */
export type PageCacheBindings = { Variables: { nonce: string; scriptHashes?: string[] } };

/**
 * Public pages as an anonymous visitor sees them, kept for a short while in this process.
 *
 * A page is stored only when its route declared it public (the `headers` export of
 * app/lib/public-page.ts) and only for GET or HEAD requests without a cookie or an Authorization
 * header: a session, a rating's visitor id, a flash message or a subscriber token is what makes a
 * public page personal, so such requests are neither served from nor stored in the cache.
 * A stored page has its nonce taken out and its inline scripts allowed by hash, and is kept
 * compressed with Brotli and gzip as well as plain (cached-page.ts): a hit sends stored bytes as
 * they are, the same bytes every time.
 *
 * A page's address is its path and the query parameters it declared it reads (`No-Vary-Search`):
 * the cache learns them from the first response of each path, so later requests with other
 * parameters (tracking tags, random strings) share the stored page instead of forcing a render.
 */
export type PageCache = MiddlewareHandler<PageCacheBindings> & {
  /** Forgets every stored page: an admin changing what anonymous visitors see shows at once. */
  clear: () => void;
  /**
   * Settles once every page rendered so far has been stored (or found not storable): a page is
   * stored after its response has been read to the end and compressed, behind the response.
   */
  whenStored: () => Promise<void>;
  /** The stored page for an anonymous request's path and query string ("?a=1" or ""), if any. */
  find: (path: string, search: string) => StoredPage | undefined;
};

export type StoredPage = { page: CachedPage; status: number; headers: Array<[string, string]> };

/** A stored page's headers for one answer in `encoding`: the same for every hit, however it is served. */
export function storedPageHeaders(stored: StoredPage, encoding: Encoding): Headers {
  const headers = new Headers(stored.headers);
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(stored.page.bodies[encoding].length));
  headers.set("X-Page-Cache", "hit");
  return headers;
}

export function pageCache({
  ttlMs = PUBLIC_PAGE_MAX_AGE_S * 1000,
  maxEntries = 500,
}: { ttlMs?: number; maxEntries?: number } = {}): PageCache {
  let pages = createCache<StoredPage>({ ttlMs, maxEntries });
  // Per path, the query parameters its page reads; bounded like the pages themselves.
  const significantByPath = createCache<string[]>({ maxEntries: maxEntries * 2 });
  const storing = new Set<Promise<void>>();
  const keyOf = (path: string, search: string, significant: readonly string[] | undefined) =>
    `${path}?${significant ? normalisedQuery(search, significant) : search}`;
  const find = (path: string, search: string) => pages.get(keyOf(path, search, significantByPath.get(path)));
  const handler: MiddlewareHandler<PageCacheBindings> = async (c, next) => {
    const anonymous = (c.req.method === "GET" || c.req.method === "HEAD") && !c.req.header("cookie") && !c.req.header("authorization");
    if (!anonymous) return next();

    const path = c.req.path;
    const search = new URL(c.req.url).search;
    const nonce = c.get("nonce");
    const hit = find(path, search);
    if (hit) {
      const encoding = preferredEncoding(c.req.header("accept-encoding"));
      c.set("scriptHashes", hit.page.scriptHashes);
      c.res = new Response(c.req.method === "HEAD" ? null : hit.page.bodies[encoding], {
        status: hit.status,
        headers: storedPageHeaders(hit, encoding),
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
    const stored = res
      .clone()
      .text()
      .then((html) => cachedPage(html, nonce))
      .then((page) => {
        if (page) store.set(key, { page, status: res.status, headers });
      })
      .catch(() => {})
      .finally(() => storing.delete(stored));
    storing.add(stored);
    res.headers.set("X-Page-Cache", "miss");
  };
  return Object.assign(handler, {
    clear: () => {
      pages = createCache<StoredPage>({ ttlMs, maxEntries });
    },
    whenStored: async () => {
      await Promise.all(storing);
    },
    find,
  });
}
