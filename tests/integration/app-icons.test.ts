import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { drawAppIcons } from "#scripts/app-icons.mjs";

// [app.manifest] The committed icons are the site's mark as it stands: drawn again from
// public/favicon.svg, each is the same PNG, byte for byte, at the size the manifest names.
test("[app.manifest] the app's icons in public/ are drawn from the site's mark at their sizes", () => {
  const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as { icons: Array<{ src: string; sizes: string }> };
  const drawn = drawAppIcons();
  for (const icon of drawn) {
    const committed = readFileSync(`public/${icon.file}`);
    expect(committed.equals(icon.png), `public/${icon.file} differs from the mark: run node scripts/app-icons.mjs`).toBe(true);
    expect([committed.readUInt32BE(16), committed.readUInt32BE(20)]).toEqual([icon.size, icon.size]);
  }
  // Every icon the manifest names is one of them, with its real size.
  for (const { src, sizes } of manifest.icons) {
    const icon = drawn.find((candidate) => `/${candidate.file}` === src);
    expect(icon, src).toBeDefined();
    expect(sizes).toBe(`${icon!.size}x${icon!.size}`);
  }
});
