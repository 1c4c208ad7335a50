import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { REFERRERS_PER_ADDRESS, VISITORS_PER_ADDRESS } from "#app/features/analytics/address-caps.ts";
import { FILTERED_KEYS, rollupDay } from "#app/features/analytics/rollup.server.ts";
import { loadAnalyticsDashboard } from "#app/features/counted-figures/dashboard.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { pageViews } from "#db/schema/index.ts";
import * as elementPage from "#app/routes/elements/$element.tsx";
import * as notFoundPage from "#app/routes/$.tsx";
import * as robotsRoute from "#app/routes/robots.txt.ts";
import { createApp } from "#server/http/app.ts";
import type { Site } from "#server/site/site.ts";
import { stubServerBuild } from "#tests/factories/server-build.ts";
import { buildTestSite, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

// One client trying to poison the figures, through the site's own HTTP app: the page views it
// reports, what the ingest keeps of them, and what the day's rollup makes of them on the dashboard.

const kinds = await testDatabaseKinds();

/** A desktop Chrome of another version for each `n`: one client, a new user agent at every report. */
const userAgent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.0.0 Safari/537.36`;
const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: "IPv4" } } });

/**
 * A build holding the site's own element pages (whose loader answers 404 for an element that does
 * not exist), its robots.txt (a file, not a page) and its not-found route for every other path.
 */
function pagesBuild(): ServerBuild {
  const build = stubServerBuild({
    routes: {
      "routes/elements/$element": { id: "routes/elements/$element", parentId: "root", path: "elements/:element", module: elementPage },
      "routes/robots.txt": { id: "routes/robots.txt", parentId: "root", path: "robots.txt", module: robotsRoute },
    },
  });
  (build.routes.page as { module: unknown }).module = notFoundPage;
  return build;
}

describe.each(kinds)("analytics against one client on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });
  const opened: Site[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((site) => site.analytics.stop()));
  });

  function open() {
    const site = buildTestSite(database);
    opened.push(site);
    const app = createApp(site, { build: pagesBuild() });
    const view = (body: { path: string; referrer?: string }, { ua = userAgent(0), ip = "198.51.100.7" } = {}) =>
      app.request(
        `${SITE_URL}/api/analytics/page-views`,
        { method: "POST", headers: { "Content-Type": "application/json", "User-Agent": ua }, body: JSON.stringify(body) },
        peer(ip),
      );
    const today = () => calendarDateIn(new Date(), site.env.siteTimeZone);
    /** Writes what the ingest holds, rolls today up, and answers the dashboard's figures and the day's filtered counts. */
    const figures = async () => {
      await site.analytics.flush();
      const day = today();
      await rollupDay(database.db, day, { timeZone: site.env.siteTimeZone, now: new Date() });
      const dashboard = await loadAnalyticsDashboard(
        database.db,
        { period: "today", from: day, to: day },
        { timeZone: site.env.siteTimeZone },
      );
      // The dashboard's table of what was left out, as key: views.
      const filtered = Object.fromEntries(dashboard.filtered.map((row) => [row.key, row.count]));
      return { dashboard, filtered };
    };
    return { site, view, figures };
  }

  test("[analytics.address-caps] [analytics.referrers] [analytics.not-found] 40 views from one address, each with another user agent and a made-up referrer, stay a few visitors and referrers and no invented page", async () => {
    const { view, figures } = open();
    for (let n = 0; n < 40; n++) {
      // Every other view is of a path the site does not have; the referrers are names under a
      // top-level domain that does not exist, or invented names under a real one.
      const path = n % 2 === 0 ? "/elements/fire" : `/made-up/page-${n}`;
      const referrer = n % 4 < 2 ? `https://spam-${n}.invalidtld/landing/${n}` : `https://made-up-${n}.com/landing/${n}`;
      expect((await view({ path, referrer }, { ua: userAgent(n) })).status).toBe(202);
    }
    // Someone else, at another address, is counted as before.
    await view({ path: "/elements/water", referrer: "https://news.ycombinator.com/item?id=1" }, { ip: "203.0.113.50" });

    const { dashboard, filtered } = await figures();
    // The 20 views of the real page count, from at most 3 visitors; the other address adds its one.
    expect(dashboard.totals).toEqual({ pageViews: 21, visitors: VISITORS_PER_ADDRESS + 1 });
    expect(dashboard.pages).toEqual([
      { key: "/elements/fire", count: 20, visitors: VISITORS_PER_ADDRESS },
      { key: "/elements/water", count: 1, visitors: 1 },
    ]);
    // No host under an unknown top-level domain, and at most 5 hosts from the one address; the
    // rest of its views count as direct.
    const hosts = dashboard.referrers.map((row) => row.key).filter((key) => key !== "");
    expect(hosts.filter((host) => host.endsWith(".invalidtld"))).toEqual([]);
    expect(hosts.filter((host) => host.startsWith("made-up-"))).toHaveLength(REFERRERS_PER_ADDRESS);
    expect(hosts).toContain("news.ycombinator.com");
    expect(dashboard.referrers.find((row) => row.key === "")).toEqual({ key: "", count: 15, visitors: 2 });
    // What was left out, and why, for the owner to see.
    expect(filtered).toEqual({
      "not-found": 20,
      "referrer-not-a-site": 10,
      "referrer-over-cap": 5,
      "visitor-over-cap": 17,
    });
    expect(Object.keys(filtered).every((key) => (FILTERED_KEYS as readonly string[]).includes(key))).toBe(true);
  });

  test("[analytics.not-found] a path the site answers 404 for, or that names a file, is stored as not found and counts under no page, sign or referrer", async () => {
    const { site, view, figures } = open();
    await view({ path: "/elements/fire" });
    await view({ path: "/elements/plasma", referrer: "https://news.ycombinator.com/" });
    await view({ path: "/signs/leo/no-such-day" });
    await view({ path: "/robots.txt" });
    await site.analytics.flush();

    const rows = await database.db
      .select({ path: pageViews.path, notFound: pageViews.notFound, sign: pageViews.sign })
      .from(pageViews)
      .orderBy(pageViews.id);
    expect(rows).toEqual([
      { path: "/elements/fire", notFound: false, sign: null },
      { path: "/elements/plasma", notFound: true, sign: null },
      { path: "/signs/leo/no-such-day", notFound: true, sign: null },
      { path: "/robots.txt", notFound: true, sign: null },
    ]);
    const { dashboard, filtered } = await figures();
    expect(dashboard.pages.map((row) => row.key)).toEqual(["/elements/fire"]);
    expect(dashboard.signs).toEqual([]);
    expect(dashboard.referrers).toEqual([{ key: "", count: 1, visitors: 1 }]);
    expect(dashboard.totals.pageViews).toBe(1);
    expect(filtered).toEqual({ "not-found": 3 });
  });

  test("[analytics.page-views] a report of an admin page is answered 202 and not recorded", async () => {
    const { site, view } = open();
    for (const path of ["/admin", "/admin/posts/anything", "/ADMIN/users?x=1"]) expect((await view({ path })).status).toBe(202);
    await view({ path: "/administration-guide" });
    await site.analytics.flush();
    const rows = await database.db.select({ path: pageViews.path }).from(pageViews);
    expect(rows).toEqual([{ path: "/administration-guide" }]);
  });

  test("[analytics.address-caps] the caps are per address and day: other addresses bring their own visitors, one IPv6 /64 is one address", async () => {
    const { view, figures } = open();
    // Four addresses of one IPv6 network, each with a user agent of its own: one address, capped.
    for (let n = 0; n < 4; n++) await view({ path: "/elements/air" }, { ip: `2001:db8:1:2::${n + 1}`, ua: userAgent(n) });
    // Four IPv4 addresses: four visitors.
    for (let n = 0; n < 4; n++) await view({ path: "/elements/earth" }, { ip: `198.51.100.${n + 10}`, ua: userAgent(n) });

    const { dashboard, filtered } = await figures();
    // (Equal views rank by their visitors.)
    expect(dashboard.pages).toEqual([
      { key: "/elements/earth", count: 4, visitors: 4 },
      { key: "/elements/air", count: 4, visitors: VISITORS_PER_ADDRESS },
    ]);
    expect(filtered).toEqual({ "visitor-over-cap": 1 });
  });

  test("[analytics.referrer-spam] [analytics.referrers] a spam-list referrer, the site's own host and anything but a site's name are dropped; a real site's host is kept", async () => {
    const { site, view, figures } = open();
    const cases: Array<[string, string | null, string | null]> = [
      ["https://news.ycombinator.com/item?id=1", "news.ycombinator.com", null],
      ["http://semalt.com/", null, "spam"],
      ["https://www.100dollars-seo.com/offer", null, "spam"],
      [`${SITE_URL}/signs/leo`, null, null],
      ["android-app://com.google.android.gm/", null, "not-a-site"],
      ["javascript:alert(1)", null, "not-a-site"],
      ["http://localhost", null, "not-a-site"],
      ["http://10.0.0.1", null, "not-a-site"],
      ["http://foo.invalidtld", null, "not-a-site"],
    ];
    // One address per case, so no cap comes into it.
    for (const [index, [referrer]] of cases.entries())
      await view({ path: "/elements/fire", referrer }, { ip: `198.51.100.${index + 100}` });
    await site.analytics.flush();

    const rows = await database.db
      .select({ host: pageViews.referrerHost, dropped: pageViews.referrerDropped })
      .from(pageViews)
      .orderBy(pageViews.id);
    expect(rows).toEqual(cases.map(([, host, dropped]) => ({ host, dropped })));
    const { dashboard, filtered } = await figures();
    expect(dashboard.referrers).toEqual([
      { key: "", count: 8, visitors: 8 },
      { key: "news.ycombinator.com", count: 1, visitors: 1 },
    ]);
    expect(filtered).toEqual({ "referrer-spam": 2, "referrer-not-a-site": 5 });
  });
});
