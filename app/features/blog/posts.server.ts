import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { deletedPosts, posts } from "#db/schema/index.ts";
import { errorReason } from "#app/lib/errors.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { isPostSlug, parsePost, type Post } from "./front-matter";

export const POSTS_PER_PAGE = 10;

/** What the list, RSS and navigation need: everything but the body. */
type PostSummary = Omit<Post, "content"> & { updatedAt: Date };
type StoredPost = Post & { source: "file" | "admin"; createdAt: Date; updatedAt: Date };
type Warner = { warn: (fields: object, message: string) => void; info: (fields: object, message: string) => void };

const summaryColumns = {
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  date: posts.date,
  tags: posts.tags,
  minutesToRead: posts.minutesToRead,
  imageUrl: posts.imageUrl,
  updatedAt: posts.updatedAt,
};

// Drizzle gives null for an absent image; the Post type says absent.
function withoutNulls<T extends { imageUrl: string | null }>(row: T): Omit<T, "imageUrl"> & { imageUrl?: string } {
  const { imageUrl, ...rest } = row;
  return imageUrl ? { ...rest, imageUrl } : rest;
}

const rowOf = (post: Post) => ({ ...post, imageUrl: post.imageUrl ?? null });

/**
 * The post files shipped with the site. npm runs the server from the project root, so the
 * working directory is tried first; a server started from elsewhere finds the files by walking
 * up from this module (app/features/blog in dev, build/server once bundled). When nothing is
 * found the first candidate is answered and the import logs that it has no files.
 */
export function blogContentDir(): string {
  const fromCwd = join(process.cwd(), "content", "blog");
  if (existsSync(fromCwd)) return fromCwd;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 5; level += 1) {
    const candidate = join(dir, "content", "blog");
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return fromCwd;
}

/**
 * Boot-time import: each parsable file is added only when its slug is absent, so an admin's
 * edit is never overwritten. A missing directory or a bad file is logged and skipped.
 */
export async function importPostFiles(db: Database, dir: string, logger: Warner): Promise<{ imported: number; rejected: number }> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  } catch (error) {
    logger.warn({ dir, reason: errorReason(error) }, "blog content directory not readable; no posts imported");
    return { imported: 0, rejected: 0 };
  }
  // What an admin deleted stays deleted, file or not.
  const deleted = new Set((await db.select({ slug: deletedPosts.slug }).from(deletedPosts)).map((row) => row.slug));
  let imported = 0;
  let rejected = 0;
  for (const name of names) {
    const result = parsePost(await readFile(join(dir, name), "utf8"));
    if (!result.ok) {
      rejected += 1;
      logger.warn({ file: name, reason: result.reason }, "blog post file ignored");
      continue;
    }
    if (deleted.has(result.post.slug)) continue;
    const inserted = await db
      .insert(posts)
      .values({ ...rowOf(result.post), source: "file" })
      .onConflictDoNothing({ target: posts.slug })
      .returning({ slug: posts.slug });
    imported += inserted.length;
  }
  logger.info({ imported, rejected, files: names.length }, "blog post files imported");
  return { imported, rejected };
}

type PostPage = { posts: PostSummary[]; total: number; page: number; pageCount: number };

/** Newest first by date (slug breaks ties so paging is stable), optionally one tag only. */
export async function listPosts(db: Database, { tag, page = 1 }: { tag?: string; page?: number }): Promise<PostPage> {
  const where = tag ? arrayContains(posts.tags, [tag]) : undefined;
  const [counted] = await db.select({ total: count() }).from(posts).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(where)
    .orderBy(desc(posts.date), asc(posts.slug))
    .limit(POSTS_PER_PAGE)
    .offset((current - 1) * POSTS_PER_PAGE);
  return { posts: rows.map(withoutNulls), total, page: current, pageCount };
}

/** Every post, newest first, for the RSS feed and the sitemap. */
export async function allPostSummaries(db: Database): Promise<PostSummary[]> {
  const rows = await db.select(summaryColumns).from(posts).orderBy(desc(posts.date), asc(posts.slug));
  return rows.map(withoutNulls);
}

