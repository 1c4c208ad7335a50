import { Hono } from "hono";
import { partnerInputSchema } from "#app/features/partners/partner-input.ts";
import {
  createPartner,
  deletePartner,
  findPartner,
  listPartners,
  partnerIdOf,
  updatePartner,
} from "#app/features/partners/partners.server.ts";
import { AppError } from "#app/lib/errors.ts";
import type { SiteChanges } from "#app/load-context.ts";
import { requireAdmin, type AdminCheck } from "#server/http/middleware/require-admin.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readJsonBody } from "./request-body";

const notFound = () => new AppError({ code: "not_found", status: 404, message: "No partner link has that id." });

/**
 * The partner links for admins ([partners.admin]): list, read one, create, replace and delete.
 * Every field is checked by [partners.validation]'s rules, a refusal answers 400 with the field's
 * message; everyone else gets 401 or 403. Readers see a change at once, on every instance.
 */
export function adminPartnersApi(site: AdminCheck & { changed: SiteChanges }) {
  const { db } = site;
  const onChange = site.changed.partners;
  const api = new Hono<AppBindings>();
  const idOf = (text: string) => {
    const id = partnerIdOf(text);
    if (id === undefined) throw notFound();
    return id;
  };
  api.use(requireAdmin(site));
  api.get("/", async (c) => c.json({ partners: await listPartners(db) }));
  api.get("/:id", async (c) => {
    const partner = await findPartner(db, idOf(c.req.param("id")));
    if (!partner) throw notFound();
    return c.json({ partner });
  });
  api.post("/", async (c) => {
    const input = await readJsonBody(c, partnerInputSchema);
    const partner = await createPartner(db, input, c.get("user").email, { onChange });
    return c.json({ partner }, 201);
  });
  api.put("/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    const input = await readJsonBody(c, partnerInputSchema);
    const partner = await updatePartner(db, id, input, c.get("user").email, { onChange });
    if (!partner) throw notFound();
    return c.json({ partner });
  });
  api.delete("/:id", async (c) => {
    if (!(await deletePartner(db, idOf(c.req.param("id")), { onChange }))) throw notFound();
    return c.json({ ok: true });
  });
  return api;
}
