import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { watchAnalyticsReports } from "./analytics-reports";
import { startSmtpSink, linkIn, waitForMail, type CapturedMail } from "./smtp-sink";
import { switchFlagsOnAsFirstAdmin } from "./admin-flags";
import { gotoHydrated, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// Subscribing from each of the three forms, with real mail: a server of its own whose SMTP_URL
// points at an SMTP server this test runs on loopback.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = ownPort("newsletter");
const BASE = `http://127.0.0.1:${PORT}`;
let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  sink = await startSmtpSink();
  server = await startReadyServer({
    port: PORT,
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: "Cosmic Daily <stars@cosmic.example>" },
  });
});

test.afterAll(async () => {
  await stopServer(server);
  await sink.close();
});

const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast]").filter({ hasText: text });
const verifiedCount = async () => ((await (await fetch(`${BASE}/api/subscribers/count`)).json()) as { count: number }).count;
const confirmationMail = (to: string) => waitForMail(sink.mails, to, /\/verify\?token=/);

async function openPage(browser: Browser, width = 1280, timezoneId?: string) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 }, timezoneId });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** Follows the mail's link and presses the button (opening the link alone confirms nothing). */
async function confirmFrom(page: Page, mail: CapturedMail) {
  await gotoHydrated(page, linkIn(mail, "/verify"));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText(/Your subscription is confirmed/)).toBeVisible();
}

