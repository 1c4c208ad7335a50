import { Hono } from "hono";
import { isbot } from "isbot";
import { z } from "zod";
import { createAdEventRecorder } from "#app/features/ads/ad-events.server.ts";
import { listServableAds } from "#app/features/ads/ads.server.ts";
import { AD_EVENTS, AD_SLOTS, PAGE_TYPES, type AdSlot, type DeliveredAd } from "#app/features/ads/inventory.ts";
import { createServeTokens } from "#app/features/ads/serve-tokens.server.ts";
import { AppError } from "#app/lib/errors.ts";
import { createRateLimiter, type HitCounter } from "#app/lib/rate-limiter.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Database } from "#db/client.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import { readJsonBody } from "./request-body";

const sitePath = z
  .string()
  .max(2000)
  .transform((url) => {
    try {
      return new URL(url, "http://site.invalid").pathname;
    } catch {
      return "/";
    }
  });

const adSlot = z.enum(AD_SLOTS, { error: `slot must be one of ${AD_SLOTS.join(", ")}` });
const pageQuery = {
  pageType: z.enum(PAGE_TYPES, { error: `pageType must be one of ${PAGE_TYPES.join(", ")}` }),
  url: sitePath.optional().default("/"),
};
const oneSlotQuery = z.object({ slot: adSlot, ...pageQuery });
const pageSlotsQuery = z.object({
  slots: z
    .string()
    .max(200)
    .transform((list) => [...new Set(list.split(","))])
    .pipe(z.array(z.enum(AD_SLOTS, { error: `slots must be a comma-separated list of ${AD_SLOTS.join(", ")}` }))),
  ...pageQuery,
});

const metricBody = z.object({
  ad_id: z.uuid("ad_id must be an ad's id"),
  slot: z.enum(AD_SLOTS, { error: `slot must be one of ${AD_SLOTS.join(", ")}` }),
  event: z.enum(AD_EVENTS, { error: `event must be one of ${AD_EVENTS.join(", ")}` }),
  page_type: z.enum(PAGE_TYPES, { error: `page_type must be one of ${PAGE_TYPES.join(", ")}` }),
  url: sitePath,
  user_session_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "user_session_id must be 8 to 64 letters, digits, - or _"),
  page_view_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "page_view_id must be 8 to 64 letters, digits, - or _"),
  // Checked by its signature, not its shape: a token that is not the site's is invalid traffic.
  serve_token: z.string().max(200, "serve_token must be at most 200 characters").optional(),
});

/**
 * The site's own ads ([ads.inventory]) and their metrics ([ads.metrics]). GET /api/ads answers the
 * ads that may run in a slot (`slot`), best first, or in each of a page's slots at once (`slots`,
 * comma-separated: one request for all the slots a page view mounts together), each with its serve
 * token ([ads.serve-tokens]). POST /api/ad-metrics counts an impression, a viewable impression or
 * a click against its serve token (202 either way; what is refused is invalid traffic).
 * Mounted at /api.
 */
export function adsApi({ db, hitCounter, env }: { db: Database; hitCounter: HitCounter; env: Pick<Env, "authSecret"> }) {
  const tokens = createServeTokens(env.authSecret);
  const recordAdEvent = createAdEventRecorder({ db, tokens, hitCounter });
  // A page view reports at most a few events per slot; a script replaying reports stops here.
  const reports = createRateLimiter({ name: "ad-metrics", limit: 300, windowMs: 60_000, counter: hitCounter });
  const api = new Hono<AppBindings>();

  api.get("/ads", async (c) => {
    const page = { pageType: c.req.query("pageType"), url: c.req.query("url") };
    // Drawn afresh for every request: no shared cache may keep one draw for everybody.
    c.header("Cache-Control", "no-store");
    const clientIp = c.get("clientIp");
    const deliver = async (slot: AdSlot, pageType: (typeof PAGE_TYPES)[number], path: string): Promise<DeliveredAd[]> =>
      (await listServableAds(db, { slot, pageType, path })).map((ad) => ({
        ...ad,
        serveToken: tokens.issue({ adId: ad.id, slot, clientIp }),
      }));
    if (c.req.query("slots") === undefined) {
      const { slot, pageType, url } = valid(oneSlotQuery.safeParse({ slot: c.req.query("slot"), ...page }));
      return c.json({ ads: await deliver(slot, pageType, url) });
    }
    const { slots, pageType, url } = valid(pageSlotsQuery.safeParse({ slots: c.req.query("slots"), ...page }));
    const drawn = await Promise.all(slots.map(async (slot) => [slot, await deliver(slot, pageType, url)] as const));
    return c.json({ slots: Object.fromEntries(drawn) });
  });

  api.post("/ad-metrics", async (c) => {
    if (!(await reports.hit(c.get("clientIp")))) {
      throw new AppError({ code: "rate_limited", status: 429, message: "Too many ad reports. Please slow down." });
    }
    const body = await readJsonBody(c, metricBody);
    const outcome = await recordAdEvent({
      adId: body.ad_id,
      slot: body.slot,
      event: body.event,
      pageType: body.page_type,
      path: body.url,
      pageViewId: body.page_view_id,
      sessionId: body.user_session_id,
      serveToken: body.serve_token,
      clientIp: c.get("clientIp"),
      crawler: isbot(c.req.header("user-agent") ?? ""),
    });
    if (outcome === "unknown-ad") throw new AppError({ code: "not_found", status: 404, message: "No ad has that id." });
    return c.json({ ok: true, counted: outcome.counted }, 202);
  });

  return api;
}

/** A parsed query, or 400 with the first problem's message. */
function valid<T>(parsed: z.ZodSafeParseResult<T>): T {
  if (!parsed.success) throw new AppError({ code: "validation_failed", status: 400, message: parsed.error.issues[0]!.message });
  return parsed.data;
}
