import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * A rendered page made ready to be served many times ([startup.page-cache]): the per-response
 * nonce taken out, the page's inline scripts allowed instead by their SHA-256 hashes (a nonce
 * shared between responses would be no nonce at all), and the bytes compressed once per encoding,
 * so a hit costs no rendering, no compression and no rewriting.
 */
export type CachedPage = {
  /** `'sha256-…'` sources for the Content-Security-Policy's script-src, one per distinct inline script. */
  scriptHashes: string[];
  bodies: { identity: Uint8Array<ArrayBuffer>; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
};

export type Encoding = keyof CachedPage["bodies"];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// An inline script: a <script> without src. Its text runs to the first "</script" (HTML's own rule).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// JSON-LD and other data blocks are not run, so the policy does not apply to them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The hash sources of every inline script a page would run, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || DATA_BLOCK.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The page without its nonce, with its scripts' hashes and its three encodings; undefined when the
 * nonce also appears anywhere but in a nonce attribute, which would leak it into a shared copy.
 */
export async function cachedPage(html: string, nonce: string): Promise<CachedPage | undefined> {
  const shared = html.replaceAll(` nonce="${nonce}"`, "");
  if (shared.includes(nonce)) return undefined;
  const identity = Buffer.from(shared, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  // Copied once into buffers of their own, which a Response takes as they are.
  const own = (bytes: Buffer) => new Uint8Array(bytes);
  return { scriptHashes: inlineScriptHashes(shared), bodies: { identity: own(identity), br: own(br), gzip: own(gz) } };
}
