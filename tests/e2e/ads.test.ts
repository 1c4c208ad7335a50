import { expect, test, type APIRequestContext, type Browser, type Page, type Request, type Response } from "@playwright/test";
import { layoutShiftSum, watchLayoutShifts } from "./layout-shifts";
import { watchAnalyticsReports, type AnalyticsReports } from "./analytics-reports";
import { adminApiSession, gotoHydrated, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// The four ad modes as a reader meets them, on a server of its own that shows ads on 127.0.0.1
// (ADS_ON_LOCAL_HOSTS=1). Google's script never comes from the internet: its address is routed to
// a local stand-in that records what the page asks of it.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = ownPort("ads");
const BASE = `http://127.0.0.1:${PORT}`;
const PUBLISHER = "ca-pub-1234567890123456";
const ADSENSE = /^https:\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/;
const ADSENSE_STUB = `window.__adsenseStub = { pushes: [] };
(function () {
  var queue = window.adsbygoogle || [];
  var pushes = window.__adsenseStub.pushes;
  for (var i = 0; i < queue.length; i++) pushes.push(queue[i]);
  window.adsbygoogle = { push: function (item) { pushes.push(item); }, requestNonPersonalizedAds: queue.requestNonPersonalizedAds };
})();`;
/** AdSense refusing every ad unit as it does a slot with no width, while page-level ads still start. */
const UNIT_REFUSAL = "adsbygoogle.push() error: No slot size for availableWidth=0";
const ADSENSE_REFUSING_UNITS = ADSENSE_STUB.replace(
  "push: function (item) { pushes.push(item); }",
  `push: function (item) { if (!item.google_ad_client) throw new Error(${JSON.stringify(UNIT_REFUSAL)}); pushes.push(item); }`,
);

let server: RunningServer;
let admin: APIRequestContext;

const AD = {
  type: "text",
  imageUrl: "",
  subtext: "",
  ctaText: "",
  anchorPosition: "bottom",
  active: true,
  startsAt: "",
  endsAt: "",
  signs: [],
  weight: 1,
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT, env: { ADS_ON_LOCAL_HOSTS: "1" } });
  admin = await adminApiSession(playwright, server);
  const create = async (ad: Record<string, unknown>) => {
    const res = await admin.post("/api/admin/ads", { data: { ...AD, ...ad } });
    expect(res.status(), await res.text()).toBe(201);
  };
  await create({
    name: "Hero",
    type: "image",
    imageUrl: "/favicon.svg",
    linkUrl: "https://partner.example/hero",
    headline: "Star maps",
    slots: ["hero-banner"],
    pageTypes: ["all"],
  });
  await create({
    name: "Crystals",
    linkUrl: "https://partner.example/crystals",
    headline: "Crystals for {sign}",
    slots: ["in-content-1"],
    pageTypes: ["sign"],
  });
  await create({
    name: "Broken",
    type: "image",
    imageUrl: "/no-such-image.png",
    linkUrl: "https://partner.example/broken",
    headline: "Lost image",
    slots: ["footer-grid"],
    pageTypes: ["all"],
  });
  await create({
    name: "Vignette",
    linkUrl: "https://partner.example/vignette",
    headline: "Tarot for beginners",
    slots: ["modal-vignette"],
    pageTypes: ["all"],
  });
  await create({
    name: "Popup",
    linkUrl: "https://partner.example/popup",
    headline: "Moon calendar",
    slots: ["modal-vignette"],
    pageTypes: ["all"],
  });
  await create({
    name: "Anchor",
    type: "image",
    imageUrl: "/favicon.svg",
    linkUrl: "https://partner.example/anchor",
    headline: "Night sky app",
    slots: ["anchor-mobile"],
    pageTypes: ["all"],
  });
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

