import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";
import { layoutShiftSum, watchLayoutShifts } from "./layout-shifts";

const PHONE = { width: 390, height: 844 };

type InShort = { date: string; headline: string; summary: string };

/** A day's reading as the API answers it, to compare with what the box shows. */
async function apiReading(page: Page, sign: string, date?: string): Promise<InShort> {
  const response = await page.request.get(`/api/horoscopes/${sign}${date ? `?date=${date}` : ""}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as InShort;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The page's layout shifts once its fonts are in and two more frames have been drawn. */
async function settledLayoutShifts(page: Page): Promise<number> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames, so a shift of the last one is reported.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return layoutShiftSum(page);
}

/** Every visible link and button a reader can act on outside `box`, below the header: the page's calls to action. */
async function callsToActionOutside(page: Page, box: Locator) {
  const inside = await box.locator("a, button").count();
  expect(inside).toBeGreaterThan(0);
  return page
    .locator('[data-testid="banner-area"], main')
    .locator("a, button")
    .evaluateAll(
      (nodes, testId) =>
        nodes
          .filter((node) => !node.closest(`[data-testid="${testId}"]`))
          .map((node) => ({ text: (node.textContent ?? "").trim(), rect: node.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && rect.height > 0)
          .map(({ text, rect }) => ({ text, top: rect.top + window.scrollY })),
      "reader-today",
    );
}

test("[shell.home-greeting] a first-time reader is invited to choose a sign; the home page names today's Moon and the next lunation", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const box = page.getByRole("region", { name: "Your reading" });
  await expect(box.getByRole("heading", { name: "Your sign, first" })).toBeVisible();
  await expect(box.getByRole("button")).toHaveCount(12);
  const sky = page.getByTestId("sky-today");
  // The site's date, on the site's clocks (UTC for the test server): "Thursday, November 26, 2026".
  const today = new Date();
  const written = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  await expect(sky.locator("time").first()).toHaveAttribute("datetime", today.toISOString().slice(0, 10));
  await expect(sky.locator("time").first()).toHaveText(written.format(today));
  await expect(sky).toContainText(/Tonight: The Moon is in [A-Z][a-z]+, [a-z ]+ and \d{1,3}% lit\./);
  await expect(sky).toContainText(/Next (New|Full) Moon: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}/);

  // Picking a sign in the box remembers it and shows its day in short there, without leaving the page.
  const height = (await page.getByTestId("reader-today").boundingBox())!.height;
  await box.getByRole("button", { name: "Leo", exact: true }).click();
  const reader = page.getByRole("region", { name: "Your reading" });
  await expect(reader.getByRole("heading", { name: "Today in short" })).toBeFocused();
  await expect(reader).toContainText("Welcome back, Leo");
  const leo = await apiReading(page, "leo");
  await expect(reader.getByTestId("reader-today-headline")).toHaveText(leo.headline);
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await page.evaluate(() => localStorage.getItem("cosmic_sign"))).toBe("leo");
  expect((await page.getByTestId("reader-today").boundingBox())!.height).toBe(height);
  // The sign can be changed in the box, or kept.
  await reader.getByRole("button", { name: "Change sign" }).click();
  await expect(box.getByRole("heading", { name: "Your sign, first" })).toBeFocused();
  await expect(box.getByRole("button", { name: "Leo", exact: true })).toHaveAttribute("aria-pressed", "true");
  await box.getByRole("button", { name: "Keep Leo" }).click();
  await expect(reader.getByTestId("reader-today-headline")).toHaveText(leo.headline);
});

test("[shell.home-reading] a returning reader's day in short opens a phone's first screen, above every call to action, switches day in place, and the page does not shift (CLS at most 0.02)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // Remembered the site's way: the sign page stores the reader's sign.
  await gotoHydrated(page, "/signs/virgo");
  expect(await page.evaluate(() => localStorage.getItem("cosmic_sign"))).toBe("virgo");
  await watchLayoutShifts(page);
  await gotoHydrated(page, "/");

  const today = await apiReading(page, "virgo");
  const box = page.getByRole("region", { name: "Your reading" });
  await expect(box.getByTestId("reader-today-headline")).toHaveText(today.headline);
  await expect(box.getByTestId("reader-today-summary")).toHaveText(today.summary);
  await expect(box).toContainText("Welcome back, Virgo");
  await expect(box.getByRole("link", { name: "Read today’s Virgo horoscope" })).toHaveAttribute("href", "/signs/virgo");

  // On the first screen, and before anything else the page asks the reader to do.
  const position = (await box.boundingBox())!;
  const summary = (await box.getByTestId("reader-today-summary").boundingBox())!;
  expect(position.y).toBeGreaterThanOrEqual(0);
  expect(position.y + position.height).toBeLessThanOrEqual(PHONE.height);
  const claim = page.getByRole("button", { name: "Claim Today's Ritual", exact: true });
  const claimAt = (await claim.boundingBox())!;
  expect(claimAt.y).toBeGreaterThanOrEqual(position.y + position.height);
  const others = await callsToActionOutside(page, page.getByTestId("reader-today"));
  expect(others.map(({ text }) => text)).toContain("Claim Today's Ritual");
  for (const { text, top } of others) expect(top, text).toBeGreaterThanOrEqual(position.y + position.height);

  const cls = await settledLayoutShifts(page);
  console.log(
    `home at 390×844: reader's box y ${position.y}–${position.y + position.height} px (summary ends at ${Math.round(summary.y + summary.height)}), ` +
      `'Claim Today's Ritual' at y ${claimAt.y}, CLS ${cls.toFixed(4)}`,
  );
  expect(cls).toBeLessThanOrEqual(0.02);

  // Tomorrow, from the API with ?date=, and its own full reading.
  const switches = box.getByRole("group", { name: "Reading day" });
  const tomorrowDate = addDays(today.date, 1);
  const tomorrow = await apiReading(page, "virgo", tomorrowDate);
  const asked = page.waitForRequest((request) => request.url().includes(`/api/horoscopes/virgo?date=${tomorrowDate}`));
  await switches.getByRole("button", { name: "Tomorrow" }).click();
  await asked;
  await expect(switches.getByRole("button", { name: "Tomorrow" })).toHaveAttribute("aria-pressed", "true");
  await expect(switches.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "false");
  await expect(box.getByRole("heading", { name: "Tomorrow in short" })).toBeVisible();
  await expect(box.getByTestId("reader-today-headline")).toHaveText(tomorrow.headline);
  await expect(box.getByTestId("reader-today-summary")).toHaveText(tomorrow.summary);
  await expect(box.getByRole("link", { name: "Read tomorrow’s Virgo horoscope" })).toHaveAttribute("href", "/signs/virgo/tomorrow");
  expect((await box.boundingBox())!.height).toBe(position.height);

  // By keyboard: back to Yesterday and Today, each switch reachable with Tab and shown focused.
  const yesterday = await apiReading(page, "virgo", addDays(today.date, -1));
  await page.keyboard.press("Shift+Tab");
  await expect(switches.getByRole("button", { name: "Today" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  const yesterdaySwitch = switches.getByRole("button", { name: "Yesterday" });
  await expect(yesterdaySwitch).toBeFocused();
  expect(await yesterdaySwitch.evaluate((node) => node.matches(":focus-visible") && getComputedStyle(node).outlineStyle !== "none")).toBe(
    true,
  );
  await page.keyboard.press("Enter");
  await expect(yesterdaySwitch).toHaveAttribute("aria-pressed", "true");
  await expect(box.getByTestId("reader-today-headline")).toHaveText(yesterday.headline);
  await expect(box.getByRole("link", { name: "Read yesterday’s Virgo horoscope" })).toHaveAttribute("href", "/signs/virgo/yesterday");
  await page.keyboard.press("Tab");
  await page.keyboard.press(" ");
  await expect(switches.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "true");
  await expect(box.getByTestId("reader-today-headline")).toHaveText(today.headline);
  await expect(box.getByTestId("reader-today-summary")).toHaveText(today.summary);

  // The ritual is claimed here, with the sign page's reveal, not on another page.
  await claim.click();
  const ritual = page.getByRole("region", { name: "Your Daily Ritual" });
  await expect(ritual.getByText("Reading the stars for your ritual…")).toBeVisible();
  await expect(ritual.getByRole("button", { name: "Got it!" })).toBeVisible();
  await expect(ritual.getByText(/^(Fire|Earth|Air|Water) ritual$/)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("[shell.home-reading] the server's home page is the same bytes for a reader with a remembered sign and one without, and holds no reading", async ({
  page,
  browser,
  baseURL,
}) => {
  await gotoHydrated(page, "/signs/virgo");
  const remembered = await (await page.goto("/"))!.text();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByTestId("reader-today-summary")).toBeVisible();

  const stranger = await browser.newContext({ baseURL });
  const fresh = await (await (await stranger.newPage()).goto("/"))!.text();
  await stranger.close();
  // Apart from the per-response nonce a freshly rendered page carries (a stored copy has none).
  const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
  expect(withoutNonce(remembered)).toBe(withoutNonce(fresh));

  const { headline, summary } = await apiReading(page, "virgo");
  for (const html of [remembered, fresh]) {
    expect(html).not.toContain(headline);
    expect(html).not.toContain(summary);
    expect(html).not.toContain("Welcome back");
    expect(html).toContain("Claim Today&#x27;s Ritual");
  }
});

test("[shell.home-reading] when the reading cannot be fetched the box says so and tries again, at the same size", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem("cosmic_sign", "pisces"));
  await page.route("**/api/horoscopes/**", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "down" } } }),
  );
  await gotoHydrated(page, "/");
  const box = page.getByRole("region", { name: "Your reading" });
  await expect(box.getByTestId("reader-today-error")).toHaveText(/We couldn’t load Pisces’ reading for today\./);
  const height = (await box.boundingBox())!.height;
  await page.unroute("**/api/horoscopes/**");
  await box.getByRole("button", { name: "Try Again" }).click();
  const pisces = await apiReading(page, "pisces");
  await expect(box.getByTestId("reader-today-headline")).toHaveText(pisces.headline);
  expect((await box.boundingBox())!.height).toBe(height);
});
