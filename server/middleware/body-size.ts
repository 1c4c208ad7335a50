import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings } from "../types";

/**
 * The most any request may send ([errors.body-limit]): the largest body the site takes is a blog
 * post from the admin editor (up to 200,000 characters); every form and report is far smaller.
 * Endpoints that read JSON keep their own, smaller limit (server/api/request-body.ts).
 */
export const REQUEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Refuses a larger body with 413 before the app reads it: at once when Content-Length says so,
 * or as soon as a chunked body passes the limit. The connection is closed rather than drained.
 */
export function bodySize(maxBytes = REQUEST_BODY_LIMIT_BYTES): MiddlewareHandler<AppBindings> {
  const message = `The request body is larger than ${maxBytes / (1024 * 1024)} MB.`;
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header("Connection", "close");
      return c.req.path.startsWith("/api/") ? c.json({ error: { code: "payload_too_large", message } }, 413) : c.text(message, 413);
    },
  });
}
