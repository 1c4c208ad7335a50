import { Hono } from "hono";
import { expect, test } from "vitest";
import type { AppBindings } from "../types";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";

/** A site whose pages print their nonce and count how often they were rendered. */
function site({ setCookie = false, status = 200 } = {}) {
  const app = new Hono<AppBindings>();
  let renders = 0;
  app.use(securityHeaders({ https: false }));
  app.use(pageCache({ ttlMs: 1_000 }));
  app.get("*", (c) => {
    renders++;
    if (setCookie) c.header("Set-Cookie", "flash=1");
    return c.html(`<p>render ${renders}</p><script nonce="${c.get("nonce")}">boot()</script>`, status as 200);
  });
  return { app, renders: () => renders };
}

const nonceOf = (res: Response) => res.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1]!;

test("an anonymous reader's second request is served from memory, with its own nonce", async () => {
  const { app, renders } = site();
  const first = await app.request("/signs/leo");
  expect(first.headers.get("X-Page-Cache")).toBe("miss");
  await first.text();
  await new Promise((done) => setTimeout(done, 10)); // the copy for the cache is read in the background
  const second = await app.request("/signs/leo");
  expect(second.headers.get("X-Page-Cache")).toBe("hit");
  const html = await second.text();
  expect(renders()).toBe(1);
  expect(html).toBe(`<p>render 1</p><script nonce="${nonceOf(second)}">boot()</script>`);
  expect(nonceOf(second)).not.toBe(nonceOf(first));
});

test("requests with cookies, other paths, failed pages and pages that set cookies are never cached", async () => {
  const { app, renders } = site();
  for (let i = 0; i < 2; i++) await (await app.request("/signs/leo", { headers: { Cookie: "cosmic_visitor=abc" } })).text();
  for (let i = 0; i < 2; i++) await (await app.request("/auth?redirectTo=%2Fadmin")).text();
  for (let i = 0; i < 2; i++) await (await app.request("/verify?token=secret")).text();
  expect(renders()).toBe(6);

  const withCookie = site({ setCookie: true });
  for (let i = 0; i < 2; i++) await (await withCookie.app.request("/")).text();
  await new Promise((done) => setTimeout(done, 10));
  expect(withCookie.renders()).toBe(2);

  const failing = site({ status: 500 });
  for (let i = 0; i < 2; i++) await (await failing.app.request("/")).text();
  expect(failing.renders()).toBe(2);
});

test("a cached page expires, and the query string is part of its address", async () => {
  const { app, renders } = site();
  await (await app.request("/compatibility?sign1=leo")).text();
  await new Promise((done) => setTimeout(done, 10));
  await (await app.request("/compatibility?sign1=virgo")).text();
  await (await app.request("/compatibility?sign1=leo")).text();
  expect(renders()).toBe(2);
  await new Promise((done) => setTimeout(done, 1_050));
  await (await app.request("/compatibility?sign1=leo")).text();
  expect(renders()).toBe(3);
});
