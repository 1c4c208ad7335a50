import { afterAll, beforeAll, expect, test } from "vitest";
import { recordPageView } from "~/features/analytics/analytics.server";
import { rateSign } from "~/features/ratings/ratings.server";
import { calendarDateIn } from "~/lib/dates";
import { loader as dailyLoader } from "~/routes/signs/daily";
import type { Site } from "../../server/site";
import { buildTestSite, loadContextFor } from "../factories/site";
import { createTestDatabase, type TestDatabase } from "../setup/databases";

// The figures of a sign's daily page come from the site's own records only (ADR 019).
let database: TestDatabase;
let site: Site;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  site = buildTestSite(database);
});
afterAll(async () => {
  await database?.drop();
});

async function dailyPage(sign: string) {
  const request = new Request(`http://localhost:3000/signs/${sign}`);
  return dailyLoader({ params: { sign }, context: loadContextFor(site, request), request } as unknown as Parameters<typeof dailyLoader>[0]);
}

test("[ratings.social-proof] on a fresh site a sign page shows no readers, no accuracy and no average", async () => {
  const page = await dailyPage("leo");
  expect(page.readers).toBeNull();
  expect(page.accuracy).toBeNull();
  expect(page.rating!.summary).toEqual({ average: null, total: 0, accurate: 0 });
});

test("[ratings.social-proof] readers today are the day's recorded views of that sign's page, and only of it", async () => {
  for (let i = 0; i < 3; i++) await recordPageView(site.db, { path: "/signs/aries", search: "" });
  await recordPageView(site.db, { path: "/signs/aries/personality", search: "" });
  await recordPageView(site.db, { path: "/signs/virgo", search: "" });
  expect((await dailyPage("aries")).readers).toBe("3 Aries readers today");
  expect((await dailyPage("virgo")).readers).toBe("1 Virgo reader today");
  expect((await dailyPage("pisces")).readers).toBeNull();
});

test("[ratings.social-proof] the accuracy share appears with the day's 20th rating: the share at 4 stars or more", async () => {
  const today = calendarDateIn(new Date(), site.env.siteTimeZone);
  const stars = [5, 4, 4, 5, 3, 4, 5, 2, 4, 4, 5, 1, 4, 5, 4, 3, 4, 5, 4]; // 19 ratings, 15 at 4 or more
  for (const [i, rating] of stars.entries()) await rateSign(site.db, { sign: "gemini", date: today, visitorId: `reader-${i}`, rating });
  const before = await dailyPage("gemini");
  expect(before.accuracy).toBeNull();
  expect(before.rating!.summary).toMatchObject({ total: 19, accurate: 15 });
  await rateSign(site.db, { sign: "gemini", date: today, visitorId: "reader-20", rating: 1 });
  const after = await dailyPage("gemini");
  expect(after.accuracy).toBe("75% found it accurate"); // 15 of 20
  expect(after.rating!.summary).toEqual({ total: 20, accurate: 15, average: 3.8 }); // 76 / 20
});
