import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { PERSONAL_CALENDAR_LOGGED_PATH, PERSONAL_CALENDARS_PREFIX } from "#app/features/calendars/calendars.ts";
import { requestLineWriter } from "#app/lib/logger.server.ts";
import type { AppBindings } from "#server/http/bindings.ts";

/**
 * The path as the log writes it. A reader's calendar address holds its secret token in the path
 * itself, so every path under it is written as one placeholder ([calendars.personal]).
 */
export function loggedPath(path: string): string {
  // Any case: the router matches paths without regard to case.
  return path.toLowerCase().startsWith(PERSONAL_CALENDARS_PREFIX) ? PERSONAL_CALENDAR_LOGGED_PATH : path;
}

/** One line per request: no headers, no query string, no body, so no secrets; no token of a path either. */
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
      {
        requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      quiet ? "debug" : "info",
    );
  };
}
