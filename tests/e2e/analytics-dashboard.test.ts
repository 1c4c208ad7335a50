import { readFile } from "node:fs/promises";
import { devices, expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { watchAnalyticsReports } from "./analytics-reports";
import { adminApiSession, gotoHydrated, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// The analytics dashboard end to end: a visitor reads a few pages in a browser of their own, the
// server counts them (its rollup runs every second here), and the admin finds them on the
// dashboard, changes the period, downloads a table and sees the chart. A server of its own, with
// the horoscope gating on so the sign page's locked sections report teaser_view.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PORT = ownPort("analytics-dashboard");
const BASE = `http://127.0.0.1:${PORT}`;
/** A desktop browser's user agent: a headless one would be taken for a bot and not counted ([analytics.bots]). */
const VISITOR_AGENT = devices["Desktop Chrome"].userAgent;
/** What a chart library or a chart's lazily loaded module would be called in the build. */
const CHART_CODE = /uplot|visitors-chart|chart\.client/i;
/** Words only the chart's own code holds: a page whose scripts hold none of them loaded none of it. */
const CHART_WORDS = "Show the daily numbers";

let server: RunningServer;
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT, env: { ANALYTICS_ROLLUP_SECONDS: "1" } });
  admin = await adminApiSession(playwright, server, { email: "owner@example.com", password: "counting-stars" });
  const gating = await admin.post("/admin/flags", { form: { intent: "flag", name: "horoscope_gating", enabled: "true" } });
  expect(gating.ok()).toBe(true);
});

test.afterEach(async () => {
  // A failed journey shows the server's own account of it.
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) console.log(server.output().slice(-6_000));
});

test.afterAll(async () => {
  await admin?.dispose();
  await stopServer(server);
});

/** The URLs of the scripts a page requests from now on. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/** The bodies of scripts a page loaded, fetched again by their URLs. */
async function scriptBodies(page: Page, urls: readonly string[]): Promise<string[]> {
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

/** The row of a dashboard table (by its caption) whose header is exactly `key`. */
const rowOf = (page: Page, table: string, key: string) =>
  page
    .getByRole("table", { name: table, exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: key, exact: true }) });
const vitalsRow = (page: Page, pageType: string, metric: string) =>
  rowOf(page, "Web vitals per page type", pageType).filter({ has: page.getByRole("cell", { name: metric, exact: true }) });
const VITALS_SEEN = [
  ["home", "TTFB"],
  ["home", "LCP"],
  ["sign", "TTFB"],
  ["sign", "LCP"],
] as const;

