import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import type { Logger } from "pino";
import type { Encoding } from "#server/page-cache/cached-page.ts";
import { preferredEncoding } from "#app/lib/content-encoding.server.ts";
import { securityHeaderPairs } from "./middleware/security-headers";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

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
const MAX_FILE_BYTES = 1024 * 1024;
// Paths that are not files are remembered too, up to this many, so a miss costs no disk access.
const MAX_REMEMBERED_PATHS = 10_000;

/** Hashed file names change with content, so the browser may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (favicon, social card, the app's manifest and icons, blog covers) may change with a release. */
const SHORT_LIVED = "public, max-age=3600";
/** The service worker: the browser asks again on every check, so a new build's worker is seen at once (ADR 052). */
const SERVICE_WORKER = "/sw.js";
const REVALIDATED = "no-cache";

/**
 * Which paths are the built browser files, and how long a browser may keep each: everything under
 * /assets/, the files at the top level (favicon, social card, the app's manifest and icons,
 * robots.txt), the service worker and the blog's cover images. Any other path is a page or the API.
 */
function cacheControlOf(path: string): string | undefined {
  if (path.startsWith("/assets/")) return IMMUTABLE;
  if (path === SERVICE_WORKER) return REVALIDATED;
  if (/^\/[^/]+\.(svg|png|ico|webmanifest|txt)$/.test(path)) return SHORT_LIVED;
  if (/^\/blog\/[^/]+\.svg$/.test(path)) return SHORT_LIVED;
  return undefined;
}

/** One way of sending a file: its bytes and every header of the answer, as Node's flat list. */
type Variant = { body: Buffer; headers: string[] };
/** A file as stored: plain, and compressed where the build made a twin. */
type File = ({ identity: Variant } & Partial<Record<Encoding, Variant>>) | null;

/**
 * Answers the built browser files straight from Node's request handler, from memory. They never
 * change while the process runs, so each is read from disk once, with the .br and .gz twins made
 * at build time, and every header of its answer is built then too: a request costs a lookup and a
 * write. Requests for them are logged at debug level only, as a web server's access log is
 * usually off for static files; every other request goes on to `next` untouched.
 */
export function answerStaticFiles(
  next: Listener,
  { clientDir, https, logger }: { clientDir: string; https: boolean; logger: Logger },
): Listener {
  const root = resolve(clientDir);
  // An SVG opened on its own is a document that could run script, so it gets a page's security
  // headers (with no inline script allowed), and so does the service worker, whose policy is the
  // one its script is sent with. Other scripts, styles, fonts and images are never documents:
  // for them the browser honours only nosniff and, over https, Strict-Transport-Security.
  const documentSecurity = securityHeaderPairs({ https, google: false, inlineScripts: [] });
  const fileSecurity = documentSecurity.filter(([name]) => name === "X-Content-Type-Options" || name === "Strict-Transport-Security");
  const files = new Map<string, File>();

  const load = (path: string, cacheControl: string): File => {
    const file = normalize(join(root, decodeURIComponent(path)));
    if (!file.startsWith(root + sep)) return null;
    const type = TYPES[extname(file)];
    if (!type || !isSmallFile(file)) return null;
    const security = (extname(file) === ".svg" || path === SERVICE_WORKER ? documentSecurity : fileSecurity).flat();
    const variant = (encoding: Encoding, body: Buffer): Variant => ({
      body,
      headers: [
        "Content-Type",
        type,
        "Cache-Control",
        cacheControl,
        "Content-Length",
        String(body.byteLength),
        "Vary",
        "Accept-Encoding",
        ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
        ...security,
      ],
    });
    const stored: NonNullable<File> = { identity: variant("identity", readFileSync(file)) };
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (isSmallFile(file + suffix)) stored[encoding] = variant(encoding, readFileSync(file + suffix));
    }
    return stored;
  };

  const fileAt = (path: string): File => {
    let file = files.get(path);
    if (file !== undefined) return file;
    const cacheControl = cacheControlOf(path);
    try {
      file = cacheControl ? load(path, cacheControl) : null;
    } catch {
      file = null; // an undecodable path is simply not a file of ours
    }
    if (file || files.size < MAX_REMEMBERED_PATHS) files.set(path, file);
    return file;
  };

  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next(req, res);
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const file = fileAt(path);
    if (!file) return next(req, res);

    const variant = file[preferredEncoding(req.headers["accept-encoding"])] ?? file.identity;
    res.writeHead(200, variant.headers);
    res.end(req.method === "HEAD" ? undefined : variant.body);
    logger.debug({ method: req.method, path, status: 200 }, "static file");
  };
}

function isSmallFile(path: string): boolean {
  try {
    const stat = statSync(path);
    return stat.isFile() && stat.size <= MAX_FILE_BYTES;
  } catch {
    return false;
  }
}
