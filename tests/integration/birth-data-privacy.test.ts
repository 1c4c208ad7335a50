import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { analyticsEvents, pageViews, webVitals } from "#db/schema/index.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import * as accountCharts from "#app/routes/account/charts/index.tsx";
import * as birthChartPage from "#app/routes/charts/free-birth-chart/index.tsx";
import * as wheelRoute from "#app/routes/charts/free-birth-chart/wheel.ts";
import PrivacyPage from "#app/routes/privacy.tsx";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { declaredRoutes, stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, LOOPBACK_PEER, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// Birth data through the site's own HTTP app (every middleware, the page cache, React Router's
// request handler) with the birth chart routes exactly as app/routes.ts declares them: which
// answers a cache may keep, what analytics stores and what the request log says.

const PAGE = "/charts/free-birth-chart";
const BIRTH = "date=1990-04-15&time=13%3A30&place=London%2C+United+Kingdom&lat=51.50853&lon=-0.12574&tz=Europe%2FLondon";
// Parts of BIRTH no log line or analytics row may hold.
const BIRTH_TRACES = ["1990-04-15", "13:30", "13%3A30", "51.50853", "London"];
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const MODULES = {
  "routes/charts/free-birth-chart/index.tsx": birthChartPage,
  "routes/charts/free-birth-chart/wheel.ts": wheelRoute,
} as Record<string, unknown>;

/** A server build holding the birth chart routes of app/routes.ts, and a plain page for every other path. */
function birthChartBuild(): ServerBuild {
  const declared = declaredRoutes(MODULES);
  expect(declared.paths).toEqual(["charts/free-birth-chart", "charts/free-birth-chart/wheel.png", "charts/free-birth-chart/wheel.svg"]);
  return stubServerBuild({ routes: declared.routes });
}

let database: TestDatabase;
let site: Site;
let app: ReturnType<typeof createApp>;
const logLines: string[] = [];

/**
 * One request through the app. The render limit frees a request's place only after the event
 * loop's turn ([startup.load-shedding]), so each request waits for a new turn, as a real client would.
 */
async function request(path: string, init: RequestInit = {}): Promise<Response> {
  await new Promise((done) => setImmediate(done));
  const res = await app.request(`${SITE_URL}${path}`, init, LOOPBACK_PEER);
  await res.arrayBuffer();
  await site.pages.whenStored();
  return res;
}

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  // The production logger at its most talkative, so every line a request may cause is seen.
  const logger = createLogger("debug", { write: (line: string) => void logLines.push(line) });
  site = buildTestSite(database, { logger });
  app = createApp(site, { build: birthChartBuild() });
}, 60_000);
afterAll(async () => {
  await site?.analytics.stop();
  await database?.drop();
});

