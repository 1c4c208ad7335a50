import { useEffect, type ComponentPropsWithoutRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { clientNavigationFor, SITE_LINK_ATTRIBUTE } from "#app/lib/link-clicks.ts";

type SiteLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href"> & {
  /** A path of this site, from its root. */
  to: `/${string}`;
};

// A link of the site is a plain anchor: one listener on the document ([shell.site-links], installed
// by useSiteLinkNavigation) turns its clicks into client navigations. A page renders dozens of
// links (the header, the footer, the sign grid, the reading tabs), and a router link per anchor
// costs a handful of hooks each, on the server for every render and in the browser at hydration.
// data-discover asks the router to learn the linked routes ahead of a click, as its own links do.

/** A link to a page of this site. */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return <a {...props} href={to} data-discover="true" {...{ [SITE_LINK_ATTRIBUTE]: "" }} />;
}

/** Whether a link to `to` belongs to the page at `pathname`: that page, or (unless `end`) a page below it. */
export function isActiveLink(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (path === target) return true;
  if (end || target === "/") return false;
  return path.startsWith(target.endsWith("/") ? target : `${target}/`);
}

/** A link of a navigation menu, marked as the current page where it leads to it (or above it). */
export function SiteNavLink({
  to,
  end,
  className,
  ...props
}: Omit<SiteLinkProps, "className"> & { end?: boolean; className: (state: { isActive: boolean }) => string }) {
  const { pathname } = useLocation();
  const isActive = isActiveLink(pathname, to, end);
  return <SiteLink {...props} to={to} className={className({ isActive })} aria-current={isActive ? "page" : undefined} />;
}

/** Lets the client router follow clicks on the site's links; mounted once, in the root. */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor) return;
      const destination = clientNavigationFor(event, anchor, window.location);
      if (!destination) return;
      event.preventDefault();
      void navigate(destination.path, { replace: destination.replace });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
