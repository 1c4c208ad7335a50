import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { hydrateAfterFirstPaintStream } from "./lib/hydrate-after-paint.server";
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
    let shellRendered = false;
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

    const sendResponse = () => {
      shellRendered = true;
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
          if (shellRendered) loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    // Streaming stops at streamTimeout; the guard is cleared as soon as everything has rendered,
    // so finished pages leave no timer behind.
    // (React calls the callbacks above only after this line has run.)
    const guard = setTimeout(abort, streamTimeout + 1_000);
  });
}
