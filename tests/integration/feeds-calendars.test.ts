import { parseFeed } from "@rowanmanning/feed-parser";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { calendarFeeds } from "#db/schema/index.ts";
import { deleteOwnAccount } from "#app/features/accounts/account-deletion.server.ts";
import { createSavedChart } from "#app/features/charts/saved-charts.server.ts";
import { CALENDAR_FEED_TEXTS, CALENDAR_PATHS, CALENDAR_SPANS, PERSONAL_CALENDAR_LOGGED_PATH } from "#app/features/calendars/calendars.ts";
import { CALENDAR_REFRESH_S } from "#app/lib/icalendar.server.ts";
import { CALENDAR_NOT_FOUND } from "#app/routes/calendar/_calendar-file.server.ts";
import { setFlag } from "#app/features/flags/flags.server.ts";
import { gateReading } from "#app/features/gating/gate.ts";
import { toClientHoroscope } from "#app/features/horoscopes/client-horoscope.ts";
import { addDays } from "#app/lib/dates.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import * as accountCalendar from "#app/routes/account/calendar.tsx";
import * as personalCalendar from "#app/routes/calendar/me/$file.ts";
import * as moonCalendar from "#app/routes/calendar/moon-phases.ics.ts";
import * as retrogradeCalendar from "#app/routes/calendar/retrogrades.ics.ts";
import * as signCalendar from "#app/routes/calendar/signs/$file.ts";
import * as blogFeed from "#app/routes/rss.xml.ts";
import * as signFeeds from "#app/routes/signs/$sign/feeds.ts";
import { SIGN_FEED_DAYS } from "#app/routes/signs/$sign/feeds.ts";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { blogContentDir, importPostFiles } from "#app/features/blog/posts.server.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { ULM_BIRTH } from "#tests/factories/charts.ts";
import { declaredRoutes, stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, LOOPBACK_PEER, routeArgs, silentLogger, SITE_URL } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";

// The feeds and calendar files through the site's own HTTP app (every middleware, React Router's
// request handler) with their routes exactly as app/routes.ts declares them, read back with a
// feed parser and an iCalendar parser as a feed reader and a calendar app would read them.

const MODULES: Record<string, unknown> = {
  "routes/signs/$sign/feeds.ts": signFeeds,
  "routes/rss.xml.ts": blogFeed,
  "routes/calendar/moon-phases.ics.ts": moonCalendar,
  "routes/calendar/retrogrades.ics.ts": retrogradeCalendar,
  "routes/calendar/signs/$file.ts": signCalendar,
  "routes/calendar/me/$file.ts": personalCalendar,
};

function feedsBuild(): ServerBuild {
  const declared = declaredRoutes(MODULES);
  expect(declared.paths).toEqual([
    "calendar/me/:file",
    "calendar/moon-phases.ics",
    "calendar/retrogrades.ics",
    "calendar/signs/:file",
    "rss.xml",
    "signs/:sign/atom.xml",
    "signs/:sign/feed.xml",
  ]);
  return stubServerBuild({ routes: declared.routes });
}

let database: TestDatabase;
let site: Site;
let app: ReturnType<typeof createApp>;
const logLines: string[] = [];

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  // The render limit frees a place only after the event loop's turn ([startup.load-shedding]).
  await new Promise((done) => setImmediate(done));
  return app.request(`${SITE_URL}${path}`, { headers }, LOOPBACK_PEER);
}

async function text(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

type CalendarEvent = { uid: string; summary: string; description: string; start: Date; allDay: boolean; end: Date | null };

/** The events of an iCalendar text, as ical.js reads them. */
function eventsOf(ics: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate(),
      allDay: event.startDate.isDate,
      end: component.hasProperty("dtend") ? event.endDate.toJSDate() : null,
    };
  });
}

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await importPostFiles(database.db, blogContentDir(), silentLogger);
  const logger = createLogger("debug", { write: (line: string) => void logLines.push(line) });
  site = buildTestSite(database, { logger });
  app = createApp(site, { build: feedsBuild() });
}, 60_000);
afterAll(async () => {
  await site?.analytics.stop();
  await database?.drop();
});

