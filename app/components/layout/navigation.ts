/** The header links, in the spec's order (platform spec section 2). */
export const HEADER_LINKS = [
  { to: "/", label: "Home" },
  { to: "/signs", label: "Signs" },
  { to: "/tools", label: "Tools" },
  { to: "/blog", label: "Blog" },
  { to: "/subscribe", label: "Subscribe" },
] as const;

/** The footer links, exactly the spec's list. */
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
