import type { AppLoadContext } from "react-router";
import type { ActionResult } from "#app/components/admin/action-result.ts";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { parsePost } from "#app/features/blog/front-matter.ts";
import { deletePost, savePost } from "#app/features/blog/post-commands.server.ts";
import { renderMarkdown } from "#app/lib/markdown.server.ts";

/** The live preview's answer: the body as the post page renders it, or why the text does not parse. */
export type PostPreview = { ok: true; html: string } | { ok: false; message: string };

/** A save's answer; a saved post's slug, for its editor's address. */
export type SavedPost = ActionResult & { slug?: string };

/** The editor's posts ([blog.admin-save]): save the whole text, or render its body for the live preview. */
export async function postEditorAction(context: AppLoadContext, form: FormData, by: string) {
  const text = String(form.get("text") ?? "");
  const intent = form.get("intent");
  if (intent === "preview") {
    const parsed = parsePost(text);
    return parsed.ok ? { ok: true as const, html: renderMarkdown(parsed.post.content) } : { ok: false as const, message: parsed.reason };
  }
  if (intent !== "save") return unknownAction();
  return answerWrite(context, () => savePost(context.db, { content: text }, by, { onChange: context.changed.posts }), {
    failed: "saving a post failed",
    reply: ({ slug }) => ({ slug }),
  });
}

/** The post list's delete. */
export function postListAction(context: AppLoadContext, form: FormData) {
  if (form.get("intent") !== "delete") return unknownAction();
  const slug = String(form.get("slug") ?? "");
  return answerWrite(context, () => deletePost(context.db, slug, { onChange: context.changed.posts }), {
    failed: "deleting a post failed",
  });
}
