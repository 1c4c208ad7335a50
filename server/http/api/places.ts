import { Hono } from "hono";
import { z } from "zod";
import { searchPlaces } from "#app/features/places/place-index.server.ts";
import { PLACE_DEFAULT_LIMIT, PLACE_MAX_LIMIT, PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH } from "#app/features/places/place-names.ts";
import type { Logger } from "pino";
import type { AppBindings } from "#server/http/bindings.ts";
import { readQuery } from "./query";

// The town list only changes with the package, so an answer may be kept for a day by any cache.
const PLACES_CACHE_CONTROL = "public, max-age=86400";

export const PLACE_MESSAGES = {
  short: `q must be at least ${PLACE_QUERY_MIN_LENGTH} characters`,
  long: `q must be at most ${PLACE_QUERY_MAX_LENGTH} characters`,
  limit: `limit must be a whole number from 1 to ${PLACE_MAX_LIMIT}`,
} as const;

/** Counted in characters (code points), around the spaces a reader may leave. */
const characters = (text: string) => [...text.trim()].length;

/** What GET /api/places reads: the handler's validation and the API description's parameters. */
export const placesQuery = z.object({
  q: z
    .string({ error: PLACE_MESSAGES.short })
    .refine((q) => characters(q) >= PLACE_QUERY_MIN_LENGTH, PLACE_MESSAGES.short)
    .refine((q) => characters(q) <= PLACE_QUERY_MAX_LENGTH, PLACE_MESSAGES.long)
    .meta({
      description: `The start of a town's name, ${PLACE_QUERY_MIN_LENGTH} to ${PLACE_QUERY_MAX_LENGTH} characters once the spaces around it are trimmed; accents, case and the usual English spellings do not matter.`,
      minLength: PLACE_QUERY_MIN_LENGTH,
      example: "zur",
    }),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, PLACE_MESSAGES.limit)
    .refine((text) => Number(text) >= 1 && Number(text) <= PLACE_MAX_LIMIT, PLACE_MESSAGES.limit)
    .optional()
    .meta({
      description: `How many towns to answer at most, a whole number from 1 to ${PLACE_MAX_LIMIT} (${PLACE_DEFAULT_LIMIT} when left out).`,
      example: "5",
    }),
});

/**
 * GET /api/places?q=...&limit=...: the towns whose name starts with q, most populous first, each
 * with its coordinates and IANA time zone ([places.api]). The search runs in this process over
 * the packaged town list: nothing is fetched.
 */
export function placesApi({ logger }: { logger: Logger }) {
  const api = new Hono<AppBindings>();
  api.get("/", (c) => {
    const read = readQuery(c.req.query(), placesQuery, { q: "invalid_query", limit: "invalid_limit" });
    if (!read.ok) return c.json({ error: read.error }, 400);
    const { q, limit } = read.value;
    const places = searchPlaces(q, { limit: limit === undefined ? PLACE_DEFAULT_LIMIT : Number(limit), logger });
    c.header("Cache-Control", PLACES_CACHE_CONTROL);
    return c.json({ places });
  });
  return api;
}
