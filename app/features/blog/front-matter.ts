import { isSiteDate } from "#app/lib/dates.ts";

/** A blog post: front matter plus a markdown body ([blog.post-format]). */
export type Post = {
  title: string;
  excerpt: string;
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  tags: string[];
  minutesToRead: number;
  imageUrl?: string;
  content: string;
};

type ParseResult = { ok: true; post: Post } | { ok: false; reason: string };

/** Minutes to read when the front matter gives no positive whole number ([blog.post-format]). */
const DEFAULT_MINUTES_TO_READ = 5;
const SLUG_PATTERN = /^[a-z0-9-]+$/;
const WORDS_PER_MINUTE = 200;

// Exactly one pair of matching outer quotes goes, so a title that really is quoted survives a
// serialize → parse round trip ("\"Quoted\"" keeps its inner quotes).
function stripQuotes(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && (trimmed[0] === '"' || trimmed[0] === "'") && trimmed.at(-1) === trimmed[0]) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

function parseTags(value: string): string[] {
  const trimmed = value.trim();
  const inner = trimmed.startsWith("[") && trimmed.endsWith("]") ? trimmed.slice(1, -1) : trimmed;
  return inner
    .split(",")
    .map(stripQuotes)
    .filter((tag) => tag.length > 0);
}

/** Whether a slug has the shape every stored post's slug has ([blog.post-format]). */
export function isPostSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/**
 * Reads a post file. Never throws: anything that is not a front-matter block with title, slug,
 * excerpt and date is rejected with a reason the importer can log.
 */
export function parsePost(text: string): ParseResult {
  if (typeof text !== "string") return { ok: false, reason: "not text" };
  // Files written on Windows still parse; the body keeps its own characters otherwise.
  const source = text.replace(/^\uFEFF/, "");
  const lines = source.split("\n");
  if (lines[0]?.replace(/\r$/, "").trim() !== "---") return { ok: false, reason: "no front-matter block" };
  const end = lines.findIndex((line, index) => index > 0 && line.replace(/\r$/, "").trim() === "---");
  if (end === -1) return { ok: false, reason: "front-matter block is not closed" };

  const fields = new Map<string, string>();
  for (const line of lines.slice(1, end)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).replace(/\r$/, ""));
  }
  const field = (key: string) => stripQuotes(fields.get(key) ?? "");
  const [title, slug, excerpt, date] = [field("title"), field("slug"), field("excerpt"), field("date")];
  const missing = Object.entries({ title, slug, excerpt, date })
    .filter(([, value]) => value === "")
    .map(([key]) => key);
  if (missing.length > 0) return { ok: false, reason: `missing ${missing.join(", ")}` };
  if (!SLUG_PATTERN.test(slug)) return { ok: false, reason: "slug must be lowercase letters, digits and hyphens" };
  if (!isSiteDate(date)) return { ok: false, reason: "date must be a real day, YYYY-MM-DD, in the years 1000 to 9999" };

  const minutes = field("minutesToRead");
  const minutesToRead = /^\d+$/.test(minutes) && Number(minutes) > 0 ? Number(minutes) : DEFAULT_MINUTES_TO_READ;
  const imageUrl = field("imageUrl");
  const content = lines.slice(end + 1).join("\n");
  const post: Post = { title, excerpt, slug, date, tags: parseTags(fields.get("tags") ?? ""), minutesToRead, content };
  if (imageUrl) post.imageUrl = imageUrl;
  return { ok: true, post };
}

const quote = (value: string) => `"${value}"`;

/** The file text of a post; parsePost reads it back to an equal post. */
export function serializePost(post: Post): string {
  const lines = [
    "---",
    `title: ${quote(post.title)}`,
    `excerpt: ${quote(post.excerpt)}`,
    `slug: ${post.slug}`,
    `date: ${post.date}`,
    `tags: [${post.tags.join(", ")}]`,
    `minutesToRead: ${post.minutesToRead}`,
    ...(post.imageUrl ? [`imageUrl: ${post.imageUrl}`] : []),
    "---",
  ];
  return `${lines.join("\n")}\n${post.content}`;
}

/**
 * Words of a markdown body, counted like `wc -w`: whitespace-separated runs. The writers compute
 * minutesToRead that way, so the site and the files agree on every post's reading time.
 */
export function countWords(body: string): number {
  return body.split(/\s+/).filter((word) => word.length > 0).length;
}

/** Reading time at 200 words a minute, never less than a minute. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE));
}
