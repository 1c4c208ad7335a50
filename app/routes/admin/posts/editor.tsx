import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { useEffect, useId, useState } from "react";
import { data, useFetcher, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { readDrafts, writeDraft } from "#app/features/blog/editor-drafts.ts";
import { parsePost, serializePost, type Post } from "#app/features/blog/front-matter.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { useResultToast } from "#app/components/admin/action-result.ts";
import { getPost } from "#app/features/blog/posts.server.ts";
import type { Route } from "./+types/editor";
import { postEditorAction, type PostPreview, type SavedPost } from "./_actions.server";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = adminPageMeta("Edit Post", "The Cosmic Daily post editor.");

/** The text a new post starts from: valid front matter, so the form fields work at once. */
function newPostTemplate(today: string): string {
  return serializePost({
    title: "A new article",
    excerpt: "One or two sentences that make a reader want more.",
    slug: "a-new-article",
    date: today,
    tags: ["beginners"],
    minutesToRead: 1,
    content: "Start with a paragraph. Use ## headings for sections.\n",
  });
}

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  if (!params.slug) return { text: newPostTemplate(calendarDateIn(new Date(), context.env.siteTimeZone)), isNew: true, slug: null };
  const post = await getPost(context.db, params.slug);
  if (!post) throw data({ message: "No post has that slug." }, { status: 404 });
  return { text: serializePost(post), isNew: false, slug: post.slug };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  return postEditorAction(context, await readForm(request), viewer.email);
}

/** The tags as the comma-separated field writes them. */
const tagsOf = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

export default function PostEditor({ loaderData }: Route.ComponentProps) {
  const { text: saved, isNew, slug } = loaderData;
  const draftKey = slug ?? "new";
  const [text, setText] = useState(saved);
  const [restored, setRestored] = useState(false);
  const save = useFetcher<SavedPost>();
  const preview = useFetcher<PostPreview>();
  const navigate = useNavigate();
  const id = useId();
  const parsed = parsePost(text);
  useResultToast(save.data);

  // A draft left by a closed tab comes back.
  useEffect(() => {
    const draft = readDrafts()[draftKey];
    if (draft && draft !== saved) {
      setText(draft);
      setRestored(true);
    }
  }, [draftKey, saved]);

  // The preview follows the text, a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => preview.submit({ intent: "preview", text }, { method: "post" }), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher object changes on every state; only the text matters
  }, [text]);

  useEffect(() => {
    if (!save.data?.ok || !save.data.slug) return;
    writeDraft(draftKey, null);
    if (isNew || save.data.slug !== slug) navigate(`/admin/posts/${save.data.slug}`, { replace: true });
  }, [save.data, draftKey, isNew, slug, navigate]);

  const change = (next: string) => {
    setText(next);
    writeDraft(draftKey, next);
  };
  const changeField = (patch: Partial<Post>) => parsed.ok && change(serializePost({ ...parsed.post, ...patch }));
  // The front matter's fields as the inputs show them; empty while the text does not parse.
  const front = parsed.ok
    ? { ...parsed.post, tags: parsed.post.tags.join(", ") }
    : { title: "", slug: "", date: "", tags: "", excerpt: "" };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">{isNew ? "New Post" : "Edit Post"}</h1>
      {restored ? (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-3 text-sm">
          Your unsaved draft was restored.
          <Button
            variant="ghost"
            onClick={() => {
              change(saved);
              writeDraft(draftKey, null);
              setRestored(false);
            }}
          >
            Discard draft
          </Button>
        </p>
      ) : null}
      <fieldset disabled={!parsed.ok} className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Front matter</legend>
        <TextField id={`${id}-title`} label="Title" value={front.title} onChange={(title) => changeField({ title })} />
        <TextField id={`${id}-slug`} label="Slug" value={front.slug} onChange={(slug) => changeField({ slug })} />
        <TextField id={`${id}-date`} label="Date" type="date" value={front.date} onChange={(date) => changeField({ date })} />
        <TextField
          id={`${id}-tags`}
          label="Tags (comma separated)"
          value={front.tags}
          onChange={(tags) => changeField({ tags: tagsOf(tags) })}
        />
        <div className="sm:col-span-2">
          <TextField id={`${id}-excerpt`} label="Excerpt" value={front.excerpt} onChange={(excerpt) => changeField({ excerpt })} />
        </div>
      </fieldset>
      {!parsed.ok ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {parsed.reason}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Field id={`${id}-text`} label="Markdown (front matter and body)">
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(e) => change(e.target.value)}
            rows={24}
            className={`${inputClasses} font-mono text-sm`}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium">Preview</p>
          <div className="prose-cosmic max-w-none overflow-auto rounded-lg border border-border p-4" aria-label="Preview" role="region">
            {preview.data?.ok ? (
              <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
            ) : (
              <p className="text-muted">Nothing to preview yet.</p>
            )}
          </div>
        </div>
      </div>
      <Button
        onClick={() => save.submit({ intent: "save", text }, { method: "post" })}
        disabled={!parsed.ok || save.state !== "idle"}
        className="self-start"
      >
        {save.state !== "idle" ? "Saving..." : "Save post"}
      </Button>
    </section>
  );
}
