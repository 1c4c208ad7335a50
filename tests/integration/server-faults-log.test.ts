import { createElement } from "react";
import { data, isRouteErrorResponse, Outlet, useRouteError, type ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import handleRequest, { handleError } from "#app/entry.server.tsx";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { stubServerBuild, type Render } from "#tests/factories/server-build.ts";
import { buildTestSite, capturingLogger, LOOPBACK_PEER, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// Every 500 the site answers is logged once, at error level, with its cause: the page's shell
// included, which fails before React has sent a byte. A 4xx refusal is no failure of the site.
let database: TestDatabase;
const sites: Site[] = [];

beforeAll(async () => {
  database = await createTestDatabase("pglite");
}, 60_000);
afterAll(async () => {
  for (const site of sites) await site.analytics.stop();
  await database?.drop();
});

/** A page under /broken whose loader throws, and a document render that `render` draws. */
function appWith(render: Render, level = "info") {
  const log = capturingLogger(level);
  const site = buildTestSite(database, { logger: log.logger });
  sites.push(site);
  const build = stubServerBuild({
    handleError,
    render,
    routes: {
      broken: {
        id: "broken",
        parentId: "root",
        path: "broken",
        module: {
          default: () => null,
          loader: () => {
            throw new Error("the reading store is unreachable");
          },
        },
      },
    },
  });
  const app = createApp(site, { build });
  // A cookie keeps the page out of the page cache: every request renders.
  const get = (path: string, init: RequestInit = {}) =>
    app.request(`${SITE_URL}${path}`, { ...init, headers: { Cookie: "visitor=1", ...init.headers } }, LOOPBACK_PEER);
  return { log, site, get };
}

/** The document: drawn as one line, with the status React Router chose. */
function page(status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/html");
  return new Response("<h1>page</h1>", { status, headers });
}

test("[logs.server-faults] a page whose shell fails answers 500 with one error line naming the cause, with its stack", async () => {
  // The first render (the page) throws before its shell; the second (the error page) is drawn.
  const { log, get } = appWith((_request, status, headers, context) => {
    if (!context.staticHandlerContext.errors) throw new Error("the shell broke: the header's menu has no signs");
    return page(status, headers);
  });
  const answer = await get("/signs/leo");
  expect(answer.status).toBe(500);
  const errors = log.entries().filter((entry) => entry.level >= 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({
    msg: "page failed",
    err: { type: "Error", message: "the shell broke: the header's menu has no signs" },
  });
  expect(errors[0]!.err!.stack).toMatch(/^\s+at /);
  expect(typeof errors[0]!.requestId).toBe("string");
  expect(log.entries().at(-1)).toMatchObject({ level: 30, msg: "request", path: "/signs/leo", status: 500 });
});

test("[logs.server-faults] when the error page fails the same way, the 500 is still logged once", async () => {
  const { log, get } = appWith(() => {
    throw new Error("the document cannot be drawn");
  });
  const answer = await get("/signs/leo");
  expect(answer.status).toBe(500);
  const errors = log.entries().filter((entry) => entry.level >= 50);
  expect(errors.map((entry) => entry.err?.message)).toEqual(["the document cannot be drawn"]);
  expect(errors[0]!.err!.stack).toMatch(/^\s+at /);
});

test("[logs.server-faults] a loader that throws answers 500 with one error line naming its cause", async () => {
  const { log, get } = appWith((_request, status, headers) => page(status, headers));
  const answer = await get("/broken");
  expect(answer.status).toBe(500);
  const errors = log.entries().filter((entry) => entry.level >= 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ msg: "page failed", err: { message: "the reading store is unreachable" } });
  expect(errors[0]!.err!.stack).toMatch(/^\s+at /);
});

test("[logs.server-faults] an API handler that throws answers 500 with one error line naming its cause", async () => {
  const { log, site } = appWith((_request, status, headers) => page(status, headers));
  const failing: Site = {
    ...site,
    horoscopes: {
      ...site.horoscopes,
      getDaily: async () => {
        throw new Error("the horoscope table is locked");
      },
    },
  };
  const app = createApp(failing, { build: stubServerBuild() });
  const answer = await app.request(`${SITE_URL}/api/horoscopes/leo`, {}, LOOPBACK_PEER);
  expect(answer.status).toBe(500);
  expect(await answer.json()).toEqual({ error: { code: "internal", message: "An unexpected error occurred" } });
  const errors = log.entries().filter((entry) => entry.level >= 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ msg: "unhandled error", err: { message: "the horoscope table is locked" } });
  expect(errors[0]!.err!.stack).toMatch(/^\s+at /);
});

test("[logs.client-faults] a page request React Router refuses (a form posted where no action is, an unknown method) is a 4xx in one debug line, no stack", async () => {
  const { log, get } = appWith((_request, status, headers) => page(status, headers), "debug");
  const noAction = await get("/signs/leo", {
    method: "POST",
    body: "a=1",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE_URL },
  });
  expect(noAction.status).toBe(405);
  const unknownMethod = await get("/signs/leo", { method: "PROPFIND" });
  expect(unknownMethod.status).toBe(405);
  expect(log.entries().filter((entry) => entry.level >= 40)).toEqual([]);
  expect(log.entries().filter((entry) => entry.msg === "page request refused")).toMatchObject([
    // The reason, with what it quotes taken out, as every logged reason ([errors.no-secrets-in-logs]).
    {
      level: 20,
      status: 405,
      reason:
        'You made a POST request to "[value]" but did not provide an `action` for route "[value]", so there is no way to handle the request.',
    },
    { level: 20, status: 405 },
  ]);
  expect(log.lines.join("")).not.toMatch(/\bat \S+ \(|"stack"/);
});

/**
 * A build drawn by the app's own document render (app/entry.server.tsx) with React: a root whose
 * error boundary names what it shows, /guarded, whose loader refuses with 403 and whose error
 * boundary rethrows it to the root's (as the admin pages' does), and /broken, whose component throws.
 */
function reactBuild(): ServerBuild {
  const manifestRoute = (id: string, parentId: string | undefined, path: string) => ({
    id,
    parentId,
    path,
    module: `/${id}.js`,
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id !== "broken",
  });
  const document = (body: ReturnType<typeof createElement>) => createElement("html", null, createElement("body", null, body));
  return {
    ...stubServerBuild(),
    entry: { module: { default: handleRequest, handleError } },
    routes: {
      root: {
        id: "root",
        path: "",
        module: {
          loader: () => null,
          default: () => document(createElement(Outlet)),
          ErrorBoundary: () => {
            const error = useRouteError();
            return document(createElement("h1", null, isRouteErrorResponse(error) ? `refused ${error.status}` : "A cosmic hiccup"));
          },
        },
      },
      guarded: {
        id: "guarded",
        parentId: "root",
        path: "guarded",
        module: {
          loader: () => {
            throw data(null, { status: 403 });
          },
          default: () => null,
          ErrorBoundary: () => {
            throw useRouteError();
          },
        },
      },
      broken: {
        id: "broken",
        parentId: "root",
        path: "broken",
        module: {
          loader: () => null,
          default: () => {
            throw new Error("the reading's card has no sign");
          },
        },
      },
    },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: {
        root: manifestRoute("root", undefined, ""),
        guarded: manifestRoute("guarded", "root", "guarded"),
        broken: manifestRoute("broken", "root", "broken"),
      },
      url: "/manifest.js",
      version: "test",
    },
  } as unknown as ServerBuild;
}

