import { allPostSummaries } from "#app/features/blog/posts.server.ts";
import { textResource } from "#app/lib/resource-response.server.ts";
import { SITE_NAME } from "#app/lib/seo.ts";
import { RSS_CONTENT_TYPE, writeFeed } from "#app/lib/syndication.server.ts";
import type { Route } from "./+types/rss.xml";

export const BLOG_FEED_DESCRIPTION = "Guides to the signs, elements, moon phases, retrogrades and compatibility.";

const midnightUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** RSS 2.0 with every post, newest first ([feeds.blog]); each post's address is its id. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const siteUrl = context.env.siteUrl;
  const posts = await allPostSummaries(context.db);
  const body = writeFeed(
    "rss",
    {
      title: `${SITE_NAME} Blog`,
      description: BLOG_FEED_DESCRIPTION,
      link: `${siteUrl}/blog`,
      rss: `${siteUrl}/rss.xml`,
      // The newest post's day; with no post yet, today's.
      updated: midnightUtc(posts[0]?.date ?? new Date().toISOString().slice(0, 10)),
    },
    posts.map((post) => ({
      title: post.title,
      link: `${siteUrl}/blog/${post.slug}`,
      date: midnightUtc(post.date),
      summary: post.excerpt,
      categories: post.tags,
    })),
  );
  return textResource(request, body, { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=600" });
}
