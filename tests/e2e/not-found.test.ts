import { expect, test, type Page } from "@playwright/test";
import { watchAnalyticsReports } from "./analytics-reports";
import { skipWelcomeToast } from "./support";

/** Waits until no animation runs on the page, so a toast sliding in is measured where it rests. */
const settled = (page: Page) => expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);

test("an unknown address shows 'Star Lost in Space', its toast for 5 s, three sign links, and reports 404_error", async ({ page }) => {
  const reports = await watchAnalyticsReports(page);
  const response = await page.goto("/lost/in/the/void");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Star Lost in Space" })).toBeVisible();
  await expect(page).toHaveTitle(/Star Lost in Space/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const toast = page.locator("[data-toast]").filter({ hasText: "Page not found" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("We couldn't find the page you were looking for.");
  await expect(toast).toHaveAttribute("data-type", "error");
  const event = await reports.waitFor((report) => report.endpoint === "events" && report.body?.name === "404_error");
  expect(event.body).toMatchObject({ name: "404_error", path: "/lost/in/the/void" });

  const main = page.locator("main");
  await expect(main.locator('a[href^="/signs/"]')).toHaveCount(3);
  // The toast leaves once its 5 s have passed.
  await expect(toast).toBeHidden({ timeout: 8_000 });

  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await main.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the toast has a close button", async ({ page }) => {
  await page.goto("/nowhere-at-all");
  const toast = page.locator("[data-toast]").filter({ hasText: "Page not found" });
  await expect(toast).toBeVisible();
  await toast.hover();
  await toast.getByRole("button", { name: /close/i }).click();
  await expect(toast).toBeHidden();
});

test("[shell.toasts] toasts stack at the top centre under the header, 14 px apart, three at a time; a fourth waits its turn", async ({
  page,
}) => {
  // The welcome toast comes 800 ms after the first page hydrates, which under load can fall after
  // the stack has settled and move it while it is measured: this test counts only not-found toasts.
  await skipWelcomeToast(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/not-a-page");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const region = page.getByRole("region", { name: "Notifications" });
  await expect(region).toHaveAttribute("aria-live", "polite");
  const toasts = region.locator("[data-toast]");
  await expect(toasts).toHaveCount(1);
  // Three more not-found pages in a row: four toasts asked for, the newest three shown.
  for (const [index, path] of ["/lost-1", "/lost-2", "/lost-3"].entries()) {
    await page.evaluate((to) => {
      window.history.pushState({}, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await expect(page.getByRole("heading", { level: 1, name: "Star Lost in Space" })).toBeVisible();
    // The toast is a notice of the navigation: each page's own toast is in before the next.
    if (index < 2) await expect(toasts).toHaveCount(index + 2);
    else await expect(region.locator('[data-toast][data-state="open"]')).toHaveCount(3);
  }
  await expect(toasts).toHaveCount(3);
  await settled(page);
  // The newest toast's entry can still be starting when no animation is listed yet: the first
  // toast is measured once it has come to rest.
  await expect.poll(async () => (await toasts.first().boundingBox())!.y).toBe(76);
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await toasts.nth(index).boundingBox())!));
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(first!.y).toBeGreaterThan(header.y + header.height);
  expect(Math.abs(first!.x + first!.width / 2 - 640)).toBeLessThanOrEqual(1);
  expect(second!.y - (first!.y + first!.height)).toBeCloseTo(14, 0);
  expect(third!.y - (second!.y + second!.height)).toBeCloseTo(14, 0);

  // Closing one lets the waiting fourth in; none of the four is lost.
  await toasts.first().getByRole("button", { name: "Close toast" }).click();
  await page.mouse.move(0, 700);
  await expect(region.locator('[data-toast][data-state="closed"]')).toHaveCount(0);
  await expect(toasts).toHaveCount(3);
  await expect(toasts).toHaveCount(0, { timeout: 8_000 });
});

test("[shell.toasts] a toast's time stands still while the pointer rests on it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/still-lost");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const toast = page.locator("[data-toast]").filter({ hasText: "Page not found" });
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 700);
  await page.clock.runFor(5_300);
  await expect(toast).toBeHidden();
});

test("[shell.toasts] on a phone the stack spans the width less 1 rem a side, 72 px from the top", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/lost-on-a-phone");
  const toast = page.locator("[data-toast]").first();
  await expect(toast).toBeVisible();
  await settled(page);
  expect(await toast.boundingBox()).toMatchObject({ x: 16, y: 72, width: 358 });
});
