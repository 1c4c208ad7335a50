import { allPostSummaries } from "#app/features/blog/posts.server.ts";
import { READING_TABS } from "#app/features/horoscopes/reading-switch.tsx";
import { calendarDateIn } from "#app/lib/dates.ts";
import { MONTH_NAMES, monthSlug } from "#app/features/signs/months.ts";
import { ELEMENTS } from "#app/zodiac/elements.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/sitemap.xml";

/** Public pages worth indexing; sign-in, admin and verification pages are left out on purpose. */
const STATIC_PATHS = [
  "/",
  "/about",
  "/accuracy",
  "/signs",
  "/compatibility",
  "/blog",
  "/charts/free-birth-chart",
  "/charts/synastry",
  "/monthly",
  "/tools",
  "/widgets",
  "/moon-phases",
  "/elements",
  "/lucky",
  "/guides/planetary-retrogrades",
  "/ritual",
  "/streak",
  "/subscribe",
  "/notifications",
  "/privacy",
  "/terms",
];

const SIGN_PAGES = [...READING_TABS.map((tab) => tab.suffix), "/dates", "/personality", "/compatibility"];

export function sitemapPaths(): string[] {
  return [
    ...STATIC_PATHS,
    ...SIGNS.flatMap((sign) => SIGN_PAGES.map((suffix) => `/signs/${sign.slug}${suffix}`)),
    ...ELEMENTS.map((element) => `/elements/${element}`),
    ...MONTH_NAMES.map((month) => `/monthly/${monthSlug(month)}`),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  // Every post, wherever it came from (a file or an admin's save).
  const posts = await allPostSummaries(context.db);
  // Next year's outlook has its own address, which moves on each New Year.
  const nextYear = Number(calendarDateIn(new Date(), context.env.siteTimeZone).slice(0, 4)) + 1;
  const outlooks = SIGNS.map((sign) => `/signs/${sign.slug}/year/${nextYear}`);
  const urls = [...sitemapPaths(), ...outlooks, ...posts.map((post) => `/blog/${post.slug}`)]
    .map((path) => `  <url><loc>${context.env.siteUrl}${path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