test("[analytics.dashboard] [analytics.dashboard-range] [analytics.csv] a visitor's pages reach the admin's dashboard", async ({
  browser,
}) => {
  // The visitor: the home page, a sign page with its locked sections, a link within the site.
  const visitor = await browser.newContext({ baseURL: BASE, userAgent: VISITOR_AGENT, viewport: { width: 1280, height: 800 } });
  const reader = await visitor.newPage();
  reader.setDefaultTimeout(15_000);
  const homeScripts = recordScripts(reader);
  const reports = await watchAnalyticsReports(reader);
  await gotoHydrated(reader, "/");
  // The first interaction sends the page load's web vitals.
  await reader.mouse.click(5, 300);
  await reports.waitFor((report) => report.endpoint === "vitals" && report.body?.path === "/");
  await gotoHydrated(reader, "/signs/leo");
  await expect(reader.locator("[data-locked-section]").first()).toBeAttached();
  await reader.mouse.wheel(0, 2_000);
  await reader.mouse.click(5, 300);
  await reader.getByRole("navigation", { name: "Leo sections" }).getByRole("link", { name: "Personality" }).click();
  await expect(reader.getByRole("heading", { level: 1, name: "Leo Personality" })).toBeVisible();
  // The sign page's web vitals, its locked sections seen, and the route change have been reported.
  await reports.waitFor((report) => report.endpoint === "vitals" && report.body?.path === "/signs/leo");
  await reports.waitFor((report) => report.endpoint === "events" && report.body?.name === "teaser_view");
  await reports.waitFor((report) => report.endpoint === "page-views" && report.body?.path === "/signs/leo/personality");
  await reports.stop();
  // A page left the moment its page view goes out is still counted.
  const privacyView = reader.waitForRequest((request) => request.url().endsWith("/api/analytics/page-views"));
  await reader.goto("/privacy");
  await privacyView;
  await reader.goto("/terms");
  // Leaving the site sends whatever changed since.
  await reader.goto("about:blank");
  await visitor.close();

  const context = await browser.newContext({ baseURL: BASE, storageState: await admin.storageState() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const adminScripts = recordScripts(page);

  // The rollup counts every second; the page shows what it had counted when it loaded.
  await gotoHydrated(page, "/admin/analytics?period=today");
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("total-Visitors")).not.toHaveText("0", { timeout: 1_000 });
    await expect(rowOf(page, "Top pages", "/signs/leo")).toBeVisible({ timeout: 1_000 });
    await expect(rowOf(page, "Top pages", "/privacy")).toBeVisible({ timeout: 1_000 });
    for (const [pageType, metric] of VITALS_SEEN) await expect(vitalsRow(page, pageType, metric)).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Analytics" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("analytics-period")).toContainText("Counted up to");
  expect(Number((await page.getByTestId("total-Page views").textContent())!.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
  await expect(rowOf(page, "Top pages", "/")).toBeVisible();
  await expect(rowOf(page, "Top pages", "/signs/leo/personality")).toBeVisible();
  await expect(rowOf(page, "Signs", "Leo")).toBeVisible();
  await expect(rowOf(page, "Devices", "desktop")).toBeVisible();
  for (const [pageType, metric] of VITALS_SEEN) {
    // The 75th percentile in milliseconds, and its rating in words.
    await expect(vitalsRow(page, pageType, metric).getByRole("cell").nth(2), `${pageType} ${metric}`).toHaveText(
      /^[\d,]+ ms(Good|Needs improvement|Poor)$/,
    );
  }
  await expect(rowOf(page, "Events", "teaser_view")).toBeVisible();
  const teaserStep = rowOf(page, "Unlock funnel", "Saw a locked section");
  await expect(teaserStep.getByRole("cell").nth(1)).toHaveText("1");

  // The chart is drawn on the server, as SVG: today's one day, a bar for each series, and its
  // numbers those of the totals above it, in the day's tooltip and in the table behind the button.
  const visitors = (await page.getByTestId("total-Visitors").textContent())!;
  const pageViews = (await page.getByTestId("total-Page views").textContent())!;
  const chart = page.getByTestId("visitors-chart");
  const chartImage = chart.getByRole("img", { name: /^Visitors and page views per day, [A-Z][a-z]{2} \d{1,2}$/ });
  await expect(chartImage).toBeVisible();
  await expect(chart.getByRole("list", { name: "Legend" })).toHaveText(/Visitors\s*Page views/);
  await expect(chart.locator('rect[data-series="visitors"]')).toHaveCount(1);
  await expect(chart.locator('rect[data-series="pageViews"]')).toHaveCount(1);
  await expect(chart.locator("svg canvas, canvas")).toHaveCount(0);
  const dayName = (await chart.locator("g[data-day] text").textContent())!;
  await expect(chart.locator("g[data-day] > title")).toHaveText(`${dayName}: Visitors ${visitors}, Page views ${pageViews}`);
  // No chart code is loaded: no chart library, no chunk of its own, on this page or any other; the
  // public pages hold not even the drawing's component.
  const adminBodies = await scriptBodies(page, adminScripts);
  expect(adminScripts.length).toBeGreaterThan(0);
  expect(adminScripts.filter((url) => CHART_CODE.test(new URL(url).pathname))).toEqual([]);
  expect(adminBodies.filter((body) => /uPlot/.test(body))).toEqual([]);
  expect(homeScripts.length).toBeGreaterThan(0);
  const homeBodies = await scriptBodies(page, homeScripts);
  expect(homeScripts.filter((url) => CHART_CODE.test(new URL(url).pathname))).toEqual([]);
  expect(homeBodies.filter((body) => /uPlot/.test(body) || body.includes(CHART_WORDS))).toEqual([]);
  // Its numbers are on the page too, for screen readers, and shown on request.
  const daily = page.getByRole("table", { name: "Visitors and page views per day" });
  await page.getByRole("button", { name: CHART_WORDS }).click();
  await expect(page.getByRole("button", { name: "Hide the daily numbers" })).toHaveAttribute("aria-expanded", "true");
  await expect(daily).toBeVisible();
  await expect(daily.getByRole("row")).toHaveCount(2);
  await expect(daily.getByRole("row").last().getByRole("cell")).toHaveText([visitors, pageViews]);
  await expect(daily.getByRole("row").last().getByRole("rowheader")).toHaveText(dayName);

  // Without scripts the chart is all there: it is the server's drawing.
  const noScripts = await browser.newContext({
    baseURL: BASE,
    storageState: await admin.storageState(),
    javaScriptEnabled: false,
  });
  const plain = await noScripts.newPage();
  await plain.goto("/admin/analytics?period=today");
  const plainChart = plain.getByTestId("visitors-chart");
  await expect(plainChart.getByRole("img", { name: /^Visitors and page views per day, / })).toBeVisible();
  await expect(plainChart.locator('rect[data-series="visitors"]')).toHaveCount(1);
  await expect(plainChart.locator('rect[data-series="pageViews"]')).toHaveCount(1);
  await expect(plain.getByRole("table", { name: "Visitors and page views per day" }).getByRole("row")).toHaveCount(2);
  await noScripts.close();

  // A table's CSV download: the same period, a header row, the visitor's sign page.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV of top pages" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-pages-(\d{4}-\d{2}-\d{2})-to-\1\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("path,page_views,visitors");
  expect(lines.some((line) => /^\/signs\/leo,[1-9]\d*,1$/.test(line))).toBe(true);

  // The period: 7 days from the keyboard, then a custom range through the form.
  const sevenDays = page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "7 days" });
  await sevenDays.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE}/admin/analytics?period=7d`);
  await expect(sevenDays).toHaveAttribute("aria-current", "page");
  const from = await page.getByLabel("From", { exact: true }).inputValue();
  const to = await page.getByLabel("To", { exact: true }).inputValue();
  expect(to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("table", { name: "Visitors and page views per day" }).getByRole("row")).toHaveCount(8);
  await expect(page.getByRole("link", { name: "Download CSV of top pages" })).toHaveAttribute(
    "href",
    "/admin/analytics/export?table=pages&period=7d",
  );

  await page.getByLabel("From", { exact: true }).fill(to);
  await page.getByLabel("To", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE}/admin/analytics?period=custom&from=${to}&to=${to}`);
  await expect(page.getByRole("link", { name: "Download CSV of top pages" })).toHaveAttribute(
    "href",
    `/admin/analytics/export?table=pages&period=custom&from=${to}&to=${to}`,
  );
  await expect(rowOf(page, "Top pages", "/signs/leo")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Period" }).locator("[aria-current]")).toHaveCount(0);

  // A range that ends before it starts: the 400's message, with the selector to choose again.
  await page.getByLabel("From", { exact: true }).fill(to);
  await page.getByLabel("To", { exact: true }).fill(from);
  await page.getByRole("button", { name: "Show period" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "from must not be after to" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const refused = await page.goto(`/admin/analytics?period=custom&from=${to}&to=${from}`);
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "from must not be after to" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "30 days" })).toBeVisible();
  await context.close();
});

