import { Hono, type Context } from "hono";
import { z } from "zod";
import { deletePost, savePost } from "#app/features/blog/post-commands.server.ts";
import { REQUEST_BODY_LIMIT_BYTES } from "#server/http/middleware/body-size.ts";
import type { SiteChanges } from "#app/load-context.ts";
import { requireAdmin, type AdminCheck } from "#server/http/middleware/require-admin.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import type { CommandResult } from "#app/lib/command.ts";
import { refusalError } from "./command-answer";
import { readJsonBody } from "./request-body";

/** A post of 200,000 characters with the JSON around it: every request's own limit, no more. */
const POST_BODY_LIMIT_BYTES = REQUEST_BODY_LIMIT_BYTES;

/**
 * Saving and deleting a post ([blog.admin-save]): admins only, through the blog's `savePost` and
 * `deletePost` commands, the ones the post editor reaches. POST / takes `{ slug, content }`, the
 * content being the whole front matter and body and the slug the one its front matter names. A
 * post that does not parse is refused whole. Answers `{ success: true }`, or
 * `{ success: false, error: { code, message } }` with 400 (404 for a delete of no post).
 */
export function adminPostsApi(site: AdminCheck & { changed: SiteChanges }) {
  const { db } = site;
  // Readers see a change now, on every instance, not when the page caches expire.
  const onChange = site.changed.posts;
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(site));
  const answer = (c: Context<AppBindings>, result: CommandResult<unknown>) => {
    if (result.ok) return c.json({ success: true });
    const { code, message, fields, status } = refusalError(result);
    return c.json({ success: false, error: { code, message, ...(fields ? { fields } : {}) } }, status as 400);
  };
  api.post("/", async (c) => {
    const body = await readJsonBody(c, z.unknown(), { maxBytes: POST_BODY_LIMIT_BYTES });
    return answer(c, await savePost(db, body, c.get("user").email, { onChange }));
  });
  api.delete("/:slug", async (c) => answer(c, await deletePost(db, c.req.param("slug"), { onChange })));
  return api;
}
