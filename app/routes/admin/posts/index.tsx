import { useState } from "react";
import { data, Form, useActionData } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { deletePost, listPosts } from "#app/features/blog/posts.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/index";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = pageMeta({ title: "Posts", description: "Write, edit and delete Cosmic Daily blog posts.", noindex: true });

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  return listPosts(context.db, { page });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const slug = String(form.get("slug") ?? "");
  if (form.get("intent") !== "delete") return data({ ok: false, message: "Unknown action." }, { status: 400 });
  const deleted = await deletePost(context.db, slug, { onChange: context.changed.posts });
  return deleted
    ? { ok: true, message: `“${slug}” is deleted.` }
    : data({ ok: false, message: "That post no longer exists." }, { status: 404 });
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, total } = loaderData;
  useResultToast(useActionData<typeof action>());
  const [deleting, setDeleting] = useState<{ slug: string; title: string } | null>(null);
  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">Posts</h1>
        <SiteLink to="/admin/posts/new" className={buttonClasses()}>
          New post
        </SiteLink>
      </div>
      <p className="mb-4 text-sm text-muted">
        {total} {total === 1 ? "post" : "posts"}, newest first.
      </p>
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
                onClick={() => setDeleting({ slug: post.slug, title: post.title })}
              >
                Delete<span className="sr-only"> {post.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} />
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this post?"
        description={deleting ? `“${deleting.title}” will be removed from the blog. This cannot be undone.` : ""}
      >
        <Form method="post" className="flex justify-end gap-2" onSubmit={() => setDeleting(null)}>
          <input type="hidden" name="slug" value={deleting?.slug ?? ""} />
          <button type="button" className={buttonClasses("secondary")} onClick={() => setDeleting(null)}>
            Keep it
          </button>
          <button type="submit" name="intent" value="delete" className={buttonClasses()}>
            Delete post
          </button>
        </Form>
      </Modal>
    </section>
  );
}
