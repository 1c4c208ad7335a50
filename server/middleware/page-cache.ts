import type { MiddlewareHandler } from "hono";
import { createTtlCache } from "~/lib/ttl-cache";
import type { AppBindings } from "../types";

/**
 * Public pages as an anonymous visitor sees them, kept for a short while in this process.
 *
 * Only requests without cookies are served from or stored in the cache: a cookie (a session,
 * the visitor id of a rating, a flash message) is the one thing that makes a public page
 * personal. Only the paths below are eligible; sign-in, confirmation and admin pages never are.
 * Each response carries its own CSP nonce, so a stored page is split at the nonce it was
 * rendered with and joined with the new one on every hit.
 */
export const PAGE_CACHE_MS = 60_000;

const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/signs(\/[a-z]+(\/(dates|personality|compatibility(\/[a-z]+)?))?)?$/,
  /^\/(compatibility|tools|moon-phases|lucky|ritual|streak|subscribe|about|privacy|terms|monthly|blog|elements)$/,
  /^\/(monthly|blog|elements)\/[a-z0-9-]+$/,
  /^\/(charts\/free-birth-chart|guides\/planetary-retrogrades)$/,
];

type StoredPage = { parts: string[]; status: number; headers: Array<[string, string]> };

/**
 * The middleware carries `clear()`: an admin changing what anonymous visitors see (a gating flag)
 * forgets every stored page at once instead of leaving it stale for up to PAGE_CACHE_MS.
 */
export function pageCache({ ttlMs = PAGE_CACHE_MS, maxEntries = 500 }: { ttlMs?: number; maxEntries?: number } = {}): MiddlewareHandler<AppBindings> & { clear: () => void } {
  let pages = createTtlCache<StoredPage>({ ttlMs, maxEntries });
  const handler: MiddlewareHandler<AppBindings> = async (c, next) => {
    const path = c.req.path;
    const eligible =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      !c.req.header("cookie") &&
      // A bearer token can make a page personal (a subscriber's ungated reading) just as a cookie does.
      !c.req.header("authorization") &&
      CACHEABLE_PATHS.some((pattern) => pattern.test(path));
    if (!eligible) return next();

    const key = `${path}?${new URL(c.req.url).search}`;
    const nonce = c.get("nonce");
    const hit = pages.get(key);
    if (hit) {
      c.res = new Response(c.req.method === "HEAD" ? null : hit.parts.join(nonce), { status: hit.status, headers: [...hit.headers, ["X-Page-Cache", "hit"]] });
      return;
    }

    // A page rendered before a clear() must not land in the fresh store.
    const store = pages;
    await next();
    const res = c.res;
    const storable = res.status === 200 && (res.headers.get("Content-Type") ?? "").startsWith("text/html") && !res.headers.has("Set-Cookie");
    if (!storable || !res.body) return;
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
      pages = createTtlCache<StoredPage>({ ttlMs, maxEntries });
    },
  });
}
