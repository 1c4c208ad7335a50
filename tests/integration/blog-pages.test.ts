import { readdir } from "node:fs/promises";
import { parseFeed } from "@rowanmanning/feed-parser";
import pino from "pino";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { blogContentDir, importPostFiles } from "#app/features/blog/posts.server.ts";
import * as blogList from "#app/routes/blog/index.tsx";
import * as blogPost from "#app/routes/blog/$slug.tsx";
import * as rss from "#app/routes/rss.xml.ts";
import * as sitemap from "#app/routes/sitemap.xml.ts";
import { buildEnv } from "#tests/factories/env.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

let database: TestDatabase;
let context: AppLoadContext;
let slugs: string[];
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await importPostFiles(database.db, blogContentDir(), pino({ level: "silent" }));
  context = { db: database.db, env: buildEnv(), logger: pino({ level: "silent" }) } as unknown as AppLoadContext;
  slugs = (await readdir(blogContentDir())).filter((name) => name.endsWith(".md")).map((name) => name.slice(0, -3));
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

// Loaders are called as React Router calls them; their types want more than these tests need.
const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), url: new URL(url), params, context }) as never;

test("/blog lists every post file, newest first, ten a page", async () => {
  const first = await blogList.loader(args("http://localhost/blog"));
  expect(first.total).toBe(slugs.length);
  expect(first.posts.length).toBe(Math.min(10, slugs.length));
  const dates = first.posts.map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
  const tag = first.posts[0]!.tags[0]!;
  const tagged = await blogList.loader(args(`http://localhost/blog?tag=${encodeURIComponent(tag)}`));
  expect(tagged.posts.every((post) => post.tags.includes(tag))).toBe(true);
});

test("every /blog/{slug} renders its title in <h1>, sanitised body and BlogPosting data", async () => {
  for (const slug of slugs) {
    const loaded = await blogPost.loader(args(`http://localhost/blog/${slug}`, { slug }));
    const Stub = createRoutesStub([{ path: "/blog/:slug", Component: blogPost.default as never, loader: () => loaded }]);
    const html = renderToString(createElement(Stub, { initialEntries: [`/blog/${slug}`], hydrationData: { loaderData: { "0": loaded } } }));
    expect(html, slug).toContain(`>${loaded.post.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;")}</h1>`);
    expect(html, slug).toContain('"@type":"BlogPosting"');
    expect(html, slug).toContain(`dateTime="${loaded.post.date}"`);
    // The only script on the page is the JSON-LD block.
    expect(html.match(/<script/g)?.length, slug).toBe(1);
  }
});

// The thrown data(null, { status: 404 }) becomes the 404 response the root boundary draws.
test("an unknown slug is a 404", async () => {
  const thrown = await blogPost
    .loader(args("http://localhost/blog/no-such-post", { slug: "no-such-post" }))
    .catch((error: unknown) => error);
  expect(thrown).toMatchObject({ init: { status: 404 } });
});

test("/rss.xml is RSS 2.0 with one item per post, and the sitemap lists every post", async () => {
  const response = await rss.loader(args("http://localhost/rss.xml"));
  expect(response.headers.get("Content-Type")).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
  expect(xml.match(/<item>/g)?.length).toBe(slugs.length);
  expect(xml.match(/<\/item>/g)?.length).toBe(slugs.length);
  const feed = parseFeed(xml);
  expect(feed.items.map((item) => item.url).sort()).toEqual(slugs.map((slug) => `http://localhost:3000/blog/${slug}`).sort());

  const map = await (await sitemap.loader(args("http://localhost/sitemap.xml"))).text();
  for (const slug of slugs) expect(map).toContain(`<loc>http://localhost:3000/blog/${slug}</loc>`);
});
