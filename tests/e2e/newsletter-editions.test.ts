import { expect, test } from "@playwright/test";
import { linkIn, startSmtpSink, waitForMail, type CapturedMail } from "./smtp-sink";
import { gotoHydrated, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// The editions leave at each reader's hour (here 06:00 in the site's zone, UTC: the API is called
// without a zone). The day is Monday 1 September 2031: a Monday (the weekly edition), the first of
// a month (the monthly one) and the day of a Full Moon in Pisces (a special edition), so one hour
// shows every edition going only to those who chose it. The readers subscribe on the 31st at
// 05:00, before the 1st begins at UTC+14 (10:00 UTC) and its editions are written; then the server
// restarts on the same data with its clock two seconds before their hour on the 1st.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PORT = ownPort("newsletter-editions");
const BASE = `http://127.0.0.1:${PORT}`;
const DAY = "2031-09-01";
/** How long before DAY's editions are written the clock stands while the readers subscribe. */
const SUBSCRIBING_LEAD_MS = 5 * 60 * 60_000;
/** The editions due on DAY: the daily, the weekly, the monthly and the Full Moon's. */
const EDITIONS_DUE = 4;
const EDITION_ENV = {
  MAIL_FROM: "Cosmic Daily <stars@cosmic.example>",
  NEWSLETTER_SEND_TIME: "06:00",
};
let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  sink = await startSmtpSink();
  server = await startReadyServer({
    port: PORT,
    env: { ...EDITION_ENV, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NEWSLETTER_CLOCK_START: "2031-08-31T05:00:00Z" },
  });
});

test.afterAll(async () => {
  await stopServer(server);
  await sink.close();
});

// Quoted-printable soft breaks and folded header lines undone.
const unfolded = (mail: CapturedMail) => mail.raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");
const editionsTo = (address: string) =>
  sink.mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => /^X-Cosmic-Edition: (\S+)/m.exec(mail.raw)?.[1])
    .filter(Boolean)
    .sort();
/** The editions the schedule has queued, as it logs them: each with how many recipients it queued. */
const queuedEditions = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.includes('"msg":"newsletter edition queued"'))
    .map((line) => JSON.parse(line) as { edition: string; queued: number });

async function subscribeAndConfirm(body: Record<string, unknown>) {
  const response = await fetch(`${BASE}/api/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const mail = await waitForMail(sink.mails, String(body.email), /\/verify\?token=/);
  // Every mail reaches the preferences page, the confirmation mail too.
  expect(linkIn(mail, "/newsletter/preferences")).toMatch(/token=[0-9a-f]{32}/);
  const token = new URL(linkIn(mail, "/verify")).searchParams.get("token")!;
  const confirmed = await fetch(`${BASE}/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams({ token }),
  });
  expect(confirmed.status).toBe(200);
}