async function setMode(mode: string, publisherId = "") {
  const res = await admin.put("/api/admin/settings", { data: { ads_mode: mode, google_publisher_id: publisherId } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A reader's page that records the requests it makes, with Google's script routed to the stand-in (or to a failure). */
async function readerPage(
  browser: Browser,
  { width = 1280, height = 900, google = "stub" as "stub" | "refuse-units" | "fail", vignetteSeen = true } = {},
) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height } });
  // Each modal format shows once per browser session; most journeys mark the vignette as seen.
  if (vignetteSeen) await context.addInitScript(() => sessionStorage.setItem("cosmic_ad_vignette_shown", "1"));
  await context.addInitScript(() => sessionStorage.setItem("cosmic_ad_popup_shown", "1"));
  await context.route(ADSENSE, (route) =>
    google === "fail"
      ? route.abort("failed")
      : route.fulfill({ status: 200, contentType: "text/javascript", body: google === "stub" ? ADSENSE_STUB : ADSENSE_REFUSING_UNITS }),
  );
  const page = await context.newPage();
  const reports = await watchAnalyticsReports(page);
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, requests, reports, warnings, errors };
}

const metricsOf = (requests: Request[], event: string) =>
  requests.filter((request) => request.url().endsWith("/api/ad-metrics") && (request.postDataJSON() as { event: string }).event === event);
const eventsNamed = (reports: AnalyticsReports, name: string) =>
  reports.all().filter((report) => report.endpoint === "events" && report.body?.name === name);
const slotOf = (request: Request) => (request.postDataJSON() as { slot: string }).slot;

/** The page's report of an ad's impression in `slot`, from the next ad drawn there. */
const impressionIn = (page: Page, slot: string) =>
  page.waitForRequest(
    (request) => request.url().endsWith("/api/ad-metrics") && request.postDataJSON().event === "impression" && slotOf(request) === slot,
  );

/**
 * Resolves once every ad the page's ad requests drew into a zone or the anchor has been drawn and
 * has counted its impression (the modal formats' ads wait for their own moment; a slot the layout
 * hides at this width, such as the anchor from 1024px on, never counts one).
 */
async function everyDrawnAdShown(requests: Request[], { hidden = [] as string[] } = {}): Promise<void> {
  await expect
    .poll(async () => {
      const drawn = new Set<string>();
      for (const request of requests.filter((one) => new URL(one.url()).pathname === "/api/ads")) {
        const response = await request.response();
        if (!response) return "an ad request is still unanswered";
        const { slots } = (await response.json()) as { slots: Record<string, unknown[]> };
        for (const [slot, ads] of Object.entries(slots))
          if (ads.length > 0 && slot !== "modal-vignette" && !hidden.includes(slot)) drawn.add(slot);
      }
      const shown = new Set(metricsOf(requests, "impression").map(slotOf));
      const missing = [...drawn].filter((slot) => !shown.has(slot));
      return drawn.size === 0 ? "no ad drawn yet" : missing.length > 0 ? `not yet shown: ${missing.join(", ")}` : "all shown";
    })
    .toBe("all shown");
}

/**
 * Resolves once React has rendered what the page's timers just changed: its scheduler runs its
 * work in a message to itself, and a message posted after that one comes after it.
 */
const reactHasRendered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );

