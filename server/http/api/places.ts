import { Hono } from "hono";
import { searchPlaces } from "#app/features/places/place-index.server.ts";
import { PLACE_DEFAULT_LIMIT, PLACE_MAX_LIMIT, PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH } from "#app/features/places/place-names.ts";
import type { Logger } from "pino";
import type { AppBindings } from "#server/http/bindings.ts";

// The town list only changes with the package, so an answer may be kept for a day by any cache.
const PLACES_CACHE_CONTROL = "public, max-age=86400";

export const PLACE_MESSAGES = {
  short: `q must be at least ${PLACE_QUERY_MIN_LENGTH} characters`,
  long: `q must be at most ${PLACE_QUERY_MAX_LENGTH} characters`,
  limit: `limit must be a whole number from 1 to ${PLACE_MAX_LIMIT}`,
} as const;

/**
 * GET /api/places?q=...&limit=...: the towns whose name starts with q, most populous first, each
 * with its coordinates and IANA time zone ([places.api]). The search runs in this process over
 * the packaged town list: nothing is fetched.
 */
export function placesApi({ logger }: { logger: Logger }) {
  const api = new Hono<AppBindings>();
  api.get("/", (c) => {
    // Counted in characters (code points), around the spaces a reader may leave.
    const length = [...(c.req.query("q") ?? "").trim()].length;
    if (length < PLACE_QUERY_MIN_LENGTH) return c.json({ error: { code: "invalid_query", message: PLACE_MESSAGES.short } }, 400);
    if (length > PLACE_QUERY_MAX_LENGTH) return c.json({ error: { code: "invalid_query", message: PLACE_MESSAGES.long } }, 400);
    const limitText = c.req.query("limit");
    let limit = PLACE_DEFAULT_LIMIT;
    if (limitText !== undefined) {
      limit = /^\d{1,2}$/.test(limitText) ? Number(limitText) : 0;
      if (limit < 1 || limit > PLACE_MAX_LIMIT) return c.json({ error: { code: "invalid_limit", message: PLACE_MESSAGES.limit } }, 400);
    }
    const places = searchPlaces(c.req.query("q")!, { limit, logger });
    c.header("Cache-Control", PLACES_CACHE_CONTROL);
    return c.json({ places });
  });
  return api;
}