test("[newsletter.editions] at their hour each confirmed subscriber receives the editions they chose, for their sign, with working links", async ({
  browser,
}) => {
  const subscribed = Date.now();
  await subscribeAndConfirm({ email: "leo.daily@example.com", name: "Leo", zodiacSign: "leo", tags: ["daily"], source: "subscribe-page" });
  await subscribeAndConfirm({
    email: "virgo.spans@example.com",
    name: "Vera",
    zodiacSign: "virgo",
    tags: ["weekly", "monthly"],
    source: "subscribe-page",
  });
  await subscribeAndConfirm({
    email: "aries.moons@example.com",
    name: "Ari",
    zodiacSign: "aries",
    tags: ["special"],
    source: "subscribe-page",
  });
  await subscribeAndConfirm({ email: "no.sign@example.com", tags: ["quick-subscribe"], source: "quick-subscribe" });
  // Everyone must be on the list before DAY's editions are written, or this run proves nothing.
  expect(Date.now() - subscribed, "the subscriptions took longer than the clock's lead").toBeLessThan(SUBSCRIBING_LEAD_MS);
  expect(sink.mails.filter((mail) => /^X-Cosmic-Edition:/m.test(mail.raw))).toHaveLength(0);
  // The 30th's and 31st's editions ran before anyone had confirmed; none is DAY's.
  expect(queuedEditions(server.output()).every((edition) => edition.queued === 0 && !edition.edition.includes(DAY))).toBe(true);
  // Each confirmation was followed by a welcome mail with the 31st's reading.
  const welcome = await waitForMail(sink.mails, "leo.daily@example.com", /^Subject: Welcome to Cosmic Daily/m);
  expect(unfolded(welcome)).toMatch(/^Subject: Welcome to Cosmic Daily: your Leo horoscope for Sunday 31 August 2031/m);

  // The same site, its clock now two seconds before the readers' hour on DAY.
  expect(await stopServer(server)).toBe(0);
  server = await startReadyServer({
    port: PORT,
    dataDir: server.dataDir,
    env: { ...EDITION_ENV, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NEWSLETTER_CLOCK_START: `${DAY}T05:59:58Z` },
  });

  const daily = await waitForMail(sink.mails, "leo.daily@example.com", /X-Cosmic-Edition: daily-/, 90_000);
  await waitForMail(sink.mails, "virgo.spans@example.com", /X-Cosmic-Edition: monthly-/, 30_000);
  await waitForMail(sink.mails, "aries.moons@example.com", /X-Cosmic-Edition: special-/, 30_000);
  await waitForMail(sink.mails, "no.sign@example.com", /X-Cosmic-Edition: daily-/, 30_000);
  // Every edition of the day has queued its recipients, and every mail queued has arrived: an
  // edition that should not go to someone would be among them.
  await server.waitForOutput((output) => queuedEditions(output).length === EDITIONS_DUE, 30_000);
  const queued = queuedEditions(server.output());
  expect(queued.map((edition) => edition.edition).sort()).toEqual(
    [`daily-${DAY}`, `monthly-${DAY}`, `special-${DAY}-full-moon`, `weekly-${DAY}`].sort(),
  );
  const mailsQueued = queued.reduce((sum, edition) => sum + edition.queued, 0);
  await expect
    .poll(() => sink.mails.filter((mail) => /^X-Cosmic-Edition:/m.test(mail.raw)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(mailsQueued);
  expect(editionsTo("leo.daily@example.com")).toEqual([`daily-${DAY}`]);
  expect(editionsTo("virgo.spans@example.com")).toEqual([`monthly-${DAY}`, `weekly-${DAY}`]);
  expect(editionsTo("aries.moons@example.com")).toEqual([`special-${DAY}-full-moon`]);
  expect(editionsTo("no.sign@example.com")).toEqual([`daily-${DAY}`]);

  // Leo's daily edition: Leo's whole reading, a plain-text part, and the list headers.
  const leo = unfolded(daily);
  expect(leo).toMatch(/^Subject: Your Leo horoscope for Monday 1 September 2031/m);
  expect(leo).toMatch(new RegExp(`^List-Unsubscribe: <http://127\\.0\\.0\\.1:${PORT}/api/unsubscribe\\?token=[\\w-]+>`, "m"));
  expect(leo).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(leo).toMatch(/Content-Type: text\/plain/);
  expect(leo).toMatch(/Content-Type: text\/html/);
  expect(unfolded(await waitForMail(sink.mails, "no.sign@example.com", /X-Cosmic-Edition: daily-/))).toMatch(/Today for every sign/);
  expect(unfolded(await waitForMail(sink.mails, "aries.moons@example.com", /special-/))).toMatch(/Full Moon in Pisces/);

  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  // View in browser: the edition as mailed, for this subscriber only.
  await gotoHydrated(page, linkIn(daily, `/newsletter/editions/daily-${DAY}`));
  await expect(page.getByRole("heading", { level: 1, name: /Leo today/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ritual" })).toBeVisible();
  const stranger = await page.request.get(`/newsletter/editions/daily-${DAY}`);
  expect(stranger.status()).toBe(403);
  expect(await stranger.text()).not.toContain("Ritual");

  // Preferences without an account: change the sign and the editions.
  await gotoHydrated(page, linkIn(daily, "/newsletter/preferences"));
  // [newsletter.preferences] The address is named masked: a forwarded link does not give it away.
  await expect(page.getByText("l••••••@example.com")).toBeVisible();
  await expect(page.getByText("leo.daily@example.com")).toHaveCount(0);
  await page.getByLabel("Your sign").selectOption("libra");
  await page.getByRole("checkbox", { name: /Weekly forecast/ }).check();
  // The reader's hour and zone: the site's (06:00, UTC) until they choose.
  await expect(page.getByLabel("Delivery time")).toHaveValue("06:00");
  await expect(page.getByLabel("Time zone")).toHaveValue("UTC");
  await page.getByLabel("Delivery time").selectOption("08:30");
  await page.getByLabel("Time zone").selectOption("Asia/Tokyo");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Your sign")).toHaveValue("libra");
  await expect(page.getByLabel("Delivery time")).toHaveValue("08:30");
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await expect(page.getByRole("checkbox", { name: /Weekly forecast/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Daily horoscope/ })).toBeChecked();

  // Unsubscribe from the mail's own link.
  await gotoHydrated(page, linkIn(daily, "/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(/You are unsubscribed\./)).toBeVisible();
  await gotoHydrated(page, linkIn(daily, "/newsletter/preferences"));
  await expect(page.getByText(/receives nothing at the moment/)).toBeVisible();
  await context.close();
});
