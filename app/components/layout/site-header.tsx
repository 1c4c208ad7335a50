import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { SiteLink, SiteNavLink } from "#app/components/ui/site-link.tsx";
import { AccountLinks, type HeaderAccount } from "./account-links";
import { HEADER_LINKS, navLinkClass } from "./navigation";
import { ThemeToggle } from "./theme-toggle";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

export function SiteHeader({ account }: { account?: HeaderAccount | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <SiteLink to="/" className="flex items-center gap-2 font-display text-xl font-semibold text-foreground">
          <span aria-hidden="true" className="text-accent">
            ✦
          </span>
          Cosmic Daily
        </SiteLink>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <SiteNavLink key={link.to} to={link.to} end={link.to === "/"} className={navLinkClass}>
              {link.label}
            </SiteNavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          {account ? (
            <div className="hidden lg:block">
              <AccountLinks account={account} direction="row" />
            </div>
          ) : null}
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            className={`rounded-md p-2 hover:bg-surface-muted ${account ? "lg:hidden" : "md:hidden"}`}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            // Start fetching the menu's code as soon as a finger or the focus lands on the button.
            onPointerDown={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} onClosed={() => menuButton.current?.focus()} account={account ?? null} />
        </Suspense>
      ) : null}
    </header>
  );
}
