import { beforeAll, describe, expect, test } from "vitest";
import { findAd } from "#app/features/ads/admin/ad-commands.server.ts";
import { findPartner, listPartners } from "#app/features/partners/partners.server.ts";
import { serializePost } from "#app/features/blog/front-matter.ts";
import * as adEditor from "#app/routes/admin/ads/editor.tsx";
import * as partnerEditor from "#app/routes/admin/partners/editor.tsx";
import * as postEditor from "#app/routes/admin/posts/editor.tsx";
import * as settingsPage from "#app/routes/admin/settings/index.tsx";
import type { Site } from "#server/site/site.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

// One command per admin write: the JSON API and the admin page's form reach the same command, so
// the same input is the same write and the same bad field is the same refusal, in the same words.
// The site's clocks are Paris's, so the form's wall-clock times are not instants already.

type Answer = { status: number; body: unknown; location?: string | null };
type Action = (args: never) => Promise<unknown>;

/** What a page's action answered: its data and status, or the redirect it threw. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  try {
    const answer = (await run()) as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (answer?.type === "DataWithResponseInit") return { status: answer.init?.status ?? 200, body: answer.data };
    return { status: 200, body: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

/** The ad's texts, sent alike by the form and as JSON. */
const AD_TEXTS = {
  name: "Moon Sale",
  type: "text",
  imageUrl: "",
  linkUrl: "https://partner.example/moon",
  headline: "Hello {sign}",
  subtext: "",
  ctaText: "",
  anchorPosition: "bottom",
};
const AD_FORM = {
  intent: "save",
  ...AD_TEXTS,
  active: "on",
  startsAt: "2026-12-01T09:00",
  endsAt: "2026-12-08T18:30",
  slots: "hero-banner",
  pageTypes: "all",
  weight: "5",
};
const AD_JSON = {
  ...AD_TEXTS,
  active: true,
  // The same instants as the form's times on Paris's clocks (UTC+1 in December).
  startsAt: "2026-12-01T08:00:00Z",
  endsAt: "2026-12-08T18:30+01:00",
  slots: ["hero-banner"],
  pageTypes: ["all"],
  signs: [],
  weight: 5,
};

