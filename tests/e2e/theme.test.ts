import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("dark is the default theme", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
});

test("the toggle switches theme, stores it under 'theme', and a reload keeps it without a dark flash", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

  // Record the theme at the moment the body begins, i.e. before anything can be painted.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody)).not.toContain("dark");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});
