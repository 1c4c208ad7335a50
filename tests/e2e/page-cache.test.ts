import { type BrowserContext, type Page, type Response, expect, test } from "@playwright/test";

// A page from the anonymous page cache was rendered for someone else: its inline scripts run
// under a policy that lists their hashes, and the page must hydrate as a fresh render does.
test("[startup.page-cache] a page served from the cache hydrates under its hashed policy, with no script refused", async ({ browser }) => {
  // The first reader renders /guides/planetary-retrogrades into the cache.
  const first = await browser.newContext();
  await (await first.newPage()).goto("/guides/planetary-retrogrades");
  await first.close();

  // A second reader, with no cookie, is served the stored copy. The copy is stored just behind the
  // first response, and the journeys beside this one share the server (any content they save
  // empties the page cache), so the visit is made again, in a new context, until a stored copy
  // answers it.
  let second: BrowserContext | undefined;
  let page!: Page;
  let response!: Response;
  const refused: string[] = [];
  await expect(async () => {
    await second?.close();
    second = await browser.newContext();
    page = await second.newPage();
    refused.length = 0;
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
    });
    response = (await page.goto("/guides/planetary-retrogrades"))!;
    expect(response.headers()["x-page-cache"]).toBe("hit");
  }).toPass();
  expect(response.headers()["content-encoding"]).toBe("br");
  const policy = response.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toContain("nonce");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  // Interactive after hydration: the theme toggle switches the theme.
  const before = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  await page.getByRole("button", { name: /theme/i }).first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(!before);
  expect(refused).toEqual([]);
  await second!.close();
});
