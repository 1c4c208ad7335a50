import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, lastConfirmationLink, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// A signed-in reader's own chart ([charts.saved], [charts.transits], [charts.synastry]): draw it,
// keep it as theirs, read their day on the home page and /account/today, open their calendar, keep
// a second chart and compare the two. On a server of its own, whose first account is its admin.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = ownPort("your-chart");
const BASE = `http://127.0.0.1:${PORT}`;
const READER = { email: "stargazer@example.com", password: "rising-sign" };
const SECOND_CHART = "date=1992-08-01&time=09:00&place=Paris%2C+France&lat=48.85341&lon=2.3488&tz=Europe%2FParis&houses=placidus";

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT });
  await confirmedAccount("site-admin@example.com", "keeps-the-lights-on");
});

/**
 * An account signed up and confirmed over HTTP, no browser: the first one is the site's admin, so
 * the readers of the journeys below are readers only, whichever journey runs first.
 */
async function confirmedAccount(email: string, password: string) {
  const json = { "content-type": "application/json", origin: BASE };
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, name: "" }),
  });
  expect(signUp.ok).toBe(true);
  await expect.poll(() => server.output().includes(`"to":"${email}"`)).toBe(true);
  const token = new URL(lastConfirmationLink(server, email)).searchParams.get("token")!;
  const confirmed = await fetch(`${BASE}/auth/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
  expect(confirmed.status).toBeLessThan(400);
}
test.afterAll(() => stopServer(server));

async function signUpAndIn(page: Page, reader = READER) {
  await gotoHydrated(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(reader.email);
  await signUp.getByLabel("Password", { exact: true }).fill(reader.password);
  await signUp.getByLabel("Confirm password").fill(reader.password);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Account created!" })).toBeVisible();
  await gotoHydrated(page, lastConfirmationLink(server, reader.email));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByText("Your email is confirmed. You can now sign in.")).toBeVisible();
  await gotoHydrated(page, "/auth");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(reader.email);
  await signIn.getByLabel("Password", { exact: true }).fill(reader.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${BASE}/`);
}

test("a reader keeps their chart, reads their day and calendar, keeps a second chart and compares the two", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);

  // A visitor's /account pages lead to the sign-in page and back.
  await page.goto("/account/today");
  await expect(page).toHaveURL(`${BASE}/auth?redirectTo=%2Faccount%2Ftoday`);
  await signUpAndIn(page);

  // Before a chart is kept, the home page says how to get a reading of one's own.
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("today-for-you-invite")).toContainText("Draw your birth chart");

  // Draw the chart with the form, then keep it as "me".
  await gotoHydrated(page, "/charts/free-birth-chart");
  await page.getByLabel("Date of birth").fill("1990-04-15");
  await page.getByLabel("Time of birth").fill("14:30");
  const place = page.getByRole("combobox", { name: "Birthplace" });
  await place.fill("Lond");
  await page
    .getByRole("listbox", { name: "Towns" })
    .getByRole("option", { name: /^London, England, United Kingdom$/ })
    .click();
  await page.getByRole("button", { name: "Draw my chart" }).click();
  await expect(page.getByRole("heading", { name: "Your birth chart" })).toBeVisible();
  const save = page.getByRole("form", { name: "Save this chart" });
  await expect(save.getByLabel("Name")).toHaveValue("Me");
  await expect(save.getByLabel("This is me")).toBeChecked();
  await save.getByRole("button", { name: "Save this chart" }).click();
  await expect(page).toHaveURL(`${BASE}/account/charts`);
  await expect(page.locator("[data-toast]").filter({ hasText: "“Me” is saved." })).toBeVisible();
  await expect(page.getByTestId("saved-chart")).toHaveCount(1);
  await expect(page.getByTestId("saved-chart").first()).toContainText("Born 15 April 1990, 14:30, London, England, United Kingdom");

  // Today for you on the home page, beside the Sun-sign box, and on /account/today.
  await gotoHydrated(page, "/");
  const home = page.getByTestId("today-for-you");
  await expect(home.getByRole("heading", { level: 2 })).not.toBeEmpty();
  await expect(home).toContainText("Read against Me's birth chart; times are on Europe/London clocks.");
  await page.getByRole("banner").getByRole("link", { name: "Your Day" }).click();
  await expect(page).toHaveURL(`${BASE}/account/today`);
  await expect(page.getByRole("heading", { level: 1, name: "Today for you" })).toBeVisible();
  await expect(page.getByTestId("today-for-you")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Aries: / })).toBeVisible();
  await page.getByRole("link", { name: "Next day →" }).click();
  await expect(page).toHaveURL(/\/account\/today\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId("today-for-you")).toBeVisible();

  // The calendar: 90 days, each with the Moon's house, and a filter by planet.
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your transit calendar" })).toBeVisible();
  await expect(page.getByTestId("calendar-day")).toHaveCount(90);
  await expect(page.getByTestId("calendar-day").first()).toContainText(/The Moon in your \d+(st|nd|rd|th) house/);
  await page.getByLabel("Planet").selectOption("Mars");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`${BASE}/account/calendar?planet=Mars`);
  const events = await page.getByTestId("calendar-day").locator("li").allTextContents();
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) expect(event).toMatch(/^\d\d:\d\d Mars /);
  await page.getByRole("link", { name: "The past month" }).click();
  await expect(page.getByTestId("calendar-day")).toHaveCount(30);

  // A second chart, kept under another name and not as "me".
  await gotoHydrated(page, `/charts/free-birth-chart?${SECOND_CHART}`);
  const second = page.getByRole("form", { name: "Save this chart" });
  await expect(second.getByLabel("This is me")).not.toBeChecked();
  await second.getByLabel("Name").fill("Sam");
  await second.getByRole("button", { name: "Save this chart" }).click();
  await expect(page).toHaveURL(`${BASE}/account/charts`);
  await expect(page.getByTestId("saved-chart")).toHaveCount(2);

  // Rename it, then compare it with the reader's own.
  const sam = page.getByTestId("saved-chart").filter({ hasText: "Sam" });
  await sam.getByLabel("New name for Sam").fill("Sam Paris");
  await sam.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Sam Paris" })).toBeVisible();
  await page.getByRole("link", { name: "Compare Sam Paris with yours" }).click();
  await expect(page).toHaveURL(/\/charts\/synastry\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Synastry: Me and Sam Paris");
  await expect(page.getByTestId("synastry-score")).toHaveText(/^\d{1,3}$/);
  await expect(page.getByTestId("synastry-aspect").first()).toContainText("Sam Paris");
  // The address names the two saved charts, never their birth data.
  expect(page.url()).not.toContain("1992");

  // The daily page offers the reader's other signs for the same day.
  await gotoHydrated(page, "/signs/aries");
  await expect(
    page.getByRole("navigation", { name: "Your other signs" }).getByRole("link", { name: /^your (Moon|rising) sign, / }),
  ).not.toHaveCount(0);

  // Deleting a chart forgets it.
  await gotoHydrated(page, "/account/charts");
  await page.getByRole("button", { name: "Delete Sam Paris" }).click();
  await expect(page.getByTestId("saved-chart")).toHaveCount(1);
  await context.close();
});

