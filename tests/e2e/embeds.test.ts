import { createServer, type Server } from "node:http";
import { expect, test, type Page, type Response } from "@playwright/test";
import { ownPort } from "./ports";
import { contrastOf, gotoHydrated } from "./support";

// The embeds as another site shows them: a page on another origin (localhost, where the site is
// 127.0.0.1, on a port of its own) framing them, and the widget page that hands out the snippet.

/** A host page of another site, on `embeds/other-origin`: the frames it is given, nothing else. */
async function otherSite(frames: Array<{ id: string; src: string }>): Promise<{ url: string; close: () => Promise<void> }> {
  const port = ownPort("embeds/other-origin");
  const html = `<!doctype html><html lang="en"><title>A reader's blog</title><h1>My blog</h1>${frames
    .map(({ id, src }) => `<iframe id="${id}" src="${src}" title="${id}" width="360" height="460"></iframe>`)
    .join("")}`;
  const server: Server = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html));
  // Every address of the machine, so "localhost" answers however the browser resolves it.
  await new Promise<void>((done) => server.listen(port, done));
  return { url: `http://localhost:${port}/`, close: () => new Promise((done) => server.close(() => done())) };
}

/** Every answer of the site the page received, kept as it arrives. */
function siteAnswers(page: Page, baseURL: string): Response[] {
  const answers: Response[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(baseURL)) answers.push(response);
  });
  return answers;
}

test("[embeds.framing] [embeds.no-cookies] /embed/signs/aries renders inside a page on another origin in Chromium and sets no cookie", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const today = (await (await request.get("/api/horoscopes/aries")).json()) as { headline: string; summary: string };
  const host = await otherSite([
    { id: "aries", src: `${baseURL}/embed/signs/aries` },
    { id: "all", src: `${baseURL}/embed/signs` },
    { id: "sign-page", src: `${baseURL}/signs/aries` },
  ]);
  try {
    const answers = siteAnswers(page, baseURL!);
    // The load event waits for every frame, the refused one included.
    await page.goto(host.url);
    const aries = page.frameLocator("#aries");
    await expect(aries.getByRole("heading", { level: 1, name: "Aries Daily Horoscope" })).toBeVisible();
    await expect(aries.getByText("Today in short")).toBeVisible();
    await expect(aries.getByText(today.headline, { exact: true })).toBeVisible();
    await expect(aries.getByText(today.summary, { exact: true })).toBeVisible();
    const back = aries.getByRole("link", { name: "Read today’s full Aries horoscope on Cosmic Daily (opens in a new tab)" });
    await expect(back).toHaveAttribute("href", `${baseURL}/signs/aries`);
    await expect(back).toHaveAttribute("target", "_blank");

    // All twelve in a frame: each sign a line and a link to its reading.
    const all = page.frameLocator("#all");
    await expect(all.getByRole("heading", { level: 1, name: "Today’s horoscope for every sign" })).toBeVisible();
    await expect(all.getByRole("link", { name: /daily horoscope \(opens in a new tab\)$/ })).toHaveCount(12);
    await expect(all.getByRole("link", { name: "Pisces daily horoscope (opens in a new tab)" })).toHaveAttribute(
      "href",
      `${baseURL}/signs/pisces`,
    );

    // Every other page of the site still refuses the frame: Chromium draws nothing of it.
    await expect(page.frameLocator("#sign-page").locator("h1")).toHaveCount(0);

    const embeds = answers.filter((answer) => new URL(answer.url()).pathname.startsWith("/embed/"));
    expect(embeds.map((answer) => [new URL(answer.url()).pathname, answer.status()])).toEqual([
      ["/embed/signs/aries", 200],
      ["/embed/signs", 200],
    ]);
    for (const answer of embeds) {
      const headers = await answer.headersArray();
      expect(headers.filter(({ name }) => name.toLowerCase() === "set-cookie")).toEqual([]);
    }
    // Nothing but the two embeds and the refused page was asked of the site: no script, font, image or report.
    expect(answers.map((answer) => new URL(answer.url()).pathname).sort()).toEqual(["/embed/signs", "/embed/signs/aries", "/signs/aries"]);
    expect(await context.cookies([baseURL!, host.url])).toEqual([]);
  } finally {
    await host.close();
  }
});

