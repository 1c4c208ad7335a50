import { data, redirect, type AppLoadContext } from "react-router";
import { signInPathFor } from "#app/lib/return-path.ts";
import { getSessionUser } from "./auth.server";
import { AUTH_MESSAGES } from "./messages";
import { hasRole } from "./roles.server";

/** What a page may know about the person looking at it. */
type Viewer = { id: string; email: string; name: string; isAdmin: boolean };

// The root, the admin layout and the admin page each ask who is looking; one page request
// answers once (each session lookup costs a few milliseconds). The load context is one object
// per request. Only reads share the answer: after an action (a sign-out, a revoked role) the
// loaders that follow must ask again.
const viewersOfReadRequests = new WeakMap<AppLoadContext, Promise<Viewer | null>>();

/** The signed-in person with their admin flag, or null; any failure reads as signed out. */
export function loadViewer(context: AppLoadContext, request: Request): Promise<Viewer | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpViewer(context, request);
  let viewer = viewersOfReadRequests.get(context);
  if (!viewer) {
    viewer = lookUpViewer(context, request);
    viewersOfReadRequests.set(context, viewer);
  }
  return viewer;
}

async function lookUpViewer(context: AppLoadContext, request: Request): Promise<Viewer | null> {
  const user = await getSessionUser(context.auth, request.headers);
  if (!user) return null;
  return { ...user, isAdmin: await hasRole(context.db, user.id, "admin") };
}

/**
 * The guard of every /admin loader and action: visitors go to /auth with the location they
 * asked for (`url`, the page's address); signed-in users without the role get a 403 page.
 */
export async function requireAdminViewer(context: AppLoadContext, request: Request, url: URL): Promise<Viewer> {
  const viewer = await loadViewer(context, request);
  if (!viewer) {
    throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  }
  if (!viewer.isAdmin) throw data({ message: AUTH_MESSAGES.accessDenied }, { status: 403 });
  return viewer;
}

/** The guard of every /account loader and action: visitors go to /auth, then back to the page they asked for. */
export async function requireReaderViewer(context: AppLoadContext, request: Request, url: URL): Promise<Viewer> {
  const viewer = await loadViewer(context, request);
  if (!viewer) throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  return viewer;
}
