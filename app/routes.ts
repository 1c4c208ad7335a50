import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every page of the site, one module each (each its own chunk, loaded on demand). The folders
// under routes/ follow the site's sections; a file whose name starts with "_" is not a page but a
// helper shared by the pages beside it.
export default [
  index("routes/home.tsx"),

  route("auth", "routes/account/auth.tsx"),
  route("auth/confirm", "routes/account/confirm.tsx"),
  route("auth/sign-out", "routes/account/sign-out.ts"),

  route("signs", "routes/signs/index.tsx"),
  route("signs/:sign/today/*", "routes/signs/today-redirect.ts"),
  layout("routes/signs/layout.tsx", [
    route("signs/:sign", "routes/signs/daily.tsx"),
    // The same page for the days either side of today (the page reads the day from its path).
    route("signs/:sign/yesterday", "routes/signs/daily.tsx", { id: "sign-daily-yesterday" }),
    route("signs/:sign/tomorrow", "routes/signs/daily.tsx", { id: "sign-daily-tomorrow" }),
    // The longer readings: one module for the week, the month, this year and next year.
    route("signs/:sign/week", "routes/signs/period.tsx", { id: "sign-week" }),
    route("signs/:sign/month", "routes/signs/period.tsx", { id: "sign-month" }),
    route("signs/:sign/year", "routes/signs/period.tsx", { id: "sign-year" }),
    route("signs/:sign/year/:year", "routes/signs/period.tsx", { id: "sign-year-next" }),
    route("signs/:sign/dates", "routes/signs/dates.tsx"),
    route("signs/:sign/personality", "routes/signs/personality.tsx"),
    route("signs/:sign/compatibility", "routes/signs/compatibility.tsx"),
    route("signs/:sign/compatibility/:partner", "routes/signs/pair.tsx"),
  ]),

  route("tools", "routes/tools/index.tsx"),
  route("compatibility", "routes/tools/compatibility.tsx"),
  route("charts/free-birth-chart", "routes/tools/birth-chart.tsx"),
  // The chart wheel as a file to download: SVG as drawn on the page, or PNG drawn from it.
  route("charts/free-birth-chart/wheel.svg", "routes/tools/birth-chart-wheel.ts", { id: "birth-chart-wheel-svg" }),
  route("charts/free-birth-chart/wheel.png", "routes/tools/birth-chart-wheel.ts", { id: "birth-chart-wheel-png" }),
  route("moon-phases", "routes/tools/moon-phases.tsx"),
  route("lucky", "routes/tools/lucky.tsx"),
  route("ritual", "routes/tools/ritual.tsx"),
  route("streak", "routes/tools/streak.tsx"),

  route("elements", "routes/guides/elements.tsx"),
  route("elements/:element", "routes/guides/element.tsx"),
  route("monthly", "routes/guides/monthly.tsx"),
  route("monthly/:month", "routes/guides/monthly-month.tsx"),
  route("guides/planetary-retrogrades", "routes/guides/planetary-retrogrades.tsx"),

  route("blog", "routes/blog/index.tsx"),
  route("blog/:slug", "routes/blog/post.tsx"),

  route("subscribe", "routes/newsletter/subscribe.tsx"),
  route("verify", "routes/newsletter/verify.tsx"),
  route("unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("newsletter/preferences", "routes/newsletter/preferences.tsx"),
  route("newsletter/editions/:id", "routes/newsletter/edition.tsx"),

  route("about", "routes/about/about.tsx"),
  route("accuracy", "routes/about/accuracy.tsx"),
  route("contact", "routes/about/contact.ts"),
  route("privacy", "routes/legal/privacy.tsx"),
  route("terms", "routes/legal/terms.tsx"),

  // The admin's folders follow its addresses; each page keeps the route id it had as a flat file.
  route("admin", "routes/admin.tsx", { id: "routes/admin/layout" }, [
    index("routes/admin/overview.tsx"),
    route("analytics", "routes/admin/analytics/index.tsx", { id: "routes/admin/analytics" }),
    route("analytics/export", "routes/admin/analytics/export.ts", { id: "routes/admin/analytics-export" }),
    route("settings", "routes/admin/settings/index.tsx", { id: "routes/admin/settings" }),
    route("users", "routes/admin/users/index.tsx", { id: "routes/admin/users" }),
    route("flags", "routes/admin/flags/index.tsx", { id: "routes/admin/flags" }),
    route("subscribers", "routes/admin/subscribers/index.tsx", { id: "routes/admin/subscribers" }),
    route("posts", "routes/admin/posts/index.tsx", { id: "routes/admin/posts" }),
    route("posts/new", "routes/admin/posts/editor.tsx", { id: "admin-post-new" }),
    route("posts/:slug", "routes/admin/posts/editor.tsx", { id: "admin-post-edit" }),
    route("subscribers.csv", "routes/admin/subscribers/csv.ts", { id: "routes/admin/subscribers-csv" }),
    route("newsletter", "routes/admin/newsletter/index.tsx", { id: "routes/admin/newsletter" }),
    route("ads", "routes/admin/ads/index.tsx", { id: "routes/admin/ads" }),
    route("ads/new", "routes/admin/ads/editor.tsx", { id: "admin-ad-new" }),
    route("ads/:id", "routes/admin/ads/editor.tsx", { id: "admin-ad-edit" }),
    route("partners", "routes/admin/partners/index.tsx", { id: "routes/admin/partners" }),
    route("partners/new", "routes/admin/partners/editor.tsx", { id: "admin-partner-new" }),
    route("partners/:id", "routes/admin/partners/editor.tsx", { id: "admin-partner-edit" }),
  ]),

  // The sign pages' share images, PNG drawn on the server: a sign's day, and a pair's day.
  route("og/signs/:sign/:image", "routes/signs/share-image.ts", { id: "share-image-sign" }),
  route("og/compatibility/:sign/:partner/:image", "routes/signs/share-image.ts", { id: "share-image-pair" }),

  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
