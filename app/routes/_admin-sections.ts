/** The sections of the admin dashboard, in sidebar order ([admin.sections]); a new section adds its line here. */
export const ADMIN_SECTIONS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/analytics", label: "Analytics", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
  { to: "/admin/users", label: "Users", end: false },
  { to: "/admin/flags", label: "Flags & Products", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/newsletter", label: "Newsletter", end: false },
  { to: "/admin/posts", label: "Posts", end: false },
  { to: "/admin/ads", label: "Ads", end: false },
  { to: "/admin/partners", label: "Partners", end: false },
] as const;
