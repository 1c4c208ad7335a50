import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { GetManualChunk, GetModuleInfo } from "rollup";

/**
 * How the browser build groups modules into files. Left alone, Rollup makes one file for every
 * set of pages that share a module, so a sign page loaded 47 scripts, many of a few hundred bytes,
 * each compressed on its own and each importing its names again. Two groups cut that without
 * making any page load code it did not load before:
 *
 * - `shell`: everything the root route imports statically, React Router included. Every page
 *   loads all of it anyway, so one file costs nothing and saves the seams.
 * - `ad-display`: the ad feature's code that draws, fetches and counts the site's own ads (what the
 *   two modules the ad zones import on demand reach within `app/features/ads/display/`, the ad
 *   feature's room for what the browser draws). It loads only where ads show, and there it loads
 *   together; the admin's ad editor and the Google consent banner, which use parts of it, load it
 *   whole.
 *
 * Anything else the ad code uses (a helper of `app/lib/`, say) keeps a file of its own, as Rollup
 * would have made: otherwise Rollup would move it into `ad-display`, and every page using it
 * would load the ad code too. React and React DOM stay in their own file (`react`): they change
 * far less often than the site, so a reader's cached copy outlives a deploy. The file imports
 * nothing: the small helper that CommonJS packages (React's among them) are bundled with goes in
 * it too. Put anywhere else, it made `shell` and `react` import each other, and two such files can
 * only be evaluated in one order: a page that imported React's first would fail.
 */
export function clientChunks(): GetManualChunk {
  const rootModule = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
  const adFeature = fileURLToPath(new URL("./app/features/ads/display/", import.meta.url));
  const adEntries = ["ad-slot-content.tsx", "floating-ads-content.tsx"].map((name) => adFeature + name);
  let plan: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    if (REACT.test(id) || id === COMMONJS_HELPERS) return "react";
    plan ??= planChunks(getModuleInfo, rootModule, adFeature, adEntries);
    return plan.get(id);
  };
}

const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
/**
 * What the home page and every sign page both show a returning reader on the first screen (the
 * ritual claim and the day names): in a file of its own it cost those two pages more than its
 * bytes, so it rides in the shell.
 */
const READER_DAY = ["./app/features/rituals/ritual-claim.tsx", "./app/features/horoscopes/reading-days.ts"].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
/** Rollup's CommonJS plugin's own module, with the interop helpers every bundled CommonJS package uses. */
const COMMONJS_HELPERS = "\0commonjsHelpers.js";

function planChunks(getModuleInfo: GetModuleInfo, rootModule: string, adFeature: string, adEntries: string[]): Map<string, string> {
  const plan = new Map<string, string>();
  for (const id of staticallyReachable(getModuleInfo, [rootModule, ...READER_DAY])) plan.set(id, "shell");
  for (const id of staticallyReachable(getModuleInfo, adEntries)) {
    if (plan.has(id)) continue;
    plan.set(id, id.startsWith(adFeature) ? "ad-display" : chunkNameOf(id));
  }
  return plan;
}

/** The modules `entries` import, directly or through others, without a dynamic import between. */
function staticallyReachable(getModuleInfo: GetModuleInfo, entries: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    pending.push(...info.importedIds);
  }
  return reached;
}

/** A shared module's own file, named after it as Rollup names the files it makes. */
function chunkNameOf(id: string): string {
  return basename(id.split("?")[0]!).replace(/\.[^.]+$/, "");
}
