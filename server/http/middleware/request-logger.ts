import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { requestLineWriter } from "#app/lib/logger.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";

/** One line per request: no headers, no query string, no body, so no secrets. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppBindings> {
  const writeLine = requestLineWriter(logger);
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    const child = logger.child({ requestId });
    c.set("logger", child);
    await next();
    const quiet = c.req.path === "/healthz" || c.req.path === "/readyz" || c.req.path.startsWith("/assets/");
    writeLine(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
      quiet ? "debug" : "info",
    );
  };
}
