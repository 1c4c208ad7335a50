import { expect, test, type Page } from "@playwright/test";
import { adminApiSession, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// The installable app (ADR 052): the manifest a browser finds from the head, and the service worker
// that keeps the reader's sign, so the app opens offline with today's reading ([app.manifest],
// [app.start], [app.offline-today], [app.never-stored]). On a server of its own, whose first
// account is its admin, for the signed-in half.
test.describe.configure({ mode: "serial", timeout: 90_000 });
// These journeys are the service worker's own: it runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const PORT = ownPort("offline-app");
const BASE = `http://127.0.0.1:${PORT}`;

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT });
});
test.afterAll(() => stopServer(server));

/** Resolves once a service worker is active and controls the page: awaits its events, never a clock. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((controlled) => navigator.serviceWorker.addEventListener("controllerchange", controlled, { once: true }));
  });
}

/** Every address the worker keeps, by cache: what it holds on the device. */
function keptByWorker(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name.replace(/-[0-9a-f]{16}$/, "")] = requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return kept;
  });
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("[app.manifest] the head names the manifest: the app's name, its start at the reader's sign, standalone, and icons of the sizes it says", async ({
  page,
}) => {
  await page.goto(`${BASE}/signs/leo`);
  const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const answer = await page.request.get(new URL(href!, BASE).href);
  expect(answer.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = (await answer.json()) as {
    id: string;
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ id: "/", name: "Cosmic Daily", start_url: "/my-sign", scope: "/", display: "standalone" });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  // The colours of the theme every page first paints in, as its <meta name="theme-color">.
  expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(manifest.theme_color);
  expect(manifest.background_color).toBe("#0b0a1f");
  for (const icon of manifest.icons) {
    const image = await page.request.get(new URL(icon.src, BASE).href);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
});

test("[app.offline-today] [app.start] [app.registration] read once online, the reader's sign opens offline with today's reading, and /my-sign leads to it", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/signs/leo`);
  const today = await page.locator("h1 + p time").getAttribute("dateTime");
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await controlledByWorker(page);
  // The page read before the worker ran is kept once it takes over, with tomorrow's, the sign
  // remembered and the shell's files.
  await expect
    .poll(
      async () => {
        const kept = await keptByWorker(page);
        return {
          pages: kept["cosmic-daily-pages"]?.sort() ?? [],
          state: kept["cosmic-daily-state"] ?? [],
          shell: kept["cosmic-daily-shell"]?.some((asset) => /^\/assets\/shell-[\w-]+\.js$/.test(asset)) ?? false,
        };
      },
      { timeout: 15_000 },
    )
    .toEqual({ pages: ["/signs/leo", "/signs/leo/tomorrow"], state: ["/remembered-sign"], shell: true });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Leo Daily Horoscope" })).toBeVisible();
  await expect(page.locator("h1 + p time")).toHaveAttribute("dateTime", today!);
  // The page's own scripts came from the shell: it hydrates offline.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  // A link followed by the app's router while offline: the page is loaded whole, from what is kept.
  await page.locator('main a[href="/signs/leo/tomorrow"]').first().click();
  await expect(page).toHaveURL(`${BASE}/signs/leo/tomorrow`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("h1 + p time")).not.toHaveAttribute("dateTime", today!);

  // The installed app's start, offline: the remembered sign's page.
  await page.goto(`${BASE}/my-sign`);
  await expect(page).toHaveURL(`${BASE}/signs/leo`);
  await expect(page.getByRole("heading", { level: 1, name: "Leo Daily Horoscope" })).toBeVisible();

  // A page never read: the worker's own page, in words, with the way back to the reading.
  await page.goto(`${BASE}/moon-phases`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await page.getByRole("link", { name: "Open your Leo reading, saved on this device" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leo Daily Horoscope" })).toBeVisible();
  await context.close();
});

test("[app.never-stored] nothing read while signed in is kept: not /admin, not /account, not even a sign's page", async ({
  browser,
  playwright,
}) => {
  const admin = await adminApiSession(playwright, server);
  const context = await browser.newContext({ storageState: await admin.storageState() });
  await admin.dispose();
  const page = await context.newPage();
  await page.goto(`${BASE}/signs/virgo`);
  await controlledByWorker(page);
  for (const path of ["/admin", "/account/today", "/signs/virgo"]) {
    await page.goto(`${BASE}${path}`);
    await expect(page).toHaveURL(`${BASE}${path}`);
  }
  // The worker handled these pages (their built files passed through it into the shell)...
  await expect.poll(async () => (await keptByWorker(page))["cosmic-daily-shell"]?.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  // ...and kept none of them, nor remembered the sign.
  const kept = await keptByWorker(page);
  expect(kept["cosmic-daily-pages"] ?? []).toEqual([]);
  expect(kept["cosmic-daily-state"] ?? []).toEqual([]);
  await context.close();
});
