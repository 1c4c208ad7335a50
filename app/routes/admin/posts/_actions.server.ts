import { data, type AppLoadContext } from "react-router";
import { parsePost, serializePost } from "#app/features/blog/front-matter.ts";
import { getPost, savePost } from "#app/features/blog/posts.server.ts";
import { renderMarkdown } from "#app/lib/markdown.server.ts";

/** The text a new post starts from: valid front matter, so the form fields work at once. */
export function newPostTemplate(today: string): string {
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

export async function loadPostText(context: AppLoadContext, slug: string | undefined, today: string) {
  if (!slug) return { text: newPostTemplate(today), isNew: true, slug: null };
  const post = await getPost(context.db, slug);
  if (!post) throw data({ message: "No post has that slug." }, { status: 404 });
  return { text: serializePost(post), isNew: false, slug: post.slug };
}

export type EditorResult =
  | { kind: "saved"; ok: true; message: string; slug: string }
  | { kind: "saved"; ok: false; message: string }
  | { kind: "preview"; ok: true; html: string }
  | { kind: "preview"; ok: false; message: string };

/** Saves the whole text (front matter and body), or renders its body for the live preview. */
export async function handleEditorAction(context: AppLoadContext, form: FormData, updatedBy: string): Promise<EditorResult> {
  const text = String(form.get("text") ?? "");
  const parsed = parsePost(text);
  if (form.get("intent") === "preview") {
    return parsed.ok
      ? { kind: "preview", ok: true, html: renderMarkdown(parsed.post.content) }
      : { kind: "preview", ok: false, message: parsed.reason };
  }
  if (!parsed.ok) return { kind: "saved", ok: false, message: parsed.reason };
  const saved = await savePost(context.db, { slug: parsed.post.slug, content: text }, updatedBy, { onChange: context.changed.posts });
  return saved.ok
    ? { kind: "saved", ok: true, message: "Post saved.", slug: parsed.post.slug }
    : { kind: "saved", ok: false, message: saved.message };
}
