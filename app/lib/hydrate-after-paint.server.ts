import { Transform } from "node:stream";

// A server-rendered page is readable before any script runs, so its first paint must not wait for
// the code that makes it interactive. React Router writes every module of the page as a
// high-priority `<link rel="modulepreload">` in the head and imports the route modules at the top
// of one inline module script; on a slow phone those downloads share the line with the stylesheet
// and fonts the first paint needs. This rewrite moves the start of that download to just after the
// first paint: the preload links leave the head, and the inline script first waits for the page's
// first contentful paint, then adds the same preload links (so the modules still come in parallel, not one
// import level at a time), then imports the route modules as before.
//
// The rewrite is all or nothing: if the page does not hold the inline module script in the shape
// below (another React Router version, a page without scripts), it is sent exactly as rendered.

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const ROUTE_MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>);?\s*((?:import \* as route\d+ from "[^"]+";\s*)+)/;
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;
const SCRIPT_END = "</script>";
const MODULE_SCRIPT_MARK = 'type="module"';
/** Bytes of one chunk kept to search with the next: one fewer than the longer mark. */
const MARK_OVERLAP = Math.max(SCRIPT_END.length, MODULE_SCRIPT_MARK.length) - 1;
const EMPTY: Buffer = Buffer.alloc(0);

// Waits until the browser reports the page's first contentful paint. A frame callback is not
// enough: it runs when a frame is produced, and the frame reaches the screen later. A hidden tab
// paints nothing and a browser without paint timing reports nothing, so those go on at once; a
// page that somehow never paints goes on after 3 s.
const AFTER_FIRST_PAINT = [
  "await new Promise((go) => {",
  'if (document.visibilityState === "hidden" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return go();',
  "setTimeout(go, 3000);",
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); go(); } })',
  '.observe({ type: "paint", buffered: true });',
  "});",
].join(" ");

/** The shell of a page with its module downloads started after the first paint, or null when it is not in the expected shape. */
export function hydrateAfterFirstPaint(html: string): string | null {
  const routeScript = ROUTE_MODULE_SCRIPT.exec(html);
  if (!routeScript) return null;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (preloads.length === 0) return null;
  const [whole, openingTag = "", imports = ""] = routeScript;
  const preloadAll =
    `for (const href of ${JSON.stringify(preloads)}) {` +
    ' const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }';
  const importAll = imports.trim().replace(ROUTE_IMPORT, "const $1 = await import($2);");
  const rewritten = `${openingTag}${AFTER_FIRST_PAINT}\n${preloadAll}\n${importAll}\n`;
  // Only the preloads before the script are React Router's; none is expected after it.
  const start = routeScript.index;
  return html.slice(0, start).replace(MODULE_PRELOAD, "") + rewritten + html.slice(start + whole.length);
}

/**
 * A stream stage for the rendered document: it holds the page back only until the end of the
 * route module script (part of the shell React sends at once), rewrites that much, and passes
 * everything after it, such as streamed data, straight through. React writes the shell in chunks
 * of a few kilobytes, so the held bytes are decoded once, when the script's end has come: the two
 * marks are plain ASCII, which never occurs inside a multi-byte UTF-8 character, so they are
 * looked for in the raw bytes of each new chunk (with the last bytes of the one before, in case a
 * mark is split between them). Decoding and searching the growing text at every chunk instead cost
 * a copy of the whole page per chunk, most of a render's garbage.
 */
export function hydrateAfterFirstPaintStream(): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let tail: Buffer = EMPTY;
  let moduleAt = -1;
  let passing = false;
  return new Transform({
    // The held shell is sent as one piece; room for a whole page on both sides keeps React from
    // pausing for the reader in between.
    highWaterMark: 1024 * 1024,
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      const searched = tail.length === 0 ? chunk : Buffer.concat([tail, chunk]);
      const searchedFrom = heldBytes - tail.length;
      held.push(chunk);
      heldBytes += chunk.length;
      if (moduleAt === -1) {
        const found = searched.indexOf(MODULE_SCRIPT_MARK);
        if (found !== -1) moduleAt = searchedFrom + found;
      }
      const end = moduleAt === -1 ? -1 : searched.indexOf(SCRIPT_END, Math.max(0, moduleAt - searchedFrom));
      if (end === -1) {
        tail = searched.subarray(Math.max(0, searched.length - MARK_OVERLAP));
        return callback();
      }
      passing = true;
      const page = Buffer.concat(held, heldBytes);
      const shellBytes = searchedFrom + end + SCRIPT_END.length;
      const shell = page.toString("utf8", 0, shellBytes);
      held = [];
      tail = EMPTY;
      this.push(hydrateAfterFirstPaint(shell) ?? shell);
      callback(null, page.subarray(shellBytes));
    },
    flush(callback) {
      callback(null, passing ? undefined : Buffer.concat(held, heldBytes));
    },
  });
}
