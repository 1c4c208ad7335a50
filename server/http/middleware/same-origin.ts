import type { MiddlewareHandler } from "hono";
import { AppError } from "#app/lib/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests a browser sends on behalf of another site.
 * Browsers always send Origin or Sec-Fetch-Site on such requests; tools like curl send
 * neither and cannot ride a visitor's cookies, so they pass.
 */
export function sameOrigin(siteUrl: string): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const requestOrigin = new URL(c.req.url).origin;
    const allowed = origin
      ? origin === siteOrigin || origin === requestOrigin
      : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (!allowed) {
      throw new AppError({ code: "cross_origin", status: 403, message: "Cross-site requests are not allowed." });
    }
    return next();
  };
}
