import { readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import type { MiddlewareHandler } from "hono";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const MAX_CACHED_BYTES = 1024 * 1024;

type Variant = { body: Uint8Array; encoding: "br" | "gzip" | null };
type Entry = { type: string; variants: Variant[] } | null;

/**
 * Serves the built browser files from memory. They never change while the process runs
 * (their names carry a content hash), so each is read from disk once, with the .br and .gz
 * twins made at build time, and answered without touching the disk again.
 */
export function staticFiles({ root: rootDir, cacheControl }: { root: string; cacheControl: string }): MiddlewareHandler {
  const root = resolve(rootDir);
  const cache = new Map<string, Entry>();
  const load = (path: string): Entry => {
    const file = normalize(join(root, decodeURIComponent(path)));
    if (!file.startsWith(root + sep)) return null;
    const type = TYPES[extname(file)];
    if (!type || !isSmallFile(file)) return null;
    const variants: Variant[] = [];
    for (const [suffix, encoding] of [
      [".br", "br"],
      [".gz", "gzip"],
    ] as const) {
      if (isSmallFile(file + suffix)) variants.push({ body: readFileSync(file + suffix), encoding });
    }
    variants.push({ body: readFileSync(file), encoding: null });
    return { type, variants };
  };

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let entry = cache.get(c.req.path);
    if (entry === undefined) {
      try {
        entry = load(c.req.path);
      } catch {
        entry = null; // an undecodable path is simply not a file of ours
      }
      if (entry || cache.size < 10_000) cache.set(c.req.path, entry);
    }
    if (!entry) return next();
    const accepted = c.req.header("Accept-Encoding") ?? "";
    const variant =
      entry.variants.find((v) => v.encoding && new RegExp(`\\b${v.encoding}\\b`).test(accepted)) ??
      entry.variants.find((v) => v.encoding === null)!;
    const headers: Record<string, string> = {
      "Content-Type": entry.type,
      "Cache-Control": cacheControl,
      "Content-Length": String(variant.body.byteLength),
      Vary: "Accept-Encoding",
    };
    if (variant.encoding) headers["Content-Encoding"] = variant.encoding;
    return new Response(c.req.method === "HEAD" ? null : (variant.body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}

function isSmallFile(path: string): boolean {
  try {
    const stat = statSync(path);
    return stat.isFile() && stat.size <= MAX_CACHED_BYTES;
  } catch {
    return false;
  }
}
