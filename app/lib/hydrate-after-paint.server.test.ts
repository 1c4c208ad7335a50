import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { hydrateAfterFirstPaint, hydrateAfterFirstPaintStream } from "./hydrate-after-paint.server";

// The shape React Router 7 renders: preloads hoisted into the head, the route modules imported at
// the top of one inline module script, the entry imported at its end, streamed data after it.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/daily-C.js" nonce="n1"/>',
  "</head><body><main><p>Leo’s reading — “the Sun”</p></main>",
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/daily-C.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/daily":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("[shell.paint-first] the page's module downloads start after its first paint", () => {
  test("the head keeps no module preload; the inline script waits for the first contentful paint, preloads the same files, then imports", () => {
    const out = hydrateAfterFirstPaint(PAGE);
    expect(out).not.toBeNull();
    const head = out!.slice(0, out!.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"/>');

    const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(out!)![1]!;
    const waitAt = script.indexOf('list.getEntriesByName("first-contentful-paint")');
    const preloadAt = script.indexOf('["/assets/entry.client-A.js","/assets/root-B.js","/assets/daily-C.js"]');
    const importAt = script.indexOf('const route0 = await import("/assets/root-B.js");');
    expect(waitAt).toBeGreaterThan(-1);
    expect(preloadAt).toBeGreaterThan(waitAt);
    expect(importAt).toBeGreaterThan(preloadAt);
    expect(script).toContain('const route1 = await import("/assets/daily-C.js");');
    expect(script).not.toMatch(/^\s*import \* as/m);
    // The rest of the script and the page are untouched.
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/daily":route1};');
    expect(script).toContain('import("/assets/entry.client-A.js");');
    expect(out).toContain("<p>Leo’s reading — “the Sun”</p>");
    expect(out!.endsWith("streamController.close();</script></body></html>")).toBe(true);
  });

  test("a hidden tab, a browser without paint timing and a page that never paints do not wait for ever", () => {
    const out = hydrateAfterFirstPaint(PAGE)!;
    expect(out).toContain(
      'if (document.visibilityState === "hidden" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return go();',
    );
    expect(out).toContain("setTimeout(go, 3000);");
  });

  test("a page not in that shape is left exactly as rendered", () => {
    const noScript = PAGE.replace(/<script nonce="n1" type="module"[\s\S]*?<\/script>/, "");
    expect(hydrateAfterFirstPaint(noScript)).toBeNull();
    const noPreloads = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(hydrateAfterFirstPaint(noPreloads)).toBeNull();
  });

  // 1 and 7 bytes cut the marks and the curly quotes apart at every place; 2048 is React's chunk.
  test.each([1, 7, 13, 2048])(
    "streamed in chunks of %i bytes, even cut inside a mark or a character, the page comes out as the whole rewrite",
    async (size) => {
      const bytes = Buffer.from(PAGE, "utf8");
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(hydrateAfterFirstPaintStream()));
      expect(out).toBe(hydrateAfterFirstPaint(PAGE));
    },
  );

  test("what follows the route module script passes byte for byte, another module script included", async () => {
    const later = '<script type="module">import("/x.js");</script><p>“after”</p></body></html>';
    const page = PAGE.replace("</body></html>", later);
    const bytes = Buffer.from(page, "utf8");
    const chunks = [bytes.subarray(0, 100), bytes.subarray(100, bytes.length - 20), bytes.subarray(bytes.length - 20)];
    const out = await text(Readable.from(chunks).pipe(hydrateAfterFirstPaintStream()));
    expect(out).toBe(hydrateAfterFirstPaint(page));
    expect(out.endsWith(later)).toBe(true);
  });

  test("a stream not in that shape passes through unchanged", async () => {
    const plain = "<html><head></head><body><p>Não há scripts — none</p></body></html>";
    const bytes = Buffer.from(plain, "utf8");
    const chunks = [bytes.subarray(0, 30), bytes.subarray(30)];
    expect(await text(Readable.from(chunks).pipe(hydrateAfterFirstPaintStream()))).toBe(plain);
  });
});
