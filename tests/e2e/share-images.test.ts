import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

// The share cards and buttons as a reader and a link preview see them, on the built server.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BLOG_POST = "/blog/a-guide-to-the-moons-phases";

/** The content of a meta tag of the page, by property or name. */
const metaContent = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute("content");

/** Fetches an image the way a link preview does, and checks it is a PNG of 1200x630 by its bytes. */
async function expectCard(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
  expect(response.headers()["etag"]).toMatch(/^"[^"]+"$/);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
}

test("[share.images] a sign's daily page names its day's card, and the card is a 1200x630 PNG", async ({ page, request, baseURL }) => {
  await gotoHydrated(page, "/signs/leo");
  const date = await page.locator("article time").first().getAttribute("datetime");
  const image = await metaContent(page, "og:image");
  expect(image).toBe(`${baseURL}/og/signs/leo/${date}.png`);
  expect(await metaContent(page, "twitter:image")).toBe(image);
  expect(await metaContent(page, "twitter:card")).toBe("summary_large_image");
  expect([await metaContent(page, "og:image:width"), await metaContent(page, "og:image:height")]).toEqual(["1200", "630"]);
  const alt = await metaContent(page, "og:image:alt");
  expect(alt).toMatch(
    /^Leo \(July 23 – August 22\) daily horoscope for [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}\. The Moon is in [A-Z][a-z]+, /,
  );
  // The page's lucky colour is the card's.
  const palette = page.getByRole("link", { name: /\(opens a palette generator in a new tab\)$/ });
  const luckyColor = (await palette.textContent())!.replace("(opens a palette generator in a new tab)", "").trim();
  expect(luckyColor.length).toBeGreaterThan(2);
  expect(alt).toContain(`Lucky colour: ${luckyColor}.`);
  await expectCard(request, image!);

  // Yesterday's and tomorrow's pages each name their own day.
  for (const [suffix, offset] of [
    ["/yesterday", -1],
    ["/tomorrow", 1],
  ] as const) {
    const html = await (await request.get(`/signs/leo${suffix}`)).text();
    const day = new Date(Date.parse(`${date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/og/signs/leo/${day}.png"/>`);
  }
});

test("[share.images] a pair page names the card of today's score, and the card is a 1200x630 PNG", async ({ page, request, baseURL }) => {
  await gotoHydrated(page, "/signs/leo/compatibility/libra");
  const score = await page.getByTestId("compatibility-score").getAttribute("data-score");
  const image = await metaContent(page, "og:image");
  expect(image).toMatch(new RegExp(`^${baseURL}/og/compatibility/leo/libra/\\d{4}-\\d{2}-\\d{2}\\.png$`));
  expect(await metaContent(page, "twitter:image")).toBe(image);
  expect([await metaContent(page, "og:image:width"), await metaContent(page, "og:image:height")]).toEqual(["1200", "630"]);
  expect(await metaContent(page, "og:image:alt")).toMatch(
    new RegExp(`^Leo \\(Fire\\) and Libra \\(Air\\) compatibility on .+: ${score}%, `),
  );
  await expectCard(request, image!);
});

test("[share.image-input] a share image for no sign or no real day is a plain-text 4xx", async ({ request }) => {
  const unknown = await request.get("/og/signs/ophiuchus/2026-11-25.png");
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await unknown.text()).toContain("No such sign");
  const impossible = await request.get("/og/compatibility/leo/libra/2026-02-30.png");
  expect(impossible.status()).toBe(400);
  expect(await impossible.text()).toContain("YYYY-MM-DD");
});

for (const [path, heading] of [
  ["/signs/leo", "Share this reading"],
  ["/signs/leo/compatibility/libra", "Share this match"],
  [BLOG_POST, "Share this post"],
] as const) {
  test(`[share.buttons] ${path} has share links to X, Facebook, WhatsApp and email for its own address, and Copy link`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, path);
    const url = `${baseURL}${path}`;
    const group = page.getByRole("region", { name: heading });
    await expect(group).toBeVisible();

    const x = group.getByRole("link", { name: "Share on X (opens in a new tab)" });
    const xHref = new URL((await x.getAttribute("href"))!);
    expect(`${xHref.origin}${xHref.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(xHref.searchParams.get("url")).toBe(url);
    const facebook = group.getByRole("link", { name: "Share on Facebook (opens in a new tab)" });
    expect(await facebook.getAttribute("href")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    const whatsapp = group.getByRole("link", { name: "Share on WhatsApp (opens in a new tab)" });
    expect(new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")).toMatch(
      new RegExp(`${url.replace(/[.?]/g, "\\$&")}$`),
    );
    for (const link of [x, facebook, whatsapp]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const email = group.getByRole("link", { name: "Share by Email" });
    const mailto = (await email.getAttribute("href"))!;
    expect(mailto).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(mailto.split("&body=")[1]!)).toContain(url);

    // Keyboard users reach the links and see where they are.
    await x.focus();
    await expect(x).toBeFocused();
    expect(await x.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");

    await group.getByRole("button", { name: "Copy link" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Link copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
}

test("[share.buttons] without JavaScript the share links are there and the Copy link button is not", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/signs/leo/compatibility/libra");
  const group = page.getByRole("region", { name: "Share this match" });
  await expect(group.getByRole("link")).toHaveCount(4);
  await expect(group.getByRole("button")).toHaveCount(0);
  await context.close();
});
