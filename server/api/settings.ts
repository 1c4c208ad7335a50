import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { Auth } from "~/features/accounts/auth.server";
import { adsSettingsUpdateSchema } from "~/features/ads/ads-settings.server";
import { getPublicSettings, saveSettings } from "~/features/settings/settings.server";
import { requireAdmin } from "../middleware/require-admin";
import type { AppBindings } from "../types";
import { readJsonBody } from "./request-body";

/** GET /api/settings for everyone (public keys only); PUT /api/admin/settings for admins. */
export function settingsApi(db: Database) {
  const api = new Hono<AppBindings>();
  api.get("/", async (c) => c.json(await getPublicSettings(db)));
  return api;
}

export function adminSettingsApi(auth: Auth, db: Database) {
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(auth, db));
  api.get("/", async (c) => c.json(await getPublicSettings(db)));
  api.put("/", async (c) => {
    const update = await readJsonBody(c, adsSettingsUpdateSchema);
    await saveSettings(db, update, c.get("user").email);
    return c.json(await getPublicSettings(db));
  });
  return api;
}
