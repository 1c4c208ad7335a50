/**
 * The sentences a text says more than once ([newsletter.welcome-mail], issue 33: "no sentence
 * printed twice"). A sentence is a run of at least four words ending in . ! or ?, compared without
 * case or spacing; headings, links and short labels ("Unsubscribe") are not sentences.
 */
export function repeatedSentences(text: string): string[] {
  const seen = new Map<string, number>();
  const words = text.replace(/https?:\/\/\S+/g, " ").replace(/\s+/g, " ");
  for (const match of words.matchAll(/[^.!?]+[.!?]+/g)) {
    const sentence = match[0].trim().toLowerCase();
    if (sentence.split(" ").length < 4) continue;
    seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([sentence]) => sentence);
}

/** What a reader sees of an HTML mail or page: its text without tags, hidden preheader, styles or scripts. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|title)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<div style="display:none[^>]*>[\s\S]*?<\/div>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}
