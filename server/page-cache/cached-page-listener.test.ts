import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterEach, expect, test } from "vitest";
import { rawRequester } from "#tests/factories/raw-http.ts";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import { answerCachedPages } from "./cached-page-listener";
import { pageCache } from "./page-cache";
import { securityHeaderPairs, securityHeaders } from "#server/http/middleware/security-headers.ts";
import type { AppBindings } from "#server/http/bindings.ts";

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A site behind the page cache, served by Node with stored pages answered before the framework. */
async function serve() {
  const app = new Hono<AppBindings>();
  const pages = pageCache({ ttlMs: 60_000 });
  let renders = 0;
  let throughApp = 0;
  app.use(securityHeaders({ https: true }));
  app.use(pages);
  app.get("*", (c) => {
    renders++;
    return c.html(
      `<p>${"the stars ".repeat(200)}render ${renders}</p><script nonce="${c.get("nonce")}">boot()</script>`,
      200,
      publicPageHeaders(),
    );
  });
  const appListener = getRequestListener(app.fetch);
  const logged: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logged.push(line) });
  const server = createServer(
    answerCachedPages(
      (req, res) => {
        throughApp++;
        appListener(req, res);
      },
      { pages, logger, googleAds: async () => false, securityHeaders: (policy) => securityHeaderPairs({ https: true, ...policy }) },
    ),
  );
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  closers.push(() => server.close());
  const port = (server.address() as AddressInfo).port;
  const get = rawRequester(port);
  return { app, pages, get, renders: () => renders, throughApp: () => throughApp, logged };
}

const comparable = (headers: Record<string, string | string[] | undefined>) => {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
};

test("[startup.page-cache] a stored page is answered before the framework, with the same bytes and headers as a hit through it", async () => {
  const site = await serve();
  await site.get("/signs/aries");
  await site.pages.whenStored();
  expect(site.throughApp()).toBe(1);

  const fast = await site.get("/signs/aries?utm_source=feed", { "Accept-Encoding": "gzip, br" });
  expect(site.throughApp()).toBe(1);
  expect(site.renders()).toBe(1);
  expect(fast.status).toBe(200);
  expect(fast.headers["x-page-cache"]).toBe("hit");
  expect(fast.headers["content-encoding"]).toBe("br");
  // A request that refuses Brotli by its q-value gets the stored gzip ([shell.content-encoding]).
  const noBrotli = await site.get("/signs/aries", { "Accept-Encoding": "gzip, br;q=0" });
  expect(noBrotli.headers["x-page-cache"]).toBe("hit");
  expect(noBrotli.headers["content-encoding"]).toBe("gzip");

  // The same request through the framework's own hit path.
  const framework = await site.app.request("/signs/aries", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(Buffer.from(await framework.arrayBuffer()).equals(fast.body)).toBe(true);
  expect(comparable(fast.headers)).toEqual(comparable(Object.fromEntries(framework.headers)));
  expect(fast.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(fast.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  // One log line, as for any request: method, path, status; no query string.
  const line = JSON.parse(site.logged.at(-1)!) as Record<string, unknown>;
  expect(line).toMatchObject({ msg: "request", method: "GET", path: "/signs/aries", status: 200 });
});

test("[startup.page-cache] requests with a cookie or a token, other methods and pages not stored go through the framework", async () => {
  const site = await serve();
  await site.get("/signs/aries");
  await site.pages.whenStored();
  await site.get("/signs/aries", { Cookie: "cosmic_visitor=abc" });
  await site.get("/signs/aries", { Authorization: "Bearer token" });
  await site.get("/signs/leo");
  expect(site.throughApp()).toBe(4);
  expect(site.renders()).toBe(4);

  const head = await site.get("/signs/aries", {}, "HEAD");
  expect(site.throughApp()).toBe(4);
  expect(head.headers["x-page-cache"]).toBe("hit");
  expect(head.body.length).toBe(0);
});
