import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { Auth } from "~/features/accounts/auth.server";
import { deletePost, savePost } from "~/features/blog/posts.server";
import { requireAdmin } from "../middleware/require-admin";
import type { AppBindings } from "../types";
import { readJsonBody } from "./request-body";

const saveBody = z.object({ slug: z.string().trim().min(1).max(120), content: z.string().max(200_000) });

/**
 * The spec's 'save-markdown-post' as our own endpoint: admins only, the full front matter and
 * body in, a success flag out. A post that does not parse is refused whole.
 */
export function adminPostsApi(auth: Auth, db: Database, onChange: () => void) {
  const api = new Hono<AppBindings>();
  api.use(requireAdmin(auth, db));
  api.post("/", async (c) => {
    const body = await readJsonBody(c, saveBody);
    const saved = await savePost(db, body, c.get("user").email);
    if (!saved.ok) return c.json({ success: false, error: { code: "validation_failed", message: saved.message } }, 400);
    onChange(); // readers see the change now, not when the page cache expires
    return c.json({ success: true });
  });
  api.delete("/:slug", async (c) => {
    const deleted = await deletePost(db, c.req.param("slug"));
    if (deleted) onChange();
    return deleted ? c.json({ success: true }) : c.json({ success: false, error: { code: "not_found", message: "No post has that slug." } }, 404);
  });
  return api;
}
