import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("[shell.home-greeting] a first-time reader is invited to choose a sign; the home page names today's Moon and the next lunation", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const greeting = page.getByTestId("reader-greeting");
  await expect(greeting.getByRole("heading", { name: "Your sign, first" })).toBeVisible();
  const sky = page.getByTestId("sky-today");
  // The site's date, on the site's clocks (UTC for the test server): "Thursday, November 26, 2026".
  const today = new Date();
  const written = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  await expect(sky.locator("time").first()).toHaveAttribute("datetime", today.toISOString().slice(0, 10));
  await expect(sky.locator("time").first()).toHaveText(written.format(today));
  await expect(sky).toContainText(/Tonight: The Moon is in [A-Z][a-z]+, [a-z ]+ and \d{1,3}% lit\./);
  await expect(sky).toContainText(/Next (New|Full) Moon: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}/);
});

test("[shell.home-greeting] a returning reader is greeted with the sign they last read, without the page moving (CLS at most 0.02)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/signs/virgo");
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await gotoHydrated(page, "/");
  const greeting = page.getByTestId("reader-greeting");
  await expect(greeting.getByRole("heading", { name: "Welcome back, Virgo" })).toBeVisible();
  await expect(greeting.locator("p")).not.toHaveText("Today’s reading is ready for you."); // the reading's own words arrived
  await expect(greeting.getByRole("link", { name: "Read today’s Virgo horoscope" })).toHaveAttribute("href", "/signs/virgo");
  // The page the server sent is the same for everyone: the sign is the browser's alone.
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain("Welcome back");
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.02);
});
