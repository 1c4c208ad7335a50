import { Hono } from "hono";
import type { Database } from "#db/client.ts";
import type { Auth } from "#app/features/accounts/auth.server.ts";
import { READERS_DAY_MESSAGES, readDayQuery, readersDay, readersDayAnswer } from "#app/features/charts/readers-day.server.ts";
import { findMyChart } from "#app/features/charts/saved-charts.server.ts";
import { AppError } from "#app/lib/errors.ts";
import { requireReader } from "#server/http/middleware/require-reader.ts";
import type { AppBindings } from "#server/http/bindings.ts";

/**
 * GET /api/me/transits?date=YYYY-MM-DD&tz=IANA: the day's transits to the signed-in reader's own
 * chart ([charts.transits]), with "Today for you" written from them. The day defaults to today and
 * the zone to the chart's birthplace. 401 for a visitor, 404 until the reader marks a chart as
 * theirs, 400 naming each bad parameter.
 */
export function myTransitsApi(site: { auth: Auth; db: Database }) {
  const api = new Hono<AppBindings>();
  api.use(requireReader(site));
  api.get("/", async (c) => {
    const chart = await findMyChart(site.db, c.get("user").id);
    if (!chart) throw new AppError({ code: "not_found", status: 404, message: READERS_DAY_MESSAGES.noChart });
    const now = new Date();
    const query = readDayQuery({ date: c.req.query("date"), tz: c.req.query("tz") }, chart.tz, now);
    if (!query.ok) {
      const message = Object.values(query.fields).join(" ");
      throw new AppError({ code: "validation_failed", status: 400, message, fields: query.fields });
    }
    return c.json(readersDayAnswer(readersDay(chart, query.day, now)));
  });
  return api;
}