/** Resolves once the page has rendered two more frames: what a change in it has moved has been laid out. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));

test("[ads.mode] off: no zone, no box, no ad request and none of the ad code", async ({ browser }) => {
  await setMode("off");
  const { context, page, requests } = await readerPage(browser);
  const viewed = page.waitForRequest((request) => request.url().endsWith("/api/analytics/page-views"));
  await gotoHydrated(page, "/signs/leo");
  // The page view goes out in a task of its own after hydration: by then the hydrated page would
  // have asked for any ad code it was going to draw with.
  await viewed;
  await expect(page.locator("[data-ad-zone]")).toHaveCount(0);
  expect(requests.filter((request) => request.url().includes("/api/ads"))).toHaveLength(0);
  expect(requests.filter((request) => /ad-slot-content|floating-ads-content|consent-banner/.test(request.url()))).toHaveLength(0);
  expect(requests.filter((request) => ADSENSE.test(request.url()))).toHaveLength(0);
  await context.close();
});

test("[ads.mode] internal: the site's own ads fill their zones, {sign} becomes the sign, a broken image falls back, impressions count", async ({
  browser,
}) => {
  await setMode("internal", PUBLISHER);
  const { context, page, requests } = await readerPage(browser);
  await gotoHydrated(page, "/signs/leo");
  const hero = page.locator('[data-ad-zone="hero-banner"]');
  await expect(hero.getByRole("link", { name: /Star maps/ })).toBeVisible();
  await expect(hero.locator("a")).toHaveAttribute("rel", "sponsored noopener");
  await expect(hero.locator("a")).toHaveAttribute("target", "_blank");
  await expect(hero.getByText("Sponsored")).toBeVisible();
  await expect(page.locator('[data-ad-zone="content-rectangle"]').getByText("Crystals for Leo")).toBeVisible();
  const footer = page.locator('[data-ad-zone="footer-banner"] img');
  await expect(footer).toHaveAttribute("src", "/ad-placeholder.svg");
  await expect.poll(() => metricsOf(requests, "impression").length).toBeGreaterThanOrEqual(3);
  // The zones ask for their ads together: fewer requests than slots, each slot drawn once.
  const askedFor = requests
    .filter((request) => new URL(request.url()).pathname === "/api/ads")
    .map((request) => new URL(request.url()).searchParams.get("slots")!.split(","));
  const slotsAskedFor = askedFor.flat();
  expect(slotsAskedFor).toEqual(expect.arrayContaining(["hero-banner", "in-content-1", "footer-grid"]));
  expect(new Set(slotsAskedFor).size).toBe(slotsAskedFor.length);
  expect(askedFor.length).toBeLessThan(slotsAskedFor.length);
  // Internal mode: Google's unit renders nothing and its script never loads.
  await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
  expect(requests.filter((request) => ADSENSE.test(request.url()))).toHaveLength(0);
  await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  // The box was there from the first byte: the server reserved it.
  const html = await (await page.request.get("/signs/leo")).text();
  expect(html).toContain('data-ad-zone="content-rectangle"');
  await context.close();
});

test("[ads.no-ad-above-reading] on a phone no ad sits above a sign page's reading, and the hidden banner counts no impression", async ({
  browser,
}) => {
  await setMode("internal");
  const { context, page, requests } = await readerPage(browser, { width: 390 });
  await gotoHydrated(page, "/signs/leo");
  await expect(page.locator('[data-ad-zone="content-rectangle"]').getByText("Crystals for Leo")).toBeVisible();
  await expect(page.locator('[data-ad-zone="hero-banner"]')).toBeHidden();
  // Every ad drawn has counted its impression: the banner, mounted, would have been asked for and
  // drawn with the others.
  await everyDrawnAdShown(requests);
  const slots = metricsOf(requests, "impression").map(slotOf);
  expect(slots).toContain("in-content-1");
  expect(slots).not.toContain("hero-banner");
  // The reading starts on the first screen: its overview's heading is above the fold.
  const overview = await page.getByRole("heading", { name: "Today's Overview" }).boundingBox();
  expect(overview!.y).toBeLessThan(844);
  // Nor above the home page's reader's box ([shell.home-reading]).
  await gotoHydrated(page, "/");
  await expect(page.getByRole("region", { name: "Your reading" })).toBeVisible();
  await expect(page.locator('[data-ad-zone="hero-banner"]')).toBeHidden();
  // Other pages keep the banner on phones, and a wide screen keeps it on sign pages.
  await gotoHydrated(page, "/blog");
  await expect(page.locator('[data-ad-zone="hero-banner"]').getByRole("link", { name: /Star maps/ })).toBeVisible();
  await context.close();
  const wide = await readerPage(browser, { width: 1280 });
  await gotoHydrated(wide.page, "/signs/leo");
  await expect(wide.page.locator('[data-ad-zone="hero-banner"]').getByRole("link", { name: /Star maps/ })).toBeVisible();
  await wide.context.close();
});

test("[ads.zones] with the site's own ads on, a sign page does not shift as they arrive (CLS at most 0.02)", async ({ browser }) => {
  await setMode("internal");
  for (const width of [390, 1280]) {
    const { context, page, requests } = await readerPage(browser, { width });
    await watchLayoutShifts(context);
    await gotoHydrated(page, "/signs/leo");
    await expect.poll(() => metricsOf(requests, "impression").length).toBeGreaterThanOrEqual(2);
    // Every ad drawn is on the page with its image loaded (the broken one's stand-in too), and laid out.
    await everyDrawnAdShown(requests, { hidden: width >= 1024 ? ["anchor-mobile"] : [] });
    await expect(page.locator('[data-ad-zone="footer-banner"] img')).toHaveAttribute("src", "/ad-placeholder.svg");
    await expect
      .poll(() =>
        page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>("[data-ad-id] img")].every((image) => image.complete)),
      )
      .toBe(true);
    await twoFrames(page);
    // The shifts counted so far, and any the observer holds but has not yet handed over.
    const cls = await layoutShiftSum(page);
    test.info().annotations.push({ type: "CLS", description: `/signs/leo at ${width}px with the site's own ads: ${cls.toFixed(4)}` });
    expect(cls, `${width}px`).toBeLessThanOrEqual(0.02);
    await context.close();
  }
});

test("[ads.formats] a click is counted first, then the ad opens in a new tab 100 ms later", async ({ browser }) => {
  await setMode("internal");
  const { context, page, requests } = await readerPage(browser);
  await gotoHydrated(page, "/signs/aries");
  await context.route("https://partner.example/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Partner</title>" }),
  );
  const clickReport = page.waitForRequest(
    (request) => request.url().endsWith("/api/ad-metrics") && request.postDataJSON().event === "click",
  );
  const opened = context.waitForEvent("page");
  const clickedAt = Date.now();
  await page.locator('[data-ad-zone="hero-banner"] a').click();
  const report = await clickReport;
  const reportedAt = Date.now();
  const tab = await opened;
  expect(reportedAt).toBeGreaterThanOrEqual(clickedAt);
  await tab.waitForLoadState();
  expect(tab.url()).toBe("https://partner.example/hero");
  expect(report.postDataJSON()).toMatchObject({ event: "click", slot: "hero-banner", page_type: "sign", url: "/signs/aries" });
  expect(metricsOf(requests, "click")).toHaveLength(1);
  await context.close();
});

/** The answer to a page's ad request that drew its modal vignette (its slots are asked for together). */
const drawsVignette = (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === "/api/ads" && (url.searchParams.get("slots") ?? "").split(",").includes("modal-vignette");
};

