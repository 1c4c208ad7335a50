import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every page of the site, one module each (each its own chunk, loaded on demand). The folders
// under routes/ mirror the URLs, as React Router's file routes name them: a dynamic segment is a
// folder or file named `$param`, a splat is `$`.
// - A page is the file named after its URL's last segment (/auth/confirm is auth/confirm.tsx,
//   /robots.txt is robots.txt.ts), or that folder's index.tsx when the folder holds more for it:
//   pages below it (/auth is auth/index.tsx) or helpers of its own (admin/users/index.tsx).
// - A layout, which wraps the pages below a URL, is the file named after that URL beside their
//   folder: admin.tsx and admin/, signs/$sign.tsx and signs/$sign/.
// - A module that serves several URLs sits in the folder of the URL they share under a name of its
//   own (signs/$sign/daily.tsx serves /signs/:sign, its /yesterday and its /tomorrow).
// - A page's download sits in the page's folder, named after its extension
//   (/admin/subscribers.csv is admin/subscribers/csv.ts).
// - A file whose name starts with "_" is not a page but a helper, in the nearest folder holding
//   every page that uses it; an admin section that writes has its form actions in _actions.server.ts.
// The list stays written out, not read from the folders, so that one module can serve several URLs
// under ids of its own; tests/architecture/route-folders.test.ts keeps each module where its URL says.
export default [
  index("routes/index.tsx"),

  route("auth", "routes/auth/index.tsx"),
  route("auth/confirm", "routes/auth/confirm.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),

  route("signs", "routes/signs/index.tsx"),
  route("signs/:sign/today/*", "routes/signs/$sign/today/$.ts"),
  // The date picker's GET form: redirects to the day it names, or answers the bad-request page.
  route("signs/:sign/day", "routes/signs/$sign/day.tsx"),
  // A sign's daily reading as a feed: one module for RSS 2.0 and Atom.
  route("signs/:sign/feed.xml", "routes/signs/$sign/feeds.ts", { id: "sign-feed-rss" }),
  route("signs/:sign/atom.xml", "routes/signs/$sign/feeds.ts", { id: "sign-feed-atom" }),
  layout("routes/signs/$sign.tsx", [
    route("signs/:sign", "routes/signs/$sign/daily.tsx"),
    // The same page for the days either side of today (the page reads the day from its path).
    route("signs/:sign/yesterday", "routes/signs/$sign/daily.tsx", { id: "sign-daily-yesterday" }),
    route("signs/:sign/tomorrow", "routes/signs/$sign/daily.tsx", { id: "sign-daily-tomorrow" }),
    // Any other day by its date, /signs/leo/2021-06-01. Every fixed segment below a sign (week,
    // dates, day, today…) ranks above this dynamic one; any other segment is the page's 404.
    route("signs/:sign/:date", "routes/signs/$sign/daily.tsx", { id: "sign-daily-dated" }),
    // The longer readings: one module for the week, the month, this year and next year.
    route("signs/:sign/week", "routes/signs/$sign/period.tsx", { id: "sign-week" }),
    route("signs/:sign/month", "routes/signs/$sign/period.tsx", { id: "sign-month" }),
    route("signs/:sign/year", "routes/signs/$sign/period.tsx", { id: "sign-year" }),
    route("signs/:sign/year/:year", "routes/signs/$sign/period.tsx", { id: "sign-year-next" }),
    route("signs/:sign/dates", "routes/signs/$sign/dates.tsx"),
    route("signs/:sign/personality", "routes/signs/$sign/personality.tsx"),
    route("signs/:sign/compatibility", "routes/signs/$sign/compatibility/index.tsx"),
    route("signs/:sign/compatibility/:partner", "routes/signs/$sign/compatibility/$partner.tsx"),
  ]),

  route("tools", "routes/tools.tsx"),
  // The widget: how to put a sign's day on another site, and the small pages its frames show,
  // written whole without the site's shell.
  route("widgets", "routes/widgets.tsx"),
  route("embed/signs", "routes/embed/signs/index.ts"),
  route("embed/signs/:sign", "routes/embed/signs/$sign.ts"),
  route("compatibility", "routes/compatibility.tsx"),
  route("charts/free-birth-chart", "routes/charts/free-birth-chart/index.tsx"),
  route("charts/synastry", "routes/charts/synastry/index.tsx"),
  // The chart wheel as a file to download: SVG as drawn on the page, or PNG drawn from it.
  route("charts/free-birth-chart/wheel.svg", "routes/charts/free-birth-chart/wheel.ts", { id: "birth-chart-wheel-svg" }),
  route("charts/free-birth-chart/wheel.png", "routes/charts/free-birth-chart/wheel.ts", { id: "birth-chart-wheel-png" }),
  route("moon-phases", "routes/moon-phases.tsx"),
  route("lucky", "routes/lucky.tsx"),
  route("ritual", "routes/ritual.tsx"),
  route("streak", "routes/streak.tsx"),

  route("elements", "routes/elements/index.tsx"),
  route("elements/:element", "routes/elements/$element.tsx"),
  route("monthly", "routes/monthly/index.tsx"),
  route("monthly/:month", "routes/monthly/$month.tsx"),
  route("guides/planetary-retrogrades", "routes/guides/planetary-retrogrades.tsx"),

  route("blog", "routes/blog/index.tsx"),
  route("blog/:slug", "routes/blog/$slug.tsx"),

  route("subscribe", "routes/subscribe.tsx"),
  route("notifications", "routes/notifications.tsx"),
  route("verify", "routes/verify.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("newsletter/preferences", "routes/newsletter/preferences.tsx"),
  route("newsletter/editions/:id", "routes/newsletter/editions/$id.tsx"),

  route("about", "routes/about.tsx"),
  route("accuracy", "routes/accuracy.tsx"),
  route("contact", "routes/contact.ts"),
  // The installed app's start: the service worker's remembered sign, else the signs to choose from.
  route("my-sign", "routes/my-sign.ts"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),

  // The signed-in reader's own pages: their day, their calendar, their charts, their data.
  route("account", "routes/account.tsx", [
    index("routes/account/index.ts"),
    route("today", "routes/account/today.tsx"),
    route("calendar", "routes/account/calendar.tsx"),
    route("charts", "routes/account/charts/index.tsx"),
    route("data", "routes/account/data.tsx"),
  ]),

  route("admin", "routes/admin.tsx", [
    index("routes/admin/index.tsx"),
    route("analytics", "routes/admin/analytics/index.tsx"),
    route("analytics/export", "routes/admin/analytics/export.ts"),
    route("settings", "routes/admin/settings/index.tsx"),
    route("users", "routes/admin/users/index.tsx"),
    route("flags", "routes/admin/flags/index.tsx"),
    route("subscribers", "routes/admin/subscribers/index.tsx"),
    route("posts", "routes/admin/posts/index.tsx"),
    route("posts/new", "routes/admin/posts/editor.tsx", { id: "admin-post-new" }),
    route("posts/:slug", "routes/admin/posts/editor.tsx", { id: "admin-post-edit" }),
    route("subscribers.csv", "routes/admin/subscribers/csv.ts"),
    route("newsletter", "routes/admin/newsletter/index.tsx"),
    route("ads", "routes/admin/ads/index.tsx"),
    route("ads/new", "routes/admin/ads/editor.tsx", { id: "admin-ad-new" }),
    route("ads/:id", "routes/admin/ads/editor.tsx", { id: "admin-ad-edit" }),
    route("partners", "routes/admin/partners/index.tsx"),
    route("partners/new", "routes/admin/partners/editor.tsx", { id: "admin-partner-new" }),
    route("partners/:id", "routes/admin/partners/editor.tsx", { id: "admin-partner-edit" }),
  ]),

  // The sign pages' share images, PNG drawn on the server: a sign's day, and a pair's day.
  route("og/signs/:sign/:image", "routes/og/share-image.ts", { id: "share-image-sign" }),
  route("og/compatibility/:sign/:partner/:image", "routes/og/share-image.ts", { id: "share-image-pair" }),

  // iCalendar files a calendar app subscribes to: the Moon, the retrogrades, a sign's key dates,
  // and a reader's own transits at their secret address (/calendar/me/{token}.ics).
  route("calendar/moon-phases.ics", "routes/calendar/moon-phases.ics.ts"),
  route("calendar/retrogrades.ics", "routes/calendar/retrogrades.ics.ts"),
  route("calendar/signs/:file", "routes/calendar/signs/$file.ts"),
  route("calendar/me/:file", "routes/calendar/me/$file.ts"),

  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("rss.xml", "routes/rss.xml.ts"),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
