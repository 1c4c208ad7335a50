import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import pino from "pino";
import { afterEach, expect, test } from "vitest";
import { rawRequester } from "#tests/factories/raw-http.ts";
import { answerStaticFiles } from "./static-file-listener";

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

const SCRIPT = "export const sky = 'clear';\n".repeat(40);

/** A built client folder beside a file that must never be served, behind the static-file listener. */
async function serve() {
  const top = mkdtempSync(join(tmpdir(), "static-files-"));
  writeFileSync(join(top, "secret.txt"), "not for visitors");
  const root = join(top, "client");
  mkdirSync(join(root, "assets"), { recursive: true });
  mkdirSync(join(root, "blog"));
  mkdirSync(join(root, "nested"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), SCRIPT);
  writeFileSync(join(root, "assets", "entry-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, "assets", "entry-abc123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(root, "blog", "cover.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(root, "nested", "page.txt"), "only top-level files are served outside /assets");
  writeFileSync(join(root, "manifest.webmanifest"), '{"name":"Cosmic Daily"}');
  writeFileSync(join(root, "icon-192.png"), "not really a PNG, but named as one");
  writeFileSync(join(root, "sw.js"), SCRIPT);
  writeFileSync(join(root, "sw.js.gz"), gzipSync(SCRIPT));

  const passedOn: string[] = [];
  const server = createServer(
    answerStaticFiles(
      (req, res) => {
        passedOn.push(`${req.method} ${req.url}`);
        res.writeHead(404).end("from the app");
      },
      { clientDir: root, https: true, logger: pino({ level: "silent" }) },
    ),
  );
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  closers.push(() => server.close());
  const port = (server.address() as AddressInfo).port;
  const get = rawRequester(port);
  return { get, passedOn };
}

test("a built script goes out in the best encoding the request accepts, with the build's own compressed bytes", async () => {
  const { get, passedOn } = await serve();
  const brotli = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
  expect(brotli.status).toBe(200);
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  expect(brotli.headers["content-length"]).toBe(String(brotli.body.length));
  expect(brotli.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers.vary).toBe("Accept-Encoding");
  expect(brotli.headers["x-content-type-options"]).toBe("nosniff");
  expect(brotli.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  // A script is never a document: no page policy on it.
  expect(brotli.headers["content-security-policy"]).toBeUndefined();

  const gzip = await get("/assets/entry-abc123.js?v=2", { "Accept-Encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gzip.body.equals(gzipSync(SCRIPT))).toBe(true);
  // [shell.content-encoding] A q-value of 0 refuses an encoding however it is listed.
  const refused = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip, br;q=0" });
  expect(refused.headers["content-encoding"]).toBe("gzip");

  const plain = await get("/assets/entry-abc123.js");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);

  const head = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers["content-length"]).toBe(brotli.headers["content-length"]);
  expect(passedOn).toEqual([]);
});

test("unhashed files are kept an hour, and an SVG, which a browser can open as a document, carries a page's policy", async () => {
  const { get } = await serve();
  for (const path of ["/favicon.svg", "/blog/cover.svg"]) {
    const svg = await get(path);
    expect(svg.status).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["cache-control"]).toBe("public, max-age=3600");
    expect(svg.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(svg.headers["x-frame-options"]).toBe("DENY");
  }
});

test("the app's manifest and icons are kept an hour; the service worker is asked again each time, with a policy of its own", async () => {
  const { get } = await serve();
  const manifest = await get("/manifest.webmanifest");
  expect(manifest.headers["content-type"]).toBe("application/manifest+json");
  expect(manifest.headers["cache-control"]).toBe("public, max-age=3600");
  const icon = await get("/icon-192.png");
  expect(icon.headers["content-type"]).toBe("image/png");
  expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  // [app.worker-updates] A worker is checked against the server on each visit, never kept by the HTTP cache.
  const worker = await get("/sw.js", { "Accept-Encoding": "gzip" });
  expect(worker.status).toBe(200);
  expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(worker.headers["content-encoding"]).toBe("gzip");
  expect(worker.headers["cache-control"]).toBe("no-cache");
  // A worker runs under the policy its script came with: the site's own, with no inline script.
  expect(worker.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(worker.headers["content-security-policy"]).toContain("script-src 'self';");
});

test("anything that is not one of the built files goes on to the app untouched", async () => {
  const { get, passedOn } = await serve();
  const tries = [
    ["GET", "/assets/missing.js"],
    ["GET", "/assets/..%2f..%2fsecret.txt"],
    ["GET", "/assets/../../secret.txt"],
    ["GET", "/assets/%E0%A4%A"],
    ["GET", "/nested/page.txt"],
    ["GET", "/signs/aries"],
    ["POST", "/assets/entry-abc123.js"],
  ] as const;
  for (const [method, path] of tries) {
    const answer = await get(path, {}, method);
    expect(answer.status, `${method} ${path}`).toBe(404);
    expect(answer.body.toString()).toBe("from the app");
  }
  expect(passedOn).toEqual(tries.map(([method, path]) => `${method} ${path}`));
  // Asked again, a path that is not a file is remembered as such and still passed on.
  await get("/assets/missing.js");
  expect(passedOn.at(-1)).toBe("GET /assets/missing.js");
});
