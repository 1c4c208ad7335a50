import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono, type Context } from "hono";
import { expect, test } from "vitest";
import type { AppBindings } from "#server/http/bindings.ts";
import { publicPage, publicPageHeaders } from "#app/lib/public-page.ts";
import { pageCache, type PageCache } from "./page-cache";
import { privatePages } from "./private-pages";
import { securityHeaders } from "#server/http/middleware/security-headers.ts";

// Pages that vary by visitor do not declare themselves public.
const PERSONAL_PATHS = new Set(["/auth", "/verify"]);

type Draw = (c: Context<AppBindings>, render: number) => { html: string; headers: Record<string, string> };

/** A site behind the page cache whose pages are drawn by `draw`, counting how often they were rendered. */
function siteDrawnBy(draw: Draw, status = 200) {
  const app = new Hono<AppBindings>();
  let renders = 0;
  const pages = pageCache({ ttlMs: 1_000 });
  app.use(securityHeaders({ https: false }));
  app.use(pages);
  app.get("*", (c) => {
    const { html, headers } = draw(c, ++renders);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.html(html, status as 200);
  });
  return { app, pages, renders: () => renders };
}

/** A site whose pages print their nonce and count how often they were rendered. */
function site({ setCookie = false, status = 200 } = {}) {
  return siteDrawnBy(
    (c, render) => ({
      html: `<p>render ${render}</p><script nonce="${c.get("nonce")}">boot()</script>`,
      headers: {
        ...(setCookie ? { "Set-Cookie": "flash=1" } : {}),
        ...(PERSONAL_PATHS.has(c.req.path) ? {} : publicPage({ query: ["sign1"] })()),
      },
    }),
    status,
  );
}

const nonceOf = (res: Response) => res.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1]!;
const scriptSourcesOf = (res: Response) =>
  res.headers
    .get("Content-Security-Policy")!
    .match(/script-src ([^;]+)/)![1]!
    .split(" ");
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The first render, and the wait while the cache stores it (it reads and compresses its copy behind the response). */
async function warm({ app, pages }: { app: Hono<AppBindings>; pages: PageCache }, path: string) {
  const first = await app.request(path);
  await first.text();
  await pages.whenStored();
  return first;
}

test("[startup.page-cache] an anonymous reader's second request is served from memory, its scripts allowed by hash and no nonce in it", async () => {
  const { app, pages, renders } = site();
  const first = await warm({ app, pages }, "/signs/leo");
  expect(first.headers.get("X-Page-Cache")).toBe("miss");
  expect(scriptSourcesOf(first)).toEqual(["'self'", `'nonce-${nonceOf(first)}'`]);
  const second = await app.request("/signs/leo");
  expect(second.headers.get("X-Page-Cache")).toBe("hit");
  const html = await second.text();
  expect(renders()).toBe(1);
  // The shared copy carries no nonce: the policy names the hash of each inline script instead.
  expect(html).toBe("<p>render 1</p><script>boot()</script>");
  expect(scriptSourcesOf(second)).toEqual(["'self'", sha256("boot()")]);
  expect(second.headers.get("Content-Security-Policy")).not.toContain("nonce");
});

test("[startup.page-cache] hits are the same bytes every time, compressed once per encoding the reader accepts", async () => {
  const { app, pages } = site();
  await warm({ app, pages }, "/signs/leo");
  const bytes = async (encoding?: string) => {
    const res = await app.request("/signs/leo", { headers: encoding ? { "Accept-Encoding": encoding } : {} });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };
  const [br1, br2] = [await bytes("gzip, deflate, br"), await bytes("br")];
  expect(br1.res.headers.get("Content-Encoding")).toBe("br");
  expect(br1.body.equals(br2.body)).toBe(true);
  expect(br1.res.headers.get("Content-Length")).toBe(String(br1.body.length));
  expect(br1.res.headers.get("Vary")).toBe("Cookie, Authorization, Accept-Encoding");
  expect(brotliDecompressSync(br1.body).toString()).toBe("<p>render 1</p><script>boot()</script>");
  const gz = await bytes("gzip");
  expect(gz.res.headers.get("Content-Encoding")).toBe("gzip");
  expect(gunzipSync(gz.body).toString()).toBe("<p>render 1</p><script>boot()</script>");
  const plain = await bytes();
  expect(plain.res.headers.get("Content-Encoding")).toBeNull();
  expect(plain.body.toString()).toBe("<p>render 1</p><script>boot()</script>");
});

test("[startup.page-cache] a page whose nonce appears outside a nonce attribute is never stored", async () => {
  const { app, pages, renders } = siteDrawnBy((c) => ({
    html: `<script nonce="${c.get("nonce")}">window.n = "${c.get("nonce")}"</script>`,
    headers: publicPageHeaders(),
  }));
  await warm({ app, pages }, "/");
  await (await app.request("/")).text();
  expect(renders()).toBe(2);
});

