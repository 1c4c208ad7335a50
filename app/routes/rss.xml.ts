import { allPostSummaries } from "#app/features/blog/posts.server.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import type { Route } from "./+types/rss.xml";

// Text and attribute escaping for XML; control characters XML 1.0 forbids are dropped.
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- matching the forbidden control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** RSS 2.0 with every post, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.env.siteUrl;
  const posts = await allPostSummaries(context.db);
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME} Blog`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    "    <description>Guides to the signs, elements, moon phases, retrogrades and compatibility.</description>",
    "    <language>en</language>",
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
