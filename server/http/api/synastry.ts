import { Hono } from "hono";
import type { Database } from "#db/client.ts";
import { getSessionUser, type Auth } from "#app/features/accounts/auth.server.ts";
import {
  readSynastryRequest,
  synastryAnswer,
  SYNASTRY_MESSAGES,
  SYNASTRY_SIDES,
} from "#app/features/charts/synastry/synastry-request.server.ts";
import { AppError } from "#app/lib/errors.ts";
import type { AppBindings } from "#server/http/bindings.ts";

const STATUS_CODES = { 400: "validation_failed", 401: "unauthorized", 404: "not_found" } as const;

/**
 * GET /api/charts/synastry?a=<chart query>&b=<chart query>[&aname=&bname=], or with `first` and
 * `second` naming the signed-in reader's saved charts ([charts.synastry]): two charts'
 * inter-aspects, each read, and their score. Birth data is in the question, so no cache keeps
 * the answer. A bad side is a 400 naming each field ("a.date"), another reader's chart a 404.
 */
export function synastryApi(site: { auth: Auth; db: Database }) {
  const api = new Hono<AppBindings>();
  api.get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const params = new URL(c.req.url).searchParams;
    const userId = async () => (await getSessionUser(site.auth, c.req.raw.headers))?.id ?? null;
    const request = await readSynastryRequest(params, { db: site.db, userId });
    if (request.kind === "ready") return c.json(synastryAnswer(request));
    if (request.kind === "empty") {
      const fields = Object.fromEntries(SYNASTRY_SIDES.map(({ side, label }) => [side, SYNASTRY_MESSAGES.missing(label)]));
      throw new AppError({ code: "validation_failed", status: 400, message: SYNASTRY_MESSAGES.notCompared(SYNASTRY_SIDES.length), fields });
    }
    const { status, message, fields } = request;
    throw new AppError({ code: STATUS_CODES[status], status, message, ...(Object.keys(fields).length ? { fields } : {}) });
  });
  return api;
}
