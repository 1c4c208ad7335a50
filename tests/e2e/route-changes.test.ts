import { expect, test } from "@playwright/test";
import { watchAnalyticsReports, type AnalyticsReport } from "./analytics-reports";
import { gotoHydrated } from "./support";

const isPageView = (path: string) => (report: AnalyticsReport) => report.endpoint === "page-views" && report.body?.path === path;

test("a page-view report (path and search) goes out on load and on every route change", async ({ page }) => {
  const reports = await watchAnalyticsReports(page);
  await gotoHydrated(page, "/compatibility?sign1=leo");
  expect((await reports.waitFor(isPageView("/compatibility"))).body).toEqual({ path: "/compatibility", search: "?sign1=leo" });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).click();
  const report = await reports.waitFor(isPageView("/tools"));
  expect(report.body).toEqual({ path: "/tools", search: "" });
  expect(await report.status).toBe(202);
});

test("every route change scrolls smoothly back to the top", async ({ page }) => {
  await gotoHydrated(page, "/privacy");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
});

test("a link to a section lands on that section", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/about#contact");
  await expect(page.locator("#contact")).toBeInViewport();
});

test("a slow client-side navigation shows the loading placeholder", async ({ page }) => {
  await gotoHydrated(page, "/");
  // Hold back the next page's code and data so the placeholder has time to show.
  await page.route(/\/assets\/[^/]+\.js$|\/signs\.data/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Signs" }).click();
  await expect(page.getByTestId("route-loading")).toBeVisible();
  await expect(page).toHaveURL("/signs");
  await expect(page.getByTestId("route-loading")).toBeHidden();
});

test("[shell.site-links] a click on the site's links changes page without loading a new document; a modified click opens a tab", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/signs/leo");
  // A marker on the window survives a client navigation and dies with a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });

  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  // The address changes before the new page renders: the blog's own heading says it has.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Cosmic Daily Blog");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Signs" }).click();
  await expect(page).toHaveURL("/signs");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Signs" })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL("/blog");
  // The footer link is clicked on the blog's page once it has rendered and restored its scroll,
  // not on the page it replaces, which a click may land on as it goes.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Cosmic Daily Blog");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(documents).toEqual([]);

  const opened = context.waitForEvent("page");
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Terms of Service" })
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  // A new tab starts at about:blank: wait for its own address, not for the blank page's load.
  await tab.waitForURL((url) => url.pathname === "/terms");
  await expect(page).toHaveURL("/blog");
});
