import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

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
 * everything after it, such as streamed data, straight through. React writes the shell in small
 * chunks, so each chunk is decoded once and only its new text is searched.
 */
export function hydrateAfterFirstPaintStream(): Transform {
  // A chunk may end inside a character: the decoder keeps those bytes for the next chunk.
  const decoder = new StringDecoder("utf8");
  let held = "";
  let moduleAt = -1;
  let passing = false;
  return new Transform({
    // The held shell is sent as one piece; room for a whole page on both sides keeps React from
    // pausing for the reader in between.
    highWaterMark: 1024 * 1024,
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, decoder.write(chunk));
      const searchFrom = Math.max(0, held.length - SCRIPT_END.length);
      held += decoder.write(chunk);
      if (moduleAt === -1) moduleAt = held.indexOf(MODULE_SCRIPT_MARK, Math.max(0, searchFrom - MODULE_SCRIPT_MARK.length));
      if (moduleAt === -1) return callback();
      const end = held.indexOf(SCRIPT_END, Math.max(moduleAt, searchFrom));
      if (end === -1) return callback();
      passing = true;
      const shell = held.slice(0, end + SCRIPT_END.length);
      const rest = held.slice(end + SCRIPT_END.length);
      held = "";
      callback(null, (hydrateAfterFirstPaint(shell) ?? shell) + rest);
    },
    flush(callback) {
      callback(null, held + decoder.end());
    },
  });
}
