import type { MiddlewareHandler } from "hono";

/** One endpoint any site may read: its path as the API's description writes it (`/api/horoscopes/{sign}`). */
export type PublicRead = {
  path: string;
  /** Query parameters that make the answer the signed-in reader's own: a request naming one is left same-origin. */
  sessionQuery?: readonly string[];
};

/** What a cross-origin page may read besides the safelisted headers: the tag to revalidate with. */
const EXPOSED_HEADERS = "ETag";
const ALLOWED_METHODS = "GET, HEAD";
/** A revalidation sends If-None-Match, which is not a safelisted header, so it needs a preflight. */
const ALLOWED_HEADERS = "If-None-Match";
const PREFLIGHT_MAX_AGE_S = "86400";

const matcherOf = ({ path }: PublicRead) =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]+")}$`,
  );

/**
 * CORS for the public reads ([api.cors]): their answers, refusals included, say
 * `Access-Control-Allow-Origin: *`, and their preflights are answered here. The value is the same
 * for every origin, so no answer varies by Origin; credentials are never allowed, so a browser
 * never lets another site read an answer its cookies were sent with. Every other path, the
 * reader's own (`/api/me/*`), the admin's and the sign-in's among them, gets no CORS header, and
 * a browser keeps its answers from other sites' pages.
 */
export function publicReadCors(reads: readonly PublicRead[]): MiddlewareHandler {
  const matchers = reads.map((read) => ({ read, pattern: matcherOf(read) }));
  const publicRead = (url: URL) => {
    const found = matchers.find(({ pattern }) => pattern.test(url.pathname));
    if (!found) return false;
    return !(found.read.sessionQuery ?? []).some((name) => url.searchParams.has(name));
  };
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") return next();
    if (!publicRead(new URL(c.req.url))) return next();
    if (method === "OPTIONS") {
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": ALLOWED_METHODS,
        "Access-Control-Allow-Headers": ALLOWED_HEADERS,
        "Access-Control-Max-Age": PREFLIGHT_MAX_AGE_S,
        Allow: ALLOWED_METHODS,
      });
    }
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", "*");
    c.res.headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
  };
}
