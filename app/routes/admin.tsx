import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { SiteNavLink } from "#app/components/ui/site-link.tsx";
import { AUTH_MESSAGES } from "#app/features/accounts/messages.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import type { Route } from "./+types/admin";
import { ADMIN_SECTIONS } from "./_admin-sections";

// No ad on this page: it is a reader's own business here ([ads.placements]).
export const handle = { ads: false };

// Every page under /admin passes this guard on the server, before any of its data is read.
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  return { email: viewer.email };
}

const sectionLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-muted ${isActive ? "bg-surface-muted text-accent" : "text-foreground"}`;

/** The admin shell: a sidebar on wide screens, a scrolling menu bar on small ones. */
export default function AdminLayout() {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-10">
      <nav aria-label="Admin" className="md:w-52 md:shrink-0">
        <p className="mb-2 hidden text-xs font-semibold uppercase tracking-widest text-muted md:block">Admin</p>
        <ul className="flex gap-1 overflow-x-auto border-b border-border pb-2 md:flex-col md:border-b-0 md:pb-0">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <SiteNavLink to={section.to} end={section.end} className={sectionLinkClass}>
                {section.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function meta({ error }: Route.MetaArgs) {
  return error ? [{ title: "Access Denied | Cosmic Daily" }, { name: "robots", content: "noindex, nofollow" }] : [];
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto max-w-lg py-12 text-center">
        <h1 className="mb-4 text-3xl font-semibold">Access Denied</h1>
        <p role="alert">{AUTH_MESSAGES.accessDenied}</p>
      </section>
    );
  }
  throw error;
}
