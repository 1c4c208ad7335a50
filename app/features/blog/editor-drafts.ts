/**
 * The post editor's unsaved drafts in localStorage, by slug ("new" for a post not saved yet),
 * under savedMarkdownPosts ([blog.drafts]), so a closed tab loses nothing. Storage errors are
 * ignored: the text is still in the editor.
 */
export const DRAFTS_KEY = "savedMarkdownPosts";

export function readDrafts(storage: Pick<Storage, "getItem"> = localStorage): Record<string, string> {
  try {
    const drafts = JSON.parse(storage.getItem(DRAFTS_KEY) ?? "{}") as unknown;
    return drafts && typeof drafts === "object" && !Array.isArray(drafts) ? (drafts as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps `text` as the draft of `key`, or forgets it when `text` is null. */
export function writeDraft(key: string, text: string | null, storage: Pick<Storage, "getItem" | "setItem"> = localStorage): void {
  try {
    const drafts = readDrafts(storage);
    if (text === null) delete drafts[key];
    else drafts[key] = text;
    storage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // The text is still in the editor.
  }
}
