import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Blog posts ([blog.post-format]), held by slug. `source` says where the row came from:
 * a boot-time import of content/blog ('file') or an admin's save ('admin'); the import never
 * touches an existing slug, so an admin's edit survives every restart.
 */
export const posts = pgTable(
  "posts",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    tags: text("tags").array().notNull().default([]),
    minutesToRead: integer("minutes_to_read").notNull().default(5),
    imageUrl: text("image_url"),
    /** The markdown body, without its front matter. */
    content: text("content").notNull(),
    source: text("source", { enum: ["file", "admin"] }).notNull(),
    updatedBy: text("updated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list is read newest first on every /blog request.
  (table) => [index("posts_date_slug_idx").on(table.date, table.slug)],
);

/**
 * Slugs an admin deleted. The boot import skips them, so a deleted post that still has a file
 * in content/blog does not come back at the next restart; saving the slug again removes it here.
 */
export const deletedPosts = pgTable("deleted_posts", {
  slug: text("slug").primaryKey(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});
