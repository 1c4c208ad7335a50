import { expect, test } from "@playwright/test";
import { contrastOf, gotoHydrated } from "./support";

// The shared server runs on the real clock in UTC (SITE_TIMEZONE unset), so "this month" and
// "this year" are the test's own.
const now = new Date();
const thisYear = now.getUTCFullYear();
const thisMonth = `${thisYear}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthAfter = (year: number, month: number) => (month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 });

test("[sky.moon-tonight] [sky.moon-calendar] [sky.eclipses] the Moon page says what the Moon does tonight, month by month", async ({
  page,
}) => {
  await gotoHydrated(page, "/moon-phases");
  const tonight = page.getByTestId("moon-tonight");
  await expect(tonight.getByRole("heading", { name: "Tonight's Moon" })).toBeVisible();
  // The drawing names the phase and how much of the Moon is lit.
  await expect(tonight.getByRole("img")).toHaveAttribute(
    "aria-label",
    /^(New Moon|Waxing|First Quarter|Full Moon|Waning|Last Quarter).*, \d+% lit$/,
  );
  await expect(tonight).toContainText(
    /\d+% lit, \d+\.\d days old, in (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/,
  );
  // The next four phases, each with a local time, one of each.
  const next = page.getByTestId("next-phases").getByRole("listitem");
  await expect(next).toHaveCount(4);
  const names = (await next.allTextContents()).map((text) => text.split(":")[0]).sort();
  expect(names).toEqual(["First Quarter", "Full Moon", "Last Quarter", "New Moon"]);
  // Once the page runs, the times are on the reader's clocks (this browser's zone is the machine's).
  await expect(page.getByTestId("phase-times-zone")).toHaveText(/^Times are given for your time zone \(UTC[+−]\d\d:\d\d now\)\.$/);

  // This month's calendar: a cell per day, each with its phase for screen readers.
  const calendar = page.getByTestId("moon-calendar");
  const [year, month] = thisMonth.split("-").map(Number) as [number, number];
  await expect(calendar.locator("td[data-date]")).toHaveCount(daysIn(year, month));
  await expect(calendar.locator(`td[data-date="${now.toISOString().slice(0, 10)}"]`)).toContainText("(today)");

  // The next month, by its link, with its own address and its own days.
  await page.getByRole("navigation", { name: "Other months" }).getByRole("link", { name: "Next month" }).click();
  const following = monthAfter(year, month);
  const followingParam = `${following.year}-${String(following.month).padStart(2, "0")}`;
  await expect(page).toHaveURL(`/moon-phases?month=${followingParam}`);
  await expect(calendar.locator("td[data-date]")).toHaveCount(daysIn(following.year, following.month));
  await expect(calendar.locator("td[data-date]").first()).toHaveAttribute("data-date", `${followingParam}-01`);

  // This year's and next year's eclipses, each with its date and sign.
  for (const eclipseYear of [thisYear, thisYear + 1]) {
    const eclipses = page.getByTestId(`eclipses-${eclipseYear}`).getByRole("listitem");
    expect(await eclipses.count()).toBeGreaterThanOrEqual(2);
    await expect(eclipses.first()).toHaveText(/: (Total|Partial|Annular|Penumbral|Hybrid) (solar|lunar) eclipse in [A-Z][a-z]+$/);
  }
});

test.describe("[sky.moon-times] a reader in India", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("reads the phases on Kolkata's clocks, asks for UTC and comes back", async ({ page }) => {
    await gotoHydrated(page, "/moon-phases");
    const note = page.getByTestId("phase-times-zone");
    const inIndia = "Times are given for your time zone (UTC+05:30 now).";
    await expect(note).toHaveText(inIndia);
    const written = (zone: string) =>
      page.locator('[data-testid="next-phases"] time, [data-testid="month-phases"] time').evaluateAll(
        (times, timeZone) =>
          times.map((time) => {
            const at = new Date(time.getAttribute("datetime")!);
            const options = {
              weekday: "long",
              month: "long",
              day: "numeric",
              hour: "2-digit",
              minute: "2-digit",
              hourCycle: "h23",
            } as const;
            return [time.textContent, new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(at)];
          }),
        zone,
      );
    const inKolkata = await written("Asia/Kolkata");
    expect(inKolkata.length).toBeGreaterThanOrEqual(7);
    for (const [shown, expected] of inKolkata) expect(shown).toBe(expected);

    await page.getByRole("button", { name: "Show in UTC" }).click();
    await expect(note).toHaveText("Times are given in UTC.");
    for (const [shown, expected] of await written("UTC")) expect(shown).toBe(expected);
    // Five and a half hours apart: no time reads the same on the two clocks.
    expect((await written("UTC")).map(([shown]) => shown)).not.toContain(inKolkata[0]![0]);

    const back = page.getByRole("button", { name: "Show in my time zone" });
    await back.focus();
    await page.keyboard.press("Enter");
    await expect(note).toHaveText(inIndia);
  });
});

test("[sky.moon-calendar] a new moon's disc shows on the calendar in both themes (its rim 3:1 against the cell)", async ({ page }) => {
  // December 2026 has its New Moon on the 9th (UTC).
  await gotoHydrated(page, "/moon-phases?month=2026-12");
  const newMoonDay = page.locator('td[data-date="2026-12-09"]');
  await expect(newMoonDay).toContainText("New Moon");
  const rimContrast = () => contrastOf(newMoonDay.locator("[data-moon-rim]"), "stroke");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await rimContrast()).toBeGreaterThanOrEqual(3);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect(await rimContrast()).toBeGreaterThanOrEqual(3);
});

test("[sky.moon-calendar] a month the calendar cannot show is a 400 with its message", async ({ page }) => {
  const response = await page.goto("/moon-phases?month=2026-13");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("The month must be written YYYY-MM (for example 2026-11)")).toBeVisible();
});

test("[sky.retrograde-now] [sky.retrograde-calendar] the retrograde guide answers for Mercury now, then lists every station of two years", async ({
  page,
}) => {
  await gotoHydrated(page, "/guides/planetary-retrogrades");
  const answer = page.getByTestId("mercury-now");
  await expect(answer.getByRole("heading", { name: "Is Mercury retrograde now?" })).toBeVisible();
  await expect(answer.getByText(/^(Yes|No)$/)).toBeVisible();
  const dates = answer.locator("time");
  await expect(dates).toHaveCount(2);
  // The answer's two stations enclose today.
  const [since, until] = await Promise.all([dates.nth(0).getAttribute("datetime"), dates.nth(1).getAttribute("datetime")]);
  expect(Date.parse(since!)).toBeLessThanOrEqual(Date.now());
  expect(Date.parse(until!)).toBeGreaterThan(Date.now());

  for (const year of [thisYear, thisYear + 1]) {
    const table = page.getByTestId(`retrogrades-${year}`);
    await expect(page.getByRole("heading", { name: `The retrogrades of ${year}` })).toBeVisible();
    // Mercury turns retrograde three or four times a year; Saturn to Pluto once each.
    const mercury = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Mercury", exact: true }) });
    expect(await mercury.count()).toBeGreaterThanOrEqual(3);
    for (const planet of ["Saturn", "Uranus", "Neptune", "Pluto"]) {
      await expect(table.getByRole("rowheader", { name: planet, exact: true }).first()).toBeVisible();
    }
    // Each station names its degree and sign.
    await expect(mercury.first().getByRole("cell").nth(1)).toContainText(/\d+°\d+′ [A-Z][a-z]+/);
  }
});

test("[sky.moon-tonight] [sky.retrograde-now] /tools leads to the working Moon and retrograde tools", async ({ page }) => {
  await gotoHydrated(page, "/tools");
  await page.getByRole("link", { name: /Moon phases/ }).click();
  await expect(page.getByTestId("moon-tonight")).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: /Retrograde calendar/ }).click();
  await expect(page.getByTestId("mercury-now")).toBeVisible();
});

test("[charts.page] /tools leads to the working birth chart", async ({ page }) => {
  await gotoHydrated(page, "/tools");
  await page
    .getByRole("link", { name: /Free birth chart/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/charts\/free-birth-chart$/);
  await expect(page.getByRole("form", { name: "Your birth details" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Birthplace" })).toBeVisible();
});

test("[accuracy.table] the footer leads to the accuracy page, whose tables compare every figure with its reference", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "How accurate is our sky?" }).click();
  // A process's first visit works the figures out, the birth-clock rows loading the town list
  // (2 s on an idle machine, several on a loaded one); later visits read them from memory.
  await expect(page).toHaveURL(/\/accuracy$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "How Accurate Is Our Sky?" })).toBeVisible();
  for (const [name, rows] of [
    ["Equinoxes and solstices", 8],
    ["Moon phases", 5],
    ["Mercury’s stations", 12],
    ["Eclipses of 2026", 4],
    ["Chart angles", 16],
  ] as const) {
    const table = page.getByRole("table", { name: `${name}: our figures against the references` });
    await expect(table.locator("tbody tr")).toHaveCount(rows);
  }
  const equinox = page.getByRole("row", { name: /^March equinox 2026/ });
  await expect(equinox.getByRole("cell").nth(0)).toHaveText("20 Mar 2026, 14:46 UT");
  await expect(equinox.getByRole("cell").nth(2)).toHaveText(/^\d\.\d minutes$/);
});
