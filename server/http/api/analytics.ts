import type { Context } from "hono";
import { Hono } from "hono";
import { isbot } from "isbot";
import { deviceClassOf, storedPageAddress } from "#app/features/analytics/request-facts.ts";
import { referrerOf } from "#app/features/analytics/referrer.server.ts";
import { analyticsEventsReportSchema, pageViewReportSchema, webVitalsReportSchema } from "#app/features/analytics/schema.ts";
import { pageTypeOf, signOfPath } from "#app/features/ads/inventory.ts";
import { AppError } from "#app/lib/errors.ts";
import { createRateLimiter, type HitCounter } from "#app/lib/rate-limiter.ts";
import type { Logger } from "pino";
import type { AnalyticsIngest } from "#app/features/analytics/ingest.server.ts";
import type { VisitorHasher } from "#app/features/analytics/visitor-hash.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";
import type { PagePaths } from "#server/http/page-paths.ts";
import { readJsonBody } from "./request-body";

type AnalyticsServices = {
  env: Env;
  /** Counts each client's reports for the rate limit. */
  hitCounter: HitCounter;
  analytics: AnalyticsIngest;
  visitorHasher: VisitorHasher;
  logger: Logger;
  /** Whether a reported path is one of the site's pages; without it, every path counts as one. */
  pagePaths?: PagePaths;
};

/**
 * Page views, product events and web vitals from the browser ([analytics.page-views],
 * [analytics.events], [analytics.web-vitals]). Each report is answered 202 at once: its row goes
 * to the ingest buffer, which writes it within a second. The client's address and user agent
 * only feed the day's visitor and address hashes and the device class; neither is stored.
 */
export function analyticsApi({ env, hitCounter, analytics, visitorHasher, logger, pagePaths }: AnalyticsServices) {
  // Generous for a person clicking around, tight enough that one client cannot flood the table.
  const limiter = createRateLimiter({ name: "analytics", limit: 120, windowMs: 60_000, counter: hitCounter });
  const siteHost = new URL(env.siteUrl).host;
  const api = new Hono<AppBindings>();
  const accepted = (c: Context) => c.json({ ok: true }, 202);

  api.use(async (c, next) => {
    if (!(await limiter.hit(c.get("clientIp")))) {
      throw new AppError({ code: "rate_limited", status: 429, message: "Too many reports. Please slow down." });
    }
    await next();
  });

  /**
   * The visitor behind a report, or null for a crawler, a headless browser or a client that
   * gives no user agent ([analytics.bots]): those are answered like anyone and not recorded.
   */
  const visitorOf = (c: Context<AppBindings>) => {
    const userAgent = c.req.header("User-Agent") ?? "";
    if (userAgent === "" || isbot(userAgent)) return null;
    return { userAgent, device: deviceClassOf(userAgent) };
  };

  /**
   * The day's hash of the client, or null when the day's salt cannot be read: the report is then
   * lost, not the request.
   */
  const visitorHashOf = async (c: Context<AppBindings>, userAgent: string) => {
    try {
      return await visitorHasher.hash(c.get("clientIp"), userAgent);
    } catch (error) {
      logger.error({ err: error }, "an analytics report was dropped: the day's visitor salt could not be read");
      return null;
    }
  };

  /**
   * Whether a page view's path is a page of the site ([analytics.not-found]). When the site cannot
   * say (its pages failing), the view counts as a page: a fault of ours does not turn a visitor's
   * page into a missing one.
   */
  const isPage = async (path: string): Promise<boolean> => {
    if (!pagePaths) return true;
    try {
      return await pagePaths.isPage(path);
    } catch {
      return true;
    }
  };

  api.post("/page-views", async (c) => {
    const report = await readJsonBody(c, pageViewReportSchema);
    const visitor = visitorOf(c);
    if (!visitor) return accepted(c);
    // The admin's own pages are the owner at work: the browser does not report them, and a report
    // of one that arrives all the same is not the site's traffic either ([analytics.page-views]).
    if (isAdminPath(report.path)) return accepted(c);
    const visitorHash = await visitorHashOf(c, visitor.userAgent);
    if (visitorHash === null) return accepted(c);
    const [addressHash, page] = await Promise.all([
      // The salt was just read for the visitor hash; should this fail all the same, the view is kept uncapped.
      visitorHasher.addressHash(c.get("clientIp")).catch(() => ""),
      isPage(report.path),
    ]);
    // No query of a chart, account or sign-in page is stored ([privacy.birth-data]).
    const { path, search } = storedPageAddress(report.path, report.search);
    // The host the request came in on counts as the site too (a second domain, a preview address).
    const referrer = referrerOf(report.referrer, [siteHost, new URL(c.req.url).host]);
    analytics.pageView({
      path,
      search,
      visitorHash,
      addressHash,
      referrerHost: referrer.host,
      referrerDropped: referrer.dropped,
      notFound: !page,
      device: visitor.device,
      sign: page ? (signOfPath(path) ?? null) : null,
    });
    return accepted(c);
  });

  api.post("/events", async (c) => {
    const events = await readJsonBody(c, analyticsEventsReportSchema);
    const visitor = visitorOf(c);
    if (!visitor) return accepted(c);
    const visitorHash = await visitorHashOf(c, visitor.userAgent);
    if (visitorHash === null) return accepted(c);
    for (const event of events) {
      const { path } = storedPageAddress(event.path, "");
      analytics.event({
        name: event.name,
        path,
        properties: event.properties,
        visitorHash,
        device: visitor.device,
        sign: signOfPath(path) ?? null,
      });
    }
    return accepted(c);
  });

  api.post("/vitals", async (c) => {
    const report = await readJsonBody(c, webVitalsReportSchema);
    const visitor = visitorOf(c);
    if (!visitor) return accepted(c);
    const { path } = storedPageAddress(report.path, "");
    const pageType = pageTypeOf(path);
    analytics.vitals(
      report.metrics.map((metric) => ({
        metricId: metric.id,
        name: metric.name,
        value: metric.value,
        pageType,
        path,
        device: visitor.device,
      })),
    );
    return accepted(c);
  });

  return api;
}

const isAdminPath = (path: string) => /^\/admin(?:[/?#]|$)/i.test(path);
