import { Hono } from "hono";
import { adInputSchema } from "#app/features/ads/admin/ad-input.ts";
import { adStatsByDay, deleteAd, findAd, listAdsWithTotals, saveAd } from "#app/features/ads/ads.server.ts";
import { AppError } from "#app/lib/errors.ts";
import { requireAdmin } from "#server/middleware/require-admin.ts";
import type { Site } from "#server/site.ts";
import type { AppBindings } from "#server/types.ts";
import { readJsonBody } from "./request-body";

const notFound = () => new AppError({ code: "not_found", status: 404, message: "No ad has that id." });

/**
 * The ad inventory for admins ([ads.admin]): list with totals, read one with its daily figures,
 * create, replace and delete. Everyone else gets 401 or 403. Readers see a change at once, on
 * every instance.
 */
export function adminAdsApi(site: Site) {
  const { db } = site;
  const onChange = site.changed.ads;
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(site));
  api.get("/", async (c) => c.json({ ads: await listAdsWithTotals(db) }));
  api.get("/:id", async (c) => {
    const ad = await findAd(db, c.req.param("id"));
    if (!ad) throw notFound();
    return c.json({ ad, days: await adStatsByDay(db, ad.id, { timeZone: site.env.siteTimeZone }) });
  });
  api.post("/", async (c) => {
    const input = await readJsonBody(c, adInputSchema);
    const id = await saveAd(db, input, c.get("user").email, { onChange });
    return c.json({ id }, 201);
  });
  api.put("/:id", async (c) => {
    const input = await readJsonBody(c, adInputSchema);
    if (!(await findAd(db, c.req.param("id")))) throw notFound();
    await saveAd(db, input, c.get("user").email, { id: c.req.param("id"), onChange });
    return c.json({ id: c.req.param("id") });
  });
  api.delete("/:id", async (c) => {
    if (!(await findAd(db, c.req.param("id")))) throw notFound();
    await deleteAd(db, c.req.param("id"), { onChange });
    return c.json({ ok: true });
  });
  return api;
}
