import { SiteNavLink } from "#app/components/ui/site-link.tsx";
import { Sheet } from "#app/components/ui/sheet.tsx";
import { AccountLinks, type HeaderAccount } from "./account-links";
import { HEADER_LINKS, navLinkClass } from "./navigation";

/**
 * The slide-in menu below 768px. It is its own chunk, loaded on the first tap of the menu
 * button, so wide screens never download the dialog code.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  onClosed,
  account,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the menu closes. */
  onClosed: () => void;
  account: HeaderAccount | null;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="Menu" description="Site navigation">
      <nav id="mobile-menu" aria-label="Mobile" className="flex flex-col gap-1">
        {HEADER_LINKS.map((link) => (
          <SiteNavLink key={link.to} to={link.to} end={link.to === "/"} className={navLinkClass} onClick={() => onOpenChange(false)}>
            {link.label}
          </SiteNavLink>
        ))}
      </nav>
      {account ? (
        <div className="mt-6 border-t border-border pt-6">
          <AccountLinks account={account} direction="column" onNavigate={() => onOpenChange(false)} />
        </div>
      ) : null}
    </Sheet>
  );
}
