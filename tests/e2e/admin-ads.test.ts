import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { switchFlagsOnAsFirstAdmin } from "./admin-flags";
import { gotoHydrated, lastConfirmationLink, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// The ad inventory's admin pages, from a browser: the form with its refusals and its live
// preview, editing, pausing, the figures drawn from metrics sent the way pages send them, the
// deletion behind its confirmation, and both pages on a phone and on a desktop. A server of its
// own: the first account to confirm its email is the admin.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PORT = ownPort("admin-ads");
const BASE = `http://127.0.0.1:${PORT}`;
/** A browser's User-Agent: crawlers' reports are not counted ([ads.metrics]). */
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const UUID = /\/admin\/ads\/([0-9a-f-]{36})$/;

let server: RunningServer;
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT });
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await switchFlagsOnAsFirstAdmin(page, [], async (email) => lastConfirmationLink(server, email));
  adminState = await context.storageState();
  await context.close();
});
test.afterAll(() => stopServer(server));

async function adminPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, storageState: adminState, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

/** Sends one ad event as a page does: a browser's User-Agent, the site's own Origin. */
/** One serve of the ad in `slot` on Leo's page, as a page's ad request hands it out: its serve token. */
async function serveToken(adId: string, slot: string): Promise<string> {
  const res = await fetch(`${BASE}/api/ads?slot=${slot}&pageType=sign&url=/signs/leo`, { headers: { "user-agent": BROWSER_UA } });
  const { ads } = (await res.json()) as { ads: Array<{ id: string; serveToken: string }> };
  const served = ads.find((ad) => ad.id === adId);
  expect(served, `the ad is served in ${slot}`).toBeDefined();
  return served!.serveToken;
}

