import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { preferredEncoding } from "#app/lib/content-encoding.server.ts";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
// API answers are small: setting up a compressor would cost more than it saves, unless told otherwise.
const JSON_TYPE = /^application\/json/;

/**
 * Brotli or gzip as the request rates them (app/lib/content-encoding.server.ts), for dynamic
 * responses. Each chunk is flushed so streamed HTML still arrives progressively. Static files
 * arrive here already compressed at build time and pass through untouched.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
    if (!COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    if (length === null && JSON_TYPE.test(res.headers.get("Content-Type") ?? "")) return;

    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (encoding === "identity") return;

    const compressor =
      encoding === "br"
        ? createBrotliCompress({
            flush: constants.BROTLI_OPERATION_FLUSH,
            // A 256 KB window is plenty for a page and keeps each compressor's memory small.
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 },
          })
        : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
    const source = Readable.fromWeb(res.body as NodeReadableStream);
    const body = Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>;
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    headers.append("Vary", "Accept-Encoding");
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
