import type { MiddlewareHandler } from "hono";
import { getSessionUser } from "~/features/accounts/auth.server";
import { hasRole } from "~/features/accounts/roles.server";
import { AppError } from "~/lib/errors";
import type { Site } from "../site";
import type { AppBindings } from "../types";

/** Every admin API passes here: 401 for visitors, 403 for signed-in users who are not admins. */
export function requireAdmin({ auth, db }: Pick<Site, "auth" | "db">): MiddlewareHandler<AppBindings> {
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
