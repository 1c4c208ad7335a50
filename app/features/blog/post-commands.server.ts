import { z } from "zod";
import type { Database } from "#db/client.ts";
import { done, parseInput, refused, type CommandResult } from "#app/lib/command.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { parsePost } from "./front-matter";
import { removePost, writePost } from "./posts.server";

// The admin's writes to the blog ([blog.admin-save]): one command each, called alike by the post
// editor's and the post list's actions and by the JSON API, so both answer the same words.

/** A post of 200,000 characters with the JSON around it fits every request's own limit. */
const POST_TEXT_LIMIT = 200_000;

/**
 * What `savePost` takes: the post's whole text (front matter and body) and, from the JSON API,
 * the slug it is saved under, which must be the one its front matter names. The editor's form
 * sends the text alone: the front matter's slug is the post's.
 */
export const savePostInputSchema = z.object({
  slug: z.string().trim().min(1).max(120).optional(),
  content: z.string().max(POST_TEXT_LIMIT),
});
export type SavePostInput = z.input<typeof savePostInputSchema>;

/** Saves a post whole, or refuses it whole with the reason its front matter does not parse. */
export async function savePost(
  db: Database,
  input: unknown,
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<CommandResult<{ slug: string }>> {
  const parsed = parseInput(savePostInputSchema, input);
  if (!parsed.ok) return parsed;
  const { content } = parsed.data;
  const post = parsePost(content);
  if (!post.ok) return refused("invalid", post.reason, { content: post.reason });
  const saved = await writePost(db, { slug: parsed.data.slug ?? post.post.slug, content }, updatedBy, { onChange });
  return saved.ok ? done("Post saved.", { slug: saved.post.slug }) : refused("invalid", saved.message);
}

/** Deletes a post for good: the file import never brings its slug back. */
export async function deletePost(db: Database, slug: string, { onChange }: ChangeOptions = {}): Promise<CommandResult> {
  if (!(await removePost(db, slug, { onChange }))) return refused("not_found", "That post no longer exists.");
  return done(`“${slug}” is deleted.`);
}
