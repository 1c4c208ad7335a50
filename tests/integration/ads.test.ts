import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { AdInput } from "#app/features/ads/admin/ad-input.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, SITE_URL } from "#tests/factories/site.ts";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

type AdBody = Omit<AdInput, "startsAt" | "endsAt" | "imageUrl"> & { startsAt: string; endsAt: string; imageUrl: string };
const HOUR = 3_600_000;
const ad = (name: string, extra: Partial<AdBody> = {}): AdBody => ({
  name,
  type: "text",
  imageUrl: "",
  linkUrl: "https://partner.example/offer",
  headline: `${name} headline`,
  subtext: "",
  ctaText: "",
  anchorPosition: "bottom",
  active: true,
  startsAt: "",
  endsAt: "",
  slots: ["hero-banner"],
  pageTypes: ["all"],
  signs: [],
  weight: 1,
  ...extra,
});

describe.each(kinds)("the site's own ads on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>["app"];
  let admin: string;
  let reader: string;
  const ids: Record<string, string> = {};
  const send = (path: string, init: RequestInit = {}) => app.request(`${SITE_URL}${path}`, init);
  const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
    method,
    headers: { "Content-Type": "application/json", Origin: SITE_URL, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const served = async (query: string) => {
    const res = await send(`/api/ads?${query}`);
    expect(res.status, query).toBe(200);
    return ((await res.json()) as { ads: Array<{ name: string; headline: string; id: string }> }).ads;
  };
  const names = async (query: string) => (await served(query)).map((found) => found.name).sort();

  beforeAll(async () => {
    ({ app } = buildTestApp(database));
    admin = await signedInAccount(app, database.db, "owner@example.com");
    reader = await signedInAccount(app, database.db, "reader@example.com");
    const create = async (body: AdBody) => {
      const res = await send("/api/admin/ads", json("POST", body, admin));
      expect(res.status, await res.clone().text()).toBe(201);
      ids[body.name] = ((await res.json()) as { id: string }).id;
    };
    const now = Date.now();
    await create(ad("everywhere"));
    await create(ad("leo-only", { slots: ["in-content-1"], pageTypes: ["sign"], signs: ["leo"], headline: "Made for {sign}" }));
    await create(ad("paused", { active: false }));
    await create(ad("ended", { endsAt: new Date(now - HOUR).toISOString() }));
    await create(ad("not-yet", { startsAt: new Date(now + HOUR).toISOString() }));
    await create(ad("vignette", { slots: ["modal-vignette"], pageTypes: ["all"] }));
    await create(ad("sign-content", { slots: ["in-content-1"], pageTypes: ["sign"] }));
    await create(ad("marker-anywhere", { slots: ["footer-grid"], pageTypes: ["all"], subtext: "Stars for {sign}" }));
  }, 120_000);

  test("[ads.admin] writes are for admins only: 401 for visitors, 403 for other accounts", async () => {
    expect((await send("/api/admin/ads", json("POST", ad("x")))).status).toBe(401);
    expect((await send("/api/admin/ads", json("POST", ad("x"), reader))).status).toBe(403);
    expect((await send(`/api/admin/ads/${ids.everywhere}`, json("DELETE", {}, reader))).status).toBe(403);
    expect((await send("/api/admin/ads", { headers: { Cookie: reader } })).status).toBe(403);
  });

  test("[ads.inventory] an ad runs only when active, within its dates, in its slots and page types", async () => {
    expect(await names("slot=hero-banner&pageType=home&url=/")).toEqual(["everywhere"]);
    expect(await names("slot=hero-banner&pageType=blog&url=/blog")).toEqual(["everywhere"]);
    expect(await names("slot=in-content-2&pageType=home&url=/")).toEqual([]);
    expect(await names("slot=modal-vignette&pageType=tools&url=/lucky")).toEqual(["vignette"]);
  });

  test("[ads.inventory] a page of type 'other' takes ads for every page in floating slots and for sign pages in content slots", async () => {
    expect(await names("slot=modal-vignette&pageType=other&url=/about")).toEqual(["vignette"]);
    expect(await names("slot=in-content-1&pageType=other&url=/about")).toEqual(["sign-content"]);
  });

  test("[ads.inventory] sign targeting and the {sign} marker: filled on sign pages, never shown elsewhere", async () => {
    const onLeo = await served("slot=in-content-1&pageType=sign&url=http://example.com/signs/leo/dates");
    expect(onLeo.map((found) => found.name).sort()).toEqual(["leo-only", "sign-content"]);
    expect(onLeo.find((found) => found.name === "leo-only")!.headline).toBe("Made for Leo");
    expect(await names("slot=in-content-1&pageType=sign&url=/signs/aries")).toEqual(["sign-content"]);
    expect(await names("slot=footer-grid&pageType=home&url=/")).toEqual([]);
    expect(await names("slot=footer-grid&pageType=sign&url=/signs/virgo")).toEqual(["marker-anywhere"]);
  });

  test("[ads.inventory] unknown slots and page types get 400 with a message", async () => {
    for (const query of ["slot=sidebar&pageType=home", "slot=hero-banner&pageType=anywhere", "pageType=home", "slot=hero-banner"]) {
      const res = await send(`/api/ads?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/must be one of/);
    }
  });

  test("[ads.inventory] a page's slots are drawn in one request, each slot as if asked for alone", async () => {
    const res = await send("/api/ads?slots=in-content-1,footer-grid,modal-vignette,in-content-1&pageType=sign&url=/signs/leo");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { slots } = (await res.json()) as { slots: Record<string, Array<{ name: string; headline: string }>> };
    expect(Object.keys(slots).sort()).toEqual(["footer-grid", "in-content-1", "modal-vignette"]);
    expect(slots["in-content-1"]!.map((found) => found.name).sort()).toEqual(["leo-only", "sign-content"]);
    expect(slots["in-content-1"]!.find((found) => found.name === "leo-only")!.headline).toBe("Made for Leo");
    expect(slots["footer-grid"]!.map((found) => found.name)).toEqual(["marker-anywhere"]);
    expect(slots["modal-vignette"]!.map((found) => found.name)).toEqual(["vignette"]);

    for (const query of ["slots=in-content-1,sidebar&pageType=sign", "slots=&pageType=sign", "slots=in-content-1&pageType=anywhere"]) {
      const refused = await send(`/api/ads?${query}`);
      expect(refused.status, query).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message, query).toMatch(
        /must be (one of|a comma-separated list of)/,
      );
    }
  });

  test("[ads.inventory] the heavier ad leads more often, and every ad gets its turn", async () => {
    const heavy = await send("/api/admin/ads", json("POST", ad("heavy", { slots: ["in-content-2"], weight: 100 }), admin));
    const light = await send("/api/admin/ads", json("POST", ad("light", { slots: ["in-content-2"], weight: 1 }), admin));
    expect([heavy.status, light.status]).toEqual([201, 201]);
    const leaders: string[] = [];
    for (let draw = 0; draw < 150; draw++) leaders.push((await served("slot=in-content-2&pageType=home&url=/"))[0]!.name);
    const heavyLeads = leaders.filter((name) => name === "heavy").length;
    expect(heavyLeads).toBeGreaterThan(130);
    expect(new Set((await served("slot=in-content-2&pageType=home&url=/")).map((found) => found.name))).toEqual(
      new Set(["heavy", "light"]),
    );
  });

  test("[ads.admin] links go to http(s) only; images are http(s) or a path on this site", async () => {
    const refused = [
      ad("bad-link", { linkUrl: "javascript:alert(1)" }),
      ad("bad-link-2", { linkUrl: "data:text/html,hi" }),
      ad("bad-image", { type: "image", imageUrl: "//evil.example/x.png" }),
      ad("bad-image-2", { type: "image", imageUrl: "javascript:alert(1)" }),
      ad("no-slot", { slots: [] }),
      ad("bad-slot", { slots: ["sidebar" as never] }),
      ad("dates", { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date().toISOString() }),
    ];
    for (const body of refused) expect((await send("/api/admin/ads", json("POST", body, admin))).status, body.name).toBe(400);
    const local = await send("/api/admin/ads", json("POST", ad("local-image", { type: "image", imageUrl: "/blog/cover.svg" }), admin));
    expect(local.status).toBe(201);
  });

  test("[ads.adsense] the Content-Security-Policy lets Google's ad hosts in only in a Google mode with a valid publisher id", async () => {
    const csp = async () => (await send("/healthz")).headers.get("Content-Security-Policy") ?? "";
    const settings = async (body: Record<string, string>) =>
      expect((await send("/api/admin/settings", json("PUT", body, admin))).status).toBe(200);
    await settings({ ads_mode: "internal", google_publisher_id: "ca-pub-1234567890123456" });
    expect(await csp()).not.toContain("googlesyndication");
    await settings({ ads_mode: "google-auto", google_publisher_id: "" });
    expect(await csp()).not.toContain("googlesyndication");
    // The site's own embeds are all a page may frame outside a Google mode ([embeds.framing]).
    expect(await csp()).toContain("frame-src 'self';");
    await settings({ ads_mode: "google-auto", google_publisher_id: "ca-pub-1234567890123456" });
    expect(await csp()).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/pagead2\.googlesyndication\.com/);
    expect(await csp()).toContain("frame-src 'self' https://googleads.g.doubleclick.net");
    await settings({ ads_mode: "hybrid" });
    expect(await csp()).toContain("googlesyndication");
    await settings({ ads_mode: "off" });
    expect(await csp()).not.toContain("googlesyndication");
  });

  describe("metrics", () => {
    const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: "IPv4" } } });
    const report = (body: Record<string, unknown>, headers: Record<string, string> = {}, from = "127.0.0.1") =>
      app.request(
        `${SITE_URL}/api/ad-metrics`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: SITE_URL,
            "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
            ...headers,
          },
          body: JSON.stringify(body),
        },
        peer(from),
      );
    /** A serve of `name` in `slot` as GET /api/ads hands it to a page, with its token. */
    const serve = async (name: string, slot = "hero-banner", from = "127.0.0.1") => {
      const res = await app.request(`${SITE_URL}/api/ads?slot=${slot}&pageType=home&url=/`, {}, peer(from));
      const found = ((await res.json()) as { ads: Array<{ id: string; name: string; serveToken: string }> }).ads.find(
        (served) => served.name === name,
      );
      expect(found?.serveToken, `${name} is served in ${slot}`).toMatch(/^[\w-]+(\.[\w-]+){5}$/);
      return found!.serveToken;
    };
    const event = (extra: Record<string, unknown> = {}) => ({
      ad_id: ids.everywhere,
      slot: "hero-banner",
      event: "impression",
      page_type: "home",
      url: "https://cosmic.example/?utm=1",
      user_session_id: "session-aaaaaaaa",
      page_view_id: "view-00000001",
      ...extra,
    });
    const counted = async (body: Record<string, unknown>, from?: string) => {
      const res = await report(body, {}, from);
      expect(res.status, await res.clone().text()).toBe(202);
      return ((await res.json()) as { counted: boolean }).counted;
    };
    const stored = async (adId: string = ids.everywhere!) =>
      rowsOf<{ event: string; n: number }>(
        await database.db.execute(sql`select event, count(*)::int as n from ad_events where ad_id = ${adId} group by event order by event`),
      );
    const refused = async (adId: string) =>
      rowsOf<{ event: string; reason: string; n: number }>(
        await database.db.execute(
          sql`select event, reason, sum(count)::int as n from ad_invalid_traffic where ad_id = ${adId} group by event, reason order by event, reason`,
        ),
      );
    /** Moves a serve's impression back in time, as if the reader had looked at the ad for `ms` since. */
    const seenFor = async (token: string, ms: number) => {
      await database.db.execute(
        sql`update ad_events set created_at = created_at - make_interval(secs => ${ms / 1000}) where serve_id = ${token.split(".")[0]}`,
      );
    };

    test("[ads.metrics] each event counts once per serve, a view or click only after its impression; bots are not counted", async () => {
      const token = await serve("everywhere");
      expect(await counted(event({ event: "click", serve_token: token }))).toBe(false); // nothing shown yet
      expect(await counted(event({ serve_token: token }))).toBe(true);
      expect(await counted(event({ serve_token: token }))).toBe(false);
      expect(await counted(event({ event: "viewable", serve_token: token }))).toBe(false); // not a second yet
      await seenFor(token, 1_000);
      expect(await counted(event({ event: "viewable", serve_token: token }))).toBe(true);
      expect(await counted(event({ event: "click", serve_token: token }))).toBe(true);
      expect(await counted(event({ event: "click", serve_token: token }))).toBe(false);
      // Another serve in another page view counts again; the same serve under another page view id does not.
      expect(await counted(event({ serve_token: token, page_view_id: "view-00000009" }))).toBe(false);
      expect(await counted(event({ serve_token: await serve("everywhere"), page_view_id: "view-00000002" }))).toBe(true);
      const bot = await report(event({ serve_token: await serve("everywhere"), page_view_id: "view-00000003" }), {
        "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
      });
      expect(await bot.json()).toEqual({ ok: true, counted: false });
      expect(await stored()).toEqual([
        { event: "click", n: 1 },
        { event: "impression", n: 2 },
        { event: "viewable", n: 1 },
      ]);
      const paths = rowsOf<{ path: string }>(await database.db.execute(sql`select distinct path from ad_events`));
      expect(paths).toEqual([{ path: "/" }]);
      expect(await refused(ids.everywhere!)).toEqual([
        { event: "click", reason: "duplicate", n: 1 },
        { event: "click", reason: "no_impression", n: 1 },
        { event: "impression", reason: "crawler", n: 1 },
        { event: "impression", reason: "duplicate", n: 2 },
        { event: "viewable", reason: "too_soon", n: 1 },
      ]);
    });

    test("[ads.invalid-traffic] 250 forged clicks and 20 impressions for a paused ad change no figure, and are counted as invalid traffic", async () => {
      const before = await stored();
      const forged = await Promise.all(
        Array.from({ length: 250 }, (_, n) => counted(event({ event: "click", page_view_id: `forged-${String(n).padStart(6, "0")}` }))),
      );
      expect(forged.filter(Boolean)).toEqual([]);
      // A token served for one ad does not count another, nor the same ad in another slot.
      const token = await serve("everywhere");
      const inactive = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          counted(
            event({ ad_id: ids.paused, serve_token: n % 2 ? token : undefined, page_view_id: `paused-${String(n).padStart(6, "0")}` }),
          ),
        ),
      );
      expect(inactive.filter(Boolean)).toEqual([]);
      expect(await counted(event({ slot: "footer-grid", serve_token: token }))).toBe(false);
      // A token altered by one character is not the site's.
      const altered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA");
      expect(await counted(event({ serve_token: altered }))).toBe(false);
      expect(await stored()).toEqual(before);
      expect(await stored(ids.paused!)).toEqual([]);
      expect(await refused(ids.everywhere!)).toEqual(
        expect.arrayContaining([
          { event: "click", reason: "missing_token", n: 250 },
          { event: "impression", reason: "token_mismatch", n: 1 },
          { event: "impression", reason: "invalid_token", n: 1 },
        ]),
      );
      expect(await refused(ids.paused!)).toEqual([
        { event: "impression", reason: "missing_token", n: 10 },
        { event: "impression", reason: "token_mismatch", n: 10 },
      ]);
    });

    test("[ads.invalid-traffic] a serve counts only for the address it was served to, while its ad may run, and clicks stop at one address's hourly share", async () => {
      const create = await send(
        "/api/admin/ads",
        json("POST", ad("soon-paused", { slots: ["footer-grid"], headline: "Soon paused" }), admin),
      );
      const soonPaused = ((await create.json()) as { id: string }).id;
      const mine = { ad_id: soonPaused, slot: "footer-grid" };
      const elsewhere = await serve("soon-paused", "footer-grid");
      expect(await counted(event({ ...mine, serve_token: elsewhere }), "192.0.2.7")).toBe(false);
      for (let n = 0; n < 11; n++) {
        const token = await serve("soon-paused", "footer-grid", "198.51.100.9");
        const view = event({ ...mine, serve_token: token, page_view_id: `capped-${String(n).padStart(6, "0")}` });
        expect(await counted(view, "198.51.100.9")).toBe(true);
        expect(await counted({ ...view, event: "click" }, "198.51.100.9"), `click ${n + 1}`).toBe(n < 10);
      }
      const beforePause = await serve("soon-paused", "footer-grid");
      const paused = { ...ad("soon-paused", { slots: ["footer-grid"], headline: "Soon paused" }), active: false };
      expect((await send(`/api/admin/ads/${soonPaused}`, json("PUT", paused, admin))).status).toBe(200);
      expect(await counted(event({ ...mine, serve_token: beforePause, page_view_id: "paused-after" }))).toBe(false);
      expect(await stored(soonPaused)).toEqual([
        { event: "click", n: 10 },
        { event: "impression", n: 11 },
      ]);
      expect(await refused(soonPaused)).toEqual([
        { event: "click", reason: "over_cap", n: 1 },
        { event: "impression", reason: "inactive_ad", n: 1 },
        { event: "impression", reason: "other_address", n: 1 },
      ]);
      const one = (await (await send(`/api/admin/ads/${soonPaused}`, { headers: { Cookie: admin } })).json()) as {
        invalidTraffic: Array<{ reason: string; impressions: number; clicks: number }>;
      };
      expect(one.invalidTraffic).toEqual([
        { reason: "inactive_ad", impressions: 1, viewable: 0, clicks: 0 },
        { reason: "other_address", impressions: 1, viewable: 0, clicks: 0 },
        { reason: "over_cap", impressions: 0, viewable: 0, clicks: 1 },
      ]);
      expect((await send(`/api/admin/ads/${soonPaused}`, json("DELETE", {}, admin))).status).toBe(200);
    });

    test("[ads.metrics] a report that is not one refuses with 4xx and a message; an unknown ad is 404", async () => {
      const cases: Array<[Record<string, unknown>, number]> = [
        [event({ event: "hover" }), 400],
        [event({ slot: "sidebar" }), 400],
        [event({ page_type: "nowhere" }), 400],
        [event({ ad_id: "not-a-uuid" }), 400],
        [event({ user_session_id: "x" }), 400],
        [event({ page_view_id: "a b c d e f g h" }), 400],
        [event({ serve_token: "x".repeat(201) }), 400],
        [event({ ad_id: "00000000-0000-4000-8000-000000000000" }), 404],
      ];
      for (const [body, status] of cases) {
        const res = await report(body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(((await res.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
      }
      const notJson = await send("/api/ad-metrics", { method: "POST", headers: { Origin: SITE_URL }, body: "x" });
      expect(notJson.status).toBe(415);
    });

    test("[ads.admin] an admin reads the totals and the figures by day and slot", async () => {
      const list = (await (await send("/api/admin/ads", { headers: { Cookie: admin } })).json()) as {
        ads: Array<{ name: string; impressions: number; viewable: number; clicks: number }>;
      };
      expect(list.ads.find((found) => found.name === "everywhere")).toMatchObject({ impressions: 2, viewable: 1, clicks: 1 });
      const one = (await (await send(`/api/admin/ads/${ids.everywhere}`, { headers: { Cookie: admin } })).json()) as {
        days: Array<{ slot: string; impressions: number; viewable: number; clicks: number }>;
      };
      expect(one.days).toEqual([expect.objectContaining({ slot: "hero-banner", impressions: 2, viewable: 1, clicks: 1 })]);
      // Deleting an ad takes its figures with it.
      expect((await send(`/api/admin/ads/${ids.paused}`, json("DELETE", {}, admin))).status).toBe(200);
      expect((await send(`/api/admin/ads/${ids.paused}`, { headers: { Cookie: admin } })).status).toBe(404);
    });
  });
});
