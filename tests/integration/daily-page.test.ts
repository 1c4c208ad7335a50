import { afterAll, beforeAll, expect, test } from "vitest";
import { countPageViewsOnDay, READERS_CACHE_MS, recordPageView } from "#app/features/analytics/analytics.server.ts";
import { RATING_MESSAGES } from "#app/features/ratings/rating-rules.ts";
import { rateSign } from "#app/features/ratings/ratings.server.ts";
import { and, eq } from "drizzle-orm";
import { lastReadingDate } from "#app/features/horoscopes/horoscopes.server.ts";
import { READING_SPAN_MESSAGES } from "#app/features/horoscopes/messages.ts";
import { addDays, calendarDateIn, monthDayYear } from "#app/lib/dates.ts";
import { SOCIAL_IMAGE } from "#app/lib/seo.ts";
import { dailyHoroscopes } from "#db/schema/index.ts";
import { loader as sitemapLoader, sitemapPaths } from "#app/routes/sitemap.xml.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { action as dailyAction, loader as dailyLoader, meta as dailyMeta } from "#app/routes/signs/$sign/daily.tsx";
import { loader as dayLoader } from "#app/routes/signs/$sign/day.tsx";
import type { Site } from "#server/site/site.ts";
import { buildTestSite, loadContextFor, loaderAnswer, routeArgs } from "#tests/factories/site.ts";
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

/** The daily page's loader answer at a path such as /signs/leo/tomorrow: its data and status. */
async function answerAt(path: string) {
  const request = new Request(`http://localhost:3000${path}`);
  const sign = path.split("/")[2]!.replace(/\.data$/, "");
  return loaderAnswer(await dailyLoader(routeArgs(site, request, { sign }) as unknown as Parameters<typeof dailyLoader>[0]));
}

/** The daily page's loader data at a path such as /signs/leo/tomorrow. */
async function pageAt(path: string) {
  return (await answerAt(path)).data;
}

