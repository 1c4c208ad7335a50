import { Hono } from "hono";
import { z } from "zod";
import { deletePartner, savePartner } from "#app/features/partners/partner-commands.server.ts";
import { findPartner, listPartners, partnerIdOf } from "#app/features/partners/partners.server.ts";
import { AppError } from "#app/lib/errors.ts";
import type { SiteChanges } from "#app/load-context.ts";
import { requireAdmin, type AdminCheck } from "#server/http/middleware/require-admin.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { writtenOrThrow } from "./command-answer";
import { readJsonBody } from "./request-body";

/**
 * The partner links for admins ([partners.admin]): list, read one, create, replace and delete.
 * Everyone else gets 401 or 403. Readers see a change at once, on every instance.
 *
 * POST / and PUT /:id take the link as the partners feature's `savePartner` command does
 * (`SavePartnerInput`), the same command the admin form reaches:
 *
 *   { "label": "Moon & Co.", "url": "https://…", "card": "love" | "career" | "ritual",
 *     "signs": ["leo", …] (none: every sign; optional), "active": true (optional) }
 *
 * Every field is checked by [partners.validation]'s rules; a refusal answers 400
 * `{ error: { code: "validation_failed", message, fields: { label: "Label is required", … } } }`,
 * the words the form shows under its fields; an id that names no link answers 404.
 */
export function adminPartnersApi(site: AdminCheck & { changed: SiteChanges }) {
  const { db } = site;
  const onChange = site.changed.partners;
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(site));
  api.get("/", async (c) => c.json({ partners: await listPartners(db) }));
  api.get("/:id", async (c) => {
    const id = partnerIdOf(c.req.param("id"));
    const partner = id === undefined ? undefined : await findPartner(db, id);
    if (!partner) throw new AppError({ code: "not_found", status: 404, message: "No partner link has that id." });
    return c.json({ partner });
  });
  api.post("/", async (c) => {
    const input = await readJsonBody(c, z.unknown());
    const { partner } = writtenOrThrow(await savePartner(db, input, c.get("user").email, { onChange }));
    return c.json({ partner }, 201);
  });
  api.put("/:id", async (c) => {
    const input = await readJsonBody(c, z.unknown());
    const { partner } = writtenOrThrow(await savePartner(db, input, c.get("user").email, { id: c.req.param("id"), onChange }));
    return c.json({ partner });
  });
  api.delete("/:id", async (c) => {
    writtenOrThrow(await deletePartner(db, c.req.param("id"), { onChange }));
    return c.json({ ok: true });
  });
  return api;
}
