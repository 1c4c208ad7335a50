import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { requestLineWriter } from "#app/lib/logger.server.ts";
import { preferredEncoding } from "#app/lib/content-encoding.server.ts";
import type { Encoding } from "./cached-page";
import { storedPageHeaders, type PageCache, type StoredPage } from "./page-cache";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

type CachedPageOptions = {
  pages: PageCache;
  logger: Logger;
  /** Answers at once when the settings are in memory, else after reading them. */
  googleAds: () => boolean | Promise<boolean>;
  /**
   * The security headers the HTTP app sends with every page, for a page whose inline scripts are
   * allowed by `inlineScripts` and with Google's ad hosts let in or not: a stored page answered
   * here gets exactly what the framework would add.
   */
  securityHeaders: SecurityHeaders;
};

type SecurityHeaders = (policy: { google: boolean; inlineScripts: readonly string[]; path: string }) => Array<[string, string]>;

/**
 * Answers a stored page straight from Node's request handler, before the web framework
 * ([startup.page-cache]): building a web Request and Response and running the middleware costs
 * far more than sending stored bytes. Only what the page cache itself would answer is answered
 * here (a GET or HEAD without a cookie or an Authorization header, for a stored page), with the
 * very headers a hit gets through the framework, the security headers and one log line; every
 * other request goes on to `next` untouched.
 */
export function answerCachedPages(next: Listener, { pages, logger, googleAds, securityHeaders }: CachedPageOptions): Listener {
  const writeLine = requestLineWriter(logger);
  return (req, res) => {
    const anonymous = (req.method === "GET" || req.method === "HEAD") && !req.headers.cookie && !req.headers.authorization;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const hit = anonymous ? pages.find(path, queryAt < 0 ? "" : url.slice(queryAt)) : undefined;
    if (!hit) return next(req, res);

    const started = performance.now();
    const answer = (google: boolean) => {
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      res.writeHead(hit.status, answerHeaders(hit, path, encoding, google, securityHeaders));
      res.end(req.method === "HEAD" ? undefined : hit.page.bodies[encoding]);
      writeLine({
        requestId: randomUUID(),
        method: req.method ?? "GET",
        path,
        status: hit.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    let google: boolean | Promise<boolean>;
    try {
      google = googleAds();
    } catch {
      google = false;
    }
    if (typeof google === "boolean") answer(google);
    else void google.catch(() => false).then(answer);
  };
}

// A stored page's complete headers per encoding and ad mode, built on its first hit: every later hit
// sends the same headers, so nothing is assembled per request. Dropped with the stored page.
const headersOfStoredPages = new WeakMap<StoredPage, Map<string, OutgoingHttpHeaders>>();

function answerHeaders(
  hit: StoredPage,
  path: string,
  encoding: Encoding,
  google: boolean,
  securityHeaders: SecurityHeaders,
): OutgoingHttpHeaders {
  let byVariant = headersOfStoredPages.get(hit);
  if (!byVariant) headersOfStoredPages.set(hit, (byVariant = new Map()));
  const variant = `${encoding} ${google}`;
  let headers = byVariant.get(variant);
  if (!headers) {
    const all = storedPageHeaders(hit, encoding);
    // A stored page is found by its path, so every hit of it has this one path.
    for (const [name, value] of securityHeaders({ google, inlineScripts: hit.page.scriptHashes, path })) all.set(name, value);
    headers = Object.fromEntries(all);
    byVariant.set(variant, headers);
  }
  return headers;
}
