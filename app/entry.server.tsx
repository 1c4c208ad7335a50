import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { Logger } from "pino";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { errorReason } from "./lib/errors";
import { hydrateAfterFirstPaintStream } from "./lib/hydrate-after-paint.server";
import { isClientAbort } from "./lib/logger.server";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

    const sendResponse = () => {
      // The page paints before its scripts download (hydrate-after-paint.server.ts says why).
      const body = hydrateAfterFirstPaintStream();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) sendResponse();
        },
        onAllReady() {
          clearTimeout(guard);
          if (waitForAll) sendResponse();
        },
        onShellError(error: unknown) {
          clearTimeout(guard);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A failure of the shell reaches handleError below as well, which finds it logged already.
          logFailure(loadContext.logger, request, error, "render error");
        },
      },
    );
    // Streaming stops at streamTimeout; the guard is cleared as soon as everything has rendered,
    // so finished pages leave no timer behind.
    // (React calls the callbacks above only after this line has run.)
    const guard = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Every failure React Router meets while answering a page, in place of its own `console.error`,
 * which printed a stack for each (logFailure says how each is logged).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  logFailure((context as AppLoadContext).logger, request, error, "page failed");
};

/** What was logged already for each request: a failure React and React Router both report is logged once. */
const loggedFailures = new WeakMap<Request, Set<string>>();

/**
 * A request refused with a 4xx (by React Router: a form posted where no action is, an unknown
 * method; or by a page, rethrown by an error boundary that leaves it to the root's) and a
 * request whose client left are the client's doing: one line at debug level, no stack
 * ([logs.client-faults]). Anything else is the site's failure, a loader's, an action's or a
 * render's, the shell's included: logged at error level with its cause and stack, once per
 * request and cause, though React and React Router may both report it and the error page drawn
 * after a failed shell may fail again the same way ([logs.server-faults]).
 */
function logFailure(logger: Logger, request: Request, error: unknown, message: string): void {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const refused = status !== undefined && status < 500;
  // React Router hands its own refusals and failures over as a response carrying the error thrown;
  // a page's own refusal carries at most the message it shows.
  const cause: unknown = isRouteErrorResponse(error)
    ? ((error as { error?: unknown }).error ?? { type: "ErrorResponse", message: shownMessage(error.data) ?? String(error.status) })
    : error;
  // A thrown value may be no Error: an abort throws the signal's reason, here a string.
  const plainObject = typeof cause === "object" && cause !== null && !(cause instanceof Error);
  const reason = errorReason(plainObject ? ((cause as { message?: unknown }).message ?? "") : cause);
  const logged = loggedFailures.get(request) ?? new Set<string>();
  if (logged.has(reason)) return;
  logged.add(reason);
  loggedFailures.set(request, logged);
  if (isClientAbort(error, request)) logger.debug({ reason }, "client closed the request");
  else if (refused) logger.debug({ status, reason }, "page request refused");
  else logger.error({ err: cause }, message);
}

function shownMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
