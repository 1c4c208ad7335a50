import { expect, test, type Page } from "@playwright/test";
import { FIRST_REPORT_DELAY_MS } from "#app/features/analytics/web-vitals.client.ts";
import { watchAnalyticsReports, type AnalyticsReport } from "./analytics-reports";
import { gotoHydrated } from "./support";

// What the browser sends to the analytics endpoints, read as it leaves the browser, and the
// server's 202 for it. The headless browser counts as a bot, whose reports are answered 202 and
// not recorded, so these journeys hold whatever the server keeps.

const isVitals = (report: AnalyticsReport) => report.endpoint === "vitals";
const isEvent = (name: string) => (report: AnalyticsReport) => report.endpoint === "events" && report.body?.name === name;

/**
 * Resolves once the web-vitals library the page loaded from `libraryUrl` has taken its first
 * measurements. The page's own import of it resolves before this one, so the library has started;
 * it then reads TTFB in a timer and LCP in a performance observer, and a timer and an observer
 * queued after its own run after them.
 */
async function firstMeasurementsTaken(page: Page, libraryUrl: string): Promise<void> {
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise<void>((done) =>
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        done();
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    await new Promise((done) => setTimeout(done));
  }, libraryUrl);
}

/** When the page's beacons to these analytics endpoints started, on the page's own clock (ms), in the order sent. */
async function beaconStarts(page: Page, endpoint: string): Promise<number[]> {
  return page.evaluate(
    (path) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "beacon" && new URL(entry.name).pathname === path)
        .map((entry) => entry.startTime),
    `/api/analytics/${endpoint}`,
  );
}

