import { Outlet } from "react-router";
import { SiteNavLink } from "#app/components/ui/site-link.tsx";
import { requireReaderViewer } from "#app/features/accounts/viewer.server.ts";
import { privatePageHeaders } from "#app/lib/public-page.ts";
import type { Route } from "./+types/account";

// No ad here: these pages hold the reader's own chart ([ads.placements]).
export const handle = { ads: false };

// A reader's own pages are kept by no cache ([privacy.birth-data]).
export const headers = privatePageHeaders;

// Every page under /account passes this guard on the server, before any of its data is read.
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  return { email: viewer.email };
}

const ACCOUNT_SECTIONS = [
  { to: "/account/today", label: "Today for you" },
  { to: "/account/calendar", label: "Calendar" },
  { to: "/account/charts", label: "Your charts" },
  { to: "/account/data", label: "Your data" },
] as const;

const sectionLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-muted ${isActive ? "bg-surface-muted text-accent" : "text-foreground"}`;

/** The reader's own pages: their day, their calendar, their charts and their data. */
export default function AccountLayout() {
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Your account">
        <ul className="flex gap-1 overflow-x-auto border-b border-border pb-2">
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.to}>
              <SiteNavLink to={section.to} className={sectionLinkClass}>
                {section.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
