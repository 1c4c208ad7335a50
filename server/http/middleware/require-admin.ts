import type { MiddlewareHandler } from "hono";
import type { Database } from "#db/client.ts";
import { getSessionUser, type Auth } from "#app/features/accounts/auth.server.ts";
import { hasRole } from "#app/features/accounts/roles.server.ts";
import { AppError } from "#app/lib/errors.ts";
import type { AppBindings } from "#server/http/bindings.ts";

/** What the admin check reads: the session through better-auth, the role from the database. */
export type AdminCheck = { auth: Auth; db: Database };

/** Every admin API passes here: 401 for visitors, 403 for signed-in users who are not admins. */
export function requireAdmin({ auth, db }: AdminCheck): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const user = await getSessionUser(auth, c.req.raw.headers);
    if (!user) throw new AppError({ code: "unauthorized", status: 401, message: "Sign in to continue." });
    if (!(await hasRole(db, user.id, "admin"))) {
      throw new AppError({ code: "forbidden", status: 403, message: "You need admin privileges to access this page." });
    }
    c.set("user", user);
    await next();
  };
}
