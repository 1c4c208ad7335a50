import { expect, test, type Request } from "@playwright/test";
import { gotoHydrated } from "./support";

const isPageView = (path: string) => (request: Request) =>
  request.url().endsWith("/api/analytics/page-views") && request.method() === "POST" && request.postDataJSON()?.path === path;

test("a page-view report (path and search) goes out on load and on every route change", async ({ page }) => {
  const onLoad = page.waitForRequest(isPageView("/compatibility"));
  await gotoHydrated(page, "/compatibility?sign1=leo");
  expect((await onLoad).postDataJSON()).toEqual({ path: "/compatibility", search: "?sign1=leo" });

  const onNavigation = page.waitForRequest(isPageView("/tools"));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).click();
  const report = await onNavigation;
  expect(report.postDataJSON()).toEqual({ path: "/tools", search: "" });
  expect((await report.response())?.status()).toBe(202);
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
