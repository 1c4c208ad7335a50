/** The header links, in display order; the side menu below 768px shows the same: [shell.header-links]. */
export const HEADER_LINKS = [
  { to: "/", label: "Home" },
  { to: "/signs", label: "Signs" },
  { to: "/tools", label: "Tools" },
  { to: "/blog", label: "Blog" },
  { to: "/subscribe", label: "Subscribe" },
] as const;

/** The footer links, exactly these and in this order: [shell.footer-links]. */
export const FOOTER_LINKS = [
  { to: "/", label: "Home" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/subscribe", label: "Subscribe" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/about#contact", label: "Contact" },
] as const;

export const ENTERTAINMENT_NOTICE =
  "Cosmic Daily is for entertainment only. Horoscopes and readings are not a substitute for professional medical, legal, financial or psychological advice.";

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted ${isActive ? "text-accent" : "text-foreground"}`;
