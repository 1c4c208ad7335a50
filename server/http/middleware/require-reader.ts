import type { MiddlewareHandler } from "hono";
import { getSessionUser, type Auth } from "#app/features/accounts/auth.server.ts";
import { AppError } from "#app/lib/errors.ts";
import type { AppBindings } from "#server/http/bindings.ts";

/**
 * The reader's own API passes here: 401 for a visitor who is not signed in; otherwise the handlers
 * after it find the reader in `c.get("user")`. Nothing it answers may be kept by any cache.
 */
export function requireReader({ auth }: { auth: Auth }): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    const user = await getSessionUser(auth, c.req.raw.headers);
    if (!user) throw new AppError({ code: "unauthorized", status: 401, message: "Sign in to see your charts." });
    c.set("user", user);
    await next();
    c.header("Cache-Control", "private, no-store");
  };
}
