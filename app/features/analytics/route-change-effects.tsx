import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "#app/lib/idle.ts";
import { reportPageView } from "./report.client";
import { startWebVitals } from "./web-vitals.client";

// Once per page load, not per mount: the error page mounts its own copy of these effects.
let loadReported = false;

/** The admin's own pages are the owner at work, not the site's traffic: they are not reported. */
const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/**
 * On every route change: report the page view (path and search; the first of the page load with
 * the referrer), and bring the visitor smoothly to the top, or to the named section when the
 * link has a hash. The first one also starts measuring the page load's web vitals. Reporting
 * waits for an idle moment (whenIdle), out of the task in which the page hydrates.
 */
export function RouteChangeEffects() {
  const { pathname, search, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (isAdminPath(pathname)) {
      // Nothing of an admin page load is measured, its web vitals included.
      loadReported = true;
    } else if (loadReported) {
      whenIdle(() => reportPageView(pathname, search));
    } else {
      loadReported = true;
      // An empty referrer (an address typed or a bookmark) says nothing, so none is sent.
      const referrer = document.referrer || undefined;
      whenIdle(() => {
        reportPageView(pathname, search, referrer);
        startWebVitals(pathname);
      });
    }
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
    else window.scrollTo({ top: 0, left: 0, behavior: "smooth" });
  }, [pathname, search, hash]);

  return null;
}
