import { Hono } from "hono";
import { getSessionUser } from "~/features/accounts/auth.server";
import { hasRole } from "~/features/accounts/roles.server";
import type { Site } from "../site";
import type { AppBindings } from "../types";

/** Who is signed in, and whether has_role() says they are an admin (false when signed out or on error). */
export function meApi({ auth, db }: Site) {
  const api = new Hono<AppBindings>();
  api.get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const user = await getSessionUser(auth, c.req.raw.headers);
    if (!user) return c.json({ user: null, isAdmin: false });
    return c.json({ user: { id: user.id, email: user.email, name: user.name }, isAdmin: await hasRole(db, user.id, "admin") });
  });
  return api;
}
