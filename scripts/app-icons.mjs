// The installed app's icons, drawn from the site's own mark (public/favicon.svg) with resvg, and
// committed beside it in public/ like the social card: the mark changes rarely, so the build draws
// nothing, and tests/integration/app-icons.test.ts draws them again to prove they are the mark's.
// Run by hand when the mark changes: node scripts/app-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

const PUBLIC = new URL("../public/", import.meta.url);

/** The mark's 64-unit drawing without its outer <svg>: the rounded square, the star, the two small stars. */
function markParts() {
  const svg = readFileSync(new URL("favicon.svg", PUBLIC), "utf8");
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const square = inner.match(/^<rect[^>]*\/>/)?.[0];
  if (!square) throw new Error("public/favicon.svg no longer starts with its rounded square");
  const fill = square.match(/fill="([^"]+)"/)?.[1] ?? "#0b0a1f";
  return { whole: inner, fill, stars: inner.slice(square.length) };
}

/**
 * A maskable icon is cut to any shape a platform likes (circle, squircle…), keeping only the
 * circle of 40 % of its width around its centre: its background fills the whole square, and the
 * stars are shrunk to 80 % about the centre, which brings the farthest small star within 34 %.
 */
function maskableSvg({ fill, stars }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${stars}</g></svg>`;
}

/** A notification's badge is drawn by the platform in one colour from its alpha: the star alone, white. */
function badgeSvg({ stars }) {
  const star = stars.match(/<path[^>]*\/>/)?.[0];
  if (!star) throw new Error("public/favicon.svg no longer holds its star as a path");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${star.replace(/fill="[^"]*"/, 'fill="#ffffff"')}</svg>`;
}

const png = (svg, size) => Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng());

/** Every icon the manifest and the notifications name: its file in public/ and its bytes. */
export function drawAppIcons() {
  const parts = markParts();
  const whole = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${parts.whole}</svg>`;
  return [
    { file: "icon-192.png", size: 192, png: png(whole, 192) },
    { file: "icon-512.png", size: 512, png: png(whole, 512) },
    { file: "icon-maskable-512.png", size: 512, png: png(maskableSvg(parts), 512) },
    { file: "badge-96.png", size: 96, png: png(badgeSvg(parts), 96) },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const icon of drawAppIcons()) {
    writeFileSync(new URL(icon.file, PUBLIC), icon.png);
    console.log(`wrote public/${icon.file} (${icon.size} px, ${icon.png.byteLength} bytes)`);
  }
}
