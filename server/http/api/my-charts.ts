import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "#db/client.ts";
import type { Auth } from "#app/features/accounts/auth.server.ts";
import {
  createSavedChart,
  deleteSavedChart,
  findSavedChart,
  listSavedCharts,
  SAVED_CHART_MESSAGES,
  updateSavedChart,
} from "#app/features/charts/saved-charts.server.ts";
import { AppError } from "#app/lib/errors.ts";
import { requireReader } from "#server/http/middleware/require-reader.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { writtenOrThrow } from "./command-answer";
import { readJsonBody } from "./request-body";

/**
 * The signed-in reader's charts ([charts.saved]): GET / lists them, POST / keeps a new one,
 * GET, PATCH and DELETE /:id read, change and forget one. A chart is sent as the chart page's
 * parameters with a name:
 *
 *   { "name": "Sam", "me": false, "date": "1990-04-15", "time": "14:30" | null, "lat": 51.5074,
 *     "lon": -0.1278, "tz": "Europe/London", "offset": null, "houses": "placidus", "node": "mean",
 *     "place": "London, England, United Kingdom" }
 *
 * A refusal answers 400 with every bad field's message in `fields`; an id that is not one of the
 * reader's charts answers 404, whoever's it is; a visitor gets 401.
 */
export function myChartsApi(site: { auth: Auth; db: Database }) {
  const { db } = site;
  const api = new Hono<AppBindings>();
  api.use(requireReader(site));
  api.get("/", async (c) => c.json({ charts: await listSavedCharts(db, c.get("user").id) }));
  api.post("/", async (c) => {
    const input = await readJsonBody(c, z.unknown());
    const { chart } = writtenOrThrow(await createSavedChart(db, c.get("user").id, input));
    return c.json({ chart }, 201);
  });
  api.get("/:id", async (c) => {
    const chart = await findSavedChart(db, c.get("user").id, c.req.param("id"));
    if (!chart) throw new AppError({ code: "not_found", status: 404, message: SAVED_CHART_MESSAGES.gone });
    return c.json({ chart });
  });
  api.patch("/:id", async (c) => {
    const input = await readJsonBody(c, z.unknown());
    const { chart } = writtenOrThrow(await updateSavedChart(db, c.get("user").id, c.req.param("id"), input));
    return c.json({ chart });
  });
  api.delete("/:id", async (c) => {
    writtenOrThrow(await deleteSavedChart(db, c.get("user").id, c.req.param("id")));
    return c.json({ ok: true });
  });
  return api;
}
