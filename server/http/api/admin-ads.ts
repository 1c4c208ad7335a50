import { Hono } from "hono";
import { z } from "zod";
import { deleteAd, findAd, listAds, saveAd } from "#app/features/ads/admin/ad-commands.server.ts";
import { adDaysBySlot, adInvalidTrafficByReason, withAdTotals } from "#app/features/counted-figures/ad-counts.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { AppError } from "#app/lib/errors.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { SiteChanges } from "#app/load-context.ts";
import { requireAdmin, type AdminCheck } from "#server/http/middleware/require-admin.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { writtenOrThrow } from "./command-answer";
import { readJsonBody } from "./request-body";

/**
 * The ad inventory for admins ([ads.admin]): list with totals, read one with its figures per slot
 * and day over the last 30 days of the site's time zone (the ad's page's, by the same query) and
 * its invalid traffic by reason over the same days ([ads.invalid-traffic]),
 * create, replace and delete. Everyone else gets 401 or 403. Readers see a change at once, on
 * every instance.
 *
 * POST / and PUT /:id take the ad as the ads feature's `saveAd` command does (`SaveAdInput`), the
 * same command the admin form reaches:
 *
 *   { "name": "Moon Sale", "type": "text" | "image" | "text-affiliate",
 *     "imageUrl": "" | "https://…" | "/path/on/this/site.png", "linkUrl": "https://…",
 *     "headline": "Hello {sign}", "subtext": "", "ctaText": "" (Learn More),
 *     "anchorPosition": "top" | "bottom", "active": true,
 *     "startsAt": "2026-12-01T09:30:00Z" | "" | null, "endsAt": "2026-12-08T10:30+01:00" | "" | null,
 *     "slots": ["hero-banner", …], "pageTypes": ["all"], "signs": [] (every sign), "weight": 1 to 100 }
 *
 * Start and end are instants (ADR 033): a date and time with its offset, or a bare date for its
 * midnight UTC; a time without an offset is refused. A refusal answers 400
 * `{ error: { code: "validation_failed", message, fields: { name: "Name is required", … } } }`,
 * the words the form shows under its fields; an id that names no ad answers 404.
 */
export function adminAdsApi(site: AdminCheck & { env: Env; changed: SiteChanges }) {
  const { db } = site;
  const onChange = site.changed.ads;
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(site));
  api.get("/", async (c) => c.json({ ads: await withAdTotals(db, await listAds(db)) }));
  api.get("/:id", async (c) => {
    const ad = await findAd(db, c.req.param("id"));
    if (!ad) throw new AppError({ code: "not_found", status: 404, message: "No ad has that id." });
    const timeZone = site.env.siteTimeZone;
    const period = { today: calendarDateIn(new Date(), timeZone), timeZone };
    const [days, invalidTraffic] = await Promise.all([adDaysBySlot(db, ad.id, period), adInvalidTrafficByReason(db, ad.id, period)]);
    return c.json({ ad, days, invalidTraffic });
  });
  api.post("/", async (c) => {
    const input = await readJsonBody(c, z.unknown());
    const saved = writtenOrThrow(await saveAd(db, input, c.get("user").email, { onChange }));
    return c.json({ id: saved.id }, 201);
  });
  api.put("/:id", async (c) => {
    const input = await readJsonBody(c, z.unknown());
    const saved = writtenOrThrow(await saveAd(db, input, c.get("user").email, { id: c.req.param("id"), onChange }));
    return c.json({ id: saved.id });
  });
  api.delete("/:id", async (c) => {
    writtenOrThrow(await deleteAd(db, c.req.param("id"), { onChange }));
    return c.json({ ok: true });
  });
  return api;
}
