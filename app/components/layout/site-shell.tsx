import { useEffect, type ReactNode } from "react";
import type { HeaderAccount } from "./account-links";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Skip link, header, banner area, main region, footer ([shell.layout-order]). The skip link comes
 * first so keyboard users can jump past the header.
 */
export function SiteShell({
  banner,
  account,
  beforeFooter,
  children,
}: {
  banner?: ReactNode;
  account?: HeaderAccount | null;
  /** A strip between the page and the footer (the newsletter's quick subscribe). */
  beforeFooter?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <SiteHeader account={account} />
      <div data-testid="banner-area" className="mx-auto w-full max-w-6xl px-4 pt-4">
        {banner}
      </div>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 focus:outline-none">
        {children}
      </main>
      {beforeFooter}
      <SiteFooter />
      <HydrationMarker />
    </>
  );
}

/**
 * Marks <html data-hydrated> once the page is interactive. It renders last, and React runs
 * effects in tree order, so by then every other component's effects have run too.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
