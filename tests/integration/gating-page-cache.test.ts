import { Hono } from "hono";
import { publicPageHeaders } from "#app/lib/public-page.ts";
import { expect, test } from "vitest";
import { pageCache } from "#server/page-cache/page-cache.ts";
import { securityHeaders } from "#server/http/middleware/security-headers.ts";
import type { AppBindings } from "#server/http/bindings.ts";

/** A site whose pages count how often they were rendered, behind the anonymous page cache. */
function site() {
  const app = new Hono<AppBindings>();
  const pages = pageCache({ ttlMs: 60_000 });
  let renders = 0;
  app.use(securityHeaders({ https: false }));
  app.use(pages);
  app.get("*", (c) => c.html(`<p>render ${++renders}</p>`, 200, publicPageHeaders()));
  return { app, pages, renders: () => renders };
}

test("clear() forgets every stored page, so a flag change shows at once", async () => {
  const { app, pages, renders } = site();
  await (await app.request("/signs/aries")).text();
  await pages.whenStored();
  expect((await app.request("/signs/aries")).headers.get("X-Page-Cache")).toBe("hit");
  pages.clear();
  const after = await app.request("/signs/aries");
  expect(after.headers.get("X-Page-Cache")).toBe("miss");
  expect(await after.text()).toBe("<p>render 2</p>");
  expect(renders()).toBe(2);
});

test("a request with a bearer token is never stored: it may be a subscriber's ungated page", async () => {
  const { app, pages, renders } = site();
  for (let i = 0; i < 2; i++) {
    await (await app.request("/signs/aries", { headers: { Authorization: "Bearer token" } })).text();
    await pages.whenStored();
  }
  expect(renders()).toBe(2);
  expect((await app.request("/signs/aries")).headers.get("X-Page-Cache")).toBe("miss");
});