test("the /subscribe form: checks, 'Almost done! Check your email!', the mail, confirming, the count grows, the welcome mail", async ({
  browser,
}) => {
  const before = await verifiedCount();
  // A reader in Tokyo: the form starts on the browser's zone, not the site's (UTC).
  const page = await openPage(browser, 1280, "Asia/Tokyo");
  await gotoHydrated(page, "/subscribe");
  const form = page.getByRole("form", { name: "Newsletter subscription" });
  await form.getByRole("button", { name: "Subscribe" }).click();
  // Every field says its own message; the toast names the first, as the spec has it.
  await expect(toast(page, "Invalid input")).toContainText("Name is required");
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Please select your zodiac sign")).toBeVisible();
  await expect(form.getByLabel("Daily horoscope")).toBeChecked();
  await expect(form.getByLabel("Special edition")).toBeChecked();
  await expect(form.getByLabel("Weekly forecast")).not.toBeChecked();
  await expect(form.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await expect(form.getByLabel("Delivery time")).toHaveValue("06:00");
  await form.getByLabel("Delivery time").selectOption("07:30");

  await form.getByLabel("Name").fill("Vega");
  await form.getByLabel("Email").fill("  Vega@Example.com ");
  await form.getByLabel("Zodiac sign").selectOption("leo");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Almost done! Check your email!")).toBeVisible();
  // The sign chosen here is the one the home page greets this reader with.
  expect(await page.evaluate(() => localStorage.getItem("cosmic_sign"))).toBe("leo");

  const mail = await confirmationMail("vega@example.com");
  expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http/m);
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  await confirmFrom(page, mail);
  await expect(page.getByText("We have just sent you a welcome email with today's reading")).toBeVisible();
  expect(await verifiedCount()).toBe(before + 1);
  // [newsletter.welcome-mail] The welcome follows at once: today's reading for Leo, at the hour and zone chosen.
  const welcome = await waitForMail(sink.mails, "vega@example.com", /^Subject: Welcome to Cosmic Daily/m);
  const welcomeText = welcome.raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");
  expect(welcomeText).toMatch(/^Subject: Welcome to Cosmic Daily: your Leo horoscope for /m);
  expect(welcomeText).toContain("Your editions will arrive at 07:30, Asia/Tokyo time.");
  expect(welcomeText).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(linkIn(welcome, "/newsletter/preferences")).toMatch(/token=[0-9a-f]{32}/);

  // One click from the mail client unsubscribes: a POST without any page.
  const unsubscribe = linkIn(mail, "/api/unsubscribe");
  const res = await fetch(unsubscribe, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(res.status).toBe(200);
  expect(await verifiedCount()).toBe(before);
  await page.context().close();
});

test("the quick-subscribe strip: a bad address is refused, a good one thanked, mailed and confirmed", async ({ browser }) => {
  const before = await verifiedCount();
  const page = await openPage(browser);
  await gotoHydrated(page, "/signs");
  const strip = page.getByRole("form", { name: "Quick subscribe" });
  await strip.getByLabel("Email address").fill("not-an-address");
  await strip.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Please enter a valid email address")).toBeVisible();
  await expect(strip.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

  await strip.getByLabel("Email address").fill("lyra@example.com");
  await strip.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Check your email to confirm subscription!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe another email" })).toBeVisible();
  await confirmFrom(page, await confirmationMail("lyra@example.com"));
  expect(await verifiedCount()).toBe(before + 1);
  await page.context().close();
});

test("on a phone the strip is a button opening a modal, which welcomes and closes itself after 2 s", async ({ browser }) => {
  const page = await openPage(browser, 390);
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Get your daily horoscope" }).click();
  const modal = page.getByRole("dialog", { name: "Your horoscope by email" });
  await modal.getByLabel("Email address").fill("deneb@example.com");
  await modal.getByRole("button", { name: "Subscribe" }).click();
  await expect(modal.getByText("Welcome to Cosmic Daily! Check your inbox to confirm.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 4_000 });
  const before = await verifiedCount();
  await confirmFrom(page, await confirmationMail("deneb@example.com"));
  expect(await verifiedCount()).toBe(before + 1);
  await page.context().close();
});

test("[session.unlocks-when-confirmed] with gating on, the unlock form mails a link; it unlocks the browser that opens it, then the page that asked", async ({
  browser,
}) => {
  const admin = await openPage(browser);
  await switchFlagsOnAsFirstAdmin(admin, ["horoscope_gating", "section_blurs"], async (email) =>
    linkIn(await waitForMail(sink.mails, email, /\/auth\/confirm\?token=/), "/auth/confirm"),
  );
  adminState = await admin.context().storageState();
  await admin.context().close();

  const page = await openPage(browser);
  const reports = await watchAnalyticsReports(page);
  await gotoHydrated(page, "/signs/virgo");
  const overview = page.getByRole("region", { name: /Today's Overview/ });
  await overview.getByRole("button", { name: "Unlock" }).click();
  const modal = page.getByRole("dialog", { name: "Unlock the full reading" });
  // Closed without an address first: that is a dismissal; then opened again.
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toHaveCount(0);
  await overview.getByRole("button", { name: "Unlock" }).click();
  await modal.getByLabel("Email").fill("no-at-sign");
  await modal.getByRole("button", { name: "Unlock with email" }).click();
  await expect(toast(page, "Invalid input")).toContainText("Invalid email format");

  await modal.getByLabel("Email").fill("altair@example.com");
  await modal.getByRole("button", { name: "Unlock with email" }).click();
  // Subscribed, not unlocked: the modal says to open the mailed link, and the section stays locked.
  await expect(modal.getByText("Almost done! Check your email!")).toBeVisible();
  await expect(modal.getByText(/Open the link we just emailed you to unlock every section/)).toBeVisible();
  await modal.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(overview.getByText("Locked")).toBeVisible();
  const full = (await (await fetch(`${BASE}/api/horoscopes/virgo?ungated=1`)).json()) as { overview: string };
  await expect(page.getByText(full.overview)).toHaveCount(0);
  // Coming back to the tab checks again: still waiting, still locked, no toast.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(overview.getByText("Locked")).toBeVisible();
  await expect(toast(page, "Content Unlocked!")).toHaveCount(0);

  // The unlock funnel as the dashboard counts it: every step reported once per time it happened;
  // the close after subscribing is not a dismissal.
  const named = (name: string) => reports.all().filter((report) => report.endpoint === "events" && report.body?.name === name);
  await reports.waitFor((report) => report.endpoint === "events" && report.body?.name === "gate_submit_success");
  await expect.poll(() => named("gate_view").length).toBe(2);
  expect(named("unlock_click").map((report) => report.body)).toEqual([
    { name: "unlock_click", path: "/signs/virgo", properties: { section: "overview" } },
    { name: "unlock_click", path: "/signs/virgo", properties: { section: "overview" } },
  ]);
  expect(named("gate_view")[0]!.body).toEqual({ name: "gate_view", path: "/signs/virgo", properties: { sign: "virgo" } });
  expect(named("gate_dismiss").map((report) => report.body)).toEqual([
    { name: "gate_dismiss", path: "/signs/virgo", properties: { sign: "virgo" } },
  ]);
  expect(named("gate_submit_success").map((report) => report.body)).toEqual([
    { name: "gate_submit_success", path: "/signs/virgo", properties: { sign: "virgo" } },
  ]);
  for (const report of [...named("gate_view"), ...named("gate_dismiss"), ...named("gate_submit_success")])
    expect(await report.status).toBe(202);

  // The link, opened in another browser (say, the phone the mail was read on), unlocks that browser.
  const before = await verifiedCount();
  const phone = await openPage(browser, 390);
  await confirmFrom(phone, await confirmationMail("altair@example.com"));
  await expect(phone.getByText("Every section of the readings is now open in this browser")).toBeVisible();
  expect(await phone.evaluate(() => sessionStorage.getItem("zodiac_auth_token"))).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(await verifiedCount()).toBe(before + 1);
  await gotoHydrated(phone, "/signs/virgo");
  await expect(phone.getByText(full.overview)).toBeVisible();
  await expect(phone.getByText("Locked")).toHaveCount(0);
  await phone.context().close();

  // The page that asked unlocks on its next check: the reader comes back to the tab.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(toast(page, "Content Unlocked!")).toBeVisible();
  await expect(page.getByText(full.overview)).toBeVisible();
  await expect(overview.getByText("Locked")).toHaveCount(0);
  // And a reload asks the server, which now knows the session.
  await page.reload();
  await expect(page.getByText(full.overview)).toBeVisible();
  await page.context().close();
});

test("the admin sees the list, filters it and exports it; a reader leaves through the mail's unsubscribe page", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, storageState: adminState });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await gotoHydrated(page, "/admin/subscribers");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("subscriber-row")).toHaveCount(4);
  const counts = page.getByRole("definition");
  await expect(counts.nth(0)).toHaveText("4");
  await page.getByLabel("Status").selectOption("unsubscribed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByTestId("subscriber-row")).toHaveCount(1);
  await expect(page.getByTestId("subscriber-row")).toContainText("vega@example.com");

  const csv = await page.request.get("/admin/subscribers.csv");
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  const lines = (await csv.text()).trim().split(/\r?\n/);
  expect(lines).toHaveLength(5);
  expect(lines.slice(1).join("\n")).toContain("lyra@example.com");
  await context.close();

  // Lyra opens the unsubscribe link from her mail and presses the button.
  const reader = await openPage(browser);
  const before = await verifiedCount();
  await gotoHydrated(reader, linkIn(await confirmationMail("lyra@example.com"), "/unsubscribe"));
  await reader.getByRole("button", { name: /Unsubscribe/ }).click();
  await expect(reader.getByText("You are unsubscribed. You will receive no more newsletters from Cosmic Daily.")).toBeVisible();
  expect(await verifiedCount()).toBe(before - 1);
  await reader.context().close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("[shell.toasts] on a phone a form's error toast never covers the error or the field it belongs to", async ({ browser }) => {
  const page = await openPage(browser, 390);
  await page.setViewportSize({ width: 390, height: 844 });

  // The full form, when the server fails: the inline alert and the toast are both in view, apart.
  await page.route("**/api/subscribe", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  await gotoHydrated(page, "/subscribe");
  const form = page.getByRole("form", { name: "Newsletter subscription" });
  await form.getByLabel("Name").fill("Vega");
  await form.getByLabel("Email").fill("vega@example.com");
  await form.getByLabel(/zodiac sign/i).selectOption("leo");
  await form.getByRole("button", { name: "Subscribe" }).click();
  const alert = form.getByRole("alert");
  const failure = page.locator("[data-toast]").first();
  await expect(alert).toBeVisible();
  await expect(failure).toBeVisible();
  await expect(alert).toBeInViewport();
  expect(overlaps((await failure.boundingBox())!, (await alert.boundingBox())!)).toBe(false);
  await page.unroute("**/api/subscribe");

  // The quick form in its phone modal: the toast says what is wrong and leaves the field in view.
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Get your daily horoscope" }).click();
  const modal = page.getByRole("dialog", { name: "Your horoscope by email" });
  const field = modal.getByLabel("Email address");
  await field.fill("not-an-address");
  await modal.getByRole("button", { name: "Subscribe" }).click();
  const invalid = page.locator("[data-toast]").filter({ hasText: /valid email/i });
  await expect(invalid).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(overlaps((await invalid.boundingBox())!, (await field.boundingBox())!)).toBe(false);
  expect(overlaps((await invalid.boundingBox())!, (await modal.getByRole("button", { name: "Subscribe" }).boundingBox())!)).toBe(false);
  await page.keyboard.press("Escape");

  // A control scrolled back into view (by focus, a #hash or a script) lands below the header and
  // the toast stack, never under them: here the sign-in tab, with an error toast showing.
  await gotoHydrated(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Email").fill("not-an-address");
  await panel.getByLabel("Password", { exact: true }).fill("north-node");
  await panel.getByLabel("Confirm password").fill("north-node");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  const signUpError = page.locator("[data-toast]").filter({ hasText: "Please enter a valid email address" });
  await expect(signUpError).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const tab = page.getByRole("tab", { name: "Sign In" });
  await tab.evaluate((element) => element.scrollIntoView());
  const header = (await page.getByRole("banner").boundingBox())!;
  const tabBox = (await tab.boundingBox())!;
  expect(tabBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(overlaps((await signUpError.boundingBox())!, tabBox)).toBe(false);
  await page.context().close();
});
