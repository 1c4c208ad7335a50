import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { useState } from "react";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { ListPage } from "#app/components/admin/admin-table.tsx";
import { DeleteDialog, type DeleteQuestion, type ListItem } from "#app/components/admin/item-actions.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { listPosts } from "#app/features/blog/posts.server.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import type { Route } from "./+types/index";
import { postListAction } from "./_actions.server";

export const meta = adminPageMeta("Posts", "Write, edit and delete Cosmic Daily blog posts.");

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  return listPosts(context.db, { page });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdminViewer(context, request, url);
  return postListAction(context, await readForm(request));
}

const DELETE_POST: DeleteQuestion = {
  title: "Delete this post?",
  description: (title) => `“${title}” will be removed from the blog. This cannot be undone.`,
  confirmLabel: "Delete post",
};

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, total } = loaderData;
  useActionResult<typeof action>();
  const [deleting, setDeleting] = useState<ListItem | null>(null);
  return (
    <ListPage
      title="Posts"
      create={{ to: "/admin/posts/new", label: "New post" }}
      intro={`${total} ${total === 1 ? "post" : "posts"}, newest first.`}
    >
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {posts.map((post) => (
          <li key={post.slug} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="post-row">
            <div>
              <p className="font-medium">{post.title}</p>
              <p className="text-sm text-muted">
                <time dateTime={post.date}>{post.date}</time> · /blog/{post.slug}
              </p>
            </div>
            <div className="flex gap-2">
              <SiteLink to={`/admin/posts/${post.slug}`} className={buttonClasses("secondary", "px-3 py-1.5")}>
                Edit<span className="sr-only"> {post.title}</span>
              </SiteLink>
              <button
                type="button"
                className={buttonClasses("ghost", "px-3 py-1.5")}
                onClick={() => setDeleting({ idField: "slug", id: post.slug, name: post.title })}
              >
                Delete<span className="sr-only"> {post.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} question={DELETE_POST} />
    </ListPage>
  );
}