test("[daily.days] /yesterday and /tomorrow read the days either side of today, from the same writer", async () => {
  const today = site.horoscopes.today();
  const [yesterday, current, tomorrow, tomorrowData] = await Promise.all([
    pageAt("/signs/leo/yesterday"),
    pageAt("/signs/leo"),
    pageAt("/signs/leo/tomorrow"),
    pageAt("/signs/leo/tomorrow.data"),
  ]);
  expect([yesterday.day.key, yesterday.date]).toEqual(["yesterday", addDays(today, -1)]);
  expect([current.day.key, current.date]).toEqual(["today", today]);
  expect([tomorrow.day.key, tomorrow.date]).toEqual(["tomorrow", addDays(today, 1)]);
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

/** The paths the sitemap lists. */
async function sitemapLocs(): Promise<string[]> {
  const request = new Request("http://localhost:3000/sitemap.xml");
  const response = await sitemapLoader({
    context: loadContextFor(site, request),
    request,
    url: new URL(request.url),
  } as unknown as Parameters<typeof sitemapLoader>[0]);
  return [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test("[periods.pages] the sitemap lists every sign's week, month and year, and next year's outlook", async () => {
  const locs = await sitemapLocs();
  const nextYear = Number(site.horoscopes.today().slice(0, 4)) + 1;
  for (const sign of SIGNS) {
    for (const suffix of ["", "/yesterday", "/tomorrow", "/week", "/month", "/year", `/year/${nextYear}`]) {
      expect(locs).toContain(`/signs/${sign.slug}${suffix}`);
    }
  }
  // Only next year's outlook has its own address; the year after is not written yet.
  expect(locs).not.toContain(`/signs/leo/year/${nextYear + 1}`);
});

test("[daily.dated-page] the sitemap lists no dated page: a day is listed only by its name", async () => {
  const locs = await sitemapLocs();
  expect(locs.length).toBeGreaterThan(100);
  expect(locs.filter((path) => /\d{4}-\d{2}-\d{2}/.test(path))).toEqual([]);
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

// A sign's reading of any day at its date ([daily.dated-page]), and the date picker's endpoint.

/** What a loader threw, or what it returned when it threw nothing. */
const thrownBy = (run: () => unknown) =>
  Promise.resolve()
    .then(run)
    .then(
      (returned: unknown) => ({ returned }),
      (error: unknown) => error,
    );

const thrownAt = (path: string) => thrownBy(() => answerAt(path));

/** How many readings are stored for the sign and day. */
async function storedReadings(sign: string, date: string): Promise<number> {
  const rows = await site.db
    .select({ sign: dailyHoroscopes.sign })
    .from(dailyHoroscopes)
    .where(and(eq(dailyHoroscopes.sign, sign), eq(dailyHoroscopes.date, date)));
  return rows.length;
}

test("[daily.dated-page] /signs/{sign}/{YYYY-MM-DD} shows that day's reading, written on the first request and stored", async () => {
  expect(await storedReadings("aries", "2021-06-01")).toBe(0);
  const { data: page, status } = await answerAt("/signs/aries/2021-06-01");
  expect(status).toBe(200);
  expect([page.day, page.date]).toEqual([{ key: "dated", label: "June 1, 2021", suffix: "/2021-06-01" }, "2021-06-01"]);
  expect(page.reading).toMatchObject({ status: "ok", horoscope: { date: "2021-06-01" } });
  expect(await storedReadings("aries", "2021-06-01")).toBe(1);
  // The API's reading of the day: one service writes and reads both.
  expect((await site.horoscopes.getDaily("aries", "2021-06-01")).overview).toBe(page.reading.horoscope!.overview);
  expect(page.previous).toEqual({ date: "2021-05-31", path: "/signs/aries/2021-05-31" });
  expect(page.next).toEqual({ date: "2021-06-02", path: "/signs/aries/2021-06-02" });
  // Not today's: neither rated nor counted. Too far back for a share card of its own.
  expect([page.rating, page.readers, page.accuracy]).toEqual([null, null, null]);
  expect(page.socialImage).toEqual(SOCIAL_IMAGE);
  expect((await answerAt("/signs/aries/2021-06-01.data")).data.date).toBe("2021-06-01");
});

test("[daily.dated-page] the span's ends: 2020-01-01 and a year after today are read; 2019-12-31 and the day after are 404, with nothing written", async () => {
  const today = site.horoscopes.today();
  const last = lastReadingDate(today);
  expect(last).toBe(addDays(today, 365));
  const first = await answerAt("/signs/leo/2020-01-01");
  expect([first.status, first.data.reading.status]).toEqual([200, "ok"]);
  expect(first.data.span).toEqual({ first: "2020-01-01", last });
  // No link leads out of the span.
  expect([first.data.previous, first.data.next?.path]).toEqual([null, "/signs/leo/2020-01-02"]);
  const end = await answerAt(`/signs/leo/${last}`);
  expect([end.status, end.data.reading.status, end.data.next]).toEqual([200, "ok", null]);
  expect(end.data.previous).toEqual({ date: addDays(last, -1), path: `/signs/leo/${addDays(last, -1)}` });

  for (const day of ["2019-12-31", addDays(last, 1), "0000-01-01", "9999-12-31"]) {
    const answer = await answerAt(`/signs/leo/${day}`);
    expect(answer.status, day).toBe(404);
    expect(answer.data.reading, day).toEqual({ status: "empty", horoscope: null });
    expect(answer.data.spanNote, day).toBe(READING_SPAN_MESSAGES.span("January 1, 2020", monthDayYear(last)));
  }
  expect(first.data.spanNote).toBeNull();
  // Nothing was looked up or written for them (the database cannot hold a year 0 at all).
  for (const day of ["2019-12-31", addDays(last, 1)]) expect(await storedReadings("leo", day), day).toBe(0);
  expect((await answerAt("/signs/leo/2019-12-31")).data.next).toEqual({ date: "2020-01-01", path: "/signs/leo/2020-01-01" });
  expect((await answerAt(`/signs/leo/${addDays(last, 1)}`)).data.previous?.path).toBe(`/signs/leo/${last}`);
});

test("[daily.dated-page] a segment below a sign that is no calendar day written YYYY-MM-DD is the not-found page", async () => {
  for (const segment of ["2021-6-1", "2021-02-30", "20210601", "2021-06-01x", "soon", "Yesterday"]) {
    expect(await thrownAt(`/signs/aries/${segment}`), segment).toMatchObject({ init: { status: 404 } });
  }
});

test("[daily.dated-page] the dates of yesterday, today and tomorrow lead to those days' own pages (302), the query kept", async () => {
  const today = site.horoscopes.today();
  for (const [offset, to] of [
    [-1, "/signs/leo/yesterday"],
    [0, "/signs/leo"],
    [1, "/signs/leo/tomorrow"],
  ] as const) {
    const thrown = (await thrownAt(`/signs/leo/${addDays(today, offset)}?ungated=1`)) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect([thrown.status, thrown.headers.get("Location")]).toEqual([302, `${to}?ungated=1`]);
  }
  // The days either side link to those same addresses.
  const before = await pageAt(`/signs/leo/${addDays(today, -2)}`);
  expect(before.next?.path).toBe("/signs/leo/yesterday");
  const current = await pageAt("/signs/leo");
  expect([current.previous?.path, current.next?.path]).toEqual(["/signs/leo/yesterday", "/signs/leo/tomorrow"]);
  expect((await pageAt("/signs/leo/tomorrow")).next?.path).toBe(`/signs/leo/${addDays(today, 2)}`);
});

test("[daily.dated-page] a dated page is its own canonical and is not indexed; yesterday's keeps its own and is", async () => {
  const root = { id: "root", loaderData: { publicEnv: { siteUrl: "https://cosmic.example" } } };
  const tagsAt = async (path: string) =>
    dailyMeta({ loaderData: await pageAt(path), matches: [root], location: { pathname: path } } as never) as Array<Record<string, string>>;
  const dated = await tagsAt("/signs/aries/2021-06-01");
  expect(dated.find((tag) => tag.rel === "canonical")?.href).toBe("https://cosmic.example/signs/aries/2021-06-01");
  expect(dated.find((tag) => tag.name === "robots")?.content).toBe("noindex, nofollow");
  expect(dated.find((tag) => "title" in tag)?.title).toBe("Aries Horoscope for June 1, 2021 | Cosmic Daily");
  expect(dated.find((tag) => tag.name === "description")?.content).toMatch(
    /^The Aries horoscope for Tuesday, June 1, 2021 from the real sky/,
  );
  const yesterday = await tagsAt("/signs/aries/yesterday");
  expect(yesterday.find((tag) => tag.rel === "canonical")?.href).toBe("https://cosmic.example/signs/aries/yesterday");
  expect(yesterday.find((tag) => tag.name === "robots")).toBeUndefined();
});

test("[daily.dated-page] a rating posted to a dated page is refused with 405", async () => {
  const request = new Request("http://localhost:3000/signs/leo/2021-06-01", {
    method: "POST",
    body: new URLSearchParams({ intent: "rate-sign", rating: "5" }),
  });
  const result = (await dailyAction(
    routeArgs(site, request, { sign: "leo" }) as unknown as Parameters<typeof dailyAction>[0],
  )) as unknown as {
    init: { status: number };
  };
  expect(result.init.status).toBe(405);
});

test("[daily.dated-page] the date picker's GET endpoint redirects to the day's one address, and answers 400 with a reason otherwise", async () => {
  const today = site.horoscopes.today();
  const last = lastReadingDate(today);
  const pick = (query: string) => {
    const request = new Request(`http://localhost:3000/signs/aries/day${query}`);
    return thrownBy(() => dayLoader(routeArgs(site, request, { sign: "aries" }) as unknown as Parameters<typeof dayLoader>[0]));
  };
  const redirects: Array<[string, string]> = [
    ["2020-03-15", "/signs/aries/2020-03-15"],
    ["2020-01-01", "/signs/aries/2020-01-01"],
    [last, `/signs/aries/${last}`],
    [today, "/signs/aries"],
    [addDays(today, 1), "/signs/aries/tomorrow"],
  ];
  for (const [date, to] of redirects) {
    const thrown = (await pick(`?date=${date}`)) as Response;
    expect(thrown, date).toBeInstanceOf(Response);
    expect([thrown.status, thrown.headers.get("Location")], date).toEqual([302, to]);
  }
  const span = READING_SPAN_MESSAGES.pickWithin("January 1, 2020", monthDayYear(last));
  expect(span).toBe(`There is a reading for every day from January 1, 2020 to ${monthDayYear(last)}. Choose a day between them.`);
  const refusals: Array<[string, string]> = [
    ["", READING_SPAN_MESSAGES.pickADay],
    ["?date=", READING_SPAN_MESSAGES.pickADay],
    ["?date=soon", READING_SPAN_MESSAGES.pickADay],
    ["?date=2021-02-30", READING_SPAN_MESSAGES.pickADay],
    ["?date=2019-12-31", span],
    ["?date=1990-04-15", span],
    [`?date=${addDays(last, 1)}`, span],
  ];
  for (const [query, message] of refusals) {
    expect(await pick(query), query).toMatchObject({ init: { status: 400 }, data: { message } });
  }
  expect(await pick("?date=a%00b")).toMatchObject({ init: { status: 400 } });
});
