import { createHash } from "node:crypto";
import type * as Resvg from "@resvg/resvg-js";
import { createCache } from "#app/lib/cache.ts";
import { findShareImageFonts, type FontSetup } from "./fonts.server";

/**
 * SVG to PNG with resvg (a native module, kept out of the server bundle: vite.config.ts), and the
 * drawn cards kept in memory ([share.image-cache]). The cards themselves are drawn on threads of
 * their own (draw-threads.server.ts) under the budget of share-images.server.ts; `svgToPng`
 * draws other images (the chart wheel) on libuv's thread pool.
 */
export type ShareImage = { png: Buffer; etag: string };

// A card is 60 to 110 KB, so the cache holds at most about 20 MB: every sign's and pair's image
// for today, with room for the days either side that shared links also ask for.
export const SHARE_IMAGE_CACHE_ENTRIES = 200;
// Images are final for a day or more, but a cache entry older than an hour is drawn again, so a
// reading stored since (its headline, summary and lucky colour) shows up on a server that runs for days.
const SHARE_IMAGE_CACHE_TTL_MS = 60 * 60_000;

const images = createCache<ShareImage>({ maxEntries: SHARE_IMAGE_CACHE_ENTRIES, ttlMs: SHARE_IMAGE_CACHE_TTL_MS });

let fonts: FontSetup | undefined;

/** The faces, found on first use and kept for the process; each problem is reported once. */
export function shareImageFonts(onProblem: (problem: string) => void = () => {}): FontSetup {
  if (!fonts) {
    fonts = findShareImageFonts();
    for (const problem of fonts.problems) onProblem(problem);
  }
  return fonts;
}

// Loaded on first use: a machine without the native binary for its platform still serves every
// page, and only the share images fail (their route answers the site's static card instead).
let resvg: Promise<typeof Resvg> | undefined;

/** An SVG drawn as PNG at its own size, with the given faces. */
export async function svgToPng(svg: string, setup: FontSetup): Promise<Buffer> {
  resvg ??= import("@resvg/resvg-js").catch((error: unknown) => {
    resvg = undefined;
    throw error;
  });
  const { renderAsync } = await resvg;
  const rendered = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { fontFiles: setup.files, loadSystemFonts: setup.loadSystemFonts, defaultFontFamily: setup.families.text },
    logLevel: "off",
  });
  return rendered.asPng();
}

/** A strong validator: the same bytes always have the same ETag, on every instance. */
export function etagOf(png: Uint8Array): string {
  return `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;
}

/** The card kept under `key` (cardKeyText), or undefined. */
export function keptShareImage(key: string): ShareImage | undefined {
  return images.get(key);
}

/** Keeps a card drawn from complete facts; one drawn from incomplete facts is answered, never kept. */
export function keepShareImage(key: string, image: ShareImage): void {
  images.set(key, image);
}

/** Forgets every kept image (tests). */
export function forgetShareImages(): void {
  images.clear();
}
