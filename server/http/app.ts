import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { StatusCode } from "hono/utils/http-status";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { googleAdsEnabled } from "#app/features/ads/ads-config.server.ts";
import { getPublicSettings, heldPublicSettings } from "#app/features/settings/settings.server.ts";
import { errorReason, isAppError } from "#app/lib/errors.ts";
import { CLIENT_CLOSED_STATUS, isClientAbort } from "#app/lib/logger.server.ts";
import type { VisitorGate } from "#app/load-context.ts";
import { adminPostsApi } from "./api/admin-posts";
import { adminAdsApi } from "./api/admin-ads";
import { adminPartnersApi } from "./api/admin-partners";
import { adsApi } from "./api/ads";
import { apiDescriptionApi } from "./api/api-description";
import { PUBLIC_READS } from "./api/openapi/document";
import { analyticsApi } from "./api/analytics";
import { authApi } from "./api/auth";
import { chartsApi } from "./api/charts";
import { horoscopesApi } from "./api/horoscopes";
import { meApi } from "./api/me";
import { myChartsApi } from "./api/my-charts";
import { myExportApi } from "./api/my-export";
import { myTransitsApi } from "./api/my-transits";
import { synastryApi } from "./api/synastry";
import { placesApi } from "./api/places";
import { pushApi } from "./api/push";
import { skyApi } from "./api/sky";
import { adminSettingsApi, settingsApi } from "./api/settings";
import { subscribersApi } from "./api/subscribers";
import { healthRoutes } from "./health";
import { bodySize } from "./middleware/body-size";
import { clientIp } from "./middleware/client-ip";
import { compression } from "./middleware/compression";
import { publicReadCors } from "./middleware/cors";
import { privatePages } from "#server/page-cache/private-pages.ts";
import { defaultRenderLimit, renderLimit } from "./middleware/render-limit";
import { requestLogger } from "./middleware/request-logger";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaderPairs, securityHeaders } from "./middleware/security-headers";
import { answerCachedPages } from "#server/page-cache/cached-page-listener.ts";
import type { Site } from "#server/site/site.ts";
import { answerStaticFiles } from "./static-file-listener";
import type { AppBindings } from "./bindings";
import { createPagePaths } from "./page-paths";