test("[embeds.looks] the dark look, the light look and the device's own, each readable (WCAG AA) in a frame of another site", async ({
  page,
  baseURL,
}) => {
  const host = await otherSite([
    { id: "dark", src: `${baseURL}/embed/signs/scorpio?theme=dark` },
    { id: "light", src: `${baseURL}/embed/signs/scorpio?theme=light` },
    { id: "device", src: `${baseURL}/embed/signs/scorpio` },
  ]);
  try {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(host.url);
    const background = (id: string) =>
      page
        .frameLocator(`#${id}`)
        .locator("html")
        .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background("dark")).toBe("rgb(22, 20, 58)");
    expect(await background("light")).toBe("rgb(255, 255, 255)");
    // Left to the device, on a device set to dark.
    expect(await background("device")).toBe("rgb(22, 20, 58)");
    for (const id of ["dark", "light"]) {
      const frame = page.frameLocator(`#${id}`);
      for (const text of [
        frame.getByRole("heading", { level: 1 }),
        frame.getByText("Today in short"),
        frame.locator("time"),
        frame.getByRole("link", { name: /^Read today’s full Scorpio horoscope/ }),
        frame.getByText("Horoscopes by"),
      ]) {
        expect(await contrastOf(text), `${id}: ${await text.textContent()}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => background("device")).toBe("rgb(255, 255, 255)");
  } finally {
    await host.close();
  }
});

test("[embeds.widget-page] from the tools, pick a sign and a look: the preview and the snippet follow, and Copy puts the snippet on the clipboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await gotoHydrated(page, "/tools");
  await page.getByRole("link", { name: /Horoscope widget/ }).click();
  await expect(page).toHaveURL(`${baseURL}/widgets`);
  await expect(page.getByRole("heading", { level: 1, name: "Free Horoscope Widget for Your Site" })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  const snippet = page.getByTestId("widget-snippet");
  await expect(snippet).toHaveValue(
    new RegExp(`^<iframe src="${baseURL}/embed/signs/aries" title="Aries horoscope today from Cosmic Daily"`),
  );
  const preview = page.frameLocator('iframe[title="Aries horoscope today from Cosmic Daily"]');
  await expect(preview.getByRole("heading", { level: 1, name: "Aries Daily Horoscope" })).toBeVisible();

  await page.getByLabel("Sign", { exact: true }).selectOption({ label: "Leo" });
  await page.getByLabel("Look", { exact: true }).selectOption({ label: "Dark" });
  const leo = `<iframe src="${baseURL}/embed/signs/leo?theme=dark" title="Leo horoscope today from Cosmic Daily" width="360" height="460" loading="lazy" style="border:0;max-width:100%"></iframe>`;
  await expect(snippet).toHaveValue(leo);
  const chosen = page.locator('iframe[title="Leo horoscope today from Cosmic Daily"]');
  await expect(chosen).toHaveAttribute("src", `${baseURL}/embed/signs/leo?theme=dark`);
  const chosenFrame = page.frameLocator('iframe[title="Leo horoscope today from Cosmic Daily"]');
  await expect(chosenFrame.getByRole("heading", { level: 1, name: "Leo Daily Horoscope" })).toBeVisible();
  // The frame may still hold the previous look for a moment after the choice: wait for the new one.
  await expect.poll(() => chosenFrame.locator("html").evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgb(22, 20, 58)");
  // Both looks side by side, for the sign chosen, loaded once scrolled near.
  for (const look of ["light", "dark"]) {
    const title = `Leo horoscope today from Cosmic Daily, ${look} look`;
    await page.locator(`iframe[title="${title}"]`).scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator(`iframe[title="${title}"]`).getByRole("heading", { level: 1, name: "Leo Daily Horoscope" }),
    ).toBeVisible();
  }

  await page.getByRole("button", { name: "Copy snippet" }).click();
  await expect(page.getByText("Snippet copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(leo);

  // All twelve, left to the device.
  await page.getByLabel("Sign", { exact: true }).selectOption({ label: "All twelve signs" });
  await page.getByLabel("Look", { exact: true }).selectOption({ label: "Follow the reader’s device" });
  await expect(snippet).toHaveValue(
    new RegExp(`^<iframe src="${baseURL}/embed/signs" title="Today’s horoscope for every sign from Cosmic Daily" width="360" height="760"`),
  );
  await expect(
    page.frameLocator('iframe[title="Today’s horoscope for every sign from Cosmic Daily"]').getByRole("heading", { level: 1 }),
  ).toHaveText("Today’s horoscope for every sign");
});

test("[embeds.widget-page] without scripts, the builder's form draws the choice on the server", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/widgets");
    await page.getByLabel("Sign", { exact: true }).selectOption({ label: "Virgo" });
    await page.getByLabel("Look", { exact: true }).selectOption({ label: "Light" });
    await page.getByRole("button", { name: "Show this widget" }).click();
    await expect(page).toHaveURL(`${baseURL}/widgets?sign=virgo&theme=light`);
    await expect(page.getByTestId("widget-snippet")).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed/signs/virgo\\?theme=light"`));
    await expect(page.getByRole("button", { name: "Copy snippet" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
