import { afterAll, beforeAll, expect, test } from "vitest";
import { countPageViewsOnDay, READERS_CACHE_MS, recordPageView } from "#app/features/analytics/analytics.server.ts";
import { RATING_MESSAGES } from "#app/features/ratings/rating-rules.ts";
import { rateSign } from "#app/features/ratings/ratings.server.ts";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import { loader as sitemapLoader, sitemapPaths } from "#app/routes/sitemap.xml.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { action as dailyAction, loader as dailyLoader } from "#app/routes/signs/$sign/daily.tsx";
import type { Site } from "#server/site/site.ts";
import { buildTestSite, loadContextFor, routeArgs } from "#tests/factories/site.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

// A sign's daily page through its loader and action: the three days it can be read for, and the
// figures it shows, which come from the site's own records only (ADR 019).
let database: TestDatabase;
let site: Site;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  site = buildTestSite(database);
});
afterAll(async () => {
  await database?.drop();
});

/** The daily page's loader data at a path such as /signs/leo/tomorrow. */
async function pageAt(path: string) {
  const request = new Request(`http://localhost:3000${path}`);
  const sign = path.split("/")[2]!.replace(/\.data$/, "");
  return dailyLoader(routeArgs(site, request, { sign }) as unknown as Parameters<typeof dailyLoader>[0]);
}

test("[daily.days] /yesterday and /tomorrow read the days either side of today, from the same writer", async () => {
  const today = site.horoscopes.today();
  const [yesterday, current, tomorrow, tomorrowData] = await Promise.all([
    pageAt("/signs/leo/yesterday"),
    pageAt("/signs/leo"),
    pageAt("/signs/leo/tomorrow"),
    pageAt("/signs/leo/tomorrow.data"),
  ]);
  expect([yesterday.day, yesterday.date]).toEqual(["yesterday", addDays(today, -1)]);
  expect([current.day, current.date]).toEqual(["today", today]);
  expect([tomorrow.day, tomorrow.date]).toEqual(["tomorrow", addDays(today, 1)]);
  expect(tomorrowData.date).toBe(tomorrow.date);
  for (const page of [yesterday, current, tomorrow]) {
    expect(page.reading).toMatchObject({ status: "ok", horoscope: { date: page.date } });
  }
  expect(yesterday.reading.horoscope!.overview).not.toBe(current.reading.horoscope!.overview);
  // Only today's reading is rated and counted.
  expect(current.rating).not.toBeNull();
  expect([yesterday.rating, tomorrow.rating, yesterday.readers, tomorrow.accuracy]).toEqual([null, null, null, null]);
});

test("[daily.days] a rating posted to another day's page is refused with 405", async () => {
  const request = new Request("http://localhost:3000/signs/leo/tomorrow", {
    method: "POST",
    body: new URLSearchParams({ intent: "rate-sign", rating: "5" }),
  });
  const result = (await dailyAction({
    params: { sign: "leo" },
    context: loadContextFor(site, request),
    request,
    url: new URL(request.url),
  } as unknown as Parameters<typeof dailyAction>[0])) as unknown as { init: { status: number }; data: unknown };
  expect(result.init.status).toBe(405);
  expect(result.data).toEqual({ kind: "sign-rating", ok: false, message: RATING_MESSAGES.onlyToday });
  expect(RATING_MESSAGES.onlyToday).toBe("Only today's reading can be rated.");
});

test("[daily.days] the sitemap lists each sign's three days", () => {
  const paths = sitemapPaths();
  for (const path of ["/signs/leo", "/signs/leo/yesterday", "/signs/leo/tomorrow", "/signs/pisces/tomorrow"]) expect(paths).toContain(path);
});

