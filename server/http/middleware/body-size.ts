import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings } from "#server/http/bindings.ts";

/**
 * The most any request may send ([errors.body-limit]): the largest body the site takes is a blog
 * post from the admin editor (up to 200,000 characters); every form and report is far smaller.
 * Endpoints that read JSON keep their own, smaller limit (server/http/api/request-body.ts).
 */
export const REQUEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Refuses a larger body with 413 before the app reads it: at once when Content-Length says so,
 * or as soon as a chunked body passes the limit. The connection is closed rather than drained.
 */
export function bodySize(maxBytes = REQUEST_BODY_LIMIT_BYTES): MiddlewareHandler<AppBindings> {
  const message = `The request body is larger than ${maxBytes / (1024 * 1024)} MB.`;
  const refuse = (c: Context<AppBindings>) => {
    c.header("Connection", "close");
    return c.req.path.startsWith("/api/") ? c.json({ error: { code: "payload_too_large", message } }, 413) : c.text(message, 413);
  };
  const countWhileReading = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    // Most requests are GETs without a body, and asking for the body would build a whole web
    // Request for each of them: the headers are enough. A declared length is checked as a number
    // (Node reads no more than that as the body); any other body is counted while it is read.
    const chunked = c.req.header("Transfer-Encoding") !== undefined;
    const declared = c.req.header("Content-Length");
    if (declared !== undefined && !chunked) return Number(declared) > maxBytes ? refuse(c) : next();
    if (!chunked && (c.req.method === "GET" || c.req.method === "HEAD")) return next();
    return countWhileReading(c, next);
  };
}