/** The modal vignette or popup: a dialog named "Advertisement". */
const adModal = (page: Page, format: "vignette" | "popup") =>
  page.getByRole("dialog", { name: "Advertisement" }).and(page.locator(`[data-ad-format="${format}"]`));

async function expectScrollLocked(page: Page, locked: boolean) {
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe(locked ? "hidden" : "visible");
}

test("[ads.formats] the vignette opens 3 s after its ad loads, locks the scroll, and closes on Escape with a 300 ms exit", async ({
  browser,
}) => {
  await setMode("internal");
  const { context, page, requests } = await readerPage(browser, { vignetteSeen: false });
  // The page's clock runs as the real one, and lets the second page's wait be jumped over.
  await page.clock.install();
  const loaded = page.waitForResponse(drawsVignette);
  await page.goto("/blog");
  await loaded;
  const loadedAt = Date.now();
  const vignette = adModal(page, "vignette");
  await expect(vignette).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2_900);
  // The first of the two modal ads the server drew for this page.
  await expect(vignette.getByText(/Tarot for beginners|Moon calendar/)).toBeVisible();
  await expectScrollLocked(page, true);
  await expect(vignette.getByRole("button", { name: "Close advertisement" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(vignette).toHaveAttribute("data-state", "closed");
  await expect(vignette).toHaveCount(0);
  await expectScrollLocked(page, false);
  // Once per session: the next page brings no vignette. Its floating formats get their ads, and in
  // the same render the hero banner (drawn in the same request) counts its impression and the vignette decides; then 4 s pass.
  const heroesBefore = metricsOf(requests, "impression").filter((request) => slotOf(request) === "hero-banner").length;
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Signs" }).click();
  await expect(page).toHaveURL(/\/signs$/);
  await expect
    .poll(() => metricsOf(requests, "impression").filter((request) => slotOf(request) === "hero-banner").length)
    .toBe(heroesBefore + 1);
  await page.clock.runFor(4_000);
  await reactHasRendered(page);
  await expect(vignette).toHaveCount(0);
  await context.close();
});

test("[ads.formats] the popup comes after 32 s with the next ad in line and closes on its button or the overlay", async ({ browser }) => {
  await setMode("internal");
  const { context, page } = await readerPage(browser, { width: 390 });
  await context.addInitScript(() => sessionStorage.removeItem("cosmic_ad_popup_shown"));
  await page.clock.install();
  const armed = impressionIn(page, "anchor-mobile");
  await page.goto("/tools");
  // The popup's timer starts once the served ads are in the component's state: in the same render
  // the anchor (shown on a phone) counts its impression, after it.
  await armed;
  const popup = adModal(page, "popup");
  await page.clock.fastForward(30_000);
  await expect(popup).toHaveCount(0);
  await page.clock.fastForward(3_000);
  await expect(popup).toBeVisible();
  // The next ad in line after the vignette's.
  await expect(popup.getByRole("link")).toHaveAttribute("href", /partner\.example\/(popup|vignette)/);
  await expectScrollLocked(page, true);
  await popup.getByRole("button", { name: "Close advertisement" }).click();
  await expect(popup).toHaveCount(0);
  await expectScrollLocked(page, false);
  await context.close();

  // The overlay closes it too, on a fresh session.
  const again = await readerPage(browser, { width: 390 });
  await again.context.addInitScript(() => sessionStorage.removeItem("cosmic_ad_popup_shown"));
  await again.page.clock.install();
  const armedAgain = impressionIn(again.page, "anchor-mobile");
  await again.page.goto("/tools");
  await armedAgain;
  await again.page.clock.fastForward(33_000);
  const second = adModal(again.page, "popup");
  await expect(second).toBeVisible();
  await again.page.mouse.click(5, 5);
  await expect(second).toHaveCount(0);
  await again.context.close();
});

test("[ads.formats] the mobile anchor shows below the large breakpoint, its image at most 46 px, and stays closed for the rest of the view", async ({
  browser,
}) => {
  await setMode("internal");
  const phone = await readerPage(browser, { width: 390 });
  await gotoHydrated(phone.page, "/signs/virgo");
  const anchor = phone.page.locator('[data-ad-format="anchor"]');
  await expect(anchor).toBeVisible();
  const box = await anchor.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(900 - 2);
  expect((await anchor.locator("img").boundingBox())!.height).toBeLessThanOrEqual(46);
  await anchor.getByRole("button", { name: "Close advertisement" }).click();
  await expect(anchor).toHaveCount(0);
  // Closed for the rest of this page view, however the reader scrolls; the next page is a new view.
  await phone.page.evaluate(() => {
    const state = window as unknown as { __scrolled: boolean };
    state.__scrolled = false;
    addEventListener("scrollend", () => (state.__scrolled = true), { once: true });
  });
  await phone.page.mouse.wheel(0, 1500);
  await phone.page.waitForFunction(() => (window as unknown as { __scrolled: boolean }).__scrolled);
  await twoFrames(phone.page);
  await expect(anchor).toHaveCount(0);
  await phone.page.locator('main a[href^="/signs/virgo/compatibility/"]').first().click();
  await expect(phone.page).toHaveURL(/\/signs\/virgo\/compatibility\//);
  await expect(anchor).toBeVisible();
  await phone.context.close();

  const desktop = await readerPage(browser, { width: 1280 });
  await gotoHydrated(desktop.page, "/signs/virgo");
  await expect(desktop.page.locator('[data-ad-format="anchor"]')).toBeHidden();
  await desktop.context.close();
});

test("[ads.metrics] a reader's impression and click count once each, and the anchor hidden at 1280 px reports nothing", async ({
  browser,
}) => {
  await setMode("internal");
  const figures = async () => {
    const { ads } = (await (await admin.get("/api/admin/ads")).json()) as {
      ads: Array<{ name: string; impressions: number; clicks: number }>;
    };
    return Object.fromEntries(ads.map((ad) => [ad.name, { impressions: ad.impressions, clicks: ad.clicks }]));
  };
  const before = await figures();
  const { context, page, requests } = await readerPage(browser, { width: 1280 });
  await context.route("https://partner.example/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Partner</title>" }),
  );
  await gotoHydrated(page, "/signs/leo");
  await everyDrawnAdShown(requests, { hidden: ["anchor-mobile"] });
  // The anchor was drawn and mounted, but the layout hides it here: it never reports.
  await expect(page.locator('[data-ad-format="anchor"]')).toBeHidden();
  await expect(page.locator('[data-ad-format="anchor"] [data-ad-id]')).toHaveCount(1);
  await twoFrames(page);
  expect(metricsOf(requests, "impression").map(slotOf)).not.toContain("anchor-mobile");
  // Each report carries the serve token its ad came with, and the server counts it.
  const heroImpression = metricsOf(requests, "impression").find((request) => slotOf(request) === "hero-banner")!;
  expect(heroImpression.postDataJSON().serve_token).toMatch(/^[\w-]+(\.[\w-]+){5}$/);
  expect(await (await heroImpression.response())!.json()).toEqual({ ok: true, counted: true });
  const click = page.waitForRequest((request) => request.url().endsWith("/api/ad-metrics") && request.postDataJSON().event === "click");
  const opened = context.waitForEvent("page");
  await page.locator('[data-ad-zone="hero-banner"] a').click();
  expect(await (await (await click).response())!.json()).toEqual({ ok: true, counted: true });
  await (await opened).close();
  const after = await figures();
  expect(after.Hero).toEqual({ impressions: before.Hero!.impressions + 1, clicks: before.Hero!.clicks + 1 });
  expect(after.Anchor).toEqual(before.Anchor);
  await context.close();
});

/**
 * Records, on every change to the page, which overlays are on screen at once: the modal vignette,
 * the popup and the consent banner ([ads.overlays]).
 */
async function watchOverlays(page: Page) {
  await page.addInitScript(() => {
    const state = { most: 0, seen: [] as string[] };
    (window as unknown as { __overlays: typeof state }).__overlays = state;
    const look = () => {
      const on = [
        document.querySelector('dialog[open][data-ad-format="vignette"]') ? "vignette" : "",
        document.querySelector('dialog[open][data-ad-format="popup"]') ? "popup" : "",
        document.querySelector("[data-consent-banner]") ? "consent" : "",
      ].filter(Boolean);
      state.most = Math.max(state.most, on.length);
      const now = on.join("+") || "none";
      if (state.seen.at(-1) !== now) state.seen.push(now);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __overlays: { most: number; seen: string[] } }).__overlays);
}

/**
 * A first visit to Leo's page on a 390×844 phone, neither modal format seen this session, the
 * page's clock installed and its overlays watched, once its floating formats have their ads.
 */
async function phoneVisitOnItsOwnClock(browser: Browser) {
  const { context, page } = await readerPage(browser, { width: 390, height: 844, vignetteSeen: false });
  await context.addInitScript(() => sessionStorage.removeItem("cosmic_ad_popup_shown"));
  const overlays = await watchOverlays(page);
  await page.clock.install();
  const loaded = page.waitForResponse(drawsVignette);
  await page.goto("/signs/leo");
  await loaded;
  return { context, page, overlays };
}

test("[ads.overlays] at 390×844 in internal mode over the first 60 s: the vignette, then the popup only once it is closed", async ({
  browser,
}) => {
  await setMode("internal");
  const { context, page, overlays } = await phoneVisitOnItsOwnClock(browser);
  const vignette = adModal(page, "vignette");
  const popup = adModal(page, "popup");
  await expect(vignette).toBeVisible({ timeout: 15_000 });
  // The reader leaves the vignette open past 32 s: the popup waits for it.
  await page.clock.runFor(34_000);
  await reactHasRendered(page);
  await expect(popup).toHaveCount(0);
  await vignette.getByRole("button", { name: "Close advertisement" }).click();
  await expect(vignette).toHaveCount(0);
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Close advertisement" }).click();
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(22_000);
  await reactHasRendered(page);
  const record = await overlays();
  expect(record.most, record.seen.join(" → ")).toBe(1);
  expect(record.seen).toEqual(["none", "vignette", "none", "popup", "none"]);
  await context.close();
});

test("[ads.overlays] at 390×844 in hybrid mode over the first 60 s: the consent banner alone until answered, then the vignette and the popup in turn", async ({
  browser,
}) => {
  await setMode("hybrid", PUBLISHER);
  const { context, page, overlays } = await phoneVisitOnItsOwnClock(browser);
  const banner = page.locator("[data-consent-banner]");
  const vignette = adModal(page, "vignette");
  const popup = adModal(page, "popup");
  const anchor = page.locator('[data-ad-format="anchor"]');
  await expect(banner).toBeVisible();
  // Ten seconds unanswered: no vignette, and the anchor keeps off the banner's edge.
  await page.clock.runFor(10_000);
  await reactHasRendered(page);
  await expect(vignette).toHaveCount(0);
  await expect(anchor).toHaveCount(0);
  await banner.getByRole("button", { name: "Keep them general" }).click();
  await expect(banner).toHaveCount(0);
  await expect(anchor).toBeVisible();
  await page.clock.runFor(2_000);
  await reactHasRendered(page);
  await expect(vignette).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(vignette).toBeVisible();
  await vignette.getByRole("button", { name: "Close advertisement" }).click();
  await expect(vignette).toHaveCount(0);
  await page.clock.runFor(20_000);
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(20_000);
  await reactHasRendered(page);
  const record = await overlays();
  expect(record.most, record.seen.join(" → ")).toBe(1);
  expect(record.seen).toEqual(["none", "consent", "none", "vignette", "none", "popup", "none"]);
  await context.close();
});

test("[ads.adsense] google-auto: the script loads once with the publisher id, units start, auto ads switch on, consent is asked", async ({
  browser,
}) => {
  await setMode("google-auto", PUBLISHER);
  const { context, page, requests, reports, errors } = await readerPage(browser);
  await gotoHydrated(page, "/signs/leo");
  expect(errors).toEqual([]);
  await expect(page.locator('[data-ad-zone="hero-banner"] ins.adsbygoogle')).toHaveAttribute("data-ad-client", PUBLISHER);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __adsenseStub?: { pushes: unknown[] } }).__adsenseStub?.pushes.length ?? 0))
    .toBeGreaterThan(1);
  const scripts = requests.filter((request) => ADSENSE.test(request.url()));
  expect(scripts).toHaveLength(1);
  expect(new URL(scripts[0]!.url()).searchParams.get("client")).toBe(PUBLISHER);
  const pushes = await page.evaluate(() => (window as unknown as { __adsenseStub: { pushes: unknown[] } }).__adsenseStub.pushes);
  expect(pushes).toContainEqual({ google_ad_client: PUBLISHER, enable_page_level_ads: true });
  // No answer yet: ads are asked for as non-personalised.
  expect(
    await page.evaluate(
      () => (window as unknown as { adsbygoogle: { requestNonPersonalizedAds?: number } }).adsbygoogle.requestNonPersonalizedAds,
    ),
  ).toBe(1);
  await expect.poll(() => eventsNamed(reports, "ad_script_performance").length).toBe(1);
  await expect.poll(() => eventsNamed(reports, "ads").length).toBeGreaterThan(0);
  // Google's mode shows none of the site's own ads and no floating formats.
  expect(requests.filter((request) => request.url().includes("/api/ads?"))).toHaveLength(0);
  const banner = page.locator("[data-consent-banner]");
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Allow personalised ads" }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cosmic_ads_consent"))).toBe("granted");
  await context.close();
});

