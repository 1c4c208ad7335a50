import { expect, test } from "vitest";
import { DRAFTS_KEY, readDrafts, writeDraft } from "./editor-drafts";

test("[blog.drafts] drafts are kept by slug under savedMarkdownPosts and forgotten once saved", () => {
  const items = new Map<string, string>();
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  expect(DRAFTS_KEY).toBe("savedMarkdownPosts");
  writeDraft("new", "---\ntitle: x\n---", storage);
  writeDraft("moon-phases", "text", storage);
  expect(readDrafts(storage)).toEqual({ new: "---\ntitle: x\n---", "moon-phases": "text" });
  writeDraft("new", null, storage);
  expect(readDrafts(storage)).toEqual({ "moon-phases": "text" });
  items.set(DRAFTS_KEY, "not json");
  expect(readDrafts(storage)).toEqual({});
});