test("[periods.pages] the sitemap lists every sign's week, month and year, and next year's outlook", async () => {
  const request = new Request("http://localhost:3000/sitemap.xml");
  const response = await sitemapLoader({
    context: loadContextFor(site, request),
    request,
    url: new URL(request.url),
  } as unknown as Parameters<typeof sitemapLoader>[0]);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const nextYear = Number(site.horoscopes.today().slice(0, 4)) + 1;
  for (const sign of SIGNS) {
    for (const suffix of ["", "/yesterday", "/tomorrow", "/week", "/month", "/year", `/year/${nextYear}`]) {
      expect(locs).toContain(`/signs/${sign.slug}${suffix}`);
    }
  }
  // Only next year's outlook has its own address; the year after is not written yet.
  expect(locs).not.toContain(`/signs/leo/year/${nextYear + 1}`);
});

test("[ratings.social-proof] on a fresh site a sign page shows no readers, no accuracy and no average", async () => {
  const page = await pageAt("/signs/leo");
  expect(page.readers).toBeNull();
  expect(page.accuracy).toBeNull();
  expect(page.rating!.summary).toEqual({ average: null, total: 0, accurate: 0 });
});

test("[ratings.social-proof] readers today are the day's recorded views of that sign's page, and only of it", async () => {
  for (let i = 0; i < 3; i++) await recordPageView(site.db, { path: "/signs/aries", search: "" });
  await recordPageView(site.db, { path: "/signs/aries/personality", search: "" });
  await recordPageView(site.db, { path: "/signs/virgo", search: "" });
  expect((await pageAt("/signs/aries")).readers).toBe("3 Aries readers today");
  expect((await pageAt("/signs/virgo")).readers).toBe("1 Virgo reader today");
  expect((await pageAt("/signs/pisces")).readers).toBeNull();
});

test("[ratings.social-proof] readers on a day are the views from that local midnight to the next, read at most every 10 seconds", async () => {
  const zone = "America/New_York"; // UTC-5 in November
  const day = "2026-11-20";
  const path = "/signs/capricorn";
  const at = (iso: string) => ({ path, search: "", createdAt: new Date(iso) });
  await recordPageView(site.db, at("2026-11-20T04:59:59Z")); // 23:59:59 the evening before
  await recordPageView(site.db, at("2026-11-20T05:00:00Z")); // local midnight
  await recordPageView(site.db, at("2026-11-21T04:59:59Z")); // the day's last second
  await recordPageView(site.db, at("2026-11-21T05:00:00Z")); // the next day
  const now = Date.parse("2026-11-21T12:00:00Z");
  expect(READERS_CACHE_MS).toBe(10_000);
  expect(await countPageViewsOnDay(site.db, path, day, zone, now)).toBe(2);
  // A view recorded since shows once the count is 10 seconds old, not before.
  await recordPageView(site.db, at("2026-11-20T12:00:00Z"));
  expect(await countPageViewsOnDay(site.db, path, day, zone, now + READERS_CACHE_MS - 1)).toBe(2);
  expect(await countPageViewsOnDay(site.db, path, day, zone, now + READERS_CACHE_MS)).toBe(3);
  // Each day is counted on its own.
  expect(await countPageViewsOnDay(site.db, path, "2026-11-21", zone, now)).toBe(1);
});

test("[ratings.social-proof] the accuracy share appears with the day's 20th rating: the share at 4 stars or more", async () => {
  const today = calendarDateIn(new Date(), site.env.siteTimeZone);
  const stars = [5, 4, 4, 5, 3, 4, 5, 2, 4, 4, 5, 1, 4, 5, 4, 3, 4, 5, 4]; // 19 ratings, 15 at 4 or more
  for (const [i, rating] of stars.entries()) await rateSign(site.db, { sign: "gemini", date: today, visitorId: `reader-${i}`, rating });
  const before = await pageAt("/signs/gemini");
  expect(before.accuracy).toBeNull();
  expect(before.rating!.summary).toMatchObject({ total: 19, accurate: 15 });
  await rateSign(site.db, { sign: "gemini", date: today, visitorId: "reader-20", rating: 1 });
  const after = await pageAt("/signs/gemini");
  expect(after.accuracy).toBe("75% found it accurate"); // 15 of 20
  expect(after.rating!.summary).toEqual({ total: 20, accurate: 15, average: 3.8 }); // 76 / 20
});
