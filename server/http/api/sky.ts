import { Hono } from "hono";
import { moonPhasesAnswer, readMoonPhasesRequest } from "#app/features/sky/moon-phases-request.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";

// The answer is a pure function of the query, so any cache may keep it for a day.
const SKY_CACHE_CONTROL = "public, max-age=86400";

/**
 * GET /api/sky/moon-phases?from=..&to=..: the new, first-quarter, full and last-quarter moons and the eclipses in
 * [from, to), at most two years, each to the second ([sky.moon-phases-api]). Every invalid
 * parameter is a 400 naming what is expected.
 */
export function skyApi() {
  const api = new Hono<AppBindings>();
  api.get("/moon-phases", (c) => {
    const read = readMoonPhasesRequest((name) => c.req.query(name));
    if (!read.ok) return c.json({ error: read.error }, 400);
    c.header("Cache-Control", SKY_CACHE_CONTROL);
    return c.json(moonPhasesAnswer(read.from, read.to));
  });
  return api;
}
