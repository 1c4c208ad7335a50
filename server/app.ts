import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { DatabaseHandle } from "../db/client";
import type { Env } from "~/lib/env.server";
import { isAppError } from "~/lib/errors";
import { createMemoryHitCounter, type HitCounter } from "~/lib/rate-limiter";
import { createAttemptLimits } from "~/features/accounts/attempt-limits.server";
import { createAuth } from "~/features/accounts/auth.server";
import { confirmationMail } from "~/features/accounts/confirmation-mail";
import { queueMail } from "~/features/mail/outbox.server";
import { createHoroscopeService, type HoroscopeService } from "~/features/horoscopes/horoscopes.server";
import { createLlmProvider } from "~/features/horoscopes/llm-provider.server";
import { flagsFor } from "~/features/flags/flags.server";
import type { GateInput } from "~/features/gating/gate";
import { readSubscriber } from "~/features/newsletter/subscriber-session.server";
import { SIGNS } from "~/features/signs/signs";
import { skyForDay } from "~/features/sky/sky.server";
import { analyticsApi } from "./api/analytics";
import { authApi } from "./api/auth";
import { horoscopesApi } from "./api/horoscopes";
import { meApi } from "./api/me";
import { adminPostsApi } from "./api/admin-posts";
import { adminSettingsApi, settingsApi } from "./api/settings";
import { subscribersApi } from "./api/subscribers";
import { clientIp } from "./middleware/client-ip";
import { compression } from "./middleware/compression";
import { pageCache } from "./middleware/page-cache";
import { requestLogger } from "./middleware/request-logger";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { staticFiles } from "./middleware/static-files";
import type { AppBindings } from "./types";

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** The React Router server build, or a loader of it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development, where Vite serves the files. */
  clientDir?: string;
  /** Where rate limits count: Redis when REDIS_URL is set (server/boot/redis.ts), else memory. */
  hitCounter?: HitCounter;
  /** The daily readings; built here when absent (start.ts passes the one its pre-generation job shares). */
  horoscopes?: HoroscopeService;
};

/** The horoscope service of the site: the signs and the real sky, and the LLM writer when configured. */
export function createSiteHoroscopes({ env, db, logger }: { env: Env; db: DatabaseHandle["db"]; logger: Logger }): HoroscopeService {
  const provider =
    env.llmBaseUrl && env.llmModel
      ? createLlmProvider({ baseUrl: env.llmBaseUrl, apiKey: env.llmApiKey, model: env.llmModel, logger })
      : undefined;
  return createHoroscopeService({ db, signs: SIGNS, skyForDay, timeZone: env.siteTimeZone, provider, logger });
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";

export function createApp({ env, database, logger, build, clientDir, hitCounter = createMemoryHitCounter(), horoscopes: sharedHoroscopes }: AppOptions) {
  const app = new Hono<AppBindings>();
  const db = database.db;
  const horoscopes = sharedHoroscopes ?? createSiteHoroscopes({ env, db, logger });
  const auth = createAuth({
    db,
    siteUrl: env.siteUrl,
    secret: env.authSecret ?? "",
    trustedProxyHeader: env.trustedProxyHeader,
    logger,
    sendConfirmationMail: async (to, url) => {
      await queueMail(db, confirmationMail(to, url));
      // Without SMTP the operator needs the link; it is never sent back over HTTP.
      if (!env.smtpUrl) logger.info({ to, kind: "account-confirmation" }, `mail kept in the outbox; confirmation link: ${url}`);
    },
  });

  const attemptLimits = createAttemptLimits(hitCounter);
  // Gating of the JSON API: the same flags and subscriber session as the pages (?ungated=1 bypasses).
  const gateForApi = async (request: Request): Promise<GateInput> => {
    const flags = await flagsFor(db, request.url);
    const subscriber = env.authSecret ? readSubscriber(request, env.authSecret) !== null : false;
    return { gating: flags.horoscope_gating, blurs: flags.section_blurs, subscriber };
  };
  // Anonymous readers of public pages are served from memory for a minute (see page-cache.ts);
  // an admin's flag change clears it through the load context.
  const pages = pageCache();

  app.use(requestLogger(logger));
  app.use(securityHeaders({ https: env.siteUrl.startsWith("https:") }));
  app.use(compression());
  app.use(clientIp(env.trustedProxyHeader));
  // Every state-changing request, API or page form, must come from this site.
  app.use(sameOrigin(env.siteUrl));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await database.ping()) ? c.json({ status: "ready" }) : c.json({ status: "database unavailable" }, 503),
  );

  app.route("/api/analytics", analyticsApi(db, hitCounter));
  app.route("/api/auth", authApi({ auth, db, limits: attemptLimits }));
  app.route("/api/me", meApi(auth, db));
  app.route("/api/settings", settingsApi(db));
  app.route("/api/admin/settings", adminSettingsApi(auth, db));
  app.route("/api/admin/posts", adminPostsApi(auth, db, () => pages.clear()));
  app.route("/api/horoscopes", horoscopesApi({ horoscopes, signs: SIGNS, gateFor: gateForApi }));
  app.route("/api", subscribersApi({ db, env, counter: hitCounter, logger }));
  app.all("/api/*", (c) =>
    c.json({ error: { code: "not_found", message: `No API endpoint at ${c.req.method} ${c.req.path}.` } }, 404),
  );

  if (clientDir) {
    // Hashed file names change with content, so the browser may keep them for a year.
    app.use("/assets/*", staticFiles({ root: clientDir, cacheControl: IMMUTABLE }));
    // Unhashed files at the top level (favicon, social card) may change with a release.
    app.use("/:file{[^/]+\\.(svg|png|ico|webmanifest|txt)}", staticFiles({ root: clientDir, cacheControl: SHORT_LIVED }));
    // The blog's cover images (public/blog/*.svg).
    app.use("/blog/:file{[^/]+\\.svg}", staticFiles({ root: clientDir, cacheControl: SHORT_LIVED }));
  }

  app.use(pages);
  const handleRequest = createRequestHandler(build, env.nodeEnv === "development" ? "development" : "production");
  app.all("*", (c) =>
    handleRequest(c.req.raw, {
      db,
      env,
      auth,
      attemptLimits,
      horoscopes,
      clientIp: c.get("clientIp"),
      logger: c.get("logger"),
      nonce: c.get("nonce"),
      clearPageCache: pages.clear,
    }),
  );

  app.onError((error, c) => {
    if (isAppError(error)) {
      return c.json({ error: { code: error.code, message: error.message } }, error.status as 400);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: { code: "bad_request", message: error.message || "Bad request." } }, error.status);
    }
    c.get("logger").error({ err: error }, "unhandled error");
    return c.json({ error: { code: "internal", message: "An unexpected error occurred" } }, 500);
  });

  return app;
}
