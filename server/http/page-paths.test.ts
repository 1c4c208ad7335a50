import pino from "pino";
import { createRequestHandler, data, type AppLoadContext, type ServerBuild } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { stubServerBuild } from "#tests/factories/server-build.ts";
import { createPagePaths, PAGE_PATH_TTL_MS } from "./page-paths";

const logger = pino({ level: "silent" });

afterEach(() => {
  vi.restoreAllMocks();
});

/** A build with a page whose loader counts its runs and answers 404 for an unknown slug, a 500 for "broken", and a file route. */
function countingBuild() {
  const runs: string[] = [];
  const postPage = {
    default: () => null,
    loader: ({ params }: { params: { slug: string } }) => {
      runs.push(params.slug);
      if (params.slug === "broken") throw new Error("the database is away");
      if (params.slug !== "first-post") throw data(null, { status: 404 });
      return { slug: params.slug };
    },
  };
  const feed = {
    loader: () => {
      runs.push("feed");
      return new Response("<rss/>");
    },
  };
  const build = stubServerBuild({
    routes: {
      post: { id: "post", parentId: "root", path: "posts/:slug", module: postPage },
      feed: { id: "feed", parentId: "root", path: "rss.xml", module: feed },
    },
  });
  return { build, runs };
}

function pagePathsOf(build: ServerBuild, now?: () => number) {
  return createPagePaths({
    build,
    handleRequest: createRequestHandler(build, "production"),
    loadContextFor: () => ({}) as AppLoadContext,
    siteUrl: "http://localhost:3000",
    logger,
    now,
  });
}

test("[analytics.not-found] a path is a page unless the site answers it 404 or it names a file; each path is asked once", async () => {
  const { build, runs } = countingBuild();
  const pages = pagePathsOf(build);
  expect(await pages.isPage("/posts/first-post")).toBe(true);
  expect(await pages.isPage("/posts/no-such-post")).toBe(false);
  // A file route is no page, and its loader is not run for the question.
  expect(await pages.isPage("/rss.xml")).toBe(false);
  // The stub's catch-all page has no loader: a path it answers is a page.
  expect(await pages.isPage("/anything/else")).toBe(true);
  // The query is not part of the question.
  expect(await pages.isPage("/posts/first-post?utm_source=x")).toBe(true);
  expect(await Promise.all([pages.isPage("/posts/no-such-post"), pages.isPage("/posts/no-such-post")])).toEqual([false, false]);
  expect(runs).toEqual(["first-post", "no-such-post"]);
});

test("[analytics.not-found] a site that fails to answer says nothing: the question rejects, and is asked again next time", async () => {
  const { build, runs } = countingBuild();
  const pages = pagePathsOf(build);
  // React Router prints a loader's error when the build has no handler of its own for it.
  vi.spyOn(console, "error").mockImplementation(() => {});
  await expect(pages.isPage("/posts/broken")).rejects.toThrow(/answered 500/);
  await expect(pages.isPage("/posts/broken")).rejects.toThrow(/answered 500/);
  expect(runs).toEqual(["broken", "broken"]);
  // A build that cannot be loaded rejects too.
  const missing = createPagePaths({
    build: async () => {
      throw new Error("no build");
    },
    handleRequest: async () => new Response(null),
    loadContextFor: () => ({}) as AppLoadContext,
    siteUrl: "http://localhost:3000",
    logger,
  });
  await expect(missing.isPage("/")).rejects.toThrow("no build");
});

test("[analytics.not-found] an answer is kept for ten minutes, then asked again", async () => {
  const { build, runs } = countingBuild();
  let clock = 1_000_000;
  const pages = pagePathsOf(build, () => clock);
  expect(PAGE_PATH_TTL_MS).toBe(600_000);
  await pages.isPage("/posts/first-post");
  clock += PAGE_PATH_TTL_MS - 1;
  await pages.isPage("/posts/first-post");
  expect(runs).toEqual(["first-post"]);
  clock += 1;
  await pages.isPage("/posts/first-post");
  expect(runs).toEqual(["first-post", "first-post"]);
});

test("[analytics.not-found] a path React Router cannot read is not a page", async () => {
  const { build } = countingBuild();
  const pages = pagePathsOf(build);
  // React Router's development build warns of the path it could not decode.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(await pages.isPage("/posts/%E0%A4%A")).toBe(false);
});
