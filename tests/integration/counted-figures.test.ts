import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { adEvents, ads } from "#db/schema/index.ts";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import { startOfDayIn } from "#app/lib/local-date-time.ts";
import * as adEditor from "#app/routes/admin/ads/editor.tsx";
import * as adList from "#app/routes/admin/ads/index.tsx";
import * as exportRoute from "#app/routes/admin/analytics/export.ts";
import * as analyticsPage from "#app/routes/admin/analytics/index.tsx";
import type { Site } from "#server/site/site.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

// The ads' figures are counted once, in `ad_events`, and read by one query: the admin's list, an
// ad's page, the API, the analytics dashboard and its CSV show the same counts for the same days.
// The site's days are New York's, so a day's edges are not UTC midnights.

const TIME_ZONE = "America/New_York";
type Counts = { impressions: number; viewable: number; clicks: number };
type EventOf = { at: Date; slot: string; event: "impression" | "viewable" | "click" };

describe.each(await testDatabaseKinds())("the ads' counted figures on %s", (kind) => {
  const database = useTestDatabase(kind);
  let site: Site;
  let app: ReturnType<typeof buildTestApp>["app"];
  let admin: string;
  const now = new Date();
  const today = calendarDateIn(now, TIME_ZONE);
  const periodStart = startOfDayIn(addDays(today, -29), TIME_ZONE);
  const adIds = { older: randomUUID(), recent: randomUUID() };
  let view = 0;

  async function seed(adId: string, events: EventOf[]) {
    await database.db.insert(adEvents).values(
      events.map(({ at, slot, event }) => ({
        adId,
        slot,
        event,
        pageType: "sign",
        path: "/signs/leo",
        pageViewId: `view-${++view}`,
        sessionHash: "session",
        createdAt: at,
      })),
    );
  }
  const ago = (ms: number) => new Date(now.getTime() - ms);

  beforeAll(async () => {
    ({ site, app } = buildTestApp(database, { env: { siteTimeZone: TIME_ZONE } }));
    admin = await signedInAccount(app, database.db, "owner@example.com");
    const ad = (id: string, name: string) => ({
      id,
      name,
      type: "text",
      linkUrl: "https://partner.example/",
      slots: ["hero-banner", "anchor-mobile"],
      pageTypes: ["all"],
    });
    await database.db.insert(ads).values([ad(adIds.older, "Older Offer"), ad(adIds.recent, "Recent Offer")]);
    // Within the 30 days: the first instant of the first day, the last minutes, two slots.
    const inPeriod: EventOf[] = [
      { at: periodStart, slot: "hero-banner", event: "impression" },
      { at: new Date(periodStart.getTime() + 1_000), slot: "hero-banner", event: "viewable" },
      { at: ago(3 * 86_400_000), slot: "hero-banner", event: "impression" },
      { at: ago(3 * 86_400_000), slot: "hero-banner", event: "click" },
      { at: ago(60_000), slot: "anchor-mobile", event: "impression" },
      { at: ago(60_000), slot: "anchor-mobile", event: "viewable" },
      { at: ago(30_000), slot: "anchor-mobile", event: "impression" },
    ];
    await seed(adIds.recent, inPeriod);
    // The older ad counted the same, and more before the period: the last instant before it, and 40 days ago.
    await seed(adIds.older, [
      ...inPeriod,
      { at: new Date(periodStart.getTime() - 1), slot: "hero-banner", event: "impression" },
      { at: ago(40 * 86_400_000), slot: "hero-banner", event: "click" },
    ]);
  }, 120_000);

  const request = (path: string) => new Request(`${SITE_URL}${path}`, { headers: { Cookie: admin } });
  const onlyCounts = ({ impressions, viewable, clicks }: Counts): Counts => ({ impressions, viewable, clicks });
  const sum = (list: readonly Counts[]): Counts =>
    list.reduce(
      (total, counts) => ({
        impressions: total.impressions + counts.impressions,
        viewable: total.viewable + counts.viewable,
        clicks: total.clicks + counts.clicks,
      }),
      { impressions: 0, viewable: 0, clicks: 0 },
    );

  async function listed(adId: string): Promise<Counts> {
    const { ads: rows } = await adList.loader(routeArgs(site, request("/admin/ads")) as never);
    return onlyCounts(rows.find((entry) => entry.id === adId)!);
  }
  async function onItsPage(adId: string) {
    const { figures } = await adEditor.loader(routeArgs(site, request(`/admin/ads/${adId}`), { id: adId }) as never);
    return figures!;
  }
  async function onTheDashboard(adId: string) {
    const { dashboard } = await analyticsPage.loader(routeArgs(site, request("/admin/analytics?period=30d")) as never);
    return dashboard.ads.rows.find((row) => row.adId === adId)!;
  }
  async function inTheCsv(adId: string): Promise<string[]> {
    const answer = (await exportRoute.loader(
      routeArgs(site, request("/admin/analytics/export?table=ads&period=30d")) as never,
    )) as Response;
    const lines = (await answer.text()).split("\r\n");
    expect(lines[0]).toBe("ad_id,name,impressions,viewable,clicks,ctr");
    return lines.find((line) => line.startsWith(adId))!.split(",");
  }
  async function fromTheApi(adId: string): Promise<Counts> {
    const answer = await app.request(`${SITE_URL}/api/admin/ads/${adId}`, { headers: { Cookie: admin } });
    expect(answer.status).toBe(200);
    return sum(((await answer.json()) as { days: Counts[] }).days.map(onlyCounts));
  }

  const PERIOD: Counts = { impressions: 4, viewable: 2, clicks: 1 };

  test("[ads.admin] [analytics.dashboard] an ad's list row, its page, the API, the dashboard and the CSV agree on the last 30 days", async () => {
    const page = await onItsPage(adIds.recent);
    expect(page.first).toBe(addDays(today, -29));
    expect(page.last).toBe(today);
    expect(page.slots.map((slot) => [slot.slot, slot.totals])).toEqual([
      ["hero-banner", { impressions: 2, viewable: 1, clicks: 1 }],
      ["anchor-mobile", { impressions: 2, viewable: 1, clicks: 0 }],
    ]);
    expect(sum(page.slots.map((slot) => slot.totals))).toEqual(PERIOD);
    // The first day's first instant is counted on the first day, and the chart's days hold it.
    expect(page.slots[0]!.days[0]).toEqual({ day: addDays(today, -29), impressions: 1, viewable: 1, clicks: 0 });

    expect(onlyCounts(await onTheDashboard(adIds.recent))).toEqual(PERIOD);
    expect((await onTheDashboard(adIds.recent)).name).toBe("Recent Offer");
    expect(await inTheCsv(adIds.recent)).toEqual([adIds.recent, "Recent Offer", "4", "2", "1", "0.25"]);
    expect(await fromTheApi(adIds.recent)).toEqual(PERIOD);
    // All of this ad's events are in the period, so its all-time totals are the same.
    expect(await listed(adIds.recent)).toEqual(PERIOD);
  });

  test("[ads.admin] events before the 30 days count in the list's all-time totals only", async () => {
    expect(sum((await onItsPage(adIds.older)).slots.map((slot) => slot.totals))).toEqual(PERIOD);
    expect(onlyCounts(await onTheDashboard(adIds.older))).toEqual(PERIOD);
    expect(await fromTheApi(adIds.older)).toEqual(PERIOD);
    expect(await listed(adIds.older)).toEqual({ impressions: 5, viewable: 2, clicks: 2 });
    // A custom range reaching back over them counts them too.
    const { dashboard } = await analyticsPage.loader(
      routeArgs(site, request(`/admin/analytics?period=custom&from=${addDays(today, -45)}&to=${today}`)) as never,
    );
    expect(onlyCounts(dashboard.ads.rows.find((row) => row.adId === adIds.older)!)).toEqual({ impressions: 5, viewable: 2, clicks: 2 });
  });
});
