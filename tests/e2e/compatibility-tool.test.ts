import { expect, test, type Page } from "@playwright/test";
import { contrastOf, gotoHydrated } from "./support";

// [compat.score-ranges]: Aries (fire) with Cancer (water) is an opposing pair, scored 40 to 69.
const OPPOSING = { min: 40, max: 69 };
const COMPLEMENTARY = { min: 65, max: 94 };

async function scoreOn(page: Page): Promise<number> {
  return Number(await page.getByTestId("compatibility-score").getAttribute("data-score"));
}

test("[signs.compatibility-tool] [compat.pair-page] from /compatibility, choosing two signs opens the pair's page with a score in the pair's range and why it scores so", async ({
  page,
}) => {
  await gotoHydrated(page, "/compatibility");
  await expect(page.getByRole("heading", { name: "Choose Two Signs to Compare" })).toBeVisible();
  await expect(page.getByLabel("First Sign").locator("option", { hasText: "♈ Aries (March 21 – April 19)" })).toHaveCount(1);

  await page.getByLabel("First Sign").selectOption("aries");
  // One sign is not yet a pair: the page stays and so does the heading.
  await expect(page).toHaveURL("/compatibility");
  await expect(page.getByRole("heading", { name: "Choose Two Signs to Compare" })).toBeVisible();

  await page.getByLabel("Second Sign").selectOption("cancer");
  await expect(page).toHaveURL("/signs/aries/compatibility/cancer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aries and Cancer Compatibility");
  const score = await scoreOn(page);
  expect(score).toBeGreaterThanOrEqual(OPPOSING.min);
  expect(score).toBeLessThanOrEqual(OPPOSING.max);
  await expect(page.getByTestId("compatibility-score")).toHaveText(`${score}%`);
  await expect(page.getByTestId("compatibility-verdict")).toHaveText(score >= 65 ? "Click" : "Clash");
  await expect(page.getByRole("meter", { name: "Compatibility score" })).toHaveAttribute("aria-valuenow", String(score));
  await expect(page.getByRole("heading", { name: "Best for" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Challenges" })).toBeVisible();

  // Why this score: the base names the relation (Aries and Cancer are a square), then today's
  // parts from the sky, and a sum that ends in the score shown above.
  await expect(page.getByRole("heading", { name: "Why this score" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Base: square" })).toBeVisible();
  await expect(page.getByText(/^Aries and Cancer sit three signs apart, at right angles to each other \(a square\)/)).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Today: The Moon in [A-Z][a-z]+$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Today: Mars in / })).toBeVisible();
  await expect(page.getByTestId("score-sum")).toHaveText(new RegExp(`^\\d+( [+−] \\d+){3} = ${score}$`));

  // On the pair page the tool holds both signs; changing one opens the new pair.
  await expect(page.getByRole("heading", { name: "Try Another Pairing" })).toBeVisible();
  await expect(page.getByLabel("First Sign")).toHaveValue("aries");
  await expect(page.getByLabel("Second Sign")).toHaveValue("cancer");
  await page.getByLabel("Second Sign").selectOption("gemini");
  await expect(page).toHaveURL("/signs/aries/compatibility/gemini");
  const next = await scoreOn(page);
  expect(next).toBeGreaterThanOrEqual(COMPLEMENTARY.min);
  expect(next).toBeLessThanOrEqual(COMPLEMENTARY.max);
});

test("/compatibility?sign1=leo starts with Leo as the first sign; an unknown sign1 is ignored", async ({ page }) => {
  await gotoHydrated(page, "/compatibility?sign1=leo");
  await expect(page.getByLabel("First Sign")).toHaveValue("leo");
  await expect(page.getByLabel("Second Sign")).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Choose Two Signs to Compare" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Try Another Pairing" })).toHaveCount(0);
  await page.getByLabel("Second Sign").selectOption("libra");
  await expect(page).toHaveURL("/signs/leo/compatibility/libra");
  await expect(page.getByRole("heading", { name: "Try Another Pairing" })).toBeVisible();

  await gotoHydrated(page, "/compatibility?sign1=ophiuchus");
  await expect(page.getByLabel("First Sign")).toHaveValue("");
});

test("a sign's compatibility page starts the tool with that sign", async ({ page }) => {
  await gotoHydrated(page, "/signs/pisces/compatibility");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pisces Compatibility Checker");
  await expect(page.getByLabel("First Sign")).toHaveValue("pisces");
  await expect(page.getByRole("heading", { name: "Choose Two Signs to Compare" })).toBeVisible();
  await page.getByLabel("Second Sign").selectOption("scorpio");
  await expect(page).toHaveURL("/signs/pisces/compatibility/scorpio");
});

test("[compat.pair-page] the reasons under the score stay readable in both themes", async ({ browser }) => {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    await gotoHydrated(page, "/signs/aries/compatibility/libra");
    await expect(page.getByRole("term").filter({ hasText: "Base: opposite signs" })).toBeVisible();
    const reason = page.getByText(/^Aries and Libra sit across the zodiac from each other: a strong pull and a need to meet halfway\./);
    expect(await contrastOf(reason), `${theme}: a reason`).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(page.getByTestId("score-sum")), `${theme}: the sum`).toBeGreaterThanOrEqual(4.5);
    await context.close();
  }
});

test("a shared link shows the same score to the next visitor that day", async ({ page, request }) => {
  await gotoHydrated(page, "/signs/taurus/compatibility/virgo");
  const first = await scoreOn(page);
  // Another visitor, no cookies, no scripts: the server's page carries the same number.
  const html = await (await request.get("/signs/taurus/compatibility/virgo")).text();
  expect(Number(html.match(/data-score="(\d+)"/)?.[1])).toBe(first);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tool is a form that still lands on the pair's page", async ({ page }) => {
    await page.goto("/compatibility");
    await page.getByLabel("First Sign").selectOption("virgo");
    await page.getByLabel("Second Sign").selectOption("capricorn");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL("/signs/virgo/compatibility/capricorn");
    const score = await scoreOn(page);
    expect(score).toBeGreaterThanOrEqual(80);
    expect(score).toBeLessThanOrEqual(99);
  });
});

test("the compatibility article's table and numbered list are styled as the site's own", async ({ page }) => {
  await gotoHydrated(page, "/signs/leo/compatibility");
  const article = page.locator("article[aria-labelledby=perfect-match-article]");
  const header = article.locator("th").first();
  await expect(header).toHaveCSS("border-bottom-width", "2px");
  await expect(header).toHaveCSS("text-align", "left");
  await expect(article.locator("td").first()).toHaveCSS("border-bottom-width", "1px");
  await expect(article.locator("ol").first()).toHaveCSS("list-style-type", "decimal");
});