test("[analytics.dashboard] a method the dashboard does not take is refused with its status and a message, never a 500", async () => {
  const refused = await admin.fetch("/admin/analytics?period=today", { method: "DELETE" });
  expect(refused.status()).toBe(405);
  expect(await refused.text()).toContain("That request could not be answered (405");
});

test("[analytics.admin-overview] the overview shows today's figures from the rollup and leads to the dashboard", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, storageState: await admin.storageState() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await gotoHydrated(page, "/admin");
  // The journey before this one left a visitor and at least three page views today.
  await expect(page.getByTestId("Visitors today")).not.toHaveText("0");
  expect(Number((await page.getByTestId("Page views today").textContent())!.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
  const week = Number((await page.getByTestId("Page views, last 7 days").textContent())!.replace(/,/g, ""));
  expect(week).toBeGreaterThanOrEqual(Number((await page.getByTestId("Page views today").textContent())!.replace(/,/g, "")));
  await page.getByRole("link", { name: "Open analytics" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/analytics`);
  await expect(page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "7 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // [analytics.page-views] The admin's own pages, opened many times by now, are not the site's
  // traffic. A public page the admin opens after them is: once the rollup has counted it, it has
  // counted everything the browser sent before it.
  const aboutViewed = page.waitForRequest((request) => request.url().endsWith("/api/analytics/page-views"));
  await gotoHydrated(page, "/about");
  await aboutViewed;
  await gotoHydrated(page, "/admin/analytics?period=today");
  await expect(async () => {
    await page.reload();
    await expect(rowOf(page, "Top pages", "/about")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const topPages = page.getByRole("table", { name: "Top pages", exact: true });
  await expect(rowOf(page, "Top pages", "/signs/leo")).toBeVisible();
  await expect(topPages.getByRole("rowheader", { name: /^\/admin/ })).toHaveCount(0);
  await context.close();
});
