import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pruneRawAnalytics, rollupDay, rollupDueDays } from "#app/features/analytics/rollup.server.ts";
import { loadAnalyticsDashboard } from "#app/features/counted-figures/dashboard.server.ts";
import { loadHeadlineFigures } from "#app/features/counted-figures/traffic.server.ts";
import { bucketOf, bucketTop, VITAL_UNIT_SCALE, type WebVitalName } from "#app/lib/web-vitals.ts";
import type { Database } from "#db/client.ts";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";
import {
  adEvents,
  ads,
  analyticsDaily,
  analyticsEvents,
  analyticsRollups,
  analyticsVitalsDaily,
  pageViews,
  signRatings,
  subscribers,
  webVitals,
} from "#db/schema/index.ts";
import {
  createTestDatabase,
  isPostgresReachable,
  rowsOf,
  testDatabaseKinds,
  useTestDatabase,
  type TestDatabase,
} from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

// New York is five hours behind UTC in late November: its 2026-11-24 runs from 05:00 UTC that
// day to 05:00 UTC the next, so a day's edges are not UTC midnights.
const TIME_ZONE = "America/New_York";
const DAY = "2026-11-24";
const NEXT_DAY = "2026-11-25";
const DAY_START = "2026-11-24T05:00:00.000Z";
const DAY_END = "2026-11-25T05:00:00.000Z";

type View = { at: string; path: string; visitor: string; referrer?: string; device?: string; sign?: string };
type Event = { at: string; name: string; visitor: string; properties?: Record<string, string | number> };
type Vital = { at: string; name: WebVitalName; value: number; pageType: string };
type AdEvent = { at: string; adId: string; event: "impression" | "viewable" | "click"; session: string };

let nextId = 0;
const uniqueId = () => `m-${++nextId}`;

async function seedViews(db: Database, views: View[]) {
  await db.insert(pageViews).values(
    views.map((view) => ({
      path: view.path,
      visitorHash: view.visitor,
      referrerHost: view.referrer ?? null,
      device: view.device ?? "desktop",
      sign: view.sign ?? null,
      createdAt: new Date(view.at),
    })),
  );
}

async function seedEvents(db: Database, events: Event[]) {
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      name: event.name,
      path: "/signs/leo",
      properties: event.properties ?? {},
      visitorHash: event.visitor,
      createdAt: new Date(event.at),
    })),
  );
}

async function seedVitals(db: Database, vitals: Vital[]) {
  await db.insert(webVitals).values(
    vitals.map((vital) => ({
      metricId: uniqueId(),
      name: vital.name,
      value: vital.value,
      pageType: vital.pageType,
      path: "/",
      createdAt: new Date(vital.at),
    })),
  );
}

async function seedAd(db: Database, name: string): Promise<string> {
  const id = randomUUID();
  await db.insert(ads).values({ id, name, type: "text", linkUrl: "https://partner.example/", slots: ["hero-banner"], pageTypes: ["all"] });
  return id;
}

async function seedAdEvents(db: Database, events: AdEvent[]) {
  await db.insert(adEvents).values(
    events.map((event) => ({
      adId: event.adId,
      slot: "hero-banner",
      event: event.event,
      pageType: "sign",
      path: "/signs/leo",
      pageViewId: uniqueId(),
      sessionHash: event.session,
      createdAt: new Date(event.at),
    })),
  );
}

