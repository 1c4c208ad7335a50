import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { reportPageView } from "./report.client";

/**
 * On every route change: report the page view (path and search), and bring the
 * visitor smoothly to the top, or to the named section when the link has a hash.
 */
export function RouteChangeEffects() {
  const { pathname, search, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    reportPageView(pathname, search);
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