test("[ads.adsense] a script that fails to load is logged and reported, never shown", async ({ browser }) => {
  await setMode("google-auto", PUBLISHER);
  const { context, page, reports, warnings } = await readerPage(browser, { google: "fail" });
  await gotoHydrated(page, "/signs/leo");
  await expect.poll(() => eventsNamed(reports, "ad_script_error").length).toBe(1);
  expect(eventsNamed(reports, "ad_script_error")[0]!.body?.properties).toMatchObject({
    message: "AdSense script failed to load",
  });
  expect(warnings.some((text) => text.includes("AdSense script failed to load"))).toBe(true);
  await expect(page.getByText("AdSense script failed to load")).toHaveCount(0);
  await context.close();
});

test("[ads.adsense] a unit AdSense refuses to start is logged and reported as ad_unit_error, never shown", async ({ browser }) => {
  await setMode("google-auto", PUBLISHER);
  const { context, page, reports, warnings } = await readerPage(browser, { google: "refuse-units" });
  await gotoHydrated(page, "/signs/leo");
  await expect.poll(() => eventsNamed(reports, "ad_unit_error").length).toBeGreaterThan(0);
  expect(eventsNamed(reports, "ad_unit_error")[0]!.body?.properties).toMatchObject({
    unit: expect.any(String),
    message: UNIT_REFUSAL,
    mode: "google-auto",
  });
  // A refused unit is not counted as started, and the reader never sees the error.
  expect(eventsNamed(reports, "ads")).toHaveLength(0);
  expect(warnings.some((text) => text.includes(UNIT_REFUSAL))).toBe(true);
  await expect(page.getByText(UNIT_REFUSAL)).toHaveCount(0);
  await context.close();
});