test("[logs.server-faults] with the app's own render, a component that throws in the shell answers 500 with one error line; a rethrown 403 is no error", async () => {
  const log = capturingLogger("debug");
  const site = buildTestSite(database, { logger: log.logger });
  sites.push(site);
  const app = createApp(site, { build: reactBuild() });
  const get = (path: string) => app.request(`${SITE_URL}${path}`, { headers: { Cookie: "visitor=1" } }, LOOPBACK_PEER);

  const broken = await get("/broken");
  expect(broken.status).toBe(500);
  expect(await broken.text()).toContain("<h1>A cosmic hiccup</h1>");
  const errors = log.entries().filter((entry) => entry.level >= 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ err: { type: "Error", message: "the reading's card has no sign" } });
  expect(errors[0]!.err!.stack).toMatch(/^\s+at /);

  log.lines.length = 0;
  const guarded = await get("/guarded");
  expect(guarded.status).toBe(403);
  expect(await guarded.text()).toContain("<h1>refused 403</h1>");
  expect(log.entries().filter((entry) => entry.level >= 40)).toEqual([]);
  expect(log.entries().filter((entry) => entry.msg === "page request refused")).toMatchObject([{ level: 20, status: 403, reason: "403" }]);
  expect(log.lines.join("")).not.toMatch(/"stack"/);
});