test("[analytics.page-views] a page view sent just before the visitor leaves still arrives, as a beacon; only the first page of a load names its referrer", async ({
  page,
}) => {
  const reports = await watchAnalyticsReports(page);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/analytics/page-views"));
  await page.goto("/signs/aries?from=search", { referer: "https://search.example/results?q=aries" });
  await sent;
  // Leave at once, with a full navigation: the page that sent the report is gone.
  await page.goto("/privacy");

  const view = await reports.waitFor((report) => report.endpoint === "page-views" && report.body?.path === "/signs/aries");
  expect(view.type).toBe("Ping");
  expect(view.contentType).toBe("application/json");
  expect(view.body).toEqual({
    path: "/signs/aries",
    search: "?from=search",
    referrer: expect.stringMatching(/^https:\/\/search\.example\//),
  });
  expect(await view.status).toBe(202);

  // A route change within the page load names no referrer.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  const terms = await reports.waitFor((report) => report.endpoint === "page-views" && report.body?.path === "/terms");
  expect(terms.body).toEqual({ path: "/terms", search: "" });
  expect(await terms.status).toBe(202);
});

test("[analytics.web-vitals] the first click sends the page load's TTFB and LCP to /api/analytics/vitals, answered 202", async ({
  page,
}) => {
  const reports = await watchAnalyticsReports(page);
  // The library comes after hydration, in a script of its own.
  const library = page.waitForResponse((response) => /\/assets\/web-vitals[^/]*\.js$/.test(new URL(response.url()).pathname));
  await gotoHydrated(page, "/signs/leo");
  // Its first measurements come a moment after it has loaded; they wait for the first interaction.
  await firstMeasurementsTaken(page, (await library).url());
  expect(reports.all().filter(isVitals)).toEqual([]);

  await page.getByRole("heading", { level: 1 }).click();
  const report = await reports.waitFor(isVitals, { timeout: 1_500 });
  expect(report.type).toBe("Ping");
  expect(report.body?.path).toBe("/signs/leo");
  const metrics = report.body?.metrics ?? [];
  expect(metrics.map((metric) => metric.name).sort()).toEqual(expect.arrayContaining(["LCP", "TTFB"]));
  for (const metric of metrics) {
    expect(typeof metric.value, metric.name).toBe("number");
    expect(metric.value as number, metric.name).toBeGreaterThanOrEqual(0);
    expect(metric.id, metric.name).toMatch(/^v\d+-/);
  }
  expect(await report.status).toBe(202);
});

test("[analytics.web-vitals] with no interaction the report goes 3 seconds after the page starts, not before", async ({ page }) => {
  const reports = await watchAnalyticsReports(page);
  await gotoHydrated(page, "/signs/virgo/dates");

  const report = await reports.waitFor(isVitals, { timeout: 5_000 });
  expect(report.body?.path).toBe("/signs/virgo/dates");
  expect(report.body?.metrics?.map((metric) => metric.name)).toContain("TTFB");
  expect(await report.status).toBe(202);
  // Measuring starts in the same task that sends the page view, so the page's own clock says how
  // long after the start the report went: not before 3 seconds (allowing for when the browser
  // stamps a beacon's start).
  const views = await beaconStarts(page, "page-views");
  await expect.poll(() => beaconStarts(page, "vitals")).toHaveLength(1);
  const [vitalsSent] = await beaconStarts(page, "vitals");
  expect(views).toHaveLength(1);
  expect(vitalsSent! - views[0]!).toBeGreaterThanOrEqual(FIRST_REPORT_DELAY_MS - 50);
});

test("[analytics.events] the quick-subscribe strip reports subscribe_started, then subscribe_succeeded once the server accepted the address", async ({
  page,
}) => {
  const reports = await watchAnalyticsReports(page);
  await gotoHydrated(page, "/signs");
  const strip = page.getByRole("form", { name: "Quick subscribe" });
  // An address that does not look valid starts nothing.
  await strip.getByLabel("Email address").fill("not-an-address");
  await strip.getByRole("button", { name: "Subscribe" }).click();
  await expect(strip.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

  await strip.getByLabel("Email address").fill(`collection-${Date.now()}@example.com`);
  await strip.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("button", { name: "Subscribe another email" })).toBeVisible();
  const succeeded = await reports.waitFor(isEvent("subscribe_succeeded"));
  const started = await reports.waitFor(isEvent("subscribe_started"));
  expect(started.body).toEqual({ name: "subscribe_started", path: "/signs", properties: { source: "quick-subscribe" } });
  expect(succeeded.body).toEqual({ name: "subscribe_succeeded", path: "/signs", properties: { source: "quick-subscribe" } });
  expect(reports.all().filter(isEvent("subscribe_started"))).toHaveLength(1);
  expect(reports.all().indexOf(started)).toBeLessThan(reports.all().indexOf(succeeded));
  expect([await started.status, await succeeded.status]).toEqual([202, 202]);
});

test("[analytics.events] the compatibility tool reports compatibility_checked with the two signs when it opens their pair", async ({
  page,
}) => {
  const reports = await watchAnalyticsReports(page);
  await gotoHydrated(page, "/compatibility");
  await page.getByLabel("First Sign").selectOption("aries");
  await page.getByLabel("Second Sign").selectOption("cancer");
  await expect(page).toHaveURL("/signs/aries/compatibility/cancer");
  const checked = await reports.waitFor(isEvent("compatibility_checked"));
  expect(checked.body).toEqual({ name: "compatibility_checked", path: "/compatibility", properties: { a: "aries", b: "cancer" } });
  expect(await checked.status).toBe(202);
});

test("[analytics.events] the share buttons report share with the network and the shared page's path", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const reports = await watchAnalyticsReports(page);
  const path = "/signs/leo/compatibility/libra";
  await gotoHydrated(page, path);
  const group = page.getByRole("region", { name: "Share this match" });

  await group.getByRole("button", { name: "Copy link" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Link copied!" })).toBeVisible();
  const copied = await reports.waitFor((report) => isEvent("share")(report) && report.body?.properties?.network === "copy");
  expect(copied.body).toEqual({ name: "share", path, properties: { network: "copy", path } });
  expect(await copied.status).toBe(202);

  const popup = context.waitForEvent("page");
  await group.getByRole("link", { name: "Share on X (opens in a new tab)" }).click();
  await (await popup).close();
  const onX = await reports.waitFor((report) => isEvent("share")(report) && report.body?.properties?.network === "x");
  expect(onX.body).toEqual({ name: "share", path, properties: { network: "x", path } });
  expect(await onX.status).toBe(202);
});

test("[analytics.events] a rating the server accepts reports rating_given with the sign and the stars", async ({ page }) => {
  const reports = await watchAnalyticsReports(page);
  await gotoHydrated(page, "/signs/sagittarius");
  const rating = page.getByRole("region", { name: "Rate today’s Sagittarius horoscope" });
  await rating.locator("label").filter({ hasText: "4 stars" }).click();
  await rating.getByRole("button", { name: "Submit Rating" }).click();
  await expect(rating.getByRole("status")).toHaveText("Thanks for rating! You gave today's reading 4 out of 5.");
  const given = await reports.waitFor(isEvent("rating_given"));
  expect(given.body).toEqual({ name: "rating_given", path: "/signs/sagittarius", properties: { sign: "sagittarius", rating: 4 } });
  expect(await given.status).toBe(202);
  expect(reports.all().filter(isEvent("rating_given"))).toHaveLength(1);
});
