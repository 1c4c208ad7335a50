import { Hono } from "hono";
import { recordAnalyticsEvent, recordPageView } from "~/features/analytics/analytics.server";
import { analyticsEventSchema, pageViewReportSchema } from "~/features/analytics/schema";
import { AppError } from "~/lib/errors";
import { createRateLimiter } from "~/lib/rate-limiter";
import type { Site } from "../site";
import type { AppBindings } from "../types";
import { readJsonBody } from "./request-body";

/** Page-view reports and product events from the browser. */
export function analyticsApi({ db, hitCounter }: Site) {
  // Generous for a person clicking around, tight enough that one client cannot flood the table.
  const limiter = createRateLimiter({ name: "analytics", limit: 120, windowMs: 60_000, counter: hitCounter });
  const api = new Hono<AppBindings>();

  api.use(async (c, next) => {
    if (!(await limiter.hit(c.get("clientIp")))) {
      throw new AppError({ code: "rate_limited", status: 429, message: "Too many reports. Please slow down." });
    }
    await next();
  });

  api.post("/page-views", async (c) => {
    await recordPageView(db, await readJsonBody(c, pageViewReportSchema));
    return c.json({ ok: true }, 202);
  });

  api.post("/events", async (c) => {
    await recordAnalyticsEvent(db, await readJsonBody(c, analyticsEventSchema));
    return c.json({ ok: true }, 202);
  });

  return api;
}
