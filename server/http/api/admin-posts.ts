import { Hono } from "hono";
import { z } from "zod";
import { deletePost, savePost } from "#app/features/blog/posts.server.ts";
import { REQUEST_BODY_LIMIT_BYTES } from "#server/http/middleware/body-size.ts";
import type { SiteChanges } from "#app/load-context.ts";
import { requireAdmin, type AdminCheck } from "#server/http/middleware/require-admin.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readJsonBody } from "./request-body";

/** A post of 200,000 characters with the JSON around it: every request's own limit, no more. */
const POST_BODY_LIMIT_BYTES = REQUEST_BODY_LIMIT_BYTES;

const saveBody = z.object({ slug: z.string().trim().min(1).max(120), content: z.string().max(200_000) });

/**
 * Saving a post ([blog.admin-save]): admins only, the full front matter and
 * body in, a success flag out. A post that does not parse is refused whole.
 */
export function adminPostsApi(site: AdminCheck & { changed: SiteChanges }) {
  const { db } = site;
  // Readers see a change now, on every instance, not when the page caches expire.
  const onChange = site.changed.posts;
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(site));
  api.post("/", async (c) => {
    const body = await readJsonBody(c, saveBody, { maxBytes: POST_BODY_LIMIT_BYTES });
    const saved = await savePost(db, body, c.get("user").email, { onChange });
    if (!saved.ok) return c.json({ success: false, error: { code: "validation_failed", message: saved.message } }, 400);
    return c.json({ success: true });
  });
  api.delete("/:slug", async (c) => {
    const deleted = await deletePost(db, c.req.param("slug"), { onChange });
    return deleted
      ? c.json({ success: true })
      : c.json({ success: false, error: { code: "not_found", message: "No post has that slug." } }, 404);
  });
  return api;
}
