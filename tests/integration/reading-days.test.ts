import { afterAll, beforeAll, expect, test } from "vitest";
import { RATING_MESSAGES } from "~/features/ratings/rating-rules";
import { addDays } from "~/lib/dates";
import { action as dailyAction, loader as dailyLoader } from "~/routes/signs/daily";
import { sitemapPaths } from "~/routes/resources/sitemap";
import type { Site } from "../../server/site";
import { buildTestSite, loadContextFor } from "../factories/site";
import { createTestDatabase, type TestDatabase } from "../setup/databases";

let database: TestDatabase;
let site: Site;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  site = buildTestSite(database);
});
afterAll(async () => {
  await database?.drop();
});

async function pageAt(path: string) {
  const request = new Request(`http://localhost:3000${path}`);
  return dailyLoader({ params: { sign: "leo" }, context: loadContextFor(site, request), request } as unknown as Parameters<
    typeof dailyLoader
  >[0]);
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
  } as unknown as Parameters<typeof dailyAction>[0])) as unknown as { init: { status: number }; data: unknown };
  expect(result.init.status).toBe(405);
  expect(result.data).toEqual({ kind: "sign-rating", ok: false, message: RATING_MESSAGES.onlyToday });
  expect(RATING_MESSAGES.onlyToday).toBe("Only today's reading can be rated.");
});

test("[daily.days] the sitemap lists each sign's three days", () => {
  const paths = sitemapPaths();
  for (const path of ["/signs/leo", "/signs/leo/yesterday", "/signs/leo/tomorrow", "/signs/pisces/tomorrow"]) expect(paths).toContain(path);
});
