import { availableParallelism } from "node:os";
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "#server/http/bindings.ts";

/**
 * Page renders in flight per CPU core before the next one is turned away ([startup.load-shedding]).
 * A render is mostly CPU on the one event loop: more of them at once only lengthen every answer,
 * /healthz's included, until health checks fail. Four a core keep the cores busy while renders
 * wait on a database server, and bound the renders a turn of the event loop can hold to a few
 * tenths of a second on our machine (docs/benchmarks.md, "Load shedding").
 */
export const RENDERS_PER_CORE = 4;
/** What a turned-away browser is told to wait before asking again, in seconds. */
export const RETRY_AFTER_S = 2;
export const BUSY_MESSAGE = "Cosmic Daily is busy drawing other pages. Please try again in a moment.";

/** The limit of one process: the machine's share among `workers` processes, never under RENDERS_PER_CORE. */
export const defaultRenderLimit = (workers = 1) =>
  Math.max(RENDERS_PER_CORE, Math.round((RENDERS_PER_CORE * availableParallelism()) / workers));

const BUSY_JSON = JSON.stringify({ error: { code: "busy", message: BUSY_MESSAGE } });
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy | Cosmic Daily</title><meta name="robots" content="noindex"></head><body><h1>The stars are crowded</h1><p>${BUSY_MESSAGE}</p></body></html>`;

/**
 * Lets at most `max` requests through to what follows at once; the next one is answered 503 with
 * Retry-After before any of its work starts. A render counts until its response is handed back
 * (the shell is drawn, the data loaded); streaming the rest of it does not hold a place.
 */
export function renderLimit({ max }: { max: number }): MiddlewareHandler<AppBindings> {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= max) {
      const wantsJson = c.req.path.endsWith(".data") || /\bapplication\/json\b/.test(c.req.header("Accept") ?? "");
      const body = wantsJson ? BUSY_JSON : BUSY_PAGE;
      // A declared length under a kilobyte also tells the compression to leave it be: refusing must stay cheap.
      c.header("Content-Length", String(Buffer.byteLength(body)));
      c.header("Retry-After", String(RETRY_AFTER_S));
      c.header("Cache-Control", "no-store");
      return wantsJson ? c.body(body, 503, { "Content-Type": "application/json" }) : c.html(body, 503);
    }
    inFlight++;
    try {
      await next();
    } finally {
      // On the embedded database a render can run start to end inside one turn of the event loop,
      // so a count released at once would never rise above one while the turn grows without bound.
      // A place is released after the turn the render ended in: at most `max` renders a turn.
      setImmediate(() => inFlight--);
    }
  };
}
