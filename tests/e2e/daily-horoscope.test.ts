import { expect, test, type Page } from "@playwright/test";
import { watchAnalyticsReports } from "./analytics-reports";
import { gotoHydrated, skipWelcomeToast } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("a reader reads today's horoscope in short first, can open the sky behind it, then switches sign", async ({ page }) => {
  await gotoHydrated(page, "/signs/leo");
  await expect(page.getByRole("heading", { level: 1, name: "Leo Daily Horoscope" })).toBeVisible();
  const inShort = page.getByRole("region", { name: "Today in short" });
  await expect(inShort.locator("p")).toHaveCount(2);
  for (const line of await inShort.locator("p").all()) await expect(line).not.toBeEmpty();
  const overview = page.getByRole("region", { name: "Today's Overview", exact: true });
  // The day in short comes before every section.
  expect((await inShort.boundingBox())!.y).toBeLessThan((await overview.boundingBox())!.y);
  for (const section of ["Today's Overview", "Love", "Career", "Mood", "Leo’s Ritual"]) {
    await expect(page.getByRole("region", { name: section, exact: true }).locator("p").first()).not.toBeEmpty();
  }
  await expect(page.getByTestId("lucky-numbers").locator("span")).toHaveCount(3);

  // The sky behind the reading is folded away until the reader asks for it.
  const behind = page.getByTestId("sky-behind");
  const whyToday = page.getByTestId("why-today");
  await expect(whyToday).toBeHidden();
  await behind.getByText("The sky behind this").click();
  // The day's event for this sign, in its own house, checkable.
  await expect(whyToday).toHaveText(
    /^Why today: .* (is in|enters|falls in|turns (retrograde|direct) in|forms an exact .* from|forms an? [a-z]+ with .* from) .*your \d+(st|nd|rd|th) house\.$/,
  );
  await expect(page.getByRole("list", { name: "The day's sky" }).getByRole("listitem").first()).not.toBeEmpty();
  await expect(page.getByRole("list", { name: "Through your houses" }).getByRole("listitem")).toHaveCount(7);

  await page.getByLabel("Switch sign").selectOption("virgo");
  await expect(page).toHaveURL(/\/signs\/virgo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Virgo Daily Horoscope" })).toBeVisible();
});

test("names read as English: Aries’ Ritual, What makes an Aries tick", async ({ page }) => {
  await gotoHydrated(page, "/signs/aries");
  await expect(page.getByRole("region", { name: "Aries’ Ritual", exact: true })).toBeVisible();
  await gotoHydrated(page, "/signs/aries/personality");
  await expect(page.getByText("What makes an Aries tick", { exact: false }).first()).toBeVisible();
  await expect(page.locator("body")).not.toContainText("a Aries");
  await expect(page.locator("body")).not.toContainText("Aries's");
});

test("[daily.days] yesterday, today and tomorrow each have their own page, link and date; switching sign keeps the day", async ({
  page,
}) => {
  await gotoHydrated(page, "/signs/leo");
  const today = await page.locator("article time").first().getAttribute("datetime");
  const days = page.getByRole("navigation", { name: "Reading period" });
  await expect(days.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
  const shift = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

  await days.getByRole("link", { name: "Yesterday" }).click();
  await expect(page).toHaveURL(/\/signs\/leo\/yesterday$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leo Horoscope for Yesterday" })).toBeVisible();
  await expect(page.locator("article time").first()).toHaveAttribute("datetime", shift(-1));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/signs\/leo\/yesterday$/);
  await expect(page.getByRole("region", { name: "Yesterday's Overview", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Rate today’s Leo horoscope" })).toHaveCount(0);

  await days.getByRole("link", { name: "Tomorrow" }).click();
  await expect(page).toHaveURL(/\/signs\/leo\/tomorrow$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leo Horoscope for Tomorrow" })).toBeVisible();
  await expect(page.locator("article time").first()).toHaveAttribute("datetime", shift(1));
  await expect(page).toHaveTitle(/Leo Horoscope for Tomorrow/);

  await page.getByLabel("Switch sign").selectOption("virgo");
  await expect(page).toHaveURL(/\/signs\/virgo\/tomorrow$/);
  await expect(page.getByRole("heading", { level: 1, name: "Virgo Horoscope for Tomorrow" })).toBeVisible();
  await days.getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Virgo Daily Horoscope" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Rate today’s Virgo horoscope" })).toBeVisible();
});

test("[daily.dated-page] any day has a page: a dated reading, the next day by its link, a birthday by the date picker", async ({
  page,
}) => {
  await gotoHydrated(page, "/signs/aries/2021-06-01");
  await expect(page.getByRole("heading", { level: 1, name: "Aries Horoscope for June 1, 2021" })).toBeVisible();
  await expect(page.locator("article time").first()).toHaveAttribute("datetime", "2021-06-01");
  await expect(page.getByRole("region", { name: "June 1, 2021 in short" }).locator("p").first()).not.toBeEmpty();
  await expect(page.getByRole("region", { name: "Overview", exact: true }).locator("p").first()).not.toBeEmpty();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/signs\/aries\/2021-06-01$/);
  // No reading period is current: the day is none of the named ones.
  await expect(page.getByRole("navigation", { name: "Reading period" }).locator('[aria-current="page"]')).toHaveCount(0);

  const days = page.getByRole("navigation", { name: "Days before and after" });
  await expect(days.getByRole("link", { name: "← Previous day" })).toHaveAttribute("href", "/signs/aries/2021-05-31");
  await days.getByRole("link", { name: "Next day →" }).click();
  await expect(page).toHaveURL(/\/signs\/aries\/2021-06-02$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aries Horoscope for June 2, 2021" })).toBeVisible();

  // The picker: labelled, bounded by the span, showing the day on screen; Enter in the field sends it.
  const picker = page.getByLabel("Read the horoscope of any day");
  await expect(picker).toHaveValue("2021-06-02");
  await expect(picker).toHaveAttribute("min", "2020-01-01");
  await picker.fill("2020-03-15");
  await expect(page.getByRole("button", { name: "Read that day" })).toBeVisible();
  await picker.press("Enter");
  await expect(page).toHaveURL(/\/signs\/aries\/2020-03-15$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aries Horoscope for March 15, 2020" })).toBeVisible();
  await expect(picker).toHaveValue("2020-03-15");
});

test("the four tabs lead to each page of the sign, and back", async ({ page }) => {
  await skipWelcomeToast(page);
  await gotoHydrated(page, "/signs/scorpio");
  const tabs = page.getByRole("navigation", { name: "Scorpio sections" });
  await tabs.getByRole("link", { name: "Dates & Season" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scorpio Dates & Season" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "The Sun enters Scorpio" })).toBeVisible();
  await tabs.getByRole("link", { name: "Personality" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scorpio Personality" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The Scorpio Personality" })).toBeVisible();
  await tabs.getByRole("link", { name: "Compatibility" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Scorpio Compatibility Checker/ })).toBeVisible();
  await tabs.getByRole("link", { name: "Daily Horoscope" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scorpio Daily Horoscope" })).toBeVisible();
});

test("on a phone the tabs are a dropdown, and the best-match banner can be dismissed for good", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/signs/pisces");
  await expect(page.getByRole("navigation", { name: "Pisces sections" })).toBeHidden();
  await expect(page.getByLabel("Switch sign")).toBeHidden();
  const banner = page.getByRole("complementary", { name: "Find your best match" });
  await expect(banner.getByRole("link", { name: "Who's Your Best Match?" })).toHaveAttribute("href", "/compatibility");
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toHaveCount(0);
  // Dismissed stays dismissed in this browser, on every sign's page.
  await gotoHydrated(page, "/signs/leo");
  await expect(page.getByRole("heading", { level: 1, name: "Leo Daily Horoscope" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cosmic_match_banner_dismissed"))).toBe("1");
  await gotoHydrated(page, "/signs/pisces");
  await page.getByLabel("Choose a Pisces page").selectOption({ label: "Personality" });
  await expect(page).toHaveURL(/\/signs\/pisces\/personality$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pisces Personality" })).toBeVisible();
  // One selector on a phone: this sign's pages, then the same page of another sign.
  await page.getByLabel("Choose a Pisces page").selectOption({ label: "♍ Virgo" });
  await expect(page).toHaveURL(/\/signs\/virgo\/personality$/);
  await expect(page.getByRole("heading", { level: 1, name: "Virgo Personality" })).toBeVisible();
  // From a span's reading, another sign opens on the same span.
  await gotoHydrated(page, "/signs/virgo/week");
  await page.getByLabel("Choose a Virgo page").selectOption({ label: "♓ Pisces" });
  await expect(page).toHaveURL(/\/signs\/pisces\/week$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pisces Weekly Horoscope" })).toBeVisible();
});

test("a reader rates today's reading once; after a reload it stays locked", async ({ page }) => {
  await gotoHydrated(page, "/signs/gemini");
  const rating = page.getByRole("region", { name: "Rate today’s Gemini horoscope" });
  await rating.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(rating.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await rating.getByRole("button", { name: "Submit Rating" }).click();
  await expect(rating.getByRole("status")).toHaveText("Thanks for rating! You gave today's reading 4 out of 5.");
  await expect(rating.getByTestId("rating-summary")).toBeVisible();
  await page.reload();
  await expect(rating.getByRole("img", { name: "Your rating: 4 out of 5 stars" })).toBeVisible();
  await expect(rating.getByRole("button", { name: "Submit Rating" })).toHaveCount(0);
  await expect(rating.getByTestId("rating-summary")).toContainText("4.0 average from 1 rating");
});

test("[ratings.social-proof] the page shows only counted figures: readers from page views, no average before the first rating", async ({
  page,
  context,
}) => {
  // A cookie keeps each load out of the anonymous page cache, so every load is counted afresh.
  await context.addCookies([{ name: "e2e", value: "1", url: test.info().project.use.baseURL! }]);
  const readers = async () => {
    await gotoHydrated(page, "/signs/aquarius");
    const badge = page.getByTestId("readers-today");
    if ((await badge.count()) === 0) return 0;
    const match = /^([\d,]+) Aquarius readers? today$/.exec((await badge.textContent()) ?? "");
    expect(match, "the badge's words").not.toBeNull();
    return Number(match![1]!.replace(/,/g, ""));
  };
  const first = await readers();
  // The view before is counted: the server writes views within a second and reads a page's count
  // at most every 10 seconds (READERS_CACHE_MS).
  await expect.poll(readers, { timeout: 20_000 }).toBeGreaterThan(first);
  // Nobody has rated Aquarius today: an invitation, no stand-in average, no accuracy share.
  const rating = page.getByRole("region", { name: "Rate today’s Aquarius horoscope" });
  await expect(rating.getByTestId("rating-summary")).toHaveText("Be the first to rate today’s reading");
  await expect(page.getByTestId("accuracy")).toHaveCount(0);
});

test("claiming today's ritual reveals it after a second; Got it! closes, Try Again Tomorrow resets", async ({ page }) => {
  const reports = await watchAnalyticsReports(page);
  await gotoHydrated(page, "/signs/cancer");
  const ritual = page.getByRole("region", { name: "Your Daily Ritual" });
  await ritual.getByRole("button", { name: "Claim Today's Ritual" }).click();
  await expect(ritual.getByText("Reading the stars for your ritual…")).toBeVisible();
  await expect(ritual.getByRole("button", { name: "Got it!" })).toBeVisible({ timeout: 3_000 });
  await expect(ritual.getByText(/(Fire|Earth|Air|Water) ritual/)).toBeVisible();
  // The claim is celebrated with confetti that catches no click (the buttons below still work).
  await expect(page.locator("[data-confetti]")).toHaveCount(1);
  // The claim is reported with where it was made and the ritual's element.
  const claimed = await reports.waitFor((report) => report.endpoint === "events" && report.body?.name === "ritual_claimed");
  expect(claimed.body).toEqual({
    name: "ritual_claimed",
    path: "/signs/cancer",
    properties: { source: "daily-page", element: expect.stringMatching(/^(fire|earth|air|water)$/i) },
  });
  expect(await claimed.status).toBe(202);
  await ritual.getByRole("button", { name: "Try Again Tomorrow" }).click();
  await expect(ritual.getByRole("button", { name: "Claim Today's Ritual" })).toBeVisible();
  await ritual.getByRole("button", { name: "Claim Today's Ritual" }).click();
  await ritual.getByRole("button", { name: "Got it!" }).click();
  await expect(ritual.getByRole("button", { name: "Got it!" })).toHaveCount(0);
});

test("moving to another sign shows a skeleton while its page loads", async ({ page }) => {
  await gotoHydrated(page, "/signs/aries");
  await page.route("**/signs/taurus.data*", async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await page
    .getByRole("complementary", { name: /Aries at a glance/ })
    .getByRole("link", { name: "Taurus" })
    .click();
  await expect(page.getByTestId("sign-page-skeleton")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Taurus Daily Horoscope" })).toBeVisible();
});

test("Share on the personality page copies the link and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await gotoHydrated(page, "/signs/libra/personality");
  // Desktop Chromium on Linux has no share sheet, so the link goes to the clipboard.
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toast(page, "Link copied!")).toContainText("Share this page with your friends");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/signs/libra/personality`);
  await expect(page.getByText(/^Last updated/)).toBeVisible();
});

test("[periods.pages] week, month and year each have their own page and URL, with the span's key dates in the sign's houses", async ({
  page,
}) => {
  await gotoHydrated(page, "/signs/leo");
  const periods = page.getByRole("navigation", { name: "Reading period" });

  await periods.getByRole("link", { name: "Week" }).click();
  await expect(page).toHaveURL(/\/signs\/leo\/week$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leo Weekly Horoscope" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/signs\/leo\/week$/);
  await expect(page.getByRole("navigation", { name: "Reading period" }).getByRole("link", { name: "Week" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("region", { name: "Overview" })).toContainText(/your \d+(st|nd|rd|th) house of /);
  await expect(page.getByText(/^Week of \d/).first()).toBeVisible();
  // [periods.as-of] The shared server runs on the real clock in UTC: after Monday the week is read
  // as of today, with the days that are left.
  const weekday = new Date().getUTCDay();
  const overview = page.getByRole("region", { name: "Overview" }).getByRole("paragraph");
  if (weekday === 1) {
    await expect(page.getByText("written for")).toHaveCount(0);
  } else {
    await expect(page.getByText(/written for \w+day \d+ \w+, with the days that are left/)).toBeVisible();
    await expect(overview).toHaveText(
      weekday === 0 ? /^This is the last day of the week/ : /^With \w+ days of the week left, counting today/,
    );
  }

  await page.getByRole("navigation", { name: "Reading period" }).getByRole("link", { name: "Month" }).click();
  await expect(page).toHaveURL(/\/signs\/leo\/month$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leo Monthly Horoscope" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/signs\/leo\/month$/);
  // Every month has at least one New or Full Moon, and each key date names Leo's house.
  const keyDates = page.getByTestId("key-dates").getByRole("listitem");
  await expect(keyDates.filter({ hasText: /(New|Full) Moon in \w+, your \d+(st|nd|rd|th) house/ }).first()).toBeVisible();

  await page.getByRole("navigation", { name: "Reading period" }).getByRole("link", { name: "Year" }).click();
  await expect(page).toHaveURL(/\/signs\/leo\/year$/);
  const year = new Date().getUTCFullYear();
  await expect(page.getByRole("heading", { level: 1, name: `Leo Horoscope ${year}` })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/signs\/leo\/year$/);
  await expect(page.getByRole("region", { name: "Overview" })).toContainText(/Jupiter (is|spends)/);
  // [periods.year-forecast] The year is a forecast in parts, with a paragraph for every month.
  for (const part of ["Love", "Career", "Money", "Wellbeing", "Month by month"]) {
    await expect(page.getByRole("region", { name: part })).toBeVisible();
  }
  await expect(page.getByTestId("forecast-months").getByRole("heading", { level: 3 })).toHaveCount(12);
  await page.getByRole("link", { name: `Read the Leo outlook for ${year + 1}` }).click();
  await expect(page).toHaveURL(new RegExp(`/signs/leo/year/${year + 1}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Leo Horoscope ${year + 1}` })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/signs/leo/year/${year + 1}$`));
  // Next year's months are all ahead of the reader.
  await expect(page.getByTestId("forecast-months").getByText("(behind you)")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Money" })).toContainText(/your \w+/);

  // Only next year has an outlook of its own; others are the not-found page.
  const far = await page.request.get(`/signs/leo/year/${year + 5}`);
  expect(far.status()).toBe(404);
});