/** A day's aggregates in a fixed order, whatever the database's collation. */
async function dailyRows(db: Database, day: string) {
  const rows = await db
    .select({
      dimension: analyticsDaily.dimension,
      key: analyticsDaily.key,
      count: analyticsDaily.count,
      visitors: analyticsDaily.visitors,
    })
    .from(analyticsDaily)
    .where(eq(analyticsDaily.day, day));
  const order = (row: { dimension: string; key: string }) => `${row.dimension}\u0000${row.key}`;
  return rows.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

async function vitalsRows(db: Database, day: string) {
  const rows = await db
    .select({
      pageType: analyticsVitalsDaily.pageType,
      metric: analyticsVitalsDaily.metric,
      samples: analyticsVitalsDaily.samples,
      good: analyticsVitalsDaily.good,
      needsImprovement: analyticsVitalsDaily.needsImprovement,
      poor: analyticsVitalsDaily.poor,
      histogram: analyticsVitalsDaily.histogram,
    })
    .from(analyticsVitalsDaily)
    .where(eq(analyticsVitalsDaily.day, day));
  return rows.sort((a, b) => `${a.pageType} ${a.metric}`.localeCompare(`${b.pageType} ${b.metric}`));
}

async function rollupOf(db: Database, day: string) {
  const [row] = await db.select().from(analyticsRollups).where(eq(analyticsRollups.day, day));
  return row ? { rolledAt: row.rolledAt.toISOString(), countedUntil: row.countedUntil.toISOString() } : undefined;
}

async function rawCounts(db: Database) {
  const [row] = rowsOf<{ views: number; events: number; vitals: number; ads: number }>(
    await db.execute(sql`select
      (select count(*)::int from page_views) as views,
      (select count(*)::int from analytics_events) as events,
      (select count(*)::int from web_vitals) as vitals,
      (select count(*)::int from ad_events) as ads`),
  );
  return row;
}

/** The histogram bucketOf gives for values, as the rollup stores it (bucket to count). */
function histogramOf(name: WebVitalName, values: number[]): Record<string, number> {
  const histogram: Record<string, number> = {};
  for (const value of values) histogram[String(bucketOf(name, value))] = (histogram[String(bucketOf(name, value))] ?? 0) + 1;
  return histogram;
}

/** One day's worth of every kind of raw row, and rows just outside it that must not count. */
async function seedOneDay(db: Database) {
  const adId = await seedAd(db, "Moon Shop");
  await seedViews(db, [
    { at: DAY_START, path: "/signs/leo", visitor: "a", referrer: "google.com", device: "mobile", sign: "leo" },
    { at: "2026-11-24T10:00:00Z", path: "/signs/leo", visitor: "a", device: "mobile", sign: "leo" },
    { at: "2026-11-24T15:00:00Z", path: "/signs/leo", visitor: "b", sign: "leo" },
    { at: "2026-11-24T16:00:00Z", path: "/", visitor: "b" },
    { at: "2026-11-25T04:59:59.999Z", path: "/", visitor: "c", referrer: "duckduckgo.com" },
    // The evening before and the morning after, in New York.
    { at: "2026-11-24T04:59:59.999Z", path: "/", visitor: "z" },
    { at: DAY_END, path: "/blog", visitor: "y" },
  ]);
  await seedEvents(db, [
    { at: "2026-11-24T10:00:00Z", name: "teaser_view", visitor: "a" },
    { at: "2026-11-24T10:01:00Z", name: "teaser_view", visitor: "a" },
    { at: "2026-11-24T15:00:00Z", name: "teaser_view", visitor: "b" },
    { at: "2026-11-24T16:00:00Z", name: "teaser_view", visitor: "c" },
    { at: "2026-11-24T10:02:00Z", name: "unlock_click", visitor: "a" },
    { at: "2026-11-24T15:01:00Z", name: "unlock_click", visitor: "b" },
    { at: "2026-11-24T10:03:00Z", name: "gate_submit_success", visitor: "a" },
    { at: "2026-11-24T11:00:00Z", name: "partner_click", visitor: "a", properties: { partnerId: 7, card: "love" } },
    { at: "2026-11-24T15:30:00Z", name: "partner_click", visitor: "b", properties: { partnerId: 7, card: "love" } },
    { at: "2026-11-24T11:30:00Z", name: "partner_click", visitor: "a", properties: { partnerId: 9, card: "career" } },
    { at: DAY_END, name: "gate_submit_success", visitor: "y" },
  ]);
  await seedVitals(db, [
    { at: "2026-11-24T10:00:00Z", name: "LCP", value: 1200, pageType: "sign" },
    { at: "2026-11-24T11:00:00Z", name: "LCP", value: 2500, pageType: "sign" },
    { at: "2026-11-24T12:00:00Z", name: "LCP", value: 2600, pageType: "sign" },
    { at: "2026-11-24T13:00:00Z", name: "LCP", value: 5000, pageType: "sign" },
    { at: "2026-11-24T10:00:00Z", name: "CLS", value: 0.05, pageType: "home" },
    { at: "2026-11-24T11:00:00Z", name: "CLS", value: 0.3, pageType: "home" },
    { at: "2026-11-24T04:00:00Z", name: "CLS", value: 0.9, pageType: "home" },
  ]);
  await seedAdEvents(db, [
    { at: "2026-11-24T10:00:00Z", adId, event: "impression", session: "s1" },
    { at: "2026-11-24T10:05:00Z", adId, event: "impression", session: "s1" },
    { at: "2026-11-24T15:00:00Z", adId, event: "impression", session: "s2" },
    { at: "2026-11-24T10:00:01Z", adId, event: "viewable", session: "s1" },
    { at: "2026-11-24T15:00:01Z", adId, event: "viewable", session: "s2" },
    { at: "2026-11-24T10:00:02Z", adId, event: "click", session: "s1" },
    { at: DAY_END, adId, event: "click", session: "s9" },
  ]);
  return { adId };
}

// The day's ad events are not among them: the ads' own table is their one store.
const expectedDay = () =>
  [
    { dimension: "device", key: "desktop", count: 3, visitors: 2 },
    { dimension: "device", key: "mobile", count: 2, visitors: 1 },
    { dimension: "event", key: "gate_submit_success", count: 1, visitors: 1 },
    { dimension: "event", key: "partner_click", count: 3, visitors: 2 },
    { dimension: "event", key: "teaser_view", count: 4, visitors: 3 },
    { dimension: "event", key: "unlock_click", count: 2, visitors: 2 },
    { dimension: "partner", key: "7", count: 2, visitors: 2 },
    { dimension: "partner", key: "9", count: 1, visitors: 1 },
    { dimension: "path", key: "/", count: 2, visitors: 2 },
    { dimension: "path", key: "/signs/leo", count: 3, visitors: 2 },
    { dimension: "referrer", key: "", count: 3, visitors: 2 },
    { dimension: "referrer", key: "duckduckgo.com", count: 1, visitors: 1 },
    { dimension: "referrer", key: "google.com", count: 1, visitors: 1 },
    { dimension: "sign", key: "leo", count: 3, visitors: 2 },
    { dimension: "total", key: "", count: 5, visitors: 3 },
  ].sort((a, b) => (`${a.dimension}\u0000${a.key}` < `${b.dimension}\u0000${b.key}` ? -1 : 1));

const expectedVitals = [
  { pageType: "home", metric: "CLS", samples: 2, good: 1, needsImprovement: 0, poor: 1, histogram: histogramOf("CLS", [0.05, 0.3]) },
  {
    pageType: "sign",
    metric: "LCP",
    samples: 4,
    good: 2,
    needsImprovement: 1,
    poor: 1,
    histogram: histogramOf("LCP", [1200, 2500, 2600, 5000]),
  },
];

describe.each(kinds)("analytics rollups on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });

  test("[analytics.rollup] a day's raw rows become exact aggregates per dimension and vitals per page type, counted in the site's time zone", async () => {
    const { db } = database;
    await seedOneDay(db);
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-26T12:00:00Z") });

    expect(await dailyRows(db, DAY)).toEqual(expectedDay());
    expect(await vitalsRows(db, DAY)).toEqual(expectedVitals);
    // Counted to the day's end, since it was over when the rollup ran.
    expect(await rollupOf(db, DAY)).toEqual({ rolledAt: "2026-11-26T12:00:00.000Z", countedUntil: DAY_END });
    // Nothing was written for the days around it.
    expect(await dailyRows(db, NEXT_DAY)).toEqual([]);
  });

  test("[analytics.rollup] running a day's rollup twice gives the same rows; a row that came in since is counted", async () => {
    const { db } = database;
    await seedOneDay(db);
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-26T12:00:00Z") });
    const first = { daily: await dailyRows(db, DAY), vitals: await vitalsRows(db, DAY) };
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-26T12:05:00Z") });
    expect({ daily: await dailyRows(db, DAY), vitals: await vitalsRows(db, DAY) }).toEqual(first);
    expect(first.daily).toEqual(expectedDay());
    expect(await rollupOf(db, DAY)).toEqual({ rolledAt: "2026-11-26T12:05:00.000Z", countedUntil: DAY_END });

    await seedViews(db, [{ at: "2026-11-24T20:00:00Z", path: "/signs/leo", visitor: "d", sign: "leo" }]);
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-26T12:10:00Z") });
    const rows = await dailyRows(db, DAY);
    expect(rows.find((row) => row.dimension === "total")).toEqual({ dimension: "total", key: "", count: 6, visitors: 4 });
    expect(rows.find((row) => row.dimension === "path" && row.key === "/signs/leo")).toEqual({
      dimension: "path",
      key: "/signs/leo",
      count: 4,
      visitors: 3,
    });
  });

  test("[analytics.rollup] a day still under way is counted up to now; a late row is counted by the next run", async () => {
    const { db } = database;
    await seedViews(db, [
      { at: "2026-11-24T10:00:00Z", path: "/", visitor: "a" },
      { at: "2026-11-24T11:00:00Z", path: "/", visitor: "b" },
    ]);
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-24T10:30:00Z") });
    expect((await dailyRows(db, DAY)).find((row) => row.dimension === "total")).toMatchObject({ count: 1, visitors: 1 });
    expect(await rollupOf(db, DAY)).toEqual({ rolledAt: "2026-11-24T10:30:00.000Z", countedUntil: "2026-11-24T10:30:00.000Z" });

    // A report from 10:29 reaches the database after that run (it sat in an instance's buffer).
    await seedViews(db, [{ at: "2026-11-24T10:29:00Z", path: "/", visitor: "c" }]);
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-24T12:00:00Z") });
    expect((await dailyRows(db, DAY)).find((row) => row.dimension === "total")).toMatchObject({ count: 3, visitors: 3 });
  });

  test("[analytics.rollup] the histograms' buckets in the database are bucketOf's, value for value", async () => {
    const { db } = database;
    const values: Record<WebVitalName, number[]> = { CLS: [], INP: [], LCP: [], TTFB: [] };
    let seed = 12_345;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const name of Object.keys(values) as WebVitalName[]) {
      const unit = VITAL_UNIT_SCALE[name];
      const list = values[name];
      list.push(0, 1 / unit, 0.1, 0.25, 3_600_000 / unit);
      // Values close to the buckets' edges, where a difference in the arithmetic would show first.
      // (A value on an edge to the last bit may land in either bucket: the two logarithms may round
      // it differently. Measurements do not fall there; a billionth off either side they agree.)
      for (let bucket = 0; bucket < 320; bucket++) {
        const edge = bucketTop(name, bucket);
        list.push(edge * (1 - 1e-9), edge * (1 + 1e-9));
      }
      // Measurements as the browser reports them: times to a tenth of a millisecond, CLS to six places.
      const precision = name === "CLS" ? 1e6 : 10;
      for (let i = 0; i < 500; i++) list.push(Math.round(((random() * 20_000) / unit) * precision) / precision);
    }
    await seedVitals(
      db,
      (Object.entries(values) as Array<[WebVitalName, number[]]>).flatMap(([name, list]) =>
        list.map((value) => ({ at: "2026-11-24T12:00:00Z", name, value, pageType: "other" })),
      ),
    );
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-26T00:00:00Z") });
    const rows = await vitalsRows(db, DAY);
    expect(rows.map((row) => row.metric)).toEqual(["CLS", "INP", "LCP", "TTFB"]);
    for (const row of rows) {
      const name = row.metric as WebVitalName;
      expect(row.histogram, name).toEqual(histogramOf(name, values[name]));
      expect(row.samples).toBe(values[name].length);
    }
  });

  test("[analytics.rollup] rollupDueDays counts today, yesterday and every day of the window not counted to its end", async () => {
    const { db } = database;
    const now = new Date("2026-11-26T15:00:00Z"); // 10:00 on the 26th in New York
    await seedViews(db, [
      { at: "2026-11-24T12:00:00Z", path: "/", visitor: "a" },
      { at: "2026-11-25T12:00:00Z", path: "/", visitor: "a" },
      { at: "2026-11-26T14:00:00Z", path: "/", visitor: "a" },
    ]);
    const first = await rollupDueDays(db, { timeZone: TIME_ZONE, now, retentionDays: 30 });
    // The whole window (the 30 days before today), then today.
    expect(first).toHaveLength(31);
    expect(first[0]).toBe("2026-10-27");
    expect(first.slice(-3)).toEqual(["2026-11-24", "2026-11-25", "2026-11-26"]);

    // Every past day is now counted to its end: only yesterday and today are due.
    expect(await rollupDueDays(db, { timeZone: TIME_ZONE, now, retentionDays: 30 })).toEqual(["2026-11-25", "2026-11-26"]);

    // A day whose last rollup ran before it ended (an outage at its close) is counted again, with
    // the rows that came in since.
    await db
      .update(analyticsRollups)
      .set({ countedUntil: new Date("2026-11-24T12:30:00Z") })
      .where(eq(analyticsRollups.day, DAY));
    await db.delete(analyticsRollups).where(eq(analyticsRollups.day, "2026-11-20"));
    await seedViews(db, [{ at: "2026-11-24T13:00:00Z", path: "/", visitor: "b" }]);
    expect(await rollupDueDays(db, { timeZone: TIME_ZONE, now, retentionDays: 30 })).toEqual([
      "2026-11-20",
      DAY,
      "2026-11-25",
      "2026-11-26",
    ]);
    expect((await dailyRows(db, DAY)).find((row) => row.dimension === "total")).toMatchObject({ count: 2, visitors: 2 });
    expect(await rollupOf(db, DAY)).toEqual({ rolledAt: now.toISOString(), countedUntil: DAY_END });
    expect(await rollupOf(db, "2026-11-26")).toEqual({ rolledAt: now.toISOString(), countedUntil: now.toISOString() });
  });

  test("[analytics.retention] raw rows older than the window still kept are rolled up first, then pruned", async () => {
    const { db } = database;
    const now = new Date("2026-11-26T15:00:00Z");
    // From before the rollups existed: 40 days ago, never counted.
    await seedViews(db, [{ at: "2026-10-17T12:00:00Z", path: "/", visitor: "old" }]);
    const rolled = await rollupDueDays(db, { timeZone: TIME_ZONE, now, retentionDays: 30 });
    expect(rolled[0]).toBe("2026-10-17");
    expect(rolled).toHaveLength(41);
    expect((await dailyRows(db, "2026-10-17")).find((row) => row.dimension === "total")).toMatchObject({ count: 1, visitors: 1 });
    expect(await pruneRawAnalytics(db, { retentionDays: 30, now, timeZone: TIME_ZONE })).toEqual({ pageViews: 1, events: 0, vitals: 0 });
    expect((await dailyRows(db, "2026-10-17")).find((row) => row.dimension === "total")).toMatchObject({ count: 1, visitors: 1 });
    // With nothing older left, the next run looks at the window alone.
    expect(await rollupDueDays(db, { timeZone: TIME_ZONE, now, retentionDays: 30 })).toEqual(["2026-11-25", "2026-11-26"]);
  });

  test("[analytics.retention] pruning deletes raw rows of days before the window, and only of days rolled up after they ended", async () => {
    const { db } = database;
    const timeZone = TIME_ZONE;
    // Noon on 30 December in New York; with 30 days kept, the window starts on 30 November.
    const now = new Date("2026-12-30T17:00:00Z");
    const adId = await seedAd(db, "Moon Shop");
    const day = (date: string, hour: string) => `${date}T${hour}Z`;
    const oneOfEach = async (at: string) => {
      await seedViews(db, [{ at, path: "/", visitor: "a" }]);
      await seedEvents(db, [{ at, name: "share", visitor: "a" }]);
      await seedVitals(db, [{ at, name: "TTFB", value: 300, pageType: "home" }]);
      await seedAdEvents(db, [{ at, adId, event: "impression", session: "s" }]);
    };
    await oneOfEach(day("2026-11-26", "12:00:00")); // never rolled up
    await oneOfEach(day("2026-11-27", "12:00:00")); // rolled up only while under way
    await oneOfEach(day("2026-11-28", "12:00:00")); // rolled up after it ended
    await oneOfEach(day("2026-11-29", "12:00:00"));
    await oneOfEach("2026-11-30T04:59:59.999Z"); // the last moment of the 29th in New York
    await oneOfEach("2026-11-30T05:00:00.000Z"); // the first of the 30th, inside the window
    await rollupDay(db, "2026-11-27", { timeZone, now: new Date("2026-11-27T18:00:00Z") });
    for (const rolled of ["2026-11-28", "2026-11-29", "2026-11-30"]) await rollupDay(db, rolled, { timeZone, now });
    const aggregates = await db.select().from(analyticsDaily);

    expect(await pruneRawAnalytics(db, { retentionDays: 30, now, timeZone })).toEqual({ pageViews: 3, events: 3, vitals: 3 });
    const left = await db.select({ at: pageViews.createdAt }).from(pageViews);
    expect(left.map((row) => row.at.toISOString()).sort()).toEqual([
      "2026-11-26T12:00:00.000Z",
      "2026-11-27T12:00:00.000Z",
      "2026-11-30T05:00:00.000Z",
    ]);
    const leftEvents = await db.select({ at: analyticsEvents.createdAt }).from(analyticsEvents);
    expect(leftEvents.map((row) => row.at.toISOString()).sort()).toEqual(left.map((row) => row.at.toISOString()).sort());
    expect(await rawCounts(db)).toEqual({ views: 3, events: 3, vitals: 3, ads: 6 });
    // The aggregates stay, and a second prune finds nothing more to do.
    expect(await db.select().from(analyticsDaily)).toEqual(aggregates);
    expect(await pruneRawAnalytics(db, { retentionDays: 30, now, timeZone })).toEqual({ pageViews: 0, events: 0, vitals: 0 });
  });

  /** Two days of everything the dashboard shows, rolled up at 15:00 on the second. */
  async function seedTwoDays(db: Database) {
    const adId = await seedAd(db, "Moon Shop");
    const goneAdId = await seedAd(db, "Old Offer");
    await seedViews(db, [
      { at: "2026-11-24T12:00:00Z", path: "/signs/leo", visitor: "a", referrer: "google.com", device: "mobile", sign: "leo" },
      { at: "2026-11-24T13:00:00Z", path: "/", visitor: "b" },
      { at: "2026-11-25T12:00:00Z", path: "/signs/leo", visitor: "a", device: "mobile", sign: "leo" },
      { at: "2026-11-25T12:05:00Z", path: "/signs/aries", visitor: "a", device: "mobile", sign: "aries" },
      { at: "2026-11-25T13:00:00Z", path: "/", visitor: "c" },
    ]);
    await seedEvents(db, [
      { at: "2026-11-24T12:00:00Z", name: "teaser_view", visitor: "a" },
      { at: "2026-11-24T12:00:00Z", name: "teaser_view", visitor: "b" },
      { at: "2026-11-24T12:00:00Z", name: "teaser_view", visitor: "c" },
      { at: "2026-11-24T12:01:00Z", name: "unlock_click", visitor: "a" },
      { at: "2026-11-24T12:01:00Z", name: "unlock_click", visitor: "b" },
      { at: "2026-11-24T12:02:00Z", name: "gate_submit_success", visitor: "a" },
      { at: "2026-11-25T12:00:00Z", name: "teaser_view", visitor: "a" },
      { at: "2026-11-25T12:00:30Z", name: "teaser_view", visitor: "a" },
      { at: "2026-11-25T12:01:00Z", name: "unlock_click", visitor: "a" },
      { at: "2026-11-25T12:10:00Z", name: "partner_click", visitor: "a", properties: { partnerId: 7 } },
      { at: "2026-11-25T13:10:00Z", name: "partner_click", visitor: "c", properties: { partnerId: 7 } },
      { at: "2026-11-25T13:11:00Z", name: "partner_click", visitor: "c", properties: { partnerId: 9 } },
    ]);
    await seedVitals(db, [
      { at: "2026-11-24T12:00:00Z", name: "LCP", value: 1200, pageType: "sign" },
      { at: "2026-11-24T12:00:00Z", name: "LCP", value: 2600, pageType: "sign" },
      { at: "2026-11-25T12:00:00Z", name: "LCP", value: 4500, pageType: "sign" },
      { at: "2026-11-25T12:00:00Z", name: "LCP", value: 5000, pageType: "sign" },
      { at: "2026-11-24T12:00:00Z", name: "CLS", value: 0.05, pageType: "home" },
      { at: "2026-11-25T12:00:00Z", name: "CLS", value: 0.3, pageType: "home" },
    ]);
    await seedAdEvents(db, [
      { at: "2026-11-24T12:00:00Z", adId, event: "impression", session: "s1" },
      { at: "2026-11-24T13:00:00Z", adId, event: "impression", session: "s2" },
      { at: "2026-11-24T12:00:01Z", adId, event: "viewable", session: "s1" },
      { at: "2026-11-24T12:00:02Z", adId, event: "click", session: "s1" },
      { at: "2026-11-25T12:00:00Z", adId, event: "impression", session: "s3" },
      { at: "2026-11-25T12:30:00Z", adId, event: "impression", session: "s1" },
      { at: "2026-11-25T12:00:01Z", adId, event: "viewable", session: "s3" },
      { at: "2026-11-25T14:00:00Z", adId: goneAdId, event: "impression", session: "s4" },
    ]);
    const subscriber = (id: string, createdAt: string, verifiedAt?: string, unsubscribedAt?: string) => ({
      id,
      email: `${id}@example.com`,
      source: "subscribe-page",
      consentAt: new Date(createdAt),
      consentTextVersion: "v1",
      isVerified: Boolean(verifiedAt),
      createdAt: new Date(createdAt),
      verifiedAt: verifiedAt ? new Date(verifiedAt) : null,
      unsubscribedAt: unsubscribedAt ? new Date(unsubscribedAt) : null,
    });
    await db.insert(subscribers).values([
      subscriber("s1", "2026-11-24T15:00:00Z", "2026-11-24T16:00:00Z"),
      subscriber("s2", "2026-11-24T15:30:00Z", "2026-11-25T09:00:00Z"),
      subscriber("s3", "2026-11-25T10:00:00Z"),
      subscriber("s4", "2026-11-20T10:00:00Z", "2026-11-20T11:00:00Z", "2026-11-25T11:00:00Z"),
      // 23:30 on the 25th in New York, though the 26th in UTC.
      subscriber("s5", "2026-11-26T04:30:00Z"),
      // 00:30 on the 26th in New York: outside the range.
      subscriber("s6", "2026-11-26T05:30:00Z", "2026-11-26T05:40:00Z"),
    ]);
    await db.insert(signRatings).values([
      { sign: "leo", date: DAY, visitorHash: "x", rating: 5 },
      { sign: "leo", date: NEXT_DAY, visitorHash: "y", rating: 4 },
      { sign: "aries", date: NEXT_DAY, visitorHash: "y", rating: 2 },
      { sign: "pisces", date: "2026-11-23", visitorHash: "x", rating: 1 },
    ]);
    const now = new Date("2026-11-25T20:00:00Z");
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now });
    await rollupDay(db, NEXT_DAY, { timeZone: TIME_ZONE, now });
    // The ad's events go with it, as deleting an ad promises: its figures go from every page.
    await db.delete(ads).where(eq(ads.id, goneAdId));
    return { adId, now };
  }

  test("[analytics.dashboard] the dashboard's figures come from the aggregates and the ads' own events: the raw rows may go", async () => {
    const { db } = database;
    const { adId, now } = await seedTwoDays(db);
    const range = { period: "custom" as const, from: DAY, to: NEXT_DAY };
    const dashboard = await loadAnalyticsDashboard(db, range, { timeZone: TIME_ZONE });

    expect(dashboard.range).toEqual(range);
    expect(dashboard.countedUntil).toBe(now.toISOString());
    expect(dashboard.totals).toEqual({ visitors: 4, pageViews: 5 });
    expect(dashboard.series).toEqual([
      { day: DAY, visitors: 2, pageViews: 2 },
      { day: NEXT_DAY, visitors: 2, pageViews: 3 },
    ]);
    expect(dashboard.pages).toEqual([
      { key: "/", count: 2, visitors: 2 },
      { key: "/signs/leo", count: 2, visitors: 2 },
      { key: "/signs/aries", count: 1, visitors: 1 },
    ]);
    expect(dashboard.signs).toEqual([
      { key: "leo", count: 2, visitors: 2 },
      { key: "aries", count: 1, visitors: 1 },
    ]);
    expect(dashboard.referrers).toEqual([
      { key: "", count: 4, visitors: 3 },
      { key: "google.com", count: 1, visitors: 1 },
    ]);
    expect(dashboard.devices).toEqual([
      { key: "mobile", count: 3, visitors: 2 },
      { key: "desktop", count: 2, visitors: 2 },
    ]);
    expect(dashboard.events).toEqual([
      { key: "teaser_view", count: 5, visitors: 4 },
      { key: "unlock_click", count: 3, visitors: 3 },
      { key: "partner_click", count: 3, visitors: 2 },
      { key: "gate_submit_success", count: 1, visitors: 1 },
    ]);
    expect(dashboard.partners).toEqual([
      { key: "7", count: 2, visitors: 2 },
      { key: "9", count: 1, visitors: 1 },
    ]);
    expect(dashboard.funnel).toEqual([
      { name: "teaser_view", count: 5, visitors: 4, conversion: null },
      { name: "unlock_click", count: 3, visitors: 3, conversion: 3 / 4 },
      { name: "gate_submit_success", count: 1, visitors: 1, conversion: 1 / 3 },
    ]);
    expect(dashboard.newsletter).toEqual({
      days: [
        { day: DAY, subscribed: 2, confirmed: 1, unsubscribed: 0 },
        { day: NEXT_DAY, subscribed: 2, confirmed: 1, unsubscribed: 1 },
      ],
      subscribed: 4,
      confirmed: 2,
      unsubscribed: 1,
      // s1 and s2 of the four who subscribed in the range confirmed.
      confirmationRate: 0.5,
    });
    expect(dashboard.ratings).toHaveLength(12);
    expect(dashboard.ratings[0]).toEqual({ sign: "aries", ratings: 1, average: 2 });
    expect(dashboard.ratings.find((row) => row.sign === "leo")).toEqual({ sign: "leo", ratings: 2, average: 4.5 });
    expect(dashboard.ratings.find((row) => row.sign === "pisces")).toEqual({ sign: "pisces", ratings: 0, average: null });
    expect(dashboard.ratings.filter((row) => row.ratings > 0).map((row) => row.sign)).toEqual(["aries", "leo"]);

    // The two days' histograms added up: 1200, 2600, 4500 and 5000 ms; the third of four is the 75th percentile.
    const lcpP75 = bucketTop("LCP", bucketOf("LCP", 4500));
    expect(lcpP75).toBeGreaterThanOrEqual(4500);
    expect(lcpP75).toBeLessThan(4500 * 1.05);
    expect(dashboard.vitals).toEqual([
      {
        pageType: "home",
        metric: "CLS",
        samples: 2,
        p75: bucketTop("CLS", bucketOf("CLS", 0.3)),
        good: 0.5,
        needsImprovement: 0,
        poor: 0.5,
      },
      { pageType: "sign", metric: "LCP", samples: 4, p75: lcpP75, good: 0.25, needsImprovement: 0.25, poor: 0.5 },
    ]);
    expect(dashboard.ads).toEqual({
      rows: [{ adId, name: "Moon Shop", impressions: 4, viewable: 2, clicks: 1, ctr: 0.25 }],
      impressions: 4,
      viewable: 2,
      clicks: 1,
      ctr: 0.25,
    });

    await db.execute(sql`truncate page_views, analytics_events, web_vitals`);
    expect(await rawCounts(db)).toEqual({ views: 0, events: 0, vitals: 0, ads: 7 });
    expect(await loadAnalyticsDashboard(db, range, { timeZone: TIME_ZONE })).toEqual(dashboard);

    // The ads' events are read as they are, with no rollup between: one counted since shows at once.
    await seedAdEvents(db, [{ at: "2026-11-25T19:00:00Z", adId, event: "click", session: "s3" }]);
    const later = await loadAnalyticsDashboard(db, range, { timeZone: TIME_ZONE });
    expect(later.ads).toMatchObject({ impressions: 4, viewable: 2, clicks: 2, ctr: 0.5 });
    expect(later.countedUntil).toBe(now.toISOString());
  });

  test("[analytics.dashboard] a range without data is all zeros, one entry a day, and says nothing was counted", async () => {
    const { db } = database;
    const range = { period: "7d" as const, from: "2026-11-19", to: "2026-11-25" };
    const dashboard = await loadAnalyticsDashboard(db, range, { timeZone: TIME_ZONE });
    expect(dashboard.countedUntil).toBeNull();
    expect(dashboard.totals).toEqual({ visitors: 0, pageViews: 0 });
    expect(dashboard.series.map((day) => day.day)).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(dashboard.series.every((day) => day.visitors === 0 && day.pageViews === 0)).toBe(true);
    expect(dashboard.newsletter.days).toHaveLength(7);
    expect(dashboard.newsletter.confirmationRate).toBeNull();
    expect(dashboard.funnel.map((step) => [step.name, step.count, step.conversion])).toEqual([
      ["teaser_view", 0, null],
      ["unlock_click", 0, null],
      ["gate_submit_success", 0, null],
    ]);
    expect(dashboard.ratings.map((row) => row.ratings)).toEqual(Array(12).fill(0));
    expect([dashboard.pages, dashboard.vitals, dashboard.ads.rows]).toEqual([[], [], []]);
    expect(dashboard.ads.ctr).toBeNull();
  });

  test("[analytics.dashboard] the long tables show their 20 most counted lines", async () => {
    const { db } = database;
    // /p/1 viewed once, /p/2 twice, ... /p/22 22 times.
    await seedViews(
      db,
      Array.from({ length: 22 }, (_, index) =>
        Array.from({ length: index + 1 }, () => ({ at: "2026-11-24T12:00:00Z", path: `/p/${index + 1}`, visitor: "a" })),
      ).flat(),
    );
    await rollupDay(db, DAY, { timeZone: TIME_ZONE, now: new Date("2026-11-26T00:00:00Z") });
    const dashboard = await loadAnalyticsDashboard(db, { period: "today", from: DAY, to: DAY }, { timeZone: TIME_ZONE });
    expect(dashboard.pages).toHaveLength(20);
    expect(dashboard.pages[0]).toEqual({ key: "/p/22", count: 22, visitors: 1 });
    expect(dashboard.pages.at(-1)).toEqual({ key: "/p/3", count: 3, visitors: 1 });
    expect(dashboard.totals.pageViews).toBe((22 * 23) / 2);
  });

  test("[analytics.admin-overview] today's and the last 7 days' visitors and page views come from the aggregates", async () => {
    const { db } = database;
    await seedTwoDays(db);
    // A day just outside the seven: eight days before the 25th.
    await seedViews(db, [{ at: "2026-11-17T12:00:00Z", path: "/", visitor: "old" }]);
    await rollupDay(db, "2026-11-17", { timeZone: TIME_ZONE, now: new Date("2026-11-25T20:00:00Z") });
    await db.execute(sql`truncate page_views`);
    expect(await loadHeadlineFigures(db, { timeZone: TIME_ZONE, today: NEXT_DAY })).toEqual({
      today: { visitors: 2, pageViews: 3 },
      last7Days: { visitors: 4, pageViews: 5 },
    });
    expect(await loadHeadlineFigures(db, { timeZone: TIME_ZONE, today: "2026-11-23" })).toEqual({
      today: { visitors: 0, pageViews: 0 },
      last7Days: { visitors: 1, pageViews: 1 },
    });
  });
});

// Two instances are two pools on one PostgreSQL database; PGlite has a single connection, so runs
// there cannot overlap at all.
const postgres = await isPostgresReachable();
const SKIP_REASON = "PostgreSQL is not reachable (TEST_DATABASE_URL): rollups at the same time need two connections to one database";
if (!postgres) console.warn(SKIP_REASON);

describe("rollups of one day by two instances at once", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  beforeAll(async () => {
    if (!postgres) return;
    database = await createTestDatabase("postgres");
    second = await openDatabase(database.target);
  });
  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  test("[analytics.rollup] both instances' rollups succeed and leave the rows one alone leaves", async ({ skip }) => {
    skip(!postgres, SKIP_REASON);
    await seedOneDay(database.db);
    const now = new Date("2026-11-26T12:00:00Z");
    for (let round = 0; round < 5; round++) {
      // Four at once, two from each pool: without the day's lock they would insert the same keys together.
      await Promise.all([database.db, second.db, database.db, second.db].map((db) => rollupDay(db, DAY, { timeZone: TIME_ZONE, now })));
      expect(await dailyRows(second.db, DAY)).toEqual(expectedDay());
      expect(await vitalsRows(second.db, DAY)).toEqual(expectedVitals);
    }
  });
});
