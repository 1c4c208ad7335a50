import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("the header links lead to Home, Signs, Tools, Blog and Subscribe", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  const links = [
    ["Signs", "/signs"],
    ["Tools", "/tools"],
    ["Blog", "/blog"],
    ["Subscribe", "/subscribe"],
    ["Home", "/"],
  ] as const;
  for (const [label, path] of links) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("[shell.footer-links] [shell.entertainment-notice] the footer carries exactly its seven links and the entertainment-only statement", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("navigation", { name: "Footer" });
  const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/", "/blog", "/about", "/subscribe", "/privacy", "/terms", "/about#contact"]);
  await expect(page.getByTestId("entertainment-notice")).toContainText("for entertainment only");
});

test("the shell is ordered header, banner area, main, footer", async ({ page }) => {
  await gotoHydrated(page, "/signs");
  const order = await page.evaluate(() =>
    Array.from(document.body.querySelectorAll(":scope > header, :scope > [data-testid=banner-area], :scope > main, :scope > footer")).map(
      (element) => element.tagName.toLowerCase() + (element.getAttribute("data-testid") ? `#${element.getAttribute("data-testid")}` : ""),
    ),
  );
  expect(order).toEqual(["header", "div#banner-area", "main", "footer"]);
  // With ads off (the default on a local host) no zone takes room; the ads journeys check the
  // boxes that are reserved when ads are on.
  await expect(page.locator("[data-ad-zone]")).toHaveCount(0);
});

test("the skip link is the first stop for the keyboard and moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/tools");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main-content");
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test.describe("below 768px", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("a slide-in side menu carries the same links, by mouse and by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const labels = await menu.getByRole("navigation", { name: "Mobile" }).getByRole("link").allInnerTexts();
    expect(labels).toEqual(["Home", "Signs", "Tools", "Blog", "Subscribe"]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Tools" }).click();
    await expect(page).toHaveURL("/tools");
    await expect(menu).toBeHidden();
  });

  test("the sign tabs become a dropdown", async ({ page }) => {
    await gotoHydrated(page, "/signs/leo");
    const select = page.getByRole("combobox", { name: "Choose a Leo page" });
    await expect(select).toBeVisible();
    await select.selectOption({ label: "Dates & Season" });
    await expect(page).toHaveURL("/signs/leo/dates");
  });
});

test("[shell.paint-first] a page paints before any of its scripts is requested, then hydrates", async ({ page }) => {
  await gotoHydrated(page, "/signs/leo");
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(10);
  expect(timing.paint).toBeLessThanOrEqual(timing.firstScript);
  // The served document names no module preload in its head: they are added after the paint.
  const html = await (await page.request.get("/signs/leo")).text();
  expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});
