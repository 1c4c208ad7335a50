import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { analyticsDaily, analyticsRollups } from "#db/schema/index.ts";
import { parseDashboardRange } from "#app/features/counted-figures/dashboard-range.ts";
import { addDays, calendarDateIn } from "#app/lib/dates.ts";
import * as exportRoute from "#app/routes/admin/analytics/export.ts";
import * as analyticsPage from "#app/routes/admin/analytics/index.tsx";
import * as overviewPage from "#app/routes/admin/index.tsx";
import type { Site } from "#server/site/site.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, loadContextFor, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

// The analytics page, its CSV export and the overview's figures, their loaders called as React
// Router calls them, over daily aggregates written straight into the tables the rollup fills.
// The test site's days are UTC days.

/** What a loader threw (a redirect, a 403, a 400), or what it answered. */
const settled = (run: () => Promise<unknown>) =>
  run().then(
    (value) => ({ returned: value }),
    (error: unknown) => error,
  );

type Thrown = { type?: string; data?: unknown; init?: { status?: number } | null };

describe.each(await testDatabaseKinds())("the admin's analytics pages on %s", (kind) => {
  const database = useTestDatabase(kind);
  let site: Site;
  let admin: string;
  let reader: string;
  const today = calendarDateIn(new Date(), "UTC");
  const threeDaysAgo = addDays(today, -3);
  const countedUntil = new Date(Date.now() - 60_000);

  beforeAll(async () => {
    let app: ReturnType<typeof buildTestApp>["app"];
    ({ site, app } = buildTestApp(database));
    admin = await signedInAccount(app, database.db, "owner@example.com");
    reader = await signedInAccount(app, database.db, "reader@example.com");
    await database.db.insert(analyticsDaily).values([
      { day: today, dimension: "total", key: "", count: 5, visitors: 3 },
      { day: today, dimension: "path", key: "/signs/leo", count: 4, visitors: 2 },
      { day: today, dimension: "path", key: "/", count: 1, visitors: 1 },
      { day: today, dimension: "sign", key: "leo", count: 4, visitors: 2 },
      { day: today, dimension: "device", key: "desktop", count: 5, visitors: 3 },
      { day: today, dimension: "referrer", key: "=evil.example", count: 1, visitors: 1 },
      { day: threeDaysAgo, dimension: "total", key: "", count: 20, visitors: 7 },
      { day: threeDaysAgo, dimension: "path", key: "/blog", count: 20, visitors: 7 },
      // Eight days ago is outside the last 7 days.
      { day: addDays(today, -7), dimension: "total", key: "", count: 100, visitors: 50 },
    ]);
    await database.db.insert(analyticsRollups).values({ day: today, rolledAt: countedUntil, countedUntil });
  }, 120_000);

  const contextOf = (request: Request): AppLoadContext => loadContextFor(site, request);
  const requestOf = (path: string, cookie?: string) => new Request(`${SITE_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const loadPage = (query: string, cookie = admin) => {
    const request = requestOf(`/admin/analytics${query}`, cookie);
    return settled(() => analyticsPage.loader({ request, url: new URL(request.url), params: {}, context: contextOf(request) } as never));
  };
  const download = async (query: string, cookie = admin) => {
    const request = requestOf(`/admin/analytics/export${query}`, cookie);
    const answer = await settled(() =>
      exportRoute.loader({ request, url: new URL(request.url), params: {}, context: contextOf(request) } as never),
    );
    return "returned" in (answer as object) ? ((answer as { returned: Response }).returned as Response) : (answer as Response | Thrown);
  };

  test("[analytics.dashboard] [admin.guard] the page and its export are for admins only", async () => {
    const redirected = (await loadPage("?period=today", "")) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin%2Fanalytics%3Fperiod%3Dtoday");
    expect(await loadPage("", reader)).toMatchObject({ init: { status: 403 } });
    expect(await download("?table=pages", reader)).toMatchObject({ init: { status: 403 } });
    expect(((await download("?table=pages", "")) as Response).status).toBe(302);
  });

  test("[analytics.dashboard] the page reads the daily aggregates of the period it was asked for", async () => {
    const { returned } = (await loadPage("?period=today")) as { returned: Awaited<ReturnType<typeof analyticsPage.loader>> };
    expect(returned.today).toBe(today);
    expect(returned.timeZone).toBe("UTC");
    const { dashboard } = returned;
    expect(dashboard.range).toEqual({ period: "today", from: today, to: today });
    expect(dashboard.totals).toEqual({ visitors: 3, pageViews: 5 });
    expect(dashboard.pages.map((row) => row.key)).toEqual(["/signs/leo", "/"]);
    expect(dashboard.signs).toEqual([{ key: "leo", count: 4, visitors: 2 }]);
    expect(dashboard.countedUntil).not.toBeNull();
    expect(Math.abs(Date.parse(dashboard.countedUntil!) - countedUntil.getTime())).toBeLessThan(1_000);

    // The default is the last 7 days: today's and three days ago's figures together.
    const week = ((await loadPage("")) as { returned: Awaited<ReturnType<typeof analyticsPage.loader>> }).returned.dashboard;
    expect(week.range).toEqual({ period: "7d", from: addDays(today, -6), to: today });
    expect(week.totals).toEqual({ visitors: 10, pageViews: 25 });
    expect(week.series).toHaveLength(7);
    expect(week.pages[0]).toEqual({ key: "/blog", count: 20, visitors: 7 });
  });

  test("[analytics.dashboard-range] a period the site cannot read is a 400 whose message the page shows", async () => {
    for (const query of [
      "?period=yesterday",
      `?period=custom&from=${today}&to=${addDays(today, -1)}`,
      `?period=custom&from=${today}&to=${addDays(today, 1)}`,
      "?period=custom&from=2026-02-30&to=2026-03-01",
    ]) {
      const expected = parseDashboardRange(new URL(`${SITE_URL}/${query}`).searchParams, today);
      expect(expected.ok).toBe(false);
      const refused = (await loadPage(query)) as Thrown;
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toBe((expected as { message: string }).message);
    }
  });

  test("[analytics.csv] a table downloads as CSV for the page's period, with a header row and formulas defused", async () => {
    const answer = (await download("?table=pages&period=today")) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="analytics-pages-${today}-to-${today}.csv"`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await answer.text()).toBe("path,page_views,visitors\r\n/signs/leo,4,2\r\n/,1,1\r\n");

    const referrers = (await download(`?table=referrers&period=custom&from=${today}&to=${today}`)) as Response;
    expect(referrers.headers.get("Content-Disposition")).toContain(`analytics-referrers-${today}-to-${today}.csv`);
    expect(await referrers.text()).toBe("referrer_host,page_views,visitors\r\n'=evil.example,1,1\r\n");

    const series = (await download("?table=series&period=7d")) as Response;
    const lines = (await series.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("day,visitors,page_views");
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`${today},3,5`);
  });

  test("[analytics.csv] an unknown table or a period the site cannot read is a 400 that says why", async () => {
    for (const query of ["", "?table=users", "?table=PAGES", "?table=pages%00"]) {
      const refused = (await download(query)) as Response;
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(
        "table must be one of series, pages, signs, referrers, devices, events, partners, funnel, newsletter, ratings, vitals, ads, filtered",
      );
    }
    const badRange = (await download("?table=pages&period=custom&from=2026-01-02&to=2026-01-01")) as Response;
    expect(badRange.status).toBe(400);
    expect(await badRange.text()).toBe("from must not be after to");
    expect(badRange.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  });

  test("[analytics.admin-overview] the overview shows today's and the last 7 days' visitors and page views", async () => {
    const request = requestOf("/admin", admin);
    const data = await overviewPage.loader({ request, url: new URL(request.url), params: {}, context: contextOf(request) } as never);
    expect(data.users).toBe(2);
    expect(data.traffic).toEqual({ today: { visitors: 3, pageViews: 5 }, last7Days: { visitors: 10, pageViews: 25 } });
  });
});
