import { Hono } from "hono";
import { z } from "zod";
import { saveAdSettings, type WriteSettings } from "#app/features/ads/ads-settings.server.ts";
import { getPublicSettings, saveSettings } from "#app/features/settings/settings.server.ts";
import type { Database } from "#db/client.ts";
import type { SiteChanges } from "#app/load-context.ts";
import { requireAdmin, type AdminCheck } from "#server/http/middleware/require-admin.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { writtenOrThrow } from "./command-answer";
import { readJsonBody } from "./request-body";

/** GET /api/settings for everyone (public keys only); PUT /api/admin/settings for admins. */
export function settingsApi({ db }: { db: Database }) {
  const api = new Hono<AppBindings>();
  api.get("/", async (c) => c.json(await getPublicSettings(db)));
  return api;
}

/**
 * PUT /api/admin/settings takes `{ ads_mode?, google_publisher_id? }` (`SaveAdSettingsInput`)
 * through the ads feature's `saveAdSettings`, the command the settings form reaches, and answers
 * the public settings. A refusal answers 400 `{ error: { code: "validation_failed", message,
 * fields } }`, the words the form shows.
 */
export function adminSettingsApi(site: AdminCheck & { changed: SiteChanges }) {
  const { db } = site;
  const write: WriteSettings = (values, by) => saveSettings(db, values, by, { onChange: site.changed.settings });
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(site));
  api.get("/", async (c) => c.json(await getPublicSettings(db)));
  api.put("/", async (c) => {
    writtenOrThrow(await saveAdSettings(write, await readJsonBody(c, z.unknown()), c.get("user").email));
    return c.json(await getPublicSettings(db));
  });
  return api;
}
