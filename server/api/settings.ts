import { Hono } from "hono";
import { adsSettingsUpdateSchema } from "#app/features/ads/ads-settings.server.ts";
import { getPublicSettings, saveSettings } from "#app/features/settings/settings.server.ts";
import { requireAdmin } from "#server/middleware/require-admin.ts";
import type { Site } from "#server/site.ts";
import type { AppBindings } from "#server/types.ts";
import { readJsonBody } from "./request-body";

/** GET /api/settings for everyone (public keys only); PUT /api/admin/settings for admins. */
export function settingsApi({ db }: Site) {
  const api = new Hono<AppBindings>();
  api.get("/", async (c) => c.json(await getPublicSettings(db)));
  return api;
}

export function adminSettingsApi(site: Site) {
  const { db } = site;
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(site));
  api.get("/", async (c) => c.json(await getPublicSettings(db)));
  api.put("/", async (c) => {
    const update = await readJsonBody(c, adsSettingsUpdateSchema);
    await saveSettings(db, update, c.get("user").email, { onChange: site.changed.settings });
    return c.json(await getPublicSettings(db));
  });
  return api;
}
