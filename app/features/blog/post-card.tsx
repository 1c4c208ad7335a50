import { SiteLink } from "#app/components/ui/site-link.tsx";
import { dayMonthYear } from "#app/lib/dates.ts";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  tags: string[];
  minutesToRead: number;
  imageUrl?: string;
};

/** Date, reading time and tags: the same line on the list and on the post. */
export function PostMeta({ post }: { post: Pick<PostCardData, "date" | "tags" | "minutesToRead"> }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <time dateTime={post.date}>{dayMonthYear(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.minutesToRead} min read</span>
      {post.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <SiteLink to={`/blog?tag=${encodeURIComponent(tag)}`} className="rounded-full border px-2 py-0.5 hover:text-accent">
                #{tag}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One post in a list: cover image (sized, lazy), title, meta line and excerpt. */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col gap-3 rounded-lg border p-4">
      {post.imageUrl ? (
        <img src={post.imageUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" className="h-auto w-full rounded" />
      ) : null}
      <Heading className="text-xl font-semibold">
        <SiteLink to={`/blog/${post.slug}`} className="hover:text-accent">
          {post.title}
        </SiteLink>
      </Heading>
      <PostMeta post={post} />
      <p className="text-muted">{post.excerpt}</p>
    </article>
  );
}
