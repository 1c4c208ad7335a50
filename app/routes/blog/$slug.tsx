import { data } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { ShareButtons } from "#app/components/ui/share-buttons.tsx";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { PostCard, PostMeta, type PostCardData } from "#app/features/blog/post-card.tsx";
import { adjacentPosts, getPost, relatedPosts } from "#app/features/blog/posts.server.ts";
import { renderPost } from "#app/features/blog/rendered-posts.server.ts";
import { dataMeta, SITE_NAME, SOCIAL_IMAGE } from "#app/lib/seo.ts";
import { blogFeeds } from "#app/lib/syndication.server.ts";
import type { Route } from "./+types/$slug";
import { publicPageHeaders } from "#app/lib/public-page.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getPost(context.db, params.slug);
  // An unknown slug is the site's 404 page, drawn by the root error boundary.
  if (!post) throw data(null, { status: 404 });
  const [neighbours, related] = await Promise.all([adjacentPosts(context.db, post), relatedPosts(context.db, post, 3)]);
  const { content: _content, source: _source, createdAt: _createdAt, updatedAt, ...card } = post;
  // Rendered here, on the server: the markdown module (and its sanitising) never ships to browsers.
  const { html, toc } = renderPost(post);
  return {
    post: card,
    html,
    toc,
    dateModified: updatedAt.toISOString(),
    siteUrl: context.env.siteUrl,
    ...neighbours,
    related,
    feeds: blogFeeds(context.env.siteUrl),
  };
}

export const meta = dataMeta<Route.ComponentProps["loaderData"]>((loaded) => ({
  title: loaded.post.title,
  description: loaded.post.excerpt,
  type: "article",
  feeds: loaded.feeds,
}));

function blogPosting(loaded: Route.ComponentProps["loaderData"]) {
  const { post, siteUrl, dateModified } = loaded;
  const url = `${siteUrl}/blog/${post.slug}`;
  const image = post.imageUrl ? `${siteUrl}${post.imageUrl}` : `${siteUrl}${SOCIAL_IMAGE.path}`;
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image,
    datePublished: post.date,
    // The later of the post's date and its last save: an import on an old file is not an edit.
    dateModified: dateModified.slice(0, 10) > post.date ? dateModified : post.date,
    keywords: post.tags.join(", "),
    author: { "@type": "Organization", name: `${SITE_NAME} Team`, url: siteUrl },
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
  };
}

// The site's article styles, plus what only posts carry: images, tables and code blocks.
const BODY_CLASSES = [
  "prose-cosmic max-w-none",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:p-3 [&_pre]:text-sm",
].join(" ");

function Neighbour({ post, label }: { post?: PostCardData; label: string }) {
  if (!post) return <span />;
  return (
    <SiteLink to={`/blog/${post.slug}`} className="flex flex-col rounded-lg border p-3 hover:text-accent">
      <span className="text-sm text-muted">{label}</span>
      <span className="font-semibold">{post.title}</span>
    </SiteLink>
  );
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, toc, previous, next, related, siteUrl } = loaderData;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8">
      <JsonLd data={blogPosting(loaderData)} />
      <header className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          <SiteLink to="/blog">Blog</SiteLink>
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{post.title}</h1>
        <p className="text-lg text-muted">{post.excerpt}</p>
        <PostMeta post={post} />
        {post.imageUrl ? (
          <img src={post.imageUrl} alt="" width={1200} height={630} decoding="async" className="h-auto w-full rounded-lg" />
        ) : null}
      </header>
      {toc.length > 1 ? (
        <nav aria-label="Contents" className="rounded-lg border p-4">
          <h2 className="mb-2 font-semibold">Contents</h2>
          <ol className="flex flex-col gap-1">
            {toc.map((entry) => (
              <li key={entry.id} className={entry.depth === 3 ? "ml-4" : undefined}>
                <a href={`#${entry.id}`} className="hover:text-accent">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {/* Safe by construction: renderMarkdown escapes raw HTML and keeps only safe URLs. */}
      <div className={BODY_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />
      <ShareButtons url={`${siteUrl}/blog/${post.slug}`} text={post.title} heading="Share this post" track={trackEvent} />
      <nav aria-label="More posts" className="grid gap-4 sm:grid-cols-2">
        <Neighbour post={previous} label="← Previous post" />
        <Neighbour post={next} label="Next post →" />
      </nav>
      {related.length > 0 ? (
        <section className="flex flex-col gap-4">
          <h2 className="text-2xl font-semibold">Related posts</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {related.map((item) => (
              <PostCard key={item.slug} post={item} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
