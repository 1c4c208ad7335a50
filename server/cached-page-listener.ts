import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { preferredEncoding } from "./middleware/cached-page";
import { storedPageHeaders, type PageCache } from "./middleware/page-cache";
import { securityHeaderPairs } from "./middleware/security-headers";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

type CachedPageOptions = {
  pages: PageCache;
  logger: Logger;
  https: boolean;
  googleAds: () => Promise<boolean>;
};

/**
 * Answers a stored page straight from Node's request handler, before the web framework
 * ([startup.page-cache]): building a web Request and Response and running the middleware costs
 * far more than sending stored bytes. Only what the page cache itself would answer is answered
 * here (a GET or HEAD without a cookie or an Authorization header, for a stored page), with the
 * very headers a hit gets through the framework, the security headers and one log line; every
 * other request goes on to `next` untouched.
 */
export function answerCachedPages(next: Listener, { pages, logger, https, googleAds }: CachedPageOptions): Listener {
  return (req, res) => {
    const anonymous = (req.method === "GET" || req.method === "HEAD") && !req.headers.cookie && !req.headers.authorization;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const hit = anonymous ? pages.find(queryAt < 0 ? url : url.slice(0, queryAt), queryAt < 0 ? "" : url.slice(queryAt)) : undefined;
    if (!hit) return next(req, res);

    const started = performance.now();
    googleAds()
      .catch(() => false)
      .then((google) => {
        const encoding = preferredEncoding(req.headers["accept-encoding"]);
        const headers = storedPageHeaders(hit, encoding);
        for (const [name, value] of securityHeaderPairs({ https, google, inlineScripts: hit.page.scriptHashes })) headers.set(name, value);
        res.writeHead(hit.status, Object.fromEntries(headers));
        res.end(req.method === "HEAD" ? undefined : hit.page.bodies[encoding]);
        logger.info(
          {
            requestId: randomUUID(),
            method: req.method,
            path: url.split("?")[0],
            status: hit.status,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          "request",
        );
      });
  };
}