describe("[feeds.signs] a sign's daily reading as RSS and Atom", () => {
  test("each sign's two feeds parse, with one entry a day for the last seven days, each with a stable id, its day and the day in short", async () => {
    const today = site.horoscopes.today();
    for (const sign of SIGN_SLUGS) {
      const rss = parseFeed(await text(`/signs/${sign}/feed.xml`));
      const atom = parseFeed(await text(`/signs/${sign}/atom.xml`));
      expect(rss.meta.type).toBe("rss");
      expect(atom.meta.type).toBe("atom");
      for (const feed of [rss, atom]) {
        expect(feed.items).toHaveLength(SIGN_FEED_DAYS);
        const days = Array.from({ length: SIGN_FEED_DAYS }, (_, index) => addDays(today, -index));
        expect(feed.items.map((item) => item.url)).toEqual(days.map((day) => `${SITE_URL}/signs/${sign}/${day}`));
        // The id is the day's own address: the same entry every time the feed is read.
        expect(feed.items.map((item) => item.id)).toEqual(days.map((day) => `${SITE_URL}/signs/${sign}/${day}`));
        for (const [index, item] of feed.items.entries()) {
          const reading = await site.horoscopes.getDaily(sign, days[index]!);
          expect(item.title).toContain(reading.headline);
          expect(item.description).toContain(reading.summary);
          expect(item.content).toContain(reading.summary);
          expect((item.published ?? item.updated)!.getTime()).toBeGreaterThan(Date.parse(`${addDays(days[index]!, -1)}T00:00:00Z`));
        }
      }
    }
  }, 120_000);

  test("with every flag off the whole reading is in each entry; with gating and blurs on no gated section is", async () => {
    const today = site.horoscopes.today();
    const reading = toClientHoroscope(await site.horoscopes.getDaily("leo", today));
    const open = parseFeed(await text("/signs/leo/feed.xml")).items[0]!.content!;
    for (const section of ["overview", "love", "career", "mood", "ritual"] as const) expect(open).toContain(reading[section]);

    await setFlag(database.db, "horoscope_gating", true, "test");
    await setFlag(database.db, "section_blurs", true, "test");
    try {
      for (const path of ["/signs/leo/feed.xml", "/signs/leo/atom.xml"]) {
        const items = parseFeed(await text(path)).items;
        for (const [index, item] of items.entries()) {
          const row = toClientHoroscope(await site.horoscopes.getDaily("leo", addDays(today, -index)));
          const { locked } = gateReading(row, { gating: true, blurs: true, subscriber: false });
          expect(Object.keys(locked).sort()).toEqual(["career", "love", "overview", "ritual"]);
          for (const section of Object.keys(locked) as Array<keyof typeof locked>) {
            // Neither the section nor its opening words (the teaser a page would show).
            expect(item.content).not.toContain(row[section].split(" ").slice(0, 12).join(" "));
          }
          expect(item.content).toContain(row.mood);
          expect(item.content).toContain(signFeeds.SIGN_FEED_TEXTS.locked);
        }
      }
      // ?ungated=1 opens pages, never a feed.
      expect(await text("/signs/leo/feed.xml?ungated=1")).not.toContain(escaped(reading.love.split(" ").slice(0, 12).join(" ")));
    } finally {
      await setFlag(database.db, "horoscope_gating", false, "test");
      await setFlag(database.db, "section_blurs", false, "test");
    }
  }, 60_000);

  test("a feed carries a strong ETag and answers 304 to it; an unknown sign, another spelling or format is a 404", async () => {
    const first = await get("/signs/virgo/atom.xml");
    expect(first.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(first.headers.get("Cache-Control")).toBe(signFeeds.FEED_CACHE_CONTROL);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect((await get("/signs/virgo/atom.xml", { "If-None-Match": etag })).status).toBe(304);
    for (const path of ["/signs/ophiuchus/feed.xml", "/signs/Leo/feed.xml"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(await (await get("/signs/ophiuchus/feed.xml")).text()).toBe(`${signFeeds.SIGN_FEED_TEXTS.notFound}\n`);
  });
});

describe("[feeds.blog] the blog's feed", () => {
  test("/rss.xml parses as RSS with one item per post, each with its address as its id", async () => {
    const feed = parseFeed(await text("/rss.xml"));
    expect(feed.meta.type).toBe("rss");
    expect(feed.items.length).toBe(30);
    for (const item of feed.items) {
      expect(item.url).toMatch(new RegExp(`^${SITE_URL}/blog/[a-z0-9-]+$`));
      expect(item.id).toBe(item.url);
      expect(item.title).toBeTruthy();
      expect(item.published).toBeInstanceOf(Date);
    }
    expect(feed.description).toBe(blogFeed.BLOG_FEED_DESCRIPTION);
  });
});

describe("[calendars.files] the calendar files", () => {
  test("[calendars.moon] the Moon's calendar parses, its next New Moon within two minutes of the moon-phases API's, each UID its kind and day", async () => {
    const events = eventsOf(await text(CALENDAR_PATHS.moon));
    const now = Date.now();
    const to = new Date(now + 60 * 86_400_000).toISOString().slice(0, 10);
    const answer = (await (
      await app.request(`${SITE_URL}/api/sky/moon-phases?from=${new Date(now).toISOString().slice(0, 19)}Z&to=${to}`, {}, LOOPBACK_PEER)
    ).json()) as { phases: Array<{ name: string; at: string }> };
    const apiNewMoon = Date.parse(answer.phases.find((phase) => phase.name === "New Moon")!.at);
    const calendarNewMoon = events.find((event) => event.summary.startsWith("New Moon in") && event.start.getTime() > now)!;
    expect(Math.abs(calendarNewMoon.start.getTime() - apiNewMoon)).toBeLessThanOrEqual(2 * 60_000);
    expect(calendarNewMoon.uid).toBe(`moon-${new Date(calendarNewMoon.start).toISOString().slice(0, 10)}-new@localhost`);
    expect(calendarNewMoon.description).toMatch(/^New Moon at \d{1,2}°\d{2}′ [A-Z][a-z]+, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
    // About two years ahead: some 100 quarters and a few eclipses, each to the minute.
    expect(events.length).toBeGreaterThan(100);
    expect(events.some((event) => /eclipse in/.test(event.summary))).toBe(true);
    for (const event of events) expect(event.start.getUTCSeconds()).toBe(0);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    // From 31 days back to two years ahead of the site's today ([calendars.moon]).
    const today = Date.parse(`${site.horoscopes.today()}T00:00:00Z`);
    const starts = events.map((event) => event.start.getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(today - (CALENDAR_SPANS.moon.pastDays + 1) * 86_400_000);
    expect(Math.min(...starts)).toBeLessThan(today - (CALENDAR_SPANS.moon.pastDays - 8) * 86_400_000);
    expect(Math.max(...starts)).toBeGreaterThan(today + (CALENDAR_SPANS.moon.aheadYears * 365 - 8) * 86_400_000);
    expect(Math.max(...starts)).toBeLessThan(today + (CALENDAR_SPANS.moon.aheadYears * 366 + 1) * 86_400_000);
    // Fetched again, the same events keep the same UIDs.
    expect(eventsOf(await text(CALENDAR_PATHS.moon)).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  }, 60_000);

  test("[calendars.retrogrades] the retrogrades' calendar parses: shadows and retrogrades as all-day events, stations as moments with their place", async () => {
    const ics = await text(CALENDAR_PATHS.retrogrades);
    expect(ics).toContain(`REFRESH-INTERVAL;VALUE=DURATION:PT${CALENDAR_REFRESH_S / 3600}H\r\n`);
    const events = eventsOf(ics);
    // This year's retrogrades and the next two years' ([calendars.retrogrades]).
    const thisYear = Number(site.horoscopes.today().slice(0, 4));
    expect(events.some((event) => event.summary.endsWith("stations retrograde") && event.start.getUTCFullYear() === thisYear + 2)).toBe(
      true,
    );
    const mercury = events.filter((event) => event.uid.startsWith("mercury-"));
    expect(mercury.length % 5).toBe(0);
    expect(mercury.length).toBeGreaterThanOrEqual(5 * 9);
    const retrograde = mercury.find((event) => event.summary === "Mercury retrograde")!;
    expect(retrograde.allDay).toBe(true);
    const station = mercury.find((event) => event.summary === "Mercury stations retrograde")!;
    expect(station.allDay).toBe(false);
    expect(station.description).toMatch(/^Mercury stations retrograde at \d{1,2}°\d{2}′ [A-Z][a-z]+, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  }, 60_000);

  test("[calendars.signs] a sign's calendar parses with the key dates of its month and year readings; an unknown sign is a 404", async () => {
    const events = eventsOf(await text(CALENDAR_PATHS.sign("leo")));
    const today = site.horoscopes.today();
    const month = await site.periodReadings.get("leo", "month", today);
    const year = await site.periodReadings.get("leo", "year", `${today.slice(0, 4)}-01-01`);
    for (const keyDate of [...month.keyDates, ...year.keyDates]) {
      expect(events.some((event) => event.summary === `Leo: ${keyDate.text}` && event.start.toISOString().startsWith(keyDate.date))).toBe(
        true,
      );
    }
    expect(events.every((event) => event.allDay)).toBe(true);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const path of ["/calendar/signs/ophiuchus.ics", "/calendar/signs/Leo.ics", "/calendar/signs/leo", "/calendar/signs/leo.ics.ics"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(`${CALENDAR_NOT_FOUND.sign}\n`);
    }
  }, 120_000);
});

describe("[calendars.personal] a reader's own calendar at a secret address", () => {
  test("404 for a token no reader holds; the reader's works; after a reset the old one is a 404 and the new one works; the log never holds a token", async () => {
    const client = { request: (url: string, init?: RequestInit) => app.request(url, init, LOOPBACK_PEER) };
    // The first account is the site's admin, who may not delete theirs: the reader is the second.
    await signedInAccount(client, database.db, "site-admin@example.com");
    const cookie = await signedInAccount(client, database.db, "reader@example.com");
    const me = (await (await app.request(`${SITE_URL}/api/me`, { headers: { Cookie: cookie } }, LOOPBACK_PEER)).json()) as {
      user: { id: string };
    };
    expect((await createSavedChart(database.db, me.user.id, { name: "Me", me: true, ...ULM_BIRTH })).ok).toBe(true);

    const pageArgs = (init: RequestInit = {}) => {
      const request = new Request(`${SITE_URL}/account/calendar`, {
        ...init,
        headers: { Cookie: cookie, Origin: SITE_URL, ...init.headers },
      });
      return routeArgs(site, request) as never;
    };
    const page = (await accountCalendar.loader(pageArgs())) as { kind: string; address: { subscribe: string; download: string } };
    expect(page.kind).toBe("calendar");
    const address = new URL(page.address.download);
    expect(page.address.subscribe).toBe(`webcal://${address.host}${address.pathname}`);
    const token = address.pathname.match(/^\/calendar\/me\/([\w-]{43})\.ics$/)![1]!;
    // The page shows the same address every time.
    expect(((await accountCalendar.loader(pageArgs())) as typeof page).address.download).toBe(page.address.download);

    for (const path of [`/calendar/me/${"a".repeat(43)}.ics`, "/calendar/me/short.ics", `/calendar/me/${token}`, "/calendar/me/%00.ics"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(await res.text(), path).toBe(`${CALENDAR_NOT_FOUND.personal}\n`);
    }
    const own = await get(address.pathname);
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const events = eventsOf(await own.text());
    expect(events.length).toBeGreaterThan(10);
    // The transit calendar's 90 days from today.
    const firstDay = Date.now() - 2 * 86_400_000;
    const lastDay = Date.now() + (CALENDAR_SPANS.personal.aheadDays + 1) * 86_400_000;
    for (const event of events.filter((each) => !each.allDay)) expect(event.start.getTime()).toBeGreaterThan(firstDay);
    for (const event of events.filter((each) => !each.allDay)) expect(event.start.getTime()).toBeLessThan(lastDay);
    const moment = events.find((event) => !event.allDay)!;
    expect(moment.description).toMatch(/ at \d{1,2}°\d{2}′ [A-Z][a-z]+, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);

    const form = new URLSearchParams({ intent: "reset-calendar-address" });
    const reset = (await accountCalendar.action(
      pageArgs({ method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    )) as { data: { ok: boolean; message: string } };
    expect(reset.data).toEqual({ ok: true, message: CALENDAR_FEED_TEXTS.reset });
    const moved = ((await accountCalendar.loader(pageArgs())) as typeof page).address.download;
    expect(moved).not.toBe(page.address.download);
    expect((await get(address.pathname)).status).toBe(404);
    expect((await get(new URL(moved).pathname)).status).toBe(200);

    const secrets = [token, new URL(moved).pathname.slice("/calendar/me/".length, -4)];
    const log = logLines.join("\n");
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain(`"path":"${PERSONAL_CALENDAR_LOGGED_PATH}"`);

    // [privacy.export] The reader's copy of their data says when the address was made and reset, never the token.
    const exported = await (await app.request(`${SITE_URL}/api/me/export`, { headers: { Cookie: cookie } }, LOOPBACK_PEER)).text();
    expect((JSON.parse(exported) as { calendarAddress: unknown }).calendarAddress).toEqual({
      createdAt: expect.any(String),
      resetAt: expect.any(String),
      addressesMade: 2,
    });
    for (const secret of secrets) expect(exported).not.toContain(secret);

    // Deleting the account deletes its address with it.
    expect((await deleteOwnAccount(database.db, me.user.id, "reader@example.com")).ok).toBe(true);
    expect(await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.user.id))).toEqual([]);
    expect((await get(new URL(moved).pathname)).status).toBe(404);
  }, 120_000);
});

/** Text as the feed's HTML writes it, before a parser reads it back. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
