import { Hono } from "hono";
import { chartAnswer, chartOf, readChartRequest } from "#app/features/charts/chart-request.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";

// The answer is a pure function of the query, so the reader's own browser may keep it for a day;
// the query is someone's birth data, so no shared cache may ([privacy.birth-data]).
const CHART_CACHE_CONTROL = "private, max-age=86400";

/**
 * GET /api/charts/natal?date=YYYY-MM-DD&time=HH:MM&lat=..&lon=..&tz=IANA&houses=placidus|whole-sign|equal
 * [&offset=+HH:MM]: a birth chart ([charts.api]). Without a time the chart is drawn for local noon,
 * without houses or angles; an explicit offset overrides the zone's (old dates, or a choice in a
 * doubled hour). Every invalid parameter is a 400 naming what is expected.
 */
export function chartsApi() {
  const api = new Hono<AppBindings>();
  api.get("/natal", (c) => {
    const read = readChartRequest((name) => c.req.query(name));
    if (!read.ok) {
      const { code, message, choices } = read.error;
      return c.json({ error: { code, message, ...(choices ? { choices } : {}) } }, 400);
    }
    c.header("Cache-Control", CHART_CACHE_CONTROL);
    return c.json(chartAnswer(chartOf(read.request), read.request));
  });
  return api;
}
