import { SiteLink } from "#app/components/ui/site-link.tsx";
import { ENTERTAINMENT_NOTICE, FOOTER_LINKS } from "./navigation";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className="text-link underline-offset-2 hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="max-w-3xl text-sm text-muted" data-testid="entertainment-notice">
          {ENTERTAINMENT_NOTICE}
        </p>
        {/* Beside the fixed list of footer links, not inside it: the list is the same on every page by rule. */}
        <p className="text-sm text-muted">
          Every sky fact on this site is computed from astronomy.{" "}
          <SiteLink to="/accuracy" className="text-link underline underline-offset-2">
            How accurate is our sky?
          </SiteLink>
        </p>
        <p className="text-sm text-muted">© {new Date().getUTCFullYear()} Cosmic Daily</p>
      </div>
    </footer>
  );
}
