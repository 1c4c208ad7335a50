import { readFileSync } from "node:fs";
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test } from "@playwright/test";
import { CALENDAR_FEED_TEXTS, CALENDAR_LINK_TEXTS, PERSONAL_CALENDAR_LOGGED_PATH } from "#app/features/calendars/calendars.ts";
import { adminApiSession, gotoHydrated, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// Calendars a reader adds to their calendar app ([calendars.files], [calendars.personal]): the
// Moon's from the moon page, and a signed-in reader's own transits at their secret address, which
// they reset. On a server of its own, whose first account is its admin.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = ownPort("calendars");
const BASE = `http://127.0.0.1:${PORT}`;
const ULM = { date: "1879-03-14", time: "11:30", lat: 48.4011, lon: 9.9876, tz: "Europe/Berlin", houses: "placidus" };

let server: RunningServer;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT });
  await (await adminApiSession(playwright, server, { email: "site-admin@example.com", password: "keeps-the-lights-on" })).dispose();
});
test.afterAll(() => stopServer(server));

test("[calendars.moon] a reader finds Add to calendar on the moon page and downloads the Moon's .ics", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, acceptDownloads: true });
  const page = await context.newPage();
  await gotoHydrated(page, "/moon-phases");
  const links = page.getByTestId("add-to-calendar");
  await expect(links.getByRole("heading", { name: `${CALENDAR_LINK_TEXTS.heading}: the Moon's phases and eclipses` })).toBeVisible();
  await expect(links.getByRole("link", { name: CALENDAR_LINK_TEXTS.subscribe })).toHaveAttribute(
    "href",
    `webcal://127.0.0.1:${PORT}/calendar/moon-phases.ics`,
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    links.getByRole("link", { name: CALENDAR_LINK_TEXTS.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("moon-phases.ics");
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics).toMatch(/SUMMARY:Full Moon in [A-Z][a-z]+\r\n/);
  await context.close();
});

test("[calendars.personal] a signed-in reader with a chart of their own sees their calendar address and resets it", async ({
  browser,
  playwright,
}) => {
  const api = await adminApiSession(playwright, server, { email: "moon-watcher@example.com", password: "waxing-gibbous" });
  expect((await api.post("/api/me/charts", { data: { name: "Me", me: true, ...ULM } })).status()).toBe(201);
  const context = await browser.newContext({ baseURL: BASE, storageState: await api.storageState() });
  await api.dispose();
  const page = await context.newPage();

  await gotoHydrated(page, "/account/calendar");
  const section = page.getByRole("region", { name: CALENDAR_FEED_TEXTS.heading });
  await expect(section).toBeVisible();
  const address = await section.getByLabel(CALENDAR_FEED_TEXTS.address).inputValue();
  expect(address).toMatch(new RegExp(`^${BASE}/calendar/me/[\\w-]{43}\\.ics$`));
  await expect(section.getByRole("link", { name: CALENDAR_LINK_TEXTS.subscribe })).toHaveAttribute(
    "href",
    address.replace(/^http:/, "webcal:"),
  );
  // The address answers the reader's calendar, to anyone who has it: no cookie needed.
  const own = await fetch(address);
  expect(own.status).toBe(200);
  expect(await own.text()).toContain("BEGIN:VEVENT");

  await section.getByRole("button", { name: CALENDAR_FEED_TEXTS.resetButton }).click();
  await expect(section.getByRole("status")).toHaveText(CALENDAR_FEED_TEXTS.reset);
  await expect(section.getByLabel(CALENDAR_FEED_TEXTS.address)).not.toHaveValue(address);
  const moved = await section.getByLabel(CALENDAR_FEED_TEXTS.address).inputValue();
  expect((await fetch(address)).status).toBe(404);
  expect((await fetch(moved)).status).toBe(200);

  // The server's log names the calendar's path, never its token.
  const log = server.output();
  for (const token of [address, moved].map((each) => new URL(each).pathname.slice("/calendar/me/".length, -".ics".length))) {
    expect(log).not.toContain(token);
  }
  expect(log).toContain(PERSONAL_CALENDAR_LOGGED_PATH);
  await context.close();
});

test("[feeds.signs] [feeds.blog] [calendars.signs] pages name their feeds in their head, and the sign's and guide's pages offer their calendars", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const alternates = () =>
    page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("type"), link.getAttribute("title"), link.getAttribute("href")]));

  for (const path of ["/signs/leo", "/signs/leo/month"]) {
    await gotoHydrated(page, path);
    expect(await alternates(), path).toEqual([
      ["application/rss+xml", "Leo Daily Horoscope (RSS)", `${BASE}/signs/leo/feed.xml`],
      ["application/atom+xml", "Leo Daily Horoscope (Atom)", `${BASE}/signs/leo/atom.xml`],
    ]);
  }
  for (const [type, , href] of await alternates()) {
    const feed = await fetch(href!);
    expect(feed.headers.get("Content-Type")).toBe(`${type}; charset=utf-8`);
    expect(parseFeed(await feed.text()).items).toHaveLength(7);
  }
  // The month's page offers the sign's key dates as a calendar, beside the key dates it lists.
  const signLinks = page.getByTestId("add-to-calendar");
  await expect(signLinks.getByRole("link", { name: CALENDAR_LINK_TEXTS.subscribe })).toHaveAttribute(
    "href",
    `webcal://127.0.0.1:${PORT}/calendar/signs/leo.ics`,
  );
  await expect(signLinks.getByRole("link", { name: CALENDAR_LINK_TEXTS.download })).toHaveAttribute(
    "href",
    `${BASE}/calendar/signs/leo.ics`,
  );

  await gotoHydrated(page, "/guides/planetary-retrogrades");
  await expect(page.getByTestId("add-to-calendar").getByRole("link", { name: CALENDAR_LINK_TEXTS.subscribe })).toHaveAttribute(
    "href",
    `webcal://127.0.0.1:${PORT}/calendar/retrogrades.ics`,
  );

  for (const path of ["/blog", "/blog/what-is-a-cusp"]) {
    await gotoHydrated(page, path);
    expect(await alternates(), path).toEqual([["application/rss+xml", "Cosmic Daily Blog", `${BASE}/rss.xml`]]);
  }
  await context.close();
});
