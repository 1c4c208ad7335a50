import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

// The birth chart tool as a reader uses it: a town found by its first letters, a birth time in a
// doubled hour, the unknown-time path and the share link.

async function chooseTown(page: Page, typed: string, town: RegExp) {
  const place = page.getByRole("combobox", { name: "Birthplace" });
  await place.fill(typed);
  const list = page.getByRole("listbox", { name: "Towns" });
  await expect(list).toBeVisible();
  const option = list.getByRole("option", { name: town }).first();
  await expect(option).toBeVisible();
  // The keyboard path: arrow down to the town, Enter to choose it.
  const options = await list.getByRole("option").allTextContents();
  const index = options.findIndex((text) => town.test(text));
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step++) await place.press("ArrowDown");
  await place.press("Enter");
  await expect(list).toBeHidden();
}

test("[places.picker] [charts.page] [charts.local-time] a reader finds a town by its first letters, picks one of the two readings of a doubled hour and gets the wheel, the tables and the reading", async ({
  page,
}) => {
  await gotoHydrated(page, "/charts/free-birth-chart");
  await page.getByLabel("Date of birth").fill("2001-10-28");
  await page.getByLabel("Time of birth").fill("01:30");
  await chooseTown(page, "Lond", /^London, England, United Kingdom$/);
  await expect(page.getByText("Time zone: Europe/London")).toBeVisible();
  await page.getByRole("button", { name: "Draw my chart" }).click();

  // 01:30 happened twice in London that night: the page asks which.
  await expect(page.getByRole("heading", { name: "Which time was it?" })).toBeVisible();
  await expect(page.getByText("This local time happened twice in Europe/London: the clocks went back.")).toBeVisible();
  await page.getByRole("link", { name: "The second time (after the clocks went back): UTC+00:00" }).click();

  await expect(page).toHaveURL(/offset=%2B00%3A00/);
  await expect(page.getByRole("heading", { name: "Your birth chart" })).toBeVisible();
  await expect(
    page.getByText("28 October 2001, 01:30 (UTC+00:00) in London, England, United Kingdom. Placidus houses. Mean node."),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Birth chart wheel" })).toBeVisible();
  const positions = page.getByRole("table", { name: "Positions at birth" });
  await expect(positions.getByRole("row")).toHaveCount(1 + 12 + 2);
  await expect(positions.getByRole("row", { name: /^Sun Scorpio/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "House cusps (Placidus)" }).getByRole("row")).toHaveCount(13);
  await expect(page.getByRole("heading", { name: /^The Sun in Scorpio, \d+(st|nd|rd|th) house$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: / rising$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^Pluto in Sagittarius/ })).toBeVisible();

  // [charts.aspect-readings] Every aspect the table lists is read below, in the table's order.
  await expect(page.getByRole("heading", { level: 2, name: "Your aspects" })).toBeVisible();
  const listed = await page.getByRole("table", { name: "Aspects" }).locator("tbody th").allTextContents();
  const aspectHeading =
    /^(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) (conjunction|sextile|square|trine|opposition) \w+$/;
  const read = (await page.getByRole("heading", { level: 3 }).allTextContents()).filter((title) => aspectHeading.test(title));
  expect(listed.length).toBeGreaterThan(3);
  expect(read).toEqual(listed);
  expect(read.some((title) => / (Ascendant|Midheaven)$/.test(title))).toBe(true);
  const firstAspect = page.getByRole("heading", { level: 3, name: read[0] }).locator("xpath=following-sibling::p[1]");
  expect((await firstAspect.textContent())!.split(/\s+/).length).toBeGreaterThanOrEqual(40);

  // The file downloads answer for the same chart.
  const svg = await page.request.get((await page.getByRole("link", { name: "Download SVG" }).getAttribute("href"))!);
  expect(svg.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  const png = await page.request.get((await page.getByRole("link", { name: "Download PNG" }).getAttribute("href"))!);
  expect(png.headers()["content-type"]).toBe("image/png");
});

test("[charts.unknown-time] without a birth time the chart is drawn for noon, with no houses and no rising sign", async ({ page }) => {
  await gotoHydrated(page, "/charts/free-birth-chart");
  await page.getByLabel("Date of birth").fill("1985-07-04");
  await page.getByLabel("I don’t know my birth time").check();
  await chooseTown(page, "new y", /^New York City, New York, United States$/);
  await page.getByRole("button", { name: "Draw my chart" }).click();

  await expect(page.getByText("4 July 1985, time unknown in New York City, New York, United States.")).toBeVisible();
  await expect(page.getByText(/^Without a birth time the chart is drawn for noon, with no rising sign and no houses\./)).toBeVisible();
  await expect(page.getByRole("img", { name: "Birth chart wheel for noon (birth time unknown)" })).toBeVisible();
  await expect(page.getByRole("table", { name: /House cusps/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: / rising$/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "The Sun in Cancer" })).toBeVisible();
});

test("[charts.page] the share link reproduces the same chart, and a typed town without a pick is looked up", async ({ page, browser }) => {
  // Typed and sent without choosing from the list: the server looks the town up and moves to its address.
  await page.goto("/charts/free-birth-chart?date=1990-04-15&time=13%3A30&place=sydney&houses=whole-sign");
  await expect(page).toHaveURL(/tz=Australia%2FSydney/);
  await expect(page.getByRole("heading", { name: "Your birth chart" })).toBeVisible();
  const table = await page.getByRole("table", { name: "Positions at birth" }).innerText();
  const reading = await page.getByRole("heading", { level: 3 }).allTextContents();
  const shared = page.url();

  const other = await browser.newPage();
  await other.goto(shared);
  expect(await other.getByRole("table", { name: "Positions at birth" }).innerText()).toBe(table);
  expect(await other.getByRole("heading", { level: 3 }).allTextContents()).toEqual(reading);
  await expect(other.getByRole("table", { name: "House cusps (Whole Sign)" })).toBeVisible();
  await other.close();
});
