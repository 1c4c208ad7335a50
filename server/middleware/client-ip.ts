import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../types";

/**
 * The client address for rate limits. A forwarded header is believed only when the
 * operator names it in TRUSTED_PROXY_HEADER; otherwise anyone could forge it.
 */
export function clientIp(trustedHeader: string | undefined): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustedHeader) {
      // The proxy appends the address it saw last: the right-most entry is the one it vouches for.
      ip = c.req.header(trustedHeader)?.split(",").at(-1)?.trim() || undefined;
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined;
      }
    }
    c.set("clientIp", ip ?? "unknown");
    await next();
  };
}
