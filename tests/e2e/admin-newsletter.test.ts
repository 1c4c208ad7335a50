import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminApiSession, gotoHydrated, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// The admin's newsletter page, from a browser: the schedule, a sign's preview, a test sent to the
// admin, pausing and resuming. A server of its own, whose newsletter clock starts at 05:00 UTC on
// Tuesday 1 December 2026, an hour before that day's editions leave.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PORT = ownPort("admin-newsletter");
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = "owner@example.com";

let server: RunningServer;
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT, env: { NEWSLETTER_CLOCK_START: "2026-11-30T09:00:00Z" } });
  admin = await adminApiSession(playwright, server, { email: ADMIN_EMAIL, password: "edition-preview" });
});

test.afterEach(async () => {
  // A failed journey shows the server's own account of it.
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) console.log(server.output().slice(-6_000));
});

test.afterAll(async () => {
  await admin?.dispose();
  await stopServer(server);
});

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("[newsletter.admin] [newsletter.admin-preview] [newsletter.admin-test-send] an admin sees the schedule, previews Leo's daily edition, sends a test, pauses and resumes", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE, storageState: await admin.storageState() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);

  await gotoHydrated(page, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/newsletter`);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(
    page.getByText(/Each reader.s mail leaves at their own hour on their own clocks \(06:00 unless they chose another; UTC/),
  ).toBeVisible();
  await expect(
    page.getByText("While paused no edition starts and no edition mail leaves the outbox; confirmation mails still go."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "0 confirmed subscribers" })).toHaveAttribute("href", "/admin/subscribers");

  // The clock stands at 09:00 UTC on Monday 30 November: the 30th's editions (and the 29th's, still
  // going at UTC−12) ran at boot; the 1st's start leaving when it begins at UTC+14, at 10:00 UTC.
  const schedule = page.getByRole("table", { name: /Editions due in the next 14 days/ });
  const firstDaily = schedule.getByRole("row").filter({ hasText: "Daily horoscope, Tuesday 1 December 2026" });
  await expect(firstDaily).toBeVisible();
  await expect(firstDaily.locator("time")).toHaveAttribute("datetime", "2026-11-30T10:00:00.000Z");
  await expect(schedule.getByRole("row").filter({ hasText: "Daily horoscope, Monday 30 November 2026" })).toHaveCount(0);
  await expect(
    page.getByRole("table", { name: /The latest editions/ }).getByText("Daily horoscope, Monday 30 November 2026"),
  ).toBeVisible();

  // The preview, with the keyboard-reachable controls named by their labels.
  await page.getByLabel("Edition", { exact: true }).selectOption("daily");
  await page.getByLabel("Sign", { exact: true }).selectOption({ label: "Leo" });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\?kind=daily&sign=leo$/);
  const preview = page.getByTestId("edition-preview");
  await expect(preview.getByRole("heading", { level: 2, name: /Leo today/ })).toBeVisible();
  await expect(preview.getByText("Tuesday 1 December 2026")).toBeVisible();
  await expect(preview.locator("[data-edition-audience]")).toHaveAttribute("data-edition-audience", "leo");

  await page.getByRole("button", { name: "Send a test to yourself" }).click();
  await expect(toast(page, `Test edition sent to ${ADMIN_EMAIL}.`)).toBeVisible();
  // The preview stays after the test is sent.
  await expect(preview.getByRole("heading", { level: 2, name: /Leo today/ })).toBeVisible();

  // Pause, then resume.
  await expect(page.getByTestId("sending-state")).toHaveText("Sending is on.");
  await page.getByRole("button", { name: "Pause sending" }).click();
  await expect(toast(page, "Sending is paused.")).toBeVisible();
  await expect(page.getByTestId("sending-state")).toHaveText("Sending is paused.");
  const resume = page.getByRole("button", { name: "Resume sending" });
  await resume.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Sending is resumed.")).toBeVisible();
  await expect(page.getByTestId("sending-state")).toHaveText("Sending is on.");
  await expect(page.getByRole("button", { name: "Pause sending" })).toBeVisible();
  await context.close();
});

test("[newsletter.admin-preview] an unknown edition or sign in the address is a 400 page that says what is wrong", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, storageState: await admin.storageState() });
  const page = await context.newPage();
  const answer = await page.goto("/admin/newsletter?kind=daily&sign=ophiuchus");
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "“ophiuchus” is not a sign." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await context.close();
});