test("[charts.synastry] a visitor compares a drawn chart with another chart's address, without an account", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await gotoHydrated(page, `/charts/free-birth-chart?${SECOND_CHART}`);
  await page.getByRole("link", { name: "Compare with another chart" }).click();
  await expect(page).toHaveURL(/\/charts\/synastry\?a=/);
  const form = page.getByRole("form", { name: "Compare two charts" });
  await expect(form.getByLabel("A birth chart's address").first()).not.toHaveValue("");
  await form.getByLabel("Name (optional)").first().fill("Sam");
  // A wrong address is named under its field, and nothing is lost.
  await form.getByLabel("A birth chart's address").nth(1).fill("/charts/free-birth-chart?date=1990-13-01");
  await form.getByRole("button", { name: "Compare the charts" }).click();
  // The address lacks a real date and its place's latitude, longitude and zone: four things.
  await expect(page.getByRole("alert").filter({ hasText: "could not be compared" })).toHaveText(
    "The charts could not be compared: 4 things need a fix.",
  );
  await expect(form.getByLabel("A birth chart's address").nth(1)).toHaveAccessibleDescription(
    /The second chart: date must be a date such as 1990-04-15/,
  );
  await expect(form.getByLabel("Name (optional)").first()).toHaveValue("Sam");
  await form
    .getByLabel("A birth chart's address")
    .nth(1)
    .fill(`${BASE}/charts/free-birth-chart?date=1990-04-15&time=14:30&lat=51.5074&lon=-0.1278&tz=Europe%2FLondon#chart`);
  await form.getByLabel("Name (optional)").nth(1).fill("Alex");
  await form.getByRole("button", { name: "Compare the charts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Synastry: Sam and Alex");
  await expect(page.getByRole("heading", { name: /^Chart score: \d{1,3} out of 100$/ })).toBeVisible();
  await expect(page.getByTestId("synastry-aspect").first()).toContainText(/Sam’s .+ Alex’s /);
  await context.close();
});

test("[privacy.account-deletion] a reader downloads their data, then deletes the account with its charts", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const leaving = { email: "leaving@example.com", password: "last-quarter" };
  await signUpAndIn(page, leaving);
  await gotoHydrated(page, `/charts/free-birth-chart?${SECOND_CHART}`);
  const save = page.getByRole("form", { name: "Save this chart" });
  await save.getByLabel("Name").fill("Mine");
  await save.getByRole("button", { name: "Save this chart" }).click();
  await expect(page).toHaveURL(`${BASE}/account/charts`);

  await page.getByRole("link", { name: "Your data", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your data");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download your data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cosmic-daily-export-\d{4}-\d{2}-\d{2}\.json$/);

  const form = page.getByRole("form", { name: "Delete my account" });
  await form.getByLabel(`Type ${leaving.email} to confirm`).fill("someone@example.com");
  await form.getByRole("button", { name: "Delete my account and charts" }).click();
  await expect(form.getByText("Type your account's email address to confirm.")).toBeVisible();
  await form.getByLabel(`Type ${leaving.email} to confirm`).fill(leaving.email.toUpperCase());
  await form.getByRole("button", { name: "Delete my account and charts" }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.locator("[data-toast]").filter({ hasText: "Your account and its charts are deleted." })).toBeVisible();
  // Signed out, and the account's pages ask to sign in again.
  await gotoHydrated(page, "/account/charts");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount%2Fcharts/);
  await context.close();
});
