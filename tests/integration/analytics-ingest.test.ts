import { createHash } from "node:crypto";
import { eq, gte } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, test, vi } from "vitest";
import { analyticsEvents, analyticsSalts, pageViews, webVitals } from "#db/schema/index.ts";
import { createAnalyticsIngest, type AnalyticsIngest } from "#app/features/analytics/ingest.server.ts";
import { createVisitorHasher } from "#app/features/analytics/visitor-hash.server.ts";
import type { Site } from "#server/site/site.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36";

/** What the Node server hands the app for a connection from `address`: the client, with no proxy in between. */
const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: "IPv4" } } });

type ReportOptions = {
  /** The User-Agent header; null sends none. */
  userAgent?: string | null;
  ip?: string;
  /** Where the request is sent: the site's configured address unless another host is tested. */
  origin?: string;
};

describe.each(kinds)("analytics ingestion on %s", (kind) => {
  const database = useTestDatabase(kind);
  const opened: Array<{ analytics: AnalyticsIngest }> = [];

  afterEach(async () => {
    // Whatever a test left in a buffer is written before the next test counts rows.
    await Promise.all(opened.splice(0).map((site) => site.analytics.stop()));
  });

  function open(services: Partial<Site> = {}) {
    const { site, app } = buildTestApp(database, { services });
    opened.push(site);
    const report = (endpoint: string, body: unknown, { userAgent = DESKTOP, ip = "198.51.100.1", origin = SITE_URL }: ReportOptions = {}) =>
      app.request(
        `${origin}/api/analytics/${endpoint}`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(userAgent === null ? {} : { "User-Agent": userAgent }) },
          body: typeof body === "string" ? body : JSON.stringify(body),
        },
        peer(ip),
      );
    return { site, report };
  }

  const viewsOf = (path: string) => database.db.select().from(pageViews).where(eq(pageViews.path, path)).orderBy(pageViews.id);
  const eventsAt = (path: string) => database.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path));
  const vitalsAt = (path: string) => database.db.select().from(webVitals).where(eq(webVitals.path, path)).orderBy(webVitals.metricId);
  const refusal = async (res: Response) => ({
    status: res.status,
    error: ((await res.json()) as { error: { message: string } }).error.message,
  });

  test("[analytics.limits] wrong names, types and sizes get a 400 naming the field, and nothing is recorded", async () => {
    const { site, report } = open();
    const cases: Array<[string, unknown, string]> = [
      ["events", { name: "drop_tables", path: "/bad-input" }, "name: name must be a known event name"],
      ["events", { name: "share", path: 42 }, "path: Invalid input: expected string, received number"],
      [
        "events",
        { name: "share", path: "/bad-input", properties: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) },
        "properties: properties may hold at most 16 entries",
      ],
      ["events", { name: "share", path: "/bad-input", properties: { nested: { a: 1 } } }, "properties.nested: Invalid input"],
      ["events", { events: [] }, "events: events must hold at least one event"],
      [
        "events",
        { events: Array.from({ length: 21 }, () => ({ name: "share", path: "/bad-input" })) },
        "events: events may hold at most 20 entries",
      ],
      [
        "events",
        {
          events: [
            { name: "share", path: "/bad-input" },
            { name: "nope", path: "/bad-input" },
          ],
        },
        "events.1.name: name must be a known event name",
      ],
      ["page-views", { path: "/bad-input", referrer: 7 }, "referrer: Invalid input: expected string, received number"],
      [
        "page-views",
        { path: "/bad-input", referrer: `https://a.example/${"r".repeat(2100)}` },
        "referrer: referrer must be at most 2048 characters",
      ],
      ["page-views", { path: "/bad-input", search: "q=1" }, "search: search must be empty or start with ?"],
      ["vitals", { path: "/bad-input", metrics: [] }, "metrics: metrics must hold at least one metric"],
      [
        "vitals",
        { path: "/bad-input", metrics: [{ id: "v5-1", name: "FID", value: 10 }] },
        "metrics.0.name: name must be CLS, INP, LCP or TTFB",
      ],
      [
        "vitals",
        { path: "/bad-input", metrics: [{ id: "v5-1", name: "LCP", value: "fast" }] },
        "metrics.0.value: Invalid input: expected number, received string",
      ],
      ["vitals", { path: "/bad-input", metrics: [{ id: "v5-1", name: "LCP", value: -1 }] }, "metrics.0.value: value must not be negative"],
      [
        "vitals",
        { path: "/bad-input", metrics: [{ id: "v5-1", name: "LCP", value: 4_000_000 }] },
        "metrics.0.value: value must be at most 3600000",
      ],
      [
        "vitals",
        { path: "/bad-input", metrics: [{ id: "", name: "LCP", value: 1 }] },
        "metrics.0.id: Too small: expected string to have >=1 characters",
      ],
      [
        "vitals",
        { path: "/bad-input", metrics: Array.from({ length: 9 }, (_, i) => ({ id: `v5-${i}`, name: "CLS", value: 0 })) },
        "metrics: metrics may hold at most 8 entries",
      ],
      ["vitals", "[1, 2", "The request body is not valid JSON."],
    ];
    for (const [endpoint, body, message] of cases) {
      expect(await refusal(await report(endpoint, body)), `${endpoint} ${JSON.stringify(body)}`).toEqual({ status: 400, error: message });
    }
    await site.analytics.flush();
    expect(await viewsOf("/bad-input")).toEqual([]);
    expect(await eventsAt("/bad-input")).toEqual([]);
    expect(await vitalsAt("/bad-input")).toEqual([]);
  });

  test("[analytics.limits] a body over 8 KB gets 413 with a message, on every endpoint", async () => {
    const { report } = open();
    const big = "x".repeat(8 * 1024);
    for (const [endpoint, body] of [
      ["page-views", { path: "/too-big", referrer: big }],
      ["events", { name: "share", path: "/too-big", properties: { note: big } }],
      ["vitals", { path: "/too-big", metrics: [{ id: big, name: "LCP", value: 1 }] }],
    ] as const) {
      expect(await refusal(await report(endpoint, body)), endpoint).toEqual({
        status: 413,
        error: "The request body is larger than 8 KB.",
      });
    }
  });

  test("[analytics.limits] the 121st report of a minute from one address gets 429 with a message; other addresses go on", async () => {
    const { site, report } = open();
    const endpoints = [
      ["page-views", { path: "/limits" }],
      ["events", { name: "share", path: "/limits" }],
      ["vitals", { path: "/limits", metrics: [{ id: "v5-limits", name: "TTFB", value: 120 }] }],
    ] as const;
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const [endpoint, body] = endpoints[i % 3]!;
      statuses.push((await report(endpoint, body, { ip: "203.0.113.50" })).status);
    }
    expect(statuses.filter((status) => status !== 202)).toEqual([]);
    const refused = await report("page-views", { path: "/limits" }, { ip: "203.0.113.50" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: "Too many reports. Please slow down." } });
    expect((await report("page-views", { path: "/limits" }, { ip: "203.0.113.51" })).status).toBe(202);
    await site.analytics.flush();
    expect(await viewsOf("/limits")).toHaveLength(41);
    expect(await eventsAt("/limits")).toHaveLength(40);
  });

  test("[analytics.bots] reports from Googlebot, a headless browser or no user agent are answered 202 and not recorded", async () => {
    const { site, report } = open();
    for (const [n, userAgent] of [GOOGLEBOT, HEADLESS, "", null].entries()) {
      const answers = [
        await report("page-views", { path: "/bots", referrer: "https://elsewhere.example/" }, { userAgent }),
        await report("events", { name: "share", path: "/bots" }, { userAgent }),
        await report("vitals", { path: "/bots", metrics: [{ id: `v5-bot-${n}`, name: "LCP", value: 900 }] }, { userAgent }),
      ];
      for (const res of answers) {
        expect(res.status, String(userAgent)).toBe(202);
        expect(await res.json()).toEqual({ ok: true });
      }
    }
    // The same reports from a browser are recorded: the bots' were not lost for another reason.
    await report("page-views", { path: "/bots" });
    await site.analytics.flush();
    expect(await viewsOf("/bots")).toHaveLength(1);
    expect(await eventsAt("/bots")).toEqual([]);
    expect(await vitalsAt("/bots")).toEqual([]);
  });

  test("[analytics.visitors] one address and user agent hash alike all day, differently the next day, whose salt replaces the last", async () => {
    const timeZone = "America/New_York";
    let clock = new Date("2031-01-10T18:00:00Z"); // 13:00 on 10 January in New York
    const { site, report } = open({ visitorHasher: createVisitorHasher({ db: database.db, timeZone, now: () => clock }) });
    const ip = "192.0.2.77";
    const view = async (path: string, userAgent = DESKTOP, from = ip) => {
      expect((await report("page-views", { path }, { userAgent, ip: from })).status).toBe(202);
      await site.analytics.flush();
      const rows = await viewsOf(path);
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };

    const morning = await view("/visitors/a");
    clock = new Date("2031-01-11T04:30:00Z"); // 23:30 on 10 January in New York: the same day there
    const lateEvening = await view("/visitors/b");
    const otherBrowser = await view("/visitors/c", PHONE);
    const otherAddress = await view("/visitors/d", DESKTOP, "192.0.2.78");
    const [day1Salt] = await database.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, "2031-01-10"));

    expect(morning.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(lateEvening.visitorHash).toBe(morning.visitorHash);
    expect(otherBrowser.visitorHash).not.toBe(morning.visitorHash);
    expect(otherAddress.visitorHash).not.toBe(morning.visitorHash);
    // The hash is the day's salt, the address and the user agent, and nothing else.
    expect(morning.visitorHash).toBe(createHash("sha256").update(`${day1Salt!.salt}\0${ip}\0${DESKTOP}`).digest("hex").slice(0, 32));

    clock = new Date("2031-01-11T05:30:00Z"); // 00:30 on 11 January in New York
    const nextDay = await view("/visitors/e");
    expect(nextDay.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(nextDay.visitorHash).not.toBe(morning.visitorHash);
    const salts = await database.db.select().from(analyticsSalts).where(gte(analyticsSalts.day, "2031-01-01"));
    expect(salts.map((row) => row.day)).toEqual(["2031-01-11"]);
    expect(salts[0]!.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(salts[0]!.salt).not.toBe(day1Salt!.salt);

    // Neither the address nor the user agent (nor any piece of them) is kept in any column.
    for (const row of [morning, lateEvening, otherBrowser, otherAddress, nextDay]) {
      const stored = JSON.stringify(row);
      for (const secret of [ip, "192.0.2.78", "Chrome/124", "iPhone", "Mozilla"]) expect(stored).not.toContain(secret);
    }
  });

  test("[analytics.visitors] another instance on the same database hashes a visitor the same way that day", async () => {
    const now = () => new Date("2031-02-03T12:00:00Z");
    const first = open({ visitorHasher: createVisitorHasher({ db: database.db, timeZone: "UTC", now }) });
    const second = open({ visitorHasher: createVisitorHasher({ db: database.db, timeZone: "UTC", now }) });
    // Both make their salt at the same moment: one wins, and both use the winner's.
    await Promise.all([
      first.report("page-views", { path: "/instances" }, { ip: "192.0.2.90" }),
      second.report("page-views", { path: "/instances" }, { ip: "192.0.2.90" }),
    ]);
    await Promise.all([first.site.analytics.flush(), second.site.analytics.flush()]);
    const rows = await viewsOf("/instances");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]!.visitorHash).toBe(rows[0]!.visitorHash);
  });

  test("[analytics.page-views] the referrer's host is kept for another site only; device and sign are stored", async () => {
    const { site, report } = open();
    const cases: Array<[string, string, string | null]> = [
      ["/referrers/google", "https://www.Google.com/search?q=leo", "google.com"],
      ["/referrers/news", "http://news.example.org/stars", "news.example.org"],
      ["/referrers/own-site", `${SITE_URL}/signs/leo`, null],
      ["/referrers/own-site-www", "http://www.localhost:3000/", null],
      ["/referrers/garbage", "not a url at all", null],
      ["/referrers/not-web", "javascript:alert(1)", null],
      ["/referrers/none", "", null],
    ];
    for (const [path, referrer] of cases) expect((await report("page-views", { path, referrer })).status).toBe(202);
    // A request that came in on another host of this site: a referrer from that host is internal too.
    await report(
      "page-views",
      { path: "/referrers/request-host", referrer: "http://127.0.0.1:3210/blog" },
      { origin: "http://127.0.0.1:3210" },
    );
    await report("page-views", { path: "/signs/leo/tomorrow", search: "?ungated=1" }, { userAgent: PHONE, ip: "198.51.100.20" });
    await report("page-views", { path: "/signs/notasign" }, { userAgent: TABLET });
    await site.analytics.flush();

    for (const [path, , host] of cases)
      expect(
        (await viewsOf(path)).map((row) => row.referrerHost),
        path,
      ).toEqual([host]);
    expect((await viewsOf("/referrers/request-host")).map((row) => row.referrerHost)).toEqual([null]);
    const [desktop] = await viewsOf("/referrers/google");
    expect({ device: desktop!.device, sign: desktop!.sign, search: desktop!.search }).toEqual({
      device: "desktop",
      sign: null,
      search: "",
    });
    const [leo] = await viewsOf("/signs/leo/tomorrow");
    expect({ device: leo!.device, sign: leo!.sign, search: leo!.search }).toEqual({ device: "mobile", sign: "leo", search: "?ungated=1" });
    const [notASign] = await viewsOf("/signs/notasign");
    expect({ device: notASign!.device, sign: notASign!.sign }).toEqual({ device: "tablet", sign: null });
  });

  test("[analytics.events] an event is stored with its properties, visitor hash, device and sign", async () => {
    const { site, report } = open();
    const res = await report(
      "events",
      { name: "unlock_click", path: "/signs/virgo", properties: { section: "love", step: 2, open: true } },
      { userAgent: PHONE },
    );
    expect(res.status).toBe(202);
    await site.analytics.flush();
    const rows = await eventsAt("/signs/virgo");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "unlock_click",
      properties: { section: "love", step: 2, open: true },
      device: "mobile",
      sign: "virgo",
    });
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
  });

  test("[analytics.events] a batch of up to 20 events is stored whole, each with the visitor's hash, device and its own sign", async () => {
    const { site, report } = open();
    const events = Array.from({ length: 20 }, (_, i) => ({
      name: "teaser_view",
      path: i % 2 ? "/signs/batch-aries" : "/batch",
      properties: { n: i },
    }));
    events[0] = { name: "teaser_view", path: "/signs/aries", properties: { n: 0 } };
    const res = await report("events", { events }, { userAgent: PHONE });
    expect(res.status).toBe(202);
    await site.analytics.flush();
    const rows = [...(await eventsAt("/signs/aries")), ...(await eventsAt("/signs/batch-aries")), ...(await eventsAt("/batch"))];
    expect(rows.map((row) => row.properties.n).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
    expect(rows.every((row) => row.device === "mobile")).toBe(true);
    expect(rows.find((row) => row.properties.n === 0)!.sign).toBe("aries");
    expect(rows.filter((row) => row.path === "/batch").every((row) => row.sign === null)).toBe(true);
  });

  test("[analytics.web-vitals] vitals are stored with their page type and device; a metric sent again replaces its value", async () => {
    const { site, report } = open();
    const sent = await report(
      "vitals",
      {
        path: "/signs/aries",
        metrics: [
          { id: "v5-aries-lcp", name: "LCP", value: 2100 },
          { id: "v5-aries-cls", name: "CLS", value: 0.05 },
        ],
      },
      { userAgent: TABLET },
    );
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ ok: true });
    await report("vitals", { path: "/", metrics: [{ id: "v5-home-ttfb", name: "TTFB", value: 300 }] });
    await report("vitals", { path: "/blog/what-is-a-cusp", metrics: [{ id: "v5-blog-inp", name: "INP", value: 80 }] });
    // Sent again before the first was written: one row, with the later value.
    await report("vitals", { path: "/signs/aries", metrics: [{ id: "v5-aries-cls", name: "CLS", value: 0.12 }] }, { userAgent: TABLET });
    await site.analytics.flush();

    const pick = (rows: Array<typeof webVitals.$inferSelect>) =>
      rows.map(({ metricId, name, value, pageType, device }) => ({ metricId, name, value, pageType, device }));
    expect(pick(await vitalsAt("/signs/aries"))).toEqual([
      { metricId: "v5-aries-cls", name: "CLS", value: 0.12, pageType: "sign", device: "tablet" },
      { metricId: "v5-aries-lcp", name: "LCP", value: 2100, pageType: "sign", device: "tablet" },
    ]);
    expect(pick(await vitalsAt("/"))).toEqual([
      { metricId: "v5-home-ttfb", name: "TTFB", value: 300, pageType: "home", device: "desktop" },
    ]);
    expect((await vitalsAt("/blog/what-is-a-cusp")).map((row) => row.pageType)).toEqual(["blog"]);

    // Sent again after the first was written: the row is updated, not doubled.
    await report("vitals", { path: "/signs/aries", metrics: [{ id: "v5-aries-lcp", name: "LCP", value: 3300 }] }, { userAgent: TABLET });
    await site.analytics.flush();
    expect((await vitalsAt("/signs/aries")).map((row) => [row.metricId, row.value])).toEqual([
      ["v5-aries-cls", 0.12],
      ["v5-aries-lcp", 3300],
    ]);
  });

  test("[analytics.buffer] 1,200 reports from many visitors are all written: batches of 500 on their own, the rest on flush", async () => {
    const { site, report } = open();
    const answers: number[] = [];
    for (let i = 0; i < 1_200; i++) {
      // 100 reports from each of 12 addresses, under the limit of 120 a minute.
      const ip = `198.51.100.${100 + Math.floor(i / 100)}`;
      answers.push((await report("page-views", { path: "/buffer/many", search: `?n=${i}` }, { ip })).status);
    }
    expect(answers.filter((status) => status !== 202)).toEqual([]);
    // Two full batches were written without being asked; the last 200 wait for the timer or a flush.
    await vi.waitFor(async () => expect(await viewsOf("/buffer/many")).toHaveLength(1_000));
    await site.analytics.flush();
    const rows = await viewsOf("/buffer/many");
    expect(rows).toHaveLength(1_200);
    expect(new Set(rows.map((row) => row.search)).size).toBe(1_200);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(12);
  });

  test("[analytics.buffer] a report waits at most flushMs before it is written, and a stopping ingest writes what it holds", async () => {
    const ingest = createAnalyticsIngest({ db: database.db, logger: pino({ level: "silent" }), flushMs: 200 });
    opened.push({ analytics: ingest });
    ingest.pageView({ path: "/buffer/timer", visitorHash: "a".repeat(32) });
    expect(await viewsOf("/buffer/timer")).toEqual([]);
    await vi.waitFor(async () => expect(await viewsOf("/buffer/timer")).toHaveLength(1), { timeout: 5_000 });

    const slow = createAnalyticsIngest({ db: database.db, logger: pino({ level: "silent" }), flushMs: 60_000 });
    slow.pageView({ path: "/buffer/stop" });
    slow.event({ name: "share", path: "/buffer/stop" });
    slow.vitals([{ metricId: "v5-stop", name: "LCP", value: 1800, pageType: "other", path: "/buffer/stop" }]);
    await slow.stop();
    expect(await viewsOf("/buffer/stop")).toHaveLength(1);
    expect(await eventsAt("/buffer/stop")).toHaveLength(1);
    expect(await vitalsAt("/buffer/stop")).toHaveLength(1);
  });

  test("[analytics.buffer] a write that fails is logged with its count and dropped, never thrown; the next batch is written", async () => {
    const lines: Array<{ msg: string; count?: number; table?: string }> = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const ingest = createAnalyticsIngest({ db: database.db, logger, flushMs: 60_000 });
    opened.push({ analytics: ingest });
    // A row the database refuses (path is required) sinks its table's insert; the events still go in.
    ingest.pageView({ path: "/buffer/failing" });
    ingest.pageView({ path: null as unknown as string });
    ingest.pageView({ path: "/buffer/failing" });
    ingest.event({ name: "share", path: "/buffer/failing" });
    await expect(ingest.flush()).resolves.toBeUndefined();
    expect(await viewsOf("/buffer/failing")).toEqual([]);
    expect(await eventsAt("/buffer/failing")).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ table: "page_views", count: 3, msg: "3 analytics rows were lost: writing them to page_views failed" });

    ingest.pageView({ path: "/buffer/failing" });
    await ingest.flush();
    expect(await viewsOf("/buffer/failing")).toHaveLength(1);

    // Through the HTTP app: a database that fails every write still answers the browser 202.
    const broken = { insert: () => ({ values: () => Promise.reject(new Error("the database is away")) }) } as unknown as typeof database.db;
    const { site, report } = open({ analytics: createAnalyticsIngest({ db: broken, logger, flushMs: 60_000 }) });
    const res = await report("page-views", { path: "/buffer/broken" });
    expect(res.status).toBe(202);
    await expect(site.analytics.flush()).resolves.toBeUndefined();
    expect(lines.at(-1)).toMatchObject({ table: "page_views", count: 1 });
    expect(await viewsOf("/buffer/broken")).toEqual([]);
  });

  test("[analytics.buffer] rows beyond what the ingest may hold are dropped and counted, not kept in memory", async () => {
    const lines: Array<{ msg: string; count?: number }> = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const ingest = createAnalyticsIngest({ db: database.db, logger, flushMs: 60_000, maxBatch: 1_000, maxHeld: 5 });
    opened.push({ analytics: ingest });
    for (let i = 0; i < 8; i++) ingest.pageView({ path: "/buffer/full", search: `?n=${i}` });
    await ingest.flush();
    expect((await viewsOf("/buffer/full")).map((row) => row.search)).toEqual(["?n=0", "?n=1", "?n=2", "?n=3", "?n=4"]);
    expect(lines).toEqual([
      expect.objectContaining({ count: 3, msg: "analytics reports were dropped: too many were waiting for the database" }),
    ]);
  });
});
