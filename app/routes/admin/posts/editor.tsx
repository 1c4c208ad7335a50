import { useEffect, useId, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { readDrafts, writeDraft } from "#app/features/blog/editor-drafts.ts";
import { parsePost, serializePost, type Post } from "#app/features/blog/front-matter.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/editor";
import { handleEditorAction, loadPostText, type EditorResult } from "./_actions.server";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = pageMeta({ title: "Edit Post", description: "The Cosmic Daily post editor.", noindex: true });

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  return loadPostText(context, params.slug, calendarDateIn(new Date(), context.env.siteTimeZone));
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  return handleEditorAction(context, await readForm(request), viewer.email);
}

export default function PostEditor({ loaderData }: Route.ComponentProps) {
  const { text: saved, isNew, slug } = loaderData;
  const draftKey = slug ?? "new";
  const [text, setText] = useState(saved);
  const [restored, setRestored] = useState(false);
  const save = useFetcher<EditorResult>();
  const preview = useFetcher<EditorResult>();
  const navigate = useNavigate();
  const id = useId();
  const parsed = parsePost(text);
  useResultToast(save.data?.kind === "saved" ? save.data : undefined);

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
    if (save.data?.kind !== "saved" || !save.data.ok) return;
    writeDraft(draftKey, null);
    if (isNew || save.data.slug !== slug) navigate(`/admin/posts/${save.data.slug}`, { replace: true });
  }, [save.data, draftKey, isNew, slug, navigate]);

  const change = (next: string) => {
    setText(next);
    writeDraft(draftKey, next);
  };
  const changeField = (patch: Partial<Post>) => parsed.ok && change(serializePost({ ...parsed.post, ...patch }));

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
        <Field id={`${id}-title`} label="Title">
          <input
            id={`${id}-title`}
            className={inputClasses}
            value={parsed.ok ? parsed.post.title : ""}
            onChange={(e) => changeField({ title: e.target.value })}
          />
        </Field>
        <Field id={`${id}-slug`} label="Slug">
          <input
            id={`${id}-slug`}
            className={inputClasses}
            value={parsed.ok ? parsed.post.slug : ""}
            onChange={(e) => changeField({ slug: e.target.value })}
          />
        </Field>
        <Field id={`${id}-date`} label="Date">
          <input
            id={`${id}-date`}
            type="date"
            className={inputClasses}
            value={parsed.ok ? parsed.post.date : ""}
            onChange={(e) => changeField({ date: e.target.value })}
          />
        </Field>
        <Field id={`${id}-tags`} label="Tags (comma separated)">
          <input
            id={`${id}-tags`}
            className={inputClasses}
            value={parsed.ok ? parsed.post.tags.join(", ") : ""}
            onChange={(e) =>
              changeField({
                tags: e.target.value
                  .split(",")
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              })
            }
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id={`${id}-excerpt`} label="Excerpt">
            <input
              id={`${id}-excerpt`}
              className={inputClasses}
              value={parsed.ok ? parsed.post.excerpt : ""}
              onChange={(e) => changeField({ excerpt: e.target.value })}
            />
          </Field>
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
            {preview.data?.kind === "preview" && preview.data.ok ? (
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