test("requests with cookies, pages not declared public, failed pages and pages that set cookies are never cached", async () => {
  const { app, renders } = site();
  for (let i = 0; i < 2; i++) await (await app.request("/signs/leo", { headers: { Cookie: "cosmic_visitor=abc" } })).text();
  for (let i = 0; i < 2; i++) await (await app.request("/auth?redirectTo=%2Fadmin")).text();
  for (let i = 0; i < 2; i++) await (await app.request("/verify?token=secret")).text();
  expect(renders()).toBe(6);

  const withCookie = site({ setCookie: true });
  for (let i = 0; i < 2; i++) await (await withCookie.app.request("/")).text();
  await withCookie.pages.whenStored();
  expect(withCookie.renders()).toBe(2);

  const failing = site({ status: 500 });
  for (let i = 0; i < 2; i++) await (await failing.app.request("/")).text();
  expect(failing.renders()).toBe(2);
});

test("a cached page expires, and the query parameters it reads are part of its address", async () => {
  const { app, pages, renders } = site();
  await (await app.request("/compatibility?sign1=leo")).text();
  await pages.whenStored();
  await (await app.request("/compatibility?sign1=virgo")).text();
  await (await app.request("/compatibility?sign1=leo")).text();
  expect(renders()).toBe(2);
  await new Promise((done) => setTimeout(done, 1_050));
  await (await app.request("/compatibility?sign1=leo")).text();
  expect(renders()).toBe(3);
});

test("[startup.page-cache] query parameters a page does not read share its stored copy; the ones it reads do not", async () => {
  const { app, pages, renders } = siteDrawnBy((c, render) => ({
    html: `<p>page ${c.req.query("page") ?? 1}, render ${render}</p>`,
    headers: publicPage({ query: ["page"] })(),
  }));
  const get = async (path: string) => {
    const res = await app.request(path);
    const html = await res.text();
    await pages.whenStored();
    return { html, cache: res.headers.get("X-Page-Cache") };
  };
  expect(await get("/blog")).toEqual({ html: "<p>page 1, render 1</p>", cache: "miss" });
  expect(await get("/blog?utm_source=feed")).toEqual({ html: "<p>page 1, render 1</p>", cache: "hit" });
  expect(await get(`/blog?x=${Math.random()}`)).toEqual({ html: "<p>page 1, render 1</p>", cache: "hit" });
  expect((await get("/blog?page=2")).cache).toBe("miss");
  expect(await get("/blog?ref=a&page=2")).toEqual({ html: "<p>page 2, render 2</p>", cache: "hit" });
  expect(renders()).toBe(2);
});

test("[startup.page-cache] pages that may show one visitor's data are marked private, no-store", async () => {
  const app = new Hono<AppBindings>();
  app.use(privatePages());
  app.use(pageCache({ ttlMs: 1_000 }));
  app.get("*", (c) => {
    for (const [name, value] of Object.entries(publicPageHeaders())) c.header(name, value);
    return c.html("<p>page</p>");
  });
  const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
    (await app.request(path, { headers })).headers.get("Cache-Control");
  expect(await cacheControl("/signs/aries")).toBe("public, max-age=0, s-maxage=60");
  expect(await cacheControl("/signs/aries", { Cookie: "better-auth.session_token=abc" })).toBe("private, no-store");
  expect(await cacheControl("/signs/aries", { Authorization: "Bearer token" })).toBe("private, no-store");
  expect(await cacheControl("/signs/aries.data")).toBe("private, no-store");
  expect(await cacheControl("/admin/users")).toBe("private, no-store");
  expect(await cacheControl("/auth")).toBe("private, no-store");
});

test("[share.image-cache] a share image keeps its own Cache-Control when asked for with a cookie or a session", async () => {
  const app = new Hono<AppBindings>();
  app.use(privatePages());
  app.get("*", (c) => c.body(null, 200, { "Cache-Control": "public, max-age=3600" }));
  const cacheControl = async (path: string, headers: Record<string, string>) =>
    (await app.request(path, { headers })).headers.get("Cache-Control");
  expect(await cacheControl("/og/signs/leo/2026-11-25.png", { Cookie: "cosmic_visitor=abc" })).toBe("public, max-age=3600");
  expect(await cacheControl("/og/compatibility/leo/libra/2026-11-25.png", { Authorization: "Bearer token" })).toBe("public, max-age=3600");
  // Only under /og/: the same request to a page stays private.
  expect(await cacheControl("/signs/leo", { Cookie: "cosmic_visitor=abc" })).toBe("private, no-store");
});
