import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { watchAnalyticsReports, type AnalyticsReport } from "./analytics-reports";
import {
  adminApiSession,
  contrastOf,
  gotoHydrated,
  SERVER_START_TIMEOUT_MS,
  startReadyServer,
  stopServer,
  type RunningServer,
} from "./support";
import { ownPort } from "./ports";

// Partner links on the reading's cards, on a server of its own: an admin creates one from the
// admin pages, a reader meets it on the open love card (its link, its tags, its disclosure, in
// both themes) and clicks it, which reports a partner_click event; switching it off, and locking
// the card, take it off the page. The subscribe forms say how many readers the list really has.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PORT = ownPort("partners");
const BASE = `http://127.0.0.1:${PORT}`;
const LABEL = "Moon & Co. Crystals";
const TARGET = "https://partner.example/crystals?ref=cd";
const HREF = `${TARGET}&utm_source=site&utm_medium=love-card&utm_campaign=moon-co-crystals`;
const DISCLOSURE = "Partner link: Cosmic Daily may earn a commission.";

let server: RunningServer;
let adminApi: APIRequestContext;
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT });
  adminApi = await adminApiSession(playwright, server, { email: "partners-admin@example.com", password: "affiliate-links" });
  adminState = await adminApi.storageState();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) console.log(server.output().slice(-6_000));
});

test.afterAll(async () => {
  await adminApi?.dispose();
  await stopServer(server);
});

async function newPage(browser: Browser, { admin = false, theme }: { admin?: boolean; theme?: "light" | "dark" } = {}) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1280, height: 900 },
    ...(admin ? { storageState: adminState } : {}),
  });
  if (theme) await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  // The partner's site never comes from the internet.
  await context.route("https://partner.example/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Partner</title><p>Partner</p>" }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
/** What an anonymous visitor's request for a path answers, as text (no cookie: the page cache may answer). */
const anonymousText = async (path: string) => (await fetch(`${BASE}${path}`)).text();

test("[newsletter.join-readers] a fresh site says how many readers it really has, not the stand-in count", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await gotoHydrated(page, "/subscribe");
  await expect(page.getByRole("main").getByTestId("join-readers")).toHaveText("Be among the first readers");
  const strip = page.getByRole("region", { name: "Newsletter" });
  await expect(strip.getByTestId("join-readers")).toHaveText("Be among the first readers");
  expect(await page.content()).not.toContain("34,281");
  expect(((await (await fetch(`${BASE}/api/subscribers/count`)).json()) as { count: number }).count).toBe(0);
  await context.close();
});