test("[ads.mode] google-auto without a publisher id reserves nothing", async ({ browser }) => {
  await setMode("google-auto", "");
  const { context, page, requests } = await readerPage(browser);
  await gotoHydrated(page, "/signs/leo");
  await expect(page.locator("[data-ad-zone]")).toHaveCount(0);
  expect(requests.filter((request) => ADSENSE.test(request.url()))).toHaveLength(0);
  await context.close();
});

test("[ads.mode] hybrid: Google's unit and the site's own ad stacked in one zone, and the floating formats", async ({ browser }) => {
  await setMode("hybrid", PUBLISHER);
  const { context, page } = await readerPage(browser, { width: 390 });
  // A phone shows the hero banner on pages other than a sign's reading ([ads.no-ad-above-reading]).
  await gotoHydrated(page, "/blog");
  const hero = page.locator('[data-ad-zone="hero-banner"]');
  await expect(hero.locator('[data-ad-part="google"] ins.adsbygoogle')).toHaveCount(1);
  await expect(hero.locator('[data-ad-part="internal"]').getByText("Star maps")).toBeVisible();
  const parts = await hero.locator("[data-ad-part]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-ad-part")));
  expect(parts).toEqual(["google", "internal"]);
  // The anchor takes the bottom edge once the consent banner there is answered ([ads.overlays]).
  await expect(page.locator('[data-ad-format="anchor"]')).toHaveCount(0);
  await page.locator("[data-consent-banner]").getByRole("button", { name: "Allow personalised ads" }).click();
  await expect(page.locator('[data-ad-format="anchor"]')).toBeVisible();
  await context.close();
});

test("[ads.zones] an admin's preview: labelled placeholders, the mode named, no ad loaded", async ({ browser }) => {
  await setMode("internal");
  const context = await browser.newContext({ baseURL: BASE, storageState: await admin.storageState() });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await gotoHydrated(page, "/signs/leo?adsPreview=1");
  await expect(page.locator('[data-ad-preview="true"][data-ad-zone="hero-banner"]')).toHaveText("hero-banner (banner) · internal");
  await expect(page.locator('[data-ad-preview="true"][data-ad-zone="content-rectangle"]')).toHaveText("in-content-1 (banner) · internal");
  expect(requests.filter((request) => request.url().includes("/api/ads?"))).toHaveLength(0);
  await context.close();
});

test("[ads.placements] sign-in, confirmation and unsubscribe pages carry no ad", async ({ browser }) => {
  await setMode("internal");
  const { context, page } = await readerPage(browser);
  for (const path of ["/auth", "/verify", "/unsubscribe", "/auth/confirm?token=x"]) {
    await gotoHydrated(page, path);
    await expect(page.locator("[data-ad-zone]"), path).toHaveCount(0);
  }
  await context.close();
});
