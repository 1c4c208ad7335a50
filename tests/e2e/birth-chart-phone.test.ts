import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

// The birth chart on a phone (390 × 844) and on a desktop: a reader who draws a chart lands on
// it, can read every label of the wheel, and never scrolls sideways ([charts.page], [charts.wheel]).

/** Each label's drawn size in CSS pixels: its font size in the wheel's units times the wheel's scale. */
async function wheelLabelSizes(page: Page) {
  return page.locator("#chart figure svg").evaluate((svg) => {
    const scale = svg.getBoundingClientRect().width / 600;
    return [...svg.querySelectorAll("text")].map((text) => Number(text.getAttribute("font-size")) * scale);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("[charts.page] [charts.local-mean-time] the Ulm chart opens at the wheel, labels at least 11 px, nothing wider than the screen", async ({
    page,
  }) => {
    await gotoHydrated(page, "/charts/free-birth-chart");
    await page.getByLabel("Date of birth").fill("1879-03-14");
    await page.getByLabel("Time of birth").fill("11:30");
    const place = page.getByRole("combobox", { name: "Birthplace" });
    await place.fill("Ulm");
    const option = page.getByRole("listbox", { name: "Towns" }).getByRole("option", { name: /^Ulm, Baden-Wurttemberg, Germany$/ });
    await option.click();
    await page.getByRole("button", { name: "Draw my chart" }).click();

    await expect(page).toHaveURL(/#chart$/);
    await expect(page.getByText(/^Local mean time of Ulm, UTC\+0:39:5\d\./)).toBeVisible();
    const wheel = page.locator("#chart figure svg");
    await expect(wheel).toBeInViewport();
    const sizes = await wheelLabelSizes(page);
    expect(sizes.length).toBeGreaterThan(24);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
      tables: [...document.querySelectorAll("table")].map((table) => [table.scrollWidth, table.parentElement!.clientWidth]),
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    for (const [index, [table, box]] of widths.tables.entries()) expect(table, `table ${index + 1}`).toBeLessThanOrEqual(box!);
  });
});

test("[charts.page] on a desktop the big three sit beside the wheel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(
    page,
    "/charts/free-birth-chart?date=1879-03-14&time=11%3A30&place=Ulm%2C+Baden-Wurttemberg%2C+Germany&lat=48.39841&lon=9.99155&tz=Europe%2FBerlin#chart",
  );
  const wheel = await page.locator("#chart figure svg").boundingBox();
  const bigThree = page.getByRole("complementary", { name: "Your big three" });
  await expect(bigThree.getByText("Rising")).toBeVisible();
  const aside = await bigThree.boundingBox();
  expect(aside!.x).toBeGreaterThanOrEqual(wheel!.x + wheel!.width);
  // Side by side: the two overlap in height.
  expect(aside!.y).toBeLessThan(wheel!.y + wheel!.height);
  expect(aside!.y + aside!.height).toBeGreaterThan(wheel!.y);
});
