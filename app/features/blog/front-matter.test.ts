import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { countWords, parsePost, readingMinutes, serializePost, type Post } from "./front-matter";

const FILE = `---
title: "The Moon's Phases"
excerpt: 'Eight phases, one cycle.'
slug: moon-phases-guide
date: 2026-10-14
tags: [moon, "rituals", lunar cycle]
minutesToRead: 4
imageUrl: /blog/moon-phases-guide.svg
---
## New Moon

A body.
`;

describe("parsePost", () => {
  test("[blog.post-format] reads a post file: quotes stripped, tags in brackets, whole minutes", () => {
    const result = parsePost(FILE);
    expect(result).toEqual({
      ok: true,
      post: {
        title: "The Moon's Phases",
        excerpt: "Eight phases, one cycle.",
        slug: "moon-phases-guide",
        date: "2026-10-14",
        tags: ["moon", "rituals", "lunar cycle"],
        minutesToRead: 4,
        imageUrl: "/blog/moon-phases-guide.svg",
        content: "## New Moon\n\nA body.\n",
      },
    });
  });

  test("[blog.post-format] minutesToRead defaults to 5 when absent or not a whole number", () => {
    for (const value of ["", "minutesToRead: 4.5\n", "minutesToRead: soon\n", "minutesToRead: -3\n"]) {
      const text = FILE.replace("minutesToRead: 4\n", value);
      const result = parsePost(text);
      expect(result.ok && result.post.minutesToRead).toBe(5);
    }
  });

  test.each(["title", "slug", "excerpt", "date"])("[blog.post-format] a post without %s is rejected", (key) => {
    const text = FILE.split("\n")
      .filter((line) => !line.startsWith(`${key}:`))
      .join("\n");
    const result = parsePost(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(key);
  });

  test("[blog.post-format] bad slugs, bad dates and missing blocks are rejected with a reason", () => {
    expect(parsePost(FILE.replace("slug: moon-phases-guide", "slug: Moon Phases")).ok).toBe(false);
    expect(parsePost(FILE.replace("slug: moon-phases-guide", "slug: ../etc")).ok).toBe(false);
    expect(parsePost(FILE.replace("date: 2026-10-14", "date: 2026-02-30")).ok).toBe(false);
    expect(parsePost(FILE.replace("date: 2026-10-14", "date: 14/10/2026")).ok).toBe(false);
    expect(parsePost("just text")).toEqual({ ok: false, reason: "no front-matter block" });
    expect(parsePost("---\ntitle: x\n")).toEqual({ ok: false, reason: "front-matter block is not closed" });
  });

  test.each(["0000-01-01", "0999-12-31"])("[blog.post-format] a post dated %s, before the year 1000, is rejected with a reason", (date) => {
    expect(parsePost(FILE.replace("date: 2026-10-14", `date: ${date}`))).toEqual({
      ok: false,
      reason: "date must be a real day, YYYY-MM-DD, in the years 1000 to 9999",
    });
  });

  test("[blog.post-format] Windows line endings parse too", () => {
    const result = parsePost(FILE.replace(/\n/g, "\r\n"));
    expect(result.ok && result.post.slug).toBe("moon-phases-guide");
  });
});

describe("properties", () => {
  test("[blog.post-format] any text parses to a valid post or is rejected, and never throws", () => {
    const frontMatterish = fc
      .array(fc.oneof(fc.string(), fc.constantFrom("---", "title: a", "slug: a-b", "excerpt: e", "date: 2026-01-01", "tags: [", ":")))
      .map((lines) => lines.join("\n"));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), frontMatterish), (text) => {
        const result = parsePost(text);
        if (result.ok) {
          expect(result.post.title).not.toBe("");
          expect(result.post.excerpt).not.toBe("");
          expect(result.post.slug).toMatch(/^[a-z0-9-]+$/);
          expect(result.post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(Number.isInteger(result.post.minutesToRead)).toBe(true);
        } else {
          expect(typeof result.reason).toBe("string");
        }
      }),
      { numRuns: 2_000 },
    );
  });

  // Values a front-matter line can carry: one line, no outer spaces; tags also without , [ ].
  const line = fc
    .string({ minLength: 1 })
    .map((s) => s.replace(/[\r\n]/g, " ").trim())
    .filter((s) => s.length > 0);
  const tag = line.map((s) => s.replace(/[,[\]"']/g, "").trim()).filter((s) => s.length > 0);
  const post: fc.Arbitrary<Post> = fc.record(
    {
      title: line,
      excerpt: line,
      slug: fc.stringMatching(/^[a-z0-9-]{1,40}$/),
      date: fc
        .date({ min: new Date("1900-01-01"), max: new Date("2999-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      tags: fc.array(tag, { maxLength: 5 }),
      minutesToRead: fc.integer({ min: 1, max: 500 }),
      imageUrl: fc.webUrl(),
      content: fc.string().map((s) => s.replace(/\r/g, "")),
    },
    { requiredKeys: ["title", "excerpt", "slug", "date", "tags", "minutesToRead", "content"] },
  );

  test("[blog.post-format] serialize then parse gives the same post back", () => {
    fc.assert(
      fc.property(post, (original) => {
        expect(parsePost(serializePost(original))).toEqual({ ok: true, post: original });
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("reading time", () => {
  test("[blog.reading-time] counts whitespace-separated words, like wc -w", () => {
    expect(countWords("The Moon's *phases*,\n\nin 8   steps.")).toBe(6);
    expect(countWords("")).toBe(0);
  });

  test("[blog.reading-time] is words / 200 rounded up, at least a minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("word ".repeat(1_000))).toBe(5);
  });
});
