import { expect, test } from "@playwright/test";
import { watchAnalyticsReports } from "./analytics-reports";
import { switchFlagsOnAsFirstAdmin } from "./admin-flags";
import { gotoHydrated, lastConfirmationLink, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { decoded, hiddenPart, telltaleRuns, TEASER_WORDS, visibleText, type FullReading, type Section } from "./gated-text";
import { ownPort } from "./ports";

// Server-side gating seen from outside: an admin switches both gating flags on in the admin page,
// then anonymous fetches of the page, its client data request and the API must hold none of the
// hidden text, while ?ungated=1 gets all of it. A server of its own: the first account is admin.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = ownPort("gating");
const BASE = `http://127.0.0.1:${PORT}`;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT });
});
test.afterAll(() => stopServer(server));

/** Anonymous: no cookies, no token, straight from Node. */
async function anonymousText(path: string): Promise<string> {
  const res = await fetch(`${BASE}${path}`);
  expect(res.status, path).toBe(200);
  return decoded(await res.text());
}

/** Neither the hidden text nor any of its telltale runs (gated-text.ts) is in what was sent. */
function expectNoneOf(sent: string, hidden: string, where: string, visible: string) {
  expect(sent, `${where} holds the hidden text`).not.toContain(hidden);
  for (const run of telltaleRuns(hidden, visible)) expect(sent, `${where} holds the hidden words "${run}"`).not.toContain(run);
}

test("with both flags on, anonymous visitors get teasers only; ?ungated=1 gets the full text", async ({ browser }) => {
  // A page cached before the change must not outlive it (the admin action clears the page cache).
  await anonymousText("/signs/aries");

  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await switchFlagsOnAsFirstAdmin(page, ["horoscope_gating", "section_blurs"], async (email) => lastConfirmationLink(server, email));
  await page.reload();
  await expect(page.getByRole("switch", { name: "horoscope_gating" })).toHaveAttribute("aria-checked", "true");
  await context.close();

  // The full reading, through the bypass.
  const full = (await (await fetch(`${BASE}/api/horoscopes/aries?ungated=1`)).json()) as FullReading;
  const visible = visibleText(full, Object.keys(TEASER_WORDS) as Section[]);
  const hidden = (Object.keys(TEASER_WORDS) as Section[])
    .map((section) => [section, hiddenPart(full[section], section)] as const)
    .filter(([, text]) => text);
  expect(hidden.map(([section]) => section)).toContain("overview");
  expect(telltaleRuns(hiddenPart(full.overview, "overview"), visible).length).toBeGreaterThan(0);

  const page1 = await anonymousText("/signs/aries");
  const data = await anonymousText("/signs/aries.data");
  const api = await anonymousText("/api/horoscopes/aries");
  for (const [section, text] of hidden) {
    expectNoneOf(page1, text, `the page (${section})`, visible);
    expectNoneOf(data, text, `the client data (${section})`, visible);
    expectNoneOf(api, text, `the API (${section})`, visible);
  }

  const ungated = await anonymousText("/signs/aries?ungated=1");
  for (const [, text] of hidden) expect(ungated).toContain(text);

  // The page shows the lock and the choices.
  const reader = await browser.newContext({ baseURL: BASE });
  const view = await reader.newPage();
  const reports = await watchAnalyticsReports(view);
  await gotoHydrated(view, "/signs/aries");
  const overview = view.getByRole("region", { name: /Today's Overview/ });
  await expect(overview.getByText("Locked")).toBeVisible();
  await overview.getByRole("button", { name: "Maybe later" }).click();
  await expect(overview.getByRole("button", { name: "Continue reading without email" })).toBeVisible();
  const dismissed = await reports.waitFor((report) => report.endpoint === "events" && report.body?.name === "unlock_dismiss");
  expect(dismissed.body).toEqual({ name: "unlock_dismiss", path: "/signs/aries", properties: { section: "overview" } });
  expect(await dismissed.status).toBe(202);
  await reader.close();
});