export async function getPost(db: Database, slug: string): Promise<StoredPost | undefined> {
  // No stored post has another shape, and an address may hold text the database refuses (a NUL).
  if (!isPostSlug(slug)) return undefined;
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug)).limit(1);
  if (!row) return undefined;
  const { updatedBy: _updatedBy, ...post } = row;
  return withoutNulls(post);
}

type SaveResult = { ok: true; post: Post } | { ok: false; message: string };

/**
 * The admin's save ('save-markdown-post'): the full front matter plus body is validated first,
 * then written in one upsert, so a failure leaves the stored post exactly as it was. `onChange`
 * runs after a save that was stored (the pages showing posts must be forgotten).
 */
export async function writePost(
  db: Database,
  input: { slug: string; content: string },
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<SaveResult> {
  const parsed = parsePost(typeof input.content === "string" ? input.content : "");
  if (!parsed.ok) return { ok: false, message: `Front matter: ${parsed.reason}` };
  if (parsed.post.slug !== input.slug) return { ok: false, message: "The slug in the front matter must match the post's slug" };
  const row = { ...rowOf(parsed.post), source: "admin" as const, updatedBy };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(posts)
        .values(row)
        .onConflictDoUpdate({ target: posts.slug, set: { ...row, updatedAt: sql`now()` } });
      // A slug written again by an admin is no longer a deleted one.
      await tx.delete(deletedPosts).where(eq(deletedPosts.slug, parsed.post.slug));
    });
  } catch (error) {
    return { ok: false, message: `The post could not be saved: ${errorReason(error)}` };
  }
  onChange?.();
  return { ok: true, post: parsed.post };
}

/**
 * Removes a post for good: its slug is remembered so the file import does not bring it back.
 * `onChange` runs when a post was deleted. Text that cannot be a slug names no post.
 */
export async function removePost(db: Database, slug: string, { onChange }: ChangeOptions = {}): Promise<boolean> {
  if (!isPostSlug(slug)) return false;
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(posts).where(eq(posts.slug, slug)).returning({ slug: posts.slug });
    if (rows.length === 0) return false;
    await tx.insert(deletedPosts).values({ slug }).onConflictDoNothing({ target: deletedPosts.slug });
    return true;
  });
  if (deleted) onChange?.();
  return deleted;
}

/** Posts sharing the most tags with this one, newest first among equals. */
export async function relatedPosts(db: Database, post: Pick<Post, "slug" | "tags">, limit = 3): Promise<PostSummary[]> {
  if (post.tags.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(and(ne(posts.slug, post.slug), arrayOverlaps(posts.tags, post.tags)))
    .orderBy(desc(posts.date), asc(posts.slug));
  const shared = (tags: string[]) => tags.filter((tag) => post.tags.includes(tag)).length;
  // Array.prototype.sort is stable, so the date order survives among equal counts.
  return rows
    .sort((a, b) => shared(b.tags) - shared(a.tags))
    .slice(0, limit)
    .map(withoutNulls);
}

/** The post published just before (previous) and just after (next) this one, in list order. */
export async function adjacentPosts(
  db: Database,
  post: Pick<Post, "slug" | "date">,
): Promise<{ previous?: PostSummary; next?: PostSummary }> {
  // The list runs date desc, slug asc; "previous" is the older neighbour, "next" the newer one.
  const [previous] = await db
    .select(summaryColumns)
    .from(posts)
    .where(sql`(${posts.date} < ${post.date} or (${posts.date} = ${post.date} and ${posts.slug} > ${post.slug}))`)
    .orderBy(desc(posts.date), asc(posts.slug))
    .limit(1);
  const [next] = await db
    .select(summaryColumns)
    .from(posts)
    .where(sql`(${posts.date} > ${post.date} or (${posts.date} = ${post.date} and ${posts.slug} < ${post.slug}))`)
    .orderBy(asc(posts.date), desc(posts.slug))
    .limit(1);
  return { ...(previous ? { previous: withoutNulls(previous) } : {}), ...(next ? { next: withoutNulls(next) } : {}) };
}
