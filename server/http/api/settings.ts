import { Hono } from "hono";
import { adsSettingsUpdateSchema } from "#app/features/ads/ads-settings.server.ts";
import { getPublicSettings, saveSettings } from "#app/features/settings/settings.server.ts";
import type { Database } from "#db/client.ts";
import type { SiteChanges } from "#app/load-context.ts";
import { requireAdmin, type AdminCheck } from "#server/http/middleware/require-admin.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readJsonBody } from "./request-body";

/** GET /api/settings for everyone (public keys only); PUT /api/admin/settings for admins. */
export function settingsApi({ db }: { db: Database }) {
  const api = new Hono<AppBindings>();
  api.get("/", async (c) => c.json(await getPublicSettings(db)));
  return api;
}

export function adminSettingsApi(site: AdminCheck & { changed: SiteChanges }) {
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
