import { expect, test } from "@playwright/test";
import { watchAnalyticsReports } from "./analytics-reports";

test("an unknown address shows 'Star Lost in Space', its toast for 5 s, three sign links, and reports 404_error", async ({ page }) => {
  const reports = await watchAnalyticsReports(page);
  const response = await page.goto("/lost/in/the/void");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Star Lost in Space" })).toBeVisible();
  await expect(page).toHaveTitle(/Star Lost in Space/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Page not found" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("We couldn't find the page you were looking for.");
  await expect(toast).toHaveAttribute("data-type", "error");
  const event = await reports.waitFor((report) => report.endpoint === "events" && report.body?.name === "404_error");
  expect(event.body).toMatchObject({ name: "404_error", path: "/lost/in/the/void" });

  const main = page.locator("main");
  await expect(main.locator('a[href^="/signs/"]')).toHaveCount(3);
  // Sonner removes the toast once its 5 s have passed.
  await expect(toast).toBeHidden({ timeout: 8_000 });

  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await main.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the toast has a close button", async ({ page }) => {
  await page.goto("/nowhere-at-all");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Page not found" });
  await expect(toast).toBeVisible();
  await toast.hover();
  await toast.getByRole("button", { name: /close/i }).click();
  await expect(toast).toBeHidden();
});

test("toasts stack at the top centre, 14 px apart, at most three at a time", async ({ page }) => {
  await page.goto("/not-a-page");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(toaster).toHaveAttribute("data-y-position", "top");
  await expect(toaster).toHaveAttribute("data-x-position", "center");
  expect(await toaster.evaluate((element) => getComputedStyle(element).getPropertyValue("--gap").trim())).toBe("14px");
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts).toHaveCount(1);
  // Three more not-found pages in a row: four toasts asked for, three shown.
  for (const [index, path] of ["/lost-1", "/lost-2", "/lost-3"].entries()) {
    await page.evaluate((to) => {
      window.history.pushState({}, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await expect(toasts).toHaveCount(index + 2);
  }
  await expect.poll(() => page.locator("[data-sonner-toast][data-visible=true]").count()).toBe(3);
});
