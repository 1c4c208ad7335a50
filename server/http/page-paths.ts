import { matchRoutes, type AppLoadContext, type RouteObject, type ServerBuild } from "react-router";
import type { Logger } from "pino";
import { createCache } from "#app/lib/cache.ts";

/** Whether a path is one of the site's pages, as the site itself answers it. */
export type PagePaths = {
  /**
   * True when the site answers `path` with a page; false when it answers a 404 or the path names
   * a download rather than a page (a resource route: robots.txt, an image, a CSV). Rejects when
   * the site could not say (its build missing, a loader failing): the caller then decides.
   */
  isPage(path: string): Promise<boolean>;
};

type PagePathsOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** React Router's handler for the same build: asked for the path's data as the browser would ask. */
  handleRequest: (request: Request, loadContext: AppLoadContext) => Promise<Response>;
  /** The load context of a request that carries no cookie: the page as an anonymous reader gets it. */
  loadContextFor: (request: Request) => AppLoadContext;
  siteUrl: string;
  logger: Logger;
  now?: () => number;
};

/** How many paths' answers each process keeps, and for how long: a new post is a page within this. */
export const PAGE_PATHS_CACHED = 2_000;
export const PAGE_PATH_TTL_MS = 10 * 60_000;

/**
 * The site's own not-found decision for an analytics report ([analytics.not-found]): the path is
 * matched against the build's routes, then asked for the way a client-side navigation asks, as
 * single-fetch data (`/path.data`) without cookies or query, so each route's loader says, as it
 * does for a visitor, whether the sign, the day, the post or the edition exists. Only the status
 * is read: a 404 (or 410) is no page; a redirect, a 400 or any 2xx is one. Answers are kept per
 * path for PAGE_PATH_TTL_MS, so a popular page is asked once per process in that time and a
 * client inventing paths costs at most one loader run per report, within the reports' rate limit.
 */
export function createPagePaths({ build, handleRequest, loadContextFor, siteUrl, logger, now = Date.now }: PagePathsOptions): PagePaths {
  const answers = createCache<boolean>({ maxEntries: PAGE_PATHS_CACHED, ttlMs: PAGE_PATH_TTL_MS });
  const trees = new WeakMap<ServerBuild, RouteObject[]>();

  const treeOf = (loaded: ServerBuild): RouteObject[] => {
    let tree = trees.get(loaded);
    if (!tree) {
      tree = routeTree(loaded.routes);
      trees.set(loaded, tree);
    }
    return tree;
  };

  const ask = async (pathname: string): Promise<boolean> => {
    const loaded = typeof build === "function" ? await build() : build;
    const leaf = matchRoutes(treeOf(loaded), pathname)?.at(-1);
    if (!leaf) return false;
    const module = loaded.routes[leaf.route.id!]?.module;
    // A route without a component (nor an error page of its own) answers a file, not a page.
    if (!module || (module.default == null && module.ErrorBoundary == null)) return false;
    const request = new Request(new URL(dataPathOf(pathname), siteUrl), { headers: { Accept: "*/*" } });
    const response = await handleRequest(request, loadContextFor(request));
    await response.body?.cancel();
    // The site failing is not the path missing: such an answer is not kept, and the caller decides.
    if (response.status >= 500) throw new Error(`the site answered ${response.status} for ${pathname}`);
    return response.status !== 404 && response.status !== 410;
  };

  return {
    isPage(path) {
      const pathname = path.replace(/[?#].*$/s, "") || "/";
      return answers.rememberAsync(
        pathname,
        () =>
          ask(pathname).catch((error: unknown) => {
            logger.warn({ err: error, path: pathname }, "whether a reported path is a page could not be told");
            throw error;
          }),
        now(),
      );
    },
  };
}

/** The build's route manifest as the nested routes matchRoutes reads. */
function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          children: route!.index ? undefined : routeTree(manifest, route!.id),
        }) as RouteObject,
    );
}

/** The address React Router's client asks a path's loader data at: "/_root.data" for "/". */
function dataPathOf(pathname: string): string {
  return pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
}