describe.each(await testDatabaseKinds())("admin commands on %s", (kind) => {
  const database = useTestDatabase(kind);
  let site: Site;
  let app: ReturnType<typeof buildTestApp>["app"];
  let admin: string;

  beforeAll(async () => {
    ({ site, app } = buildTestApp(database, { env: { siteTimeZone: "Europe/Paris" } }));
    admin = await signedInAccount(app, database.db, "owner@example.com");
  }, 120_000);

  /** The JSON API's answer. */
  const api = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await app.request(`${SITE_URL}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: admin },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };

  /** A page's action, as React Router calls it with the admin's form. */
  const form = (action: Action, path: string, fields: Record<string, string | string[]>, params: Record<string, string> = {}) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    const request = new Request(`${SITE_URL}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
      body,
    });
    return answerOf(() => action(routeArgs(site, request, params) as never));
  };

  test("[ads.admin] an ad saved through the API and one saved through the form are the same ad, its times read on the site's clocks", async () => {
    const created = await api("POST", "/api/admin/ads", AD_JSON);
    expect(created.status).toBe(201);
    const fromForm = await form(adEditor.action, "/admin/ads/new", AD_FORM);
    expect(fromForm.status).toBe(302);
    const formId = fromForm.location!.split("/").at(-1)!;
    const { id: _api, ...viaApi } = (await findAd(database.db, (created.body as { id: string }).id))!;
    const { id: _form, ...viaForm } = (await findAd(database.db, formId))!;
    expect(viaForm).toEqual(viaApi);
    expect(viaApi.startsAt?.toISOString()).toBe("2026-12-01T08:00:00.000Z");

    // Saving again answers the same words both ways.
    const saved = await form(adEditor.action, `/admin/ads/${formId}`, { ...AD_FORM, weight: "6" }, { id: formId });
    expect(saved).toEqual({ status: 200, body: { ok: true, message: "Ad saved." } });
    expect((await api("PUT", `/api/admin/ads/${formId}`, { ...AD_JSON, weight: 6 })).status).toBe(200);
  });

  test("[ads.admin] the same bad fields are refused with the same words, as the API's fields and under the form's fields", async () => {
    const fields = { linkUrl: "Link URL must be an http(s) address", weight: "Weight is 1 to 100" };
    const message = "The ad was not saved: 2 fields need a fix.";
    const viaApi = await api("POST", "/api/admin/ads", { ...AD_JSON, linkUrl: "ftp://partner.example/moon", weight: 500 });
    expect(viaApi).toEqual({ status: 400, body: { error: { code: "validation_failed", message, fields } } });
    const viaForm = await form(adEditor.action, "/admin/ads/new", { ...AD_FORM, linkUrl: "ftp://partner.example/moon", weight: "500" });
    expect(viaForm).toEqual({ status: 400, body: { ok: false, message, fieldErrors: fields } });
  });

  test("[ads.admin] the API takes start and end as instants: a time that names no offset is refused (ADR 033)", async () => {
    const wallClock = await api("POST", "/api/admin/ads", { ...AD_JSON, startsAt: "2026-12-01T09:00" });
    expect(wallClock.status).toBe(400);
    expect(wallClock.body).toMatchObject({ error: { fields: { startsAt: "Dates must be written like 2026-12-01" } } });
    for (const startsAt of [null, "", "2026-12-01", "2026-12-01T09:00:00.000+01:00"]) {
      expect((await api("POST", "/api/admin/ads", { ...AD_JSON, startsAt })).status, String(startsAt)).toBe(201);
    }
  });

  test("[ads.admin] an ad that is gone is refused in the form's words both ways", async () => {
    const gone = "00000000-0000-4000-8000-000000000000";
    expect(await api("DELETE", `/api/admin/ads/${gone}`)).toEqual({
      status: 404,
      body: { error: { code: "not_found", message: "That ad no longer exists." } },
    });
    expect(await form(adEditor.action, `/admin/ads/${gone}`, { intent: "delete" }, { id: gone })).toEqual({
      status: 404,
      body: { ok: false, message: "That ad no longer exists." },
    });
  });

  test("[partners.admin] [partners.validation] a partner link reaches the same command both ways: the same link, the same refusal", async () => {
    const link = { label: "Moon & Co.", url: "https://Partner.Example/shop", card: "love", signs: ["virgo", "leo"] };
    const viaApi = await api("POST", "/api/admin/partners", link);
    expect(viaApi.status).toBe(201);
    const viaForm = await form(partnerEditor.action, "/admin/partners/new", { intent: "save", ...link, active: "on" });
    expect(viaForm).toMatchObject({ status: 302, location: "/admin/partners" });
    const [second, first] = await listPartners(database.db);
    const stored = (partner: typeof first) => ({ ...partner!, id: 0, createdAt: null, updatedAt: null });
    expect(stored(second)).toEqual(stored(first));
    expect(first).toMatchObject({ url: "https://partner.example/shop", signs: ["leo", "virgo"] });

    const message = "The partner link was not saved: one field needs a fix.";
    const fields = { url: "URL must be an https:// or http:// address" };
    expect(await api("POST", "/api/admin/partners", { ...link, url: "javascript:alert(1)" })).toEqual({
      status: 400,
      body: { error: { code: "validation_failed", message, fields } },
    });
    expect(await form(partnerEditor.action, "/admin/partners/new", { intent: "save", ...link, url: "javascript:alert(1)" })).toEqual({
      status: 400,
      body: { ok: false, message, fieldErrors: fields },
    });
    expect(await findPartner(database.db, first!.id)).toBeDefined();
  });

  test("[ads.settings-save] the settings refuse a bad publisher id with the same words both ways", async () => {
    const message = "google_publisher_id must be ca-pub- followed by 16 digits";
    expect(await api("PUT", "/api/admin/settings", { google_publisher_id: "ca-pub-1" })).toEqual({
      status: 400,
      body: { error: { code: "validation_failed", message, fields: { google_publisher_id: message } } },
    });
    expect(await form(settingsPage.action, "/admin/settings", { ads_mode: "internal", google_publisher_id: "ca-pub-1" })).toEqual({
      status: 400,
      body: { ok: false, message, fieldErrors: { google_publisher_id: message } },
    });
    expect(await form(settingsPage.action, "/admin/settings", { ads_mode: "internal", google_publisher_id: "" })).toEqual({
      status: 200,
      body: { ok: true, message: "Settings saved." },
    });
  });

  test("[blog.admin-save] a post that does not parse is refused whole, in the same words both ways", async () => {
    const broken = "no front matter at all";
    const viaApi = await api("POST", "/api/admin/posts", { slug: "broken", content: broken });
    const viaForm = await form(postEditor.action, "/admin/posts/new", { intent: "save", text: broken });
    expect(viaApi.status).toBe(400);
    expect(viaForm.status).toBe(400);
    const { message } = (viaApi.body as { error: { message: string } }).error;
    expect(viaApi.body).toMatchObject({ success: false, error: { code: "validation_failed", message } });
    expect(viaForm.body).toMatchObject({ ok: false, message });

    const post = { title: "Stars", excerpt: "Look up.", slug: "stars", date: "2026-01-02", tags: ["sky"], minutesToRead: 1 };
    const text = serializePost({ ...post, content: "Look up tonight.\n" });
    expect(await form(postEditor.action, "/admin/posts/new", { intent: "save", text })).toEqual({
      status: 200,
      body: { ok: true, message: "Post saved.", slug: "stars" },
    });
    expect(await api("POST", "/api/admin/posts", { slug: "stars", content: text })).toEqual({ status: 200, body: { success: true } });
    expect(await api("DELETE", "/api/admin/posts/stars")).toEqual({ status: 200, body: { success: true } });
    expect(await api("DELETE", "/api/admin/posts/stars")).toEqual({
      status: 404,
      body: { success: false, error: { code: "not_found", message: "That post no longer exists." } },
    });
  });
});
