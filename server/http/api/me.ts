import { Hono } from "hono";
import { getSessionUser, type Auth } from "#app/features/accounts/auth.server.ts";
import { hasRole } from "#app/features/accounts/roles.server.ts";
import type { Database } from "#db/client.ts";
import type { AppBindings } from "#server/http/bindings.ts";

/** Who is signed in, and whether has_role() says they are an admin (false when signed out or on error). */
export function meApi({ auth, db }: { auth: Auth; db: Database }) {
  const api = new Hono<AppBindings>();
  api.get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const user = await getSessionUser(auth, c.req.raw.headers);
    if (!user) return c.json({ user: null, isAdmin: false });
    return c.json({ user: { id: user.id, email: user.email, name: user.name }, isAdmin: await hasRole(db, user.id, "admin") });
  });
  return api;
}
