import type { MiddlewareHandler } from "hono";
import { PERSONAL_CALENDARS_PREFIX } from "#app/features/calendars/calendars.ts";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Where the share images are served (app/routes/og/share-image.ts). */
const SHARE_IMAGES = "/og/";

/**
 * Pages that may show one visitor's data are kept by no cache, the browser's included
 * ([startup.page-cache]): anything under /admin or /auth, every client data request (`.data`), and
 * any page requested with a cookie or an Authorization header (a session, a subscriber token, a
 * rating's visitor id). Wraps the pages only; API endpoints set their own Cache-Control.
 * The share images under /og/ are the same for everyone (their route reads neither cookies nor
 * sessions), so they keep their own Cache-Control whoever asks ([share.image-cache]). A reader's
 * calendar under /calendar/me/ is theirs alone, asked for with no cookie ([calendars.personal]).
 */

export function privatePages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    if (path.startsWith(SHARE_IMAGES)) return;
    const personal =
      path === "/admin" ||
      path.startsWith("/admin/") ||
      path === "/auth" ||
      path.startsWith("/auth/") ||
      path.endsWith(".data") ||
      path.toLowerCase().startsWith(PERSONAL_CALENDARS_PREFIX) ||
      Boolean(c.req.header("cookie")) ||
      Boolean(c.req.header("authorization"));
    if (personal) c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  };
}