test("[partners.admin] [partners.validation] an admin creates a partner link for the love card from the admin pages", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, { admin: true });
  await gotoHydrated(page, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Partners" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
  await expect(page.getByText("No partner links yet.")).toBeVisible();
  await page.getByRole("link", { name: "New partner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Partner" })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  // Refused: each field says what is wrong next to itself, and the first takes the focus.
  await page.getByLabel("URL").fill("ftp://partner.example/crystals");
  await page.getByRole("button", { name: "Create partner" }).click();
  await expect(toast(page, "The partner link was not saved: 2 fields need a fix.")).toBeVisible();
  await expect(page.getByText("Label is required")).toBeVisible();
  await expect(page.getByText("URL must be an https:// or http:// address")).toBeVisible();
  await expect(page.getByLabel("Label")).toBeFocused();

  await page.getByLabel("Label").fill(LABEL);
  await page.getByLabel("URL").fill(TARGET);
  await expect(page.getByLabel("Card")).toHaveValue("love");
  await page.getByRole("button", { name: "Create partner" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/partners`);
  await expect(toast(page, `“${LABEL}” is created.`)).toBeVisible();
  const row = page.getByTestId("partner-row").filter({ hasText: LABEL });
  await expect(row).toContainText("Love");
  await expect(row).toContainText("Every sign");
  await expect(row).toContainText("Active");
  await context.close();
});

test("[partners.cards] [partners.link] [partners.click] a reader finds it on the open love card, readable in both themes, and a click is counted", async ({
  browser,
}) => {
  for (const theme of ["dark", "light"] as const) {
    const { context, page } = await newPage(browser, { theme });
    const reports = await watchAnalyticsReports(page);
    const isClick = (report: AnalyticsReport) => report.endpoint === "events" && report.body?.name === "partner_click";
    await gotoHydrated(page, "/signs/leo");
    const love = page.getByRole("region", { name: "Love", exact: true });
    const link = love.getByRole("link", { name: LABEL });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", HREF);
    await expect(link).toHaveAttribute("rel", "sponsored noopener");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(love.getByText(DISCLOSURE)).toBeVisible();
    // Only the card it was made for.
    await expect(page.getByRole("region", { name: "Career", exact: true }).getByRole("link")).toHaveCount(0);
    expect(await contrastOf(link), `${theme}: the link`).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(love.getByText(DISCLOSURE)), `${theme}: the disclosure`).toBeGreaterThanOrEqual(4.5);

    if (theme === "dark") {
      // Reached with the keyboard, the link shows where the focus is.
      await link.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      expect(await link.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe("none");

      const popup = context.waitForEvent("page");
      await link.click();
      const partnerPage = await popup;
      await partnerPage.waitForLoadState();
      expect(partnerPage.url()).toBe(HREF);
      const sent = await reports.waitFor(isClick);
      expect(await sent.status).toBe(202);
      const id = Number(await link.getAttribute("data-partner-id"));
      expect(
        reports
          .all()
          .filter(isClick)
          .map((report) => report.body),
      ).toEqual([{ name: "partner_click", path: "/signs/leo", properties: { partnerId: id, card: "love", sign: "leo" } }]);
      expect(sent.contentType).toBe("application/json");
    }
    await context.close();
  }
});

test("[partners.admin] deactivating takes the link off the cards at once, for readers served from the page cache too", async ({
  browser,
}) => {
  // An anonymous copy of the page sits in the page cache before the change.
  expect(await anonymousText("/signs/leo")).toContain(LABEL.replace("&", "&amp;"));
  const { context, page } = await newPage(browser, { admin: true });
  await gotoHydrated(page, "/admin/partners");
  const row = page.getByTestId("partner-row").filter({ hasText: LABEL });
  await row.getByRole("button", { name: `Deactivate ${LABEL}` }).click();
  await expect(toast(page, `“${LABEL}” is hidden from readers.`)).toBeVisible();
  await expect(row).toContainText("Hidden");
  expect(await anonymousText("/signs/leo")).not.toContain("partner.example");

  await row.getByRole("button", { name: `Activate ${LABEL}` }).click();
  await expect(toast(page, `“${LABEL}” is active.`)).toBeVisible();
  expect(await anonymousText("/signs/leo")).toContain(HREF.replace(/&/g, "&amp;"));
  await context.close();
});

test("[partners.cards] [gating.who-is-gated] with the gating flags on, the locked love card shows no partner, in the page or its data", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, { admin: true });
  await gotoHydrated(page, "/admin/flags");
  for (const name of ["horoscope_gating", "section_blurs"]) {
    const flag = page.getByRole("switch", { name });
    await flag.focus();
    await page.keyboard.press("Space");
    await expect(toast(page, `${name} is now on.`)).toBeVisible();
    await expect(flag).toHaveAttribute("aria-checked", "true");
  }
  await context.close();

  const reader = await newPage(browser);
  await gotoHydrated(reader.page, "/signs/leo");
  const love = reader.page.locator('[data-locked-section="love"]');
  await expect(love.getByText("Locked")).toBeVisible();
  await expect(reader.page.getByRole("link", { name: LABEL })).toHaveCount(0);
  await expect(reader.page.getByText(DISCLOSURE)).toHaveCount(0);
  for (const path of ["/signs/leo", "/signs/leo.data", "/signs/leo/tomorrow", "/signs/leo/yesterday.data"]) {
    const sent = await anonymousText(path);
    expect(sent, path).not.toContain("partner.example");
    expect(sent, path).not.toContain("Moon &");
  }
  // The unlock modal says how many have joined.
  await love.getByRole("button", { name: "Unlock" }).click();
  await expect(reader.page.getByRole("dialog").getByTestId("join-readers")).toHaveText("Be among the first readers");
  await reader.context.close();

  // The bypass opens the card, and its partner with it.
  expect(await anonymousText("/signs/leo?ungated=1")).toContain(HREF.replace(/&/g, "&amp;"));
});