/** Reports an event as a page does; answers whether it counted. */
async function report(
  adId: string,
  slot: string,
  event: "impression" | "viewable" | "click",
  pageViewId: string,
  token?: string,
): Promise<boolean> {
  const res = await fetch(`${BASE}/api/ad-metrics`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, origin: BASE },
    body: JSON.stringify({
      ad_id: adId,
      slot,
      event,
      page_type: "sign",
      url: "/signs/leo",
      user_session_id: "e2e-session-0001",
      page_view_id: pageViewId,
      serve_token: token,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { counted: boolean }).counted;
}

async function noSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test("[ads.admin] an admin creates an ad (after a refusal), watches the preview follow the typing, edits, pauses and resumes it", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await gotoHydrated(page, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Ads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ads" })).toBeVisible();
  await expect(page.getByText("No ads yet.")).toBeVisible();
  await page.getByRole("link", { name: "New ad" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Ad" })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  // Nothing filled in: each field that needs a fix says so next to itself, and a toast sums up.
  await page.getByLabel("Link URL").fill("ftp://example.com/moon");
  await page.getByRole("button", { name: "Create ad" }).click();
  await expect(toast(page, "The ad was not saved: 4 fields need a fix.")).toBeVisible();
  await expect(page.locator("#ad-name-error")).toHaveText("Name is required");
  await expect(page.locator("#ad-linkUrl-error")).toHaveText("Link URL must be an http(s) address");
  await expect(page.locator("#ad-headline-error")).toHaveText("A text ad needs a headline");
  await expect(page.locator("#ad-slots-error")).toHaveText("Choose at least one slot");
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Link URL")).toHaveValue("ftp://example.com/moon");

  // The preview follows the form as the admin types, {sign} filled with an example sign.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByText("Choose at least one slot to see the ad in it.")).toBeVisible();
  await page.getByLabel("Name").fill("Moon Sale");
  await page.getByLabel("Link URL").fill("https://example.com/moon");
  await page.getByRole("checkbox", { name: /Hero banner/ }).check();
  await page.getByRole("checkbox", { name: /Mobile anchor/ }).check();
  await page.getByRole("checkbox", { name: /Modal vignette/ }).check();
  const hero = preview.locator('[data-preview-slot="hero-banner"]');
  await expect(hero).toBeVisible();
  await expect(hero).toContainText("Learn More");
  const markerNote = page.getByRole("status").filter({ hasText: "runs on sign pages only" });
  await expect(markerNote).toHaveCount(0);
  await page.getByLabel("Headline").pressSequentially("Hello {sign}");
  await expect(hero).toContainText("Hello Aries");
  await expect(markerNote).toHaveText("Its text holds {sign}, so this ad runs on sign pages only, whatever pages are chosen below.");
  await page.getByRole("checkbox", { name: "Leo" }).check();
  await expect(hero).toContainText("Hello Leo");
  await page.getByLabel("Text", { exact: true }).fill("<b>Bold</b> offers for you");
  // Text stays text: the markup shows as typed, nothing is rendered from it.
  await expect(hero).toContainText("<b>Bold</b> offers for you");
  await expect(hero.locator("b")).toHaveCount(0);
  await page.getByLabel("Button text").fill("Shop now");
  await expect(preview.locator('[data-preview-slot="anchor-mobile"]')).toContainText("Shop now");
  await expect(preview.locator('[data-preview-slot="modal-vignette"]')).toContainText("Advertisement");
  // Drawn in the slots' own sizes: the hero box is 728px wide here, the anchor bar 390px.
  const heroBox = await hero.locator("div").first().boundingBox();
  expect(Math.round(heroBox!.width)).toBe(728);
  const anchorBox = await preview.locator('[data-preview-slot="anchor-mobile"] > div').boundingBox();
  expect(Math.round(anchorBox!.width)).toBe(390);
  await page.getByRole("checkbox", { name: /Modal vignette/ }).uncheck();
  await expect(preview.locator('[data-preview-slot="modal-vignette"]')).toHaveCount(0);
  await page.getByLabel("Weight").fill("5");

  await page.getByRole("button", { name: "Create ad" }).click();
  await expect(page).toHaveURL(UUID);
  await expect(toast(page, "“Moon Sale” is created.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Ad" })).toBeVisible();
  await expect(page.getByLabel("Headline")).toHaveValue("Hello {sign}");
  await expect(page.getByLabel("Weight")).toHaveValue("5");
  await expect(page.getByRole("checkbox", { name: "Leo" })).toBeChecked();

  // Edit and save: the page keeps the saved values after a reload.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByLabel("Headline").fill("Full moon deals for {sign}");
  await page.getByLabel("Weight").fill("101");
  await page.getByRole("button", { name: "Save ad" }).click();
  await expect(page.locator("#ad-weight-error")).toHaveText("Weight is 1 to 100");
  await page.getByLabel("Weight").fill("40");
  await page.getByRole("button", { name: "Save ad" }).click();
  await expect(toast(page, "Ad saved.")).toBeVisible();
  await gotoHydrated(page, new URL(page.url()).pathname);
  await expect(page.getByLabel("Headline")).toHaveValue("Full moon deals for {sign}");
  await expect(page.getByLabel("Weight")).toHaveValue("40");
  await expect(page.locator('[data-preview-slot="hero-banner"]')).toContainText("Full moon deals for Leo");

  // Pause and resume from its page; the form's switch follows.
  const status = page.locator("[data-status]").first();
  await expect(status).toHaveText("Active");
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(toast(page, "“Moon Sale” is paused.")).toBeVisible();
  await expect(status).toHaveText("Paused");
  await expect(page.getByRole("checkbox", { name: /^Active/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Resume", exact: true }).click();
  await expect(toast(page, "“Moon Sale” is resumed.")).toBeVisible();
  await expect(status).toHaveText("Active");
  await expect(page.getByRole("checkbox", { name: /^Active/ })).toBeChecked();
  await page.context().close();
});

test("[ads.admin] metrics sent by pages show as totals, CTR and a chart per slot; the list pauses, resumes and deletes with a confirmation", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await gotoHydrated(page, "/admin/ads");
  const row = page.getByTestId("ad-row").filter({ hasText: "Moon Sale" });
  await expect(row).toContainText("Active");
  await row.getByRole("link", { name: "Moon Sale", exact: true }).click();
  await expect(page).toHaveURL(UUID);
  const adId = UUID.exec(new URL(page.url()).pathname)![1]!;

  // Four page views show it in the hero banner, three of them long enough, one clicks; two in the anchor, one clicks.
  const heroServes: string[] = [];
  for (let view = 1; view <= 4; view += 1) {
    heroServes.push(await serveToken(adId, "hero-banner"));
    expect(await report(adId, "hero-banner", "impression", `e2e-view-hero-${view}`, heroServes.at(-1))).toBe(true);
  }
  // A viewable impression counts a second after its impression at the earliest ([ads.invalid-traffic]).
  for (let view = 1; view <= 3; view += 1) {
    await expect.poll(() => report(adId, "hero-banner", "viewable", `e2e-view-hero-${view}`, heroServes[view - 1])).toBe(true);
  }
  expect(await report(adId, "hero-banner", "click", "e2e-view-hero-1", heroServes[0])).toBe(true);
  for (let view = 1; view <= 2; view += 1) {
    const token = await serveToken(adId, "anchor-mobile");
    expect(await report(adId, "anchor-mobile", "impression", `e2e-view-anchor-${view}`, token)).toBe(true);
    if (view === 2) expect(await report(adId, "anchor-mobile", "click", `e2e-view-anchor-${view}`, token)).toBe(true);
  }
  // A click nobody was served counts nothing, and shows as invalid traffic.
  expect(await report(adId, "hero-banner", "click", "e2e-view-forged")).toBe(false);

  await gotoHydrated(page, `/admin/ads/${adId}`);
  const totals = page.getByTestId("ad-slot-totals");
  const totalsRow = (name: string) => totals.getByRole("row", { name: new RegExp(`^${name}`) });
  await expect(totalsRow("hero-banner").getByRole("cell")).toHaveText(["4", "3", "1", "25.0%"]);
  await expect(totalsRow("anchor-mobile").getByRole("cell")).toHaveText(["2", "0", "1", "50.0%"]);
  await expect(totalsRow("All slots").getByRole("cell")).toHaveText(["6", "3", "2", "33.3%"]);

  const chart = page.getByTestId("ad-chart-hero-banner");
  await expect(chart.getByRole("img", { name: /Impressions, viewable impressions and clicks per day in hero-banner/ })).toBeVisible();
  await expect(chart.getByRole("list", { name: "Legend for hero-banner" })).toHaveText(/Impressions\s*Viewable impressions\s*Clicks/);
  await expect(chart.locator('rect[data-series="impressions"]')).toHaveCount(1);
  await expect(chart.locator('rect[data-series="viewable"]')).toHaveCount(1);
  await expect(chart.locator('rect[data-series="clicks"]')).toHaveCount(1);
  const dailyTable = chart.getByRole("table", { name: "Daily figures for hero-banner" });
  await expect(dailyTable.getByRole("row")).toHaveCount(31);
  await chart.getByRole("button", { name: "Show the daily numbers" }).click();
  await expect(dailyTable).toBeVisible();
  await expect(dailyTable.getByRole("row").last().getByRole("cell")).toHaveText(["4", "3", "1", "25.0%"]);
  await expect(page.getByTestId("ad-chart-anchor-mobile").locator('rect[data-series="clicks"]')).toHaveCount(1);
  const invalid = page.getByTestId("ad-invalid-traffic");
  await expect(invalid.getByRole("row", { name: /^No serve token/ }).getByRole("cell")).toHaveText(["0", "0", "1"]);

  // The list shows the totals and the CTR; pause and resume from there.
  await gotoHydrated(page, "/admin/ads");
  // Under the list, each mode's first minute on a phone, drawn from the ads running now ([ads.overlays]).
  const minutes = page.getByTestId("phone-minutes");
  const internalMinute = minutes.locator('[data-mode="internal"] li p');
  await expect(internalMinute.first()).toHaveText("0 sThe reading, with the anchor ad at the bottom edge.");
  await expect(internalMinute.last()).toHaveText(/^32 s/);
  await expect(minutes.getByRole("region", { name: /^Off/ })).toContainText("No ad at all");
  await expect(row.getByRole("cell")).toHaveText(["Active", /hero-banner\s*anchor-mobile/, "40", "6", "3", "2", "33.3%", /Edit/]);
  await row.getByRole("button", { name: "Pause Moon Sale" }).click();
  await expect(toast(page, "“Moon Sale” is paused.")).toBeVisible();
  await expect(row).toContainText("Paused");
  await row.getByRole("button", { name: "Resume Moon Sale" }).click();
  await expect(toast(page, "“Moon Sale” is resumed.")).toBeVisible();
  await expect(row).toContainText("Active");

  // Deleting asks first; Escape keeps the ad, the dialog's button deletes it and its figures.
  await row.getByRole("button", { name: "Delete Moon Sale" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this ad?" });
  await expect(dialog).toContainText("“Moon Sale” and everything it has counted will be removed.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: "Moon Sale", exact: true }).click();
  await expect(page).toHaveURL(UUID);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await dialog.getByRole("button", { name: "Delete ad" }).click();
  await expect(page).toHaveURL(/\/admin\/ads$/);
  await expect(toast(page, "“Moon Sale” is deleted.")).toBeVisible();
  await expect(page.getByTestId("ad-row")).toHaveCount(0);
  const gone = await fetch(`${BASE}/api/ad-metrics`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, origin: BASE },
    body: JSON.stringify({
      ad_id: adId,
      slot: "hero-banner",
      event: "impression",
      page_type: "sign",
      url: "/",
      user_session_id: "e2e-session-0001",
      page_view_id: "e2e-view-late",
    }),
  });
  expect(gone.status).toBe(404);
  await page.context().close();
});

test("[ads.admin] the list, the new-ad form and an ad's page fit 390px and 1280px screens without sideways page scroll", async ({
  browser,
}) => {
  const setup = await adminPage(browser);
  const created = await setup.request.post("/api/admin/ads", {
    headers: { origin: BASE },
    data: {
      name: "A long-named ad that has to wrap somewhere on a phone screen",
      type: "text",
      imageUrl: "",
      linkUrl: "https://example.com/wide",
      headline: "Wide boxes for every slot",
      subtext: "It runs everywhere, so the preview draws every box.",
      ctaText: "",
      anchorPosition: "top",
      active: true,
      startsAt: "",
      endsAt: "",
      slots: ["hero-banner", "in-content-1", "in-content-2", "footer-grid", "modal-vignette", "anchor-mobile"],
      pageTypes: ["all"],
      signs: [],
      weight: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(await report(id, "footer-grid", "impression", "e2e-view-wide-1", await serveToken(id, "footer-grid"))).toBe(true);
  await setup.context().close();

  for (const width of [390, 1280]) {
    const page = await adminPage(browser, { width, height: 900 });
    await gotoHydrated(page, "/admin/ads");
    await expect(page.getByTestId("ad-row")).toHaveCount(1);
    await noSidewaysScroll(page, `/admin/ads at ${width}px`);

    await gotoHydrated(page, "/admin/ads/new");
    for (const slot of ["Hero banner", "In the content", "Sidebar", "Footer banner", "Modal vignette", "Mobile anchor"]) {
      await page.getByRole("checkbox", { name: new RegExp(slot) }).check();
    }
    await expect(page.locator("[data-preview-slot]")).toHaveCount(6);
    await noSidewaysScroll(page, `/admin/ads/new at ${width}px`);

    await gotoHydrated(page, `/admin/ads/${id}`);
    await expect(page.getByTestId("ad-chart-footer-grid").getByRole("img")).toBeVisible();
    await expect(page.locator("[data-preview-slot]")).toHaveCount(6);
    await page.getByTestId("ad-chart-footer-grid").getByRole("button", { name: "Show the daily numbers" }).click();
    await noSidewaysScroll(page, `/admin/ads/${id} at ${width}px`);
    await page.context().close();
  }
});
