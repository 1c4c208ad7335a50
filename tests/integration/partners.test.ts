import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { setFlag } from "#app/features/flags/flags.server.ts";
import { PARTNER_MESSAGES } from "#app/features/partners/partners.ts";
import { partnersFor } from "#app/features/partners/partners.server.ts";
import { loader as dailyLoader } from "#app/routes/signs/$sign/daily.tsx";
import type { Site } from "#server/site/site.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, loaderAnswer, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const kinds = await testDatabaseKinds();

type Body = { label?: unknown; url?: unknown; card?: unknown; signs?: unknown; active?: unknown };
type StoredPartner = { id: number; label: string; url: string; card: string; signs: string[]; active: boolean; updatedBy: string };

const partner = (label: string, extra: Body = {}): Body => ({
  label,
  url: `https://partner.example/${label.toLowerCase().replace(/\W+/g, "-")}`,
  card: "love",
  signs: [],
  active: true,
  ...extra,
});

describe.each(kinds)("partner links on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });
  let site: Site;
  let app: ReturnType<typeof buildTestApp>["app"];
  let admin: string;
  let reader: string;
  const send = (path: string, init: RequestInit = {}) => app.request(`${SITE_URL}${path}`, init);
  const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
    method,
    headers: { "Content-Type": "application/json", Origin: SITE_URL, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const create = async (body: Body): Promise<StoredPartner> => {
    const res = await send("/api/admin/partners", json("POST", body, admin));
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { partner: StoredPartner }).partner;
  };
  const refusal = async (res: Response) => ({ status: res.status, error: ((await res.json()) as { error: { message: string } }).error });

  async function open() {
    ({ site, app } = buildTestApp(database));
    admin = await signedInAccount(app, database.db, "owner@example.com");
    reader = await signedInAccount(app, database.db, "reader@example.com");
  }

  /** The daily page's loader data at a path such as /signs/leo/tomorrow, for an anonymous reader. */
  async function dailyPage(path: string) {
    const request = new Request(`${SITE_URL}${path}`);
    const sign = new URL(request.url).pathname.split("/")[2]!;
    return loaderAnswer(await dailyLoader(routeArgs(site, request, { sign }) as unknown as Parameters<typeof dailyLoader>[0])).data;
  }

  test("[partners.admin] the partner API is for admins only: 401 for visitors, 403 for other accounts", async () => {
    await open();
    const stored = await create(partner("Moon Shop"));
    expect((await send("/api/admin/partners")).status).toBe(401);
    expect((await send("/api/admin/partners", json("POST", partner("x")))).status).toBe(401);
    expect((await send("/api/admin/partners", { headers: { Cookie: reader } })).status).toBe(403);
    expect((await send("/api/admin/partners", json("POST", partner("x"), reader))).status).toBe(403);
    expect((await send(`/api/admin/partners/${stored.id}`, json("PUT", partner("x"), reader))).status).toBe(403);
    expect((await send(`/api/admin/partners/${stored.id}`, json("DELETE", {}, reader))).status).toBe(403);
    expect((await send(`/api/admin/partners/${stored.id}`, { headers: { Cookie: reader } })).status).toBe(403);
    // Nothing changed for them.
    const list = (await (await send("/api/admin/partners", { headers: { Cookie: admin } })).json()) as { partners: StoredPartner[] };
    expect(list.partners.map((found) => found.label)).toEqual(["Moon Shop"]);
  });

  test("[partners.validation] bad input is 400 with the field's message, never a 500", async () => {
    await open();
    // Each refusal names its field with the message the admin form shows under that field.
    const cases: Array<[Body | unknown, Record<string, string>]> = [
      [partner(""), { label: PARTNER_MESSAGES.labelRequired }],
      [partner("a".repeat(81)), { label: PARTNER_MESSAGES.labelTooLong }],
      [partner("Shop", { url: "javascript:alert(1)" }), { url: PARTNER_MESSAGES.urlScheme }],
      [partner("Shop", { url: "ftp://partner.example/" }), { url: PARTNER_MESSAGES.urlScheme }],
      [partner("Shop", { url: `https://partner.example/${"a".repeat(2000)}` }), { url: PARTNER_MESSAGES.urlTooLong }],
      [partner("Shop", { url: "https://me:pw@partner.example/" }), { url: PARTNER_MESSAGES.urlCredentials }],
      [partner("Shop", { url: 5 }), { url: PARTNER_MESSAGES.urlRequired }],
      [partner("Shop", { card: "mood" }), { card: PARTNER_MESSAGES.card }],
      [partner("Shop", { signs: ["ophiuchus"] }), { signs: PARTNER_MESSAGES.signs }],
      [partner("Shop", { signs: "leo" }), { signs: PARTNER_MESSAGES.signs }],
      [partner("Shop", { active: "yes" }), { active: PARTNER_MESSAGES.active }],
    ];
    const message = "The partner link was not saved: one field needs a fix.";
    for (const [body, fields] of cases) {
      const answer = await refusal(await send("/api/admin/partners", json("POST", body, admin)));
      expect(answer, JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, error: { code: "validation_failed", message, fields } });
    }
    expect((await refusal(await send("/api/admin/partners", json("POST", [1, 2], admin)))).status).toBe(400);
    const notJson = await send("/api/admin/partners", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: admin },
      body: "{",
    });
    expect(await refusal(notJson)).toEqual({ status: 400, error: { code: "bad_request", message: "The request body is not valid JSON." } });
    const form = await send("/api/admin/partners", { method: "POST", headers: { Origin: SITE_URL, Cookie: admin }, body: "label=x" });
    expect(form.status).toBe(415);
    // Ids that name no partner, whatever their shape, are 404.
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648", "%00", "123"]) {
      expect((await send(`/api/admin/partners/${id}`, { headers: { Cookie: admin } })).status, id).toBe(404);
      expect((await send(`/api/admin/partners/${id}`, json("PUT", partner("Shop"), admin))).status, id).toBe(404);
      expect((await send(`/api/admin/partners/${id}`, json("DELETE", {}, admin))).status, id).toBe(404);
    }
    const rows = await database.db.execute(sql`select count(*)::int as n from partner_links`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  test("[partners.admin] [partners.validation] an admin creates, reads, edits and deletes a partner link; the URL is stored normalised", async () => {
    await open();
    const created = await create(
      partner("  Moon & Co. Crystals ", { url: " HTTPS://Partner.Example/Shop?ref=cd ", signs: ["virgo", "leo"] }),
    );
    expect(created).toMatchObject({
      label: "Moon & Co. Crystals",
      url: "https://partner.example/Shop?ref=cd",
      card: "love",
      signs: ["leo", "virgo"],
      active: true,
      updatedBy: "owner@example.com",
    });
    const read = await send(`/api/admin/partners/${created.id}`, { headers: { Cookie: admin } });
    expect(((await read.json()) as { partner: StoredPartner }).partner).toMatchObject({ id: created.id, label: "Moon & Co. Crystals" });

    const edited = await send(
      `/api/admin/partners/${created.id}`,
      json("PUT", partner("Career Desk", { url: "http://desk.example/", card: "career", signs: [], active: false }), admin),
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { partner: StoredPartner }).partner).toMatchObject({
      id: created.id,
      label: "Career Desk",
      url: "http://desk.example/",
      card: "career",
      signs: [],
      active: false,
    });

    const second = await create(partner("Ritual Candles", { card: "ritual" }));
    const list = (await (await send("/api/admin/partners", { headers: { Cookie: admin } })).json()) as { partners: StoredPartner[] };
    expect(list.partners.map((found) => found.label)).toEqual(["Ritual Candles", "Career Desk"]);

    expect(await (await send(`/api/admin/partners/${created.id}`, json("DELETE", {}, admin))).json()).toEqual({ ok: true });
    expect((await send(`/api/admin/partners/${created.id}`, json("DELETE", {}, admin))).status).toBe(404);
    expect((await send(`/api/admin/partners/${created.id}`, { headers: { Cookie: admin } })).status).toBe(404);
    const after = (await (await send("/api/admin/partners", { headers: { Cookie: admin } })).json()) as { partners: StoredPartner[] };
    expect(after.partners.map((found) => found.id)).toEqual([second.id]);
  });

  test("[partners.cards] [partners.link] partnersFor: the card's active links for the sign, oldest first, with the campaign tags", async () => {
    await open();
    const everySign = await create(partner("Every Sign Love"));
    const leoOnly = await create(partner("Leo Love", { signs: ["leo"] }));
    await create(partner("Hidden Love", { active: false }));
    await create(partner("Virgo Love", { signs: ["virgo", "pisces"] }));
    const career = await create(partner("Desk Shop", { card: "career" }));

    const leoLove = await partnersFor(database.db, "leo", "love");
    expect(leoLove.map((found) => found.label)).toEqual(["Every Sign Love", "Leo Love"]);
    expect(leoLove[0]).toEqual({
      id: everySign.id,
      label: "Every Sign Love",
      href: "https://partner.example/every-sign-love?utm_source=site&utm_medium=love-card&utm_campaign=every-sign-love",
    });
    expect((await partnersFor(database.db, "aries", "love")).map((found) => found.label)).toEqual(["Every Sign Love"]);
    expect((await partnersFor(database.db, "pisces", "love")).map((found) => found.label)).toEqual(["Every Sign Love", "Virgo Love"]);
    expect(await partnersFor(database.db, "leo", "career")).toEqual([
      {
        id: career.id,
        label: "Desk Shop",
        href: "https://partner.example/desk-shop?utm_source=site&utm_medium=career-card&utm_campaign=desk-shop",
      },
    ]);
    expect(await partnersFor(database.db, "leo", "ritual")).toEqual([]);

    // A change through the admin shows at once, and tells every instance (and the page cache) to forget.
    const notices: string[] = [];
    site.events.subscribe("partners", () => notices.push("partners"));
    const off = await send(`/api/admin/partners/${leoOnly.id}`, json("PUT", partner("Leo Love", { signs: ["leo"], active: false }), admin));
    expect(off.status).toBe(200);
    expect(notices).toEqual(["partners"]);
    expect((await partnersFor(database.db, "leo", "love")).map((found) => found.label)).toEqual(["Every Sign Love"]);
    await send(`/api/admin/partners/${everySign.id}`, json("DELETE", {}, admin));
    expect(notices).toEqual(["partners", "partners"]);
    expect(await partnersFor(database.db, "leo", "love")).toEqual([]);
  });

  test("[partners.cards] the daily pages carry the partners of open cards only: a locked card's partners are not in its data", async () => {
    await open();
    await create(partner("Moon & Co. Crystals", { signs: ["leo"] }));
    await create(partner("Desk Shop", { card: "career" }));
    await create(partner("Candle Maker", { card: "ritual" }));

    for (const path of ["/signs/leo", "/signs/leo/yesterday", "/signs/leo/tomorrow"]) {
      const page = await dailyPage(path);
      expect(page.locked, path).toEqual({});
      expect(Object.keys(page.partners).sort(), path).toEqual(["career", "love", "ritual"]);
      expect(page.partners.love![0]!.href, path).toContain("utm_medium=love-card");
    }
    expect(Object.keys((await dailyPage("/signs/aries")).partners).sort()).toEqual(["career", "ritual"]);

    // With the sections blurred the three cards are locked: none of their partners reaches the page.
    await setFlag(database.db, "horoscope_gating", true, "test", { onChange: site.changed.flags });
    await setFlag(database.db, "section_blurs", true, "test", { onChange: site.changed.flags });
    const gated = await dailyPage("/signs/leo");
    expect(gated.locked).toMatchObject({ love: true, career: true, ritual: true });
    expect(gated.partners).toEqual({});
    const text = JSON.stringify(gated);
    for (const hidden of ["Moon & Co. Crystals", "Desk Shop", "Candle Maker", "partner.example"]) expect(text).not.toContain(hidden);

    // The overview alone locked leaves the cards open, with their partners.
    await setFlag(database.db, "section_blurs", false, "test", { onChange: site.changed.flags });
    const overviewOnly = await dailyPage("/signs/leo");
    expect(overviewOnly.locked).toEqual({ overview: true });
    expect(Object.keys(overviewOnly.partners).sort()).toEqual(["career", "love", "ritual"]);

    // ?ungated=1 opens every card, partners included.
    await setFlag(database.db, "section_blurs", true, "test", { onChange: site.changed.flags });
    expect(Object.keys((await dailyPage("/signs/leo?ungated=1")).partners).sort()).toEqual(["career", "love", "ritual"]);
  });
});
