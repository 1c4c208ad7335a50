import pino, { type Logger } from "pino";
import type { AppLoadContext, ServerBuild, UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import type { DatabaseHandle } from "#db/client.ts";
import type { Env } from "#app/lib/env.server.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import type { HitCounter } from "#app/lib/rate-limiter.ts";
import { createApp, createLoadContext } from "#server/http/app.ts";
import { createSite, type Site } from "#server/site/site.ts";
import { buildEnv } from "./env";

export const SITE_URL = "http://localhost:3000";
export const silentLogger: Logger = pino({ level: "silent" });

/** One line of the server's log, as pino writes it (30 info, 40 warn, 50 error). */
export type LogEntry = { level: number; msg: string; err?: { type: string; message: string; stack?: string } } & Record<string, unknown>;

/**
 * A logger made like the server's (createLogger, request lines included) whose lines a test
 * reads: as written, and parsed; `until` resolves once the lines written so far satisfy a test.
 */
export function capturingLogger(level = "info") {
  const lines: string[] = [];
  const written = new Set<() => void>();
  const logger = createLogger(level, {
    write: (line: string) => {
      lines.push(line);
      for (const heard of written) heard();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
  const until = (holds: (entries: LogEntry[]) => boolean) =>
    new Promise<void>((done) => {
      const heard = () => {
        if (!holds(entries())) return;
        written.delete(heard);
        done();
      };
      written.add(heard);
      heard();
    });
  return { logger, lines, entries, until };
}

/** A React Router build that fails loudly: API tests prove they never reach the pages. */
export const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};

type TestSiteOptions = {
  env?: Partial<Env>;
  logger?: Logger;
  hitCounter?: HitCounter;
  kitBaseUrl?: string;
  /** How pushes reach the push services: a test's own answers instead of the network. */
  pushFetch?: typeof fetch;
  /** Replace any service of the site, e.g. a horoscope service with its own clock. */
  services?: Partial<Site>;
};

/** The site's services on a test database, built by the same composition root as the server. */
export function buildTestSite(
  database: DatabaseHandle,
  { env, logger = silentLogger, hitCounter, kitBaseUrl, pushFetch, services }: TestSiteOptions = {},
): Site {
  const site = createSite({ env: buildEnv(env), database, logger, hitCounter, kitBaseUrl, pushFetch });
  return { ...site, ...services };
}

/** What the Node server hands the app for a connection from loopback, where a local proxy sits. */
export const LOOPBACK_PEER = { incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 50_000, remoteFamily: "IPv4" } } };

/**
 * The HTTP app of a test site, without pages. Its requests arrive as the server would pass them
 * from a peer on loopback (a trusted proxy by default), unless a test gives its own bindings.
 */
export function buildTestApp(database: DatabaseHandle, options: TestSiteOptions = {}) {
  const site = buildTestSite(database, options);
  const app = createApp(site, { build: noPages });
  const request = app.request;
  app.request = (input, init, env = LOOPBACK_PEER, executionContext) => request(input, init, env, executionContext);
  return { site, app };
}

/** The load context a loader or action would receive for this request. */
export function loadContextFor(
  site: Site,
  request: Request,
  perRequest: Partial<Pick<AppLoadContext, "clientIp" | "logger" | "nonce">> = {},
): AppLoadContext {
  return createLoadContext(site, request, { clientIp: "127.0.0.1", logger: site.logger, nonce: "test-nonce", ...perRequest });
}

/**
 * What React Router hands a loader or action for `request`: its params, the load context, the
 * request, and the page's address as `url` (ADR 028). Typed loosely: each test casts it to its
 * route's own argument type.
 */
export function routeArgs(site: Site, request: Request, params: Record<string, string> = {}) {
  return { params, context: loadContextFor(site, request), request, url: new URL(request.url) };
}

/**
 * A loader's answer as its data and status: the data it returned (200), or the data it wrapped
 * with `data()` to give the page a status of its own.
 */
export function loaderAnswer<T>(result: T | DataWithResponseInit<T>): { data: T; status: number } {
  if (result instanceof Object && (result as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = result as DataWithResponseInit<T>;
    return { data: wrapped.data, status: wrapped.init?.status ?? 200 };
  }
  return { data: result as T, status: 200 };
}
