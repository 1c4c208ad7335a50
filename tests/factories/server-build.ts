import type { EntryContext, HandleErrorFunction, ServerBuild } from "react-router";
import routeConfig from "#app/routes.ts";

/** What React Router hands the document's render; `context` says, among the rest, which errors the page shows. */
export type Render = (request: Request, status: number, headers: Headers, context: EntryContext) => Response | Promise<Response>;
type RouteEntry = { id: string; parentId: string; path?: string; module: unknown };

/** A page drawn as a one-line HTML document: enough for tests of what happens around a render. */
const plainPage: Render = (_request, status, headers) => {
  headers.set("Content-Type", "text/html");
  return new Response("<h1>page</h1>", { status, headers });
};

/**
 * A React Router build for tests of the HTTP side: the real route modules a test names under the
 * root, then a catch-all page, rendered by `render` (a plain HTML line unless given) instead of
 * the app's own document; `handleError`, when given, is the entry's error handler (the app's own
 * is app/entry.server.tsx's), else React Router prints what fails.
 */
export function stubServerBuild({
  routes = {},
  render = plainPage,
  handleError,
}: { routes?: Record<string, RouteEntry>; render?: Render; handleError?: HandleErrorFunction } = {}): ServerBuild {
  return {
    entry: { module: { default: render, ...(handleError ? { handleError } : {}) } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...routes,
      page: { id: "page", parentId: "root", path: "*", module: { default: () => null } },
    },
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/**
 * The top-level routes of app/routes.ts whose files are among `modules`, as entries under the root
 * for `stubServerBuild`, each served by its real module; `paths` (sorted) lets a test check that the
 * route table still sends those URLs to the modules it means.
 */
export function declaredRoutes(modules: Record<string, unknown>): { paths: string[]; routes: Record<string, RouteEntry> } {
  const declared = routeConfig.filter((route) => route.file in modules);
  const routes = Object.fromEntries(
    declared.map((route) => [
      route.id ?? route.file,
      { id: route.id ?? route.file, parentId: "root", path: route.path, module: modules[route.file] },
    ]),
  );
  return { paths: declared.map((route) => route.path ?? "").sort(), routes };
}
