import { Hono } from "hono";
import { getSessionUser } from "#app/features/accounts/auth.server.ts";
import { hasRole } from "#app/features/accounts/roles.server.ts";
import type { Site } from "#server/site.ts";
import type { AppBindings } from "#server/types.ts";

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