describe("[privacy.birth-data] caches", () => {
  test("the empty form is a public page the page cache keeps", async () => {
    const first = await request(PAGE);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    expect((await request(PAGE)).headers.get("X-Page-Cache")).toBe("hit");
  });

  test("a chart's page answers private, no-store and is never stored, nor served from the form's copy", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await request(`${PAGE}?${BIRTH}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("X-Page-Cache")).toBeNull();
      expect(res.headers.get("No-Vary-Search")).toBeNull();
    }
    expect(site.pages.find(PAGE, `?${BIRTH}`)).toBeUndefined();
    // With a tracking tag beside the chart's parameters: still the chart, still private.
    const tagged = await request(`${PAGE}?${BIRTH}&utm_source=mail`);
    expect(tagged.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("a refusal and the redirect to a looked-up town are private too: both carry birth data", async () => {
    const refused = await request(`${PAGE}?date=1990-02-30&time=13%3A30&lat=51.5&lon=-0.12&tz=Europe%2FLondon`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    const moved = await request(`${PAGE}?date=1990-04-15&time=13%3A30&place=London`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toContain("date=1990-04-15");
    expect(moved.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("the wheel downloads and the chart API may be kept by the reader's browser only", async () => {
    for (const path of [`${PAGE}/wheel.svg?${BIRTH}`, `/api/charts/natal?${BIRTH}`]) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, max-age=86400");
    }
  });
});

describe("[privacy.birth-data] analytics", () => {
  const report = (endpoint: string, body: unknown) =>
    request(`/api/analytics/${endpoint}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": DESKTOP },
      body: JSON.stringify(body),
    });
  const viewsOf = (path: string) => database.db.select().from(pageViews).where(eq(pageViews.path, path)).orderBy(pageViews.id);

  test("no query string of a chart, account or sign-in page is stored, nor any referrer's", async () => {
    const returnTo = encodeURIComponent(`${PAGE}?${BIRTH}`);
    const views: Array<[string, string, string]> = [
      [PAGE, `?${BIRTH}`, "https://friend.example.com/chat?link=" + encodeURIComponent(`${SITE_URL}${PAGE}?${BIRTH}`)],
      ["/charts/synastry", `?a=${encodeURIComponent(BIRTH)}`, ""],
      ["/auth", `?redirectTo=${returnTo}`, `${SITE_URL}${PAGE}?${BIRTH}`],
      ["/account/charts", `?${BIRTH}`, ""],
      ["/account", "?tab=charts", ""],
      ["/CHARTS/Free-Birth-Chart", `?${BIRTH}`, ""],
      ["/signs/leo", "?from=search", ""],
    ];
    for (const [path, search, referrer] of views) expect((await report("page-views", { path, search, referrer })).status).toBe(202);
    // A path sent with a query of its own is cut at it.
    await report("page-views", { path: `/charts/free-birth-chart/wheel.svg?${BIRTH}`, search: "" });
    await report("events", { name: "share", path: `${PAGE}?${BIRTH}`, properties: { network: "copy" } });
    await report("vitals", { path: `${PAGE}?${BIRTH}`, metrics: [{ id: "v1-birth", name: "LCP", value: 1200 }] });
    await site.analytics.flush();

    for (const [path] of views.slice(0, -1))
      expect(
        (await viewsOf(path)).map((row) => row.search),
        path,
      ).toEqual([""]);
    expect((await viewsOf(PAGE))[0]!.referrerHost).toBe("friend.example.com");
    expect((await viewsOf("/auth"))[0]!.referrerHost).toBeNull();
    expect((await viewsOf("/signs/leo"))[0]!.search).toBe("?from=search");
    expect(await viewsOf("/charts/free-birth-chart/wheel.svg")).toHaveLength(1);
    expect((await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "share"))).map((row) => row.path)).toEqual([
      PAGE,
    ]);
    expect((await database.db.select().from(webVitals).where(eq(webVitals.metricId, "v1-birth"))).map((row) => row.path)).toEqual([PAGE]);

    const stored = JSON.stringify([
      await database.db.select().from(pageViews),
      await database.db.select().from(analyticsEvents),
      await database.db.select().from(webVitals),
    ]);
    for (const trace of BIRTH_TRACES) expect(stored).not.toContain(trace);
  });
});

describe("[privacy.birth-data] the request log", () => {
  test("a request's line names its path without the query, for charts, accounts and sign-in alike", async () => {
    logLines.length = 0;
    const paths = [
      `${PAGE}?${BIRTH}`,
      `${PAGE}/wheel.svg?${BIRTH}`,
      `/api/charts/natal?${BIRTH}`,
      `/auth?redirectTo=${encodeURIComponent(`${PAGE}?${BIRTH}`)}`,
      `/account/charts?${BIRTH}`,
      `${PAGE}?date=1990-02-30&time=13%3A30&lat=51.50853&lon=-0.12&tz=Europe%2FLondon`,
    ];
    for (const path of paths) await request(path);
    const requests = logLines.map((line) => JSON.parse(line) as { msg: string; path?: string }).filter((line) => line.msg === "request");
    expect(requests.map((line) => line.path)).toEqual(paths.map((path) => path.split("?")[0]));
    for (const trace of [...BIRTH_TRACES, "redirectTo"]) expect(logLines.join("\n")).not.toContain(trace);
  });
});

describe("[privacy.export] where readers find it", () => {
  test("the privacy page says what is kept for a signed-in reader and why, and links to the download", () => {
    const html = renderToString(createElement(PrivacyPage)).replaceAll("<!-- -->", "");
    expect(html).toContain('<h2 id="saved-charts">Signed-in readers and saved charts</h2>');
    for (const words of [
      "the birth date, the birth time or that it is unknown, the birthplace with its latitude, longitude and time zone",
      "the house system",
      "to draw the chart and to work out your daily transits",
      'You can delete your account at any time on <a href="/account/data" data-discover="true" data-site-link="">Your data</a>: its charts are deleted with it, at once.',
      "Birth data never goes into our logs or page-view reports, and no shared cache keeps it",
      "Sharing a chart&#x27;s address shares them with whoever receives it.",
    ])
      expect(html).toContain(words);
    expect(html).toContain('<a href="/api/me/export" download="">Download your data</a>');
  });

  test("the account's charts page links to the download as a file, not a page", () => {
    const Stub = createRoutesStub([
      { path: "/account/charts", Component: accountCharts.default as never, loader: () => ({ charts: [], limit: 50 }) },
    ]);
    const html = renderToString(
      createElement(Stub, { initialEntries: ["/account/charts"], hydrationData: { loaderData: { "0": { charts: [], limit: 50 } } } }),
    );
    expect(html).toMatch(/<a href="\/api\/me\/export" download="" class="[^"]*">Download your data<\/a>/);
  });
});