type AppOptions = {
  /** The React Router server build, or a loader of it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
};

/**
 * The HTTP face of the site: middleware, the JSON API, then the React Router pages. The browser
 * files and stored pages are answered before it (siteListener).
 */
export function createApp(site: Site, { build }: AppOptions) {
  const { env, logger, database } = site;
  const app = new Hono<AppBindings>();

  app.use(requestLogger(logger));
  app.use(securityHeaders(securityOptions(site)));
  app.use(bodySize());
  app.use(compression());
  app.use(clientIp({ header: env.trustedProxyHeader, trustedProxies: env.trustedProxyAddresses }));
  // Every state-changing request, API or page form, must come from this site.
  app.use(sameOrigin(env.siteUrl));
  // The public reads may be read by pages of any site; nothing else may ([api.cors]).
  app.use("/api/*", publicReadCors(PUBLIC_READS));

  app.route("/", healthRoutes(database));

  const handleRequest = createRequestHandler(build, env.nodeEnv === "development" ? "development" : "production");
  // A page view's path is asked of the pages themselves, as an anonymous reader would ask it.
  const pagePaths = createPagePaths({
    build,
    handleRequest,
    loadContextFor: (request) => createLoadContext(site, request, { clientIp: "page-check", logger, nonce: "" }),
    siteUrl: env.siteUrl,
    logger,
  });
  app.route("/api/analytics", analyticsApi({ ...site, pagePaths }));
  app.route("/api/auth", authApi(site));
  app.route("/api/me/charts", myChartsApi(site));
  app.route("/api/me/transits", myTransitsApi(site));
  app.route("/api/me/export", myExportApi(site));
  app.route("/api/me", meApi(site));
  app.route("/api/settings", settingsApi(site));
  // No cache may keep an admin answer, a refusal or a 404 included ([admin.api-no-store]).
  app.use("/api/admin/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  app.route("/api/admin/settings", adminSettingsApi(site));
  app.route("/api/admin/posts", adminPostsApi(site));
  app.route("/api/admin/ads", adminAdsApi(site));
  app.route("/api/admin/partners", adminPartnersApi(site));
  app.route("/api/horoscopes", horoscopesApi(site));
  app.route("/api/charts/synastry", synastryApi(site));
  app.route("/api/charts", chartsApi());
  app.route("/api/places", placesApi(site));
  app.route("/api/sky", skyApi());
  app.route("/api/push", pushApi(site));
  app.route("/api", subscribersApi(site));
  app.route("/api", adsApi(site));
  app.route("/", apiDescriptionApi(env));
  app.all("/api/*", (c) => c.json({ error: { code: "not_found", message: `No API endpoint at ${c.req.method} ${c.req.path}.` } }, 404));

  app.use(privatePages());
  app.use(site.pages);
  // Renders beyond the limit are turned away before any work, so /healthz and the API keep answering.
  // A page takes GET, HEAD and POST, and one origin never needs a preflight: OPTIONS is told so at
  // once, in the request's one log line, rather than reaching React Router, which would print a
  // stack for it ([logs.client-faults]).
  app.options("*", (c) => c.body(null, 204, { Allow: "GET, HEAD, POST" }));
  const answer = async (c: Context<AppBindings>) => {
    const response = await handleRequest(
      c.req.raw,
      createLoadContext(site, c.req.raw, { clientIp: c.get("clientIp"), logger: c.get("logger"), nonce: c.get("nonce") }),
    );
    // A page whose client left mid-request (a form's body cut off) fails for want of its input, not
    // through the site: its line says 499, and the error handler of app/entry.server.tsx has noted
    // why at debug level ([logs.client-faults]).
    if (response.status >= 500 && c.req.raw.signal.aborted) {
      await response.body?.cancel().catch(() => {});
      return c.body(null, CLIENT_CLOSED_STATUS as StatusCode);
    }
    return response;
  };
  // Share images have a drawing budget of their own ([share.image-budget]): a burst of them, mostly
  // refused at once, takes no page's place.
  app.on(["GET", "HEAD"], ["/og/signs/*", "/og/compatibility/*"], answer);
  app.all("*", renderLimit({ max: defaultRenderLimit(env.webConcurrency) }), answer);

  app.onError((error, c) => {
    if (isAppError(error)) {
      const fields = error.fields ? { fields: error.fields } : {};
      return c.json({ error: { code: error.code, message: error.message, ...fields } }, error.status as 400);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: { code: "bad_request", message: error.message || "Bad request." } }, error.status);
    }
    // A body cut off by a client that went away is no failure of the site: the request's one line
    // says 499, the reason is kept at debug level, and no stack is written ([logs.client-faults]).
    if (isClientAbort(error, c.req.raw)) {
      c.get("logger").debug({ reason: errorReason(error) }, "client closed the request");
      return c.body(null, CLIENT_CLOSED_STATUS as StatusCode);
    }
    // Every other failure is the site's: logged once, with its cause and stack ([logs.server-faults]).
    c.get("logger").error({ err: error }, "unhandled error");
    return c.json({ error: { code: "internal", message: "An unexpected error occurred" } }, 500);
  });

  return app;
}

/** What loaders and actions receive for one request: the site's services and this request's own values. */
export function createLoadContext(
  site: Site,
  request: Request,
  perRequest: Pick<AppLoadContext, "clientIp" | "logger" | "nonce">,
): AppLoadContext {
  let gate: Promise<VisitorGate> | undefined;
  return {
    db: site.db,
    env: site.env,
    auth: site.auth,
    attemptLimits: site.attemptLimits,
    horoscopes: site.horoscopes,
    periodReadings: site.periodReadings,
    editions: site.editions,
    mailer: site.mailer,
    ratingLimiter: site.ratingLimiter,
    shareImages: site.shareImages,
    gate: () => (gate ??= site.gateFor(request)),
    changed: site.changed,
    ...perRequest,
  };
}

/**
 * Whether responses go out over https, and whether Google's ad hosts are let in now: answered at
 * once from the settings this process holds, else after reading them.
 */
function securityOptions(site: Site) {
  return {
    https: site.env.siteUrl.startsWith("https:"),
    googleAds: (): boolean | Promise<boolean> => {
      const held = heldPublicSettings(site.db);
      return held ? googleAdsEnabled(held) : getPublicSettings(site.db).then(googleAdsEnabled);
    },
  };
}

/**
 * Node's request handler for the site: the built browser files (from `clientDir`, in production)
 * and stored pages answered at once, the rest by `app`'s handler.
 */
export function siteListener(
  site: Site,
  appListener: (req: IncomingMessage, res: ServerResponse) => void,
  /** build/client in production; absent in development, where Vite serves the files. */
  { clientDir }: { clientDir?: string },
) {
  const security = securityOptions(site);
  const pages = answerCachedPages(appListener, {
    pages: site.pages,
    logger: site.logger,
    googleAds: security.googleAds,
    securityHeaders: (policy) => securityHeaderPairs({ https: security.https, ...policy }),
  });
  return clientDir ? answerStaticFiles(pages, { clientDir, https: security.https, logger: site.logger }) : pages;
}
