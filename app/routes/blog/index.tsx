import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { PostCard } from "#app/features/blog/post-card.tsx";
import { listPosts } from "#app/features/blog/posts.server.ts";
import { dataMeta } from "#app/lib/seo.ts";
import { blogFeeds } from "#app/lib/syndication.server.ts";
import type { Route } from "./+types/index";
import { publicPage } from "#app/lib/public-page.ts";
import { queryValue } from "#app/lib/request-input.server.ts";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPage({ query: ["page", "tag"] });

export async function loader({ context, url }: Route.LoaderArgs) {
  const tag = queryValue(url, "tag")?.trim() || undefined;
  const page = Number(queryValue(url, "page") ?? "1");
  const listing = await listPosts(context.db, { tag, page: Number.isFinite(page) ? page : 1 });
  return { ...listing, tag, feeds: blogFeeds(context.env.siteUrl) };
}

export const meta = dataMeta<Route.ComponentProps["loaderData"]>((data) => ({
  title: data?.tag ? `Posts tagged “${data.tag}”` : "The Cosmic Daily Blog",
  description:
    "Guides to the signs, elements, modalities, moon phases, retrogrades, houses and compatibility, and how Cosmic Daily computes its sky.",
  // A tag or a later page repeats posts the main list already offers.
  noindex: Boolean(data?.tag) || (data?.page ?? 1) > 1,
  feeds: data?.feeds,
}));

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, tag, page, pageCount, total } = loaderData;
  return (
    <section className="flex flex-col gap-8">
      <PageHeader title="The Cosmic Daily Blog" eyebrow="Blog">
        <p>
          Longer reads for the curious: guides to the signs, the elements and modalities, the Moon&apos;s phases, retrogrades and houses,
          compatibility and rituals, and notes on how this site computes its sky.
        </p>
      </PageHeader>
      {tag ? (
        <p>
          {total} {total === 1 ? "post" : "posts"} tagged <strong>#{tag}</strong>.{" "}
          <SiteLink to="/blog" className="underline hover:text-accent">
            Show all posts
          </SiteLink>
        </p>
      ) : null}
      {posts.length === 0 ? (
        <p className="text-muted">No posts here yet.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
