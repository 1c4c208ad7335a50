/**
 * Campaign tags on the site's outgoing paid links (product calls to action, partner links): the
 * address keeps its own query, and `utm_source`, `utm_medium` and `utm_campaign` say where on the
 * site the click came from, replacing any tags of those names the address already carried.
 */
export type UtmTags = { source: string; medium: string; campaign: string };

/** `address` with the tags, or null when it is not an http(s) address (nothing else is ever linked). */
export function withUtm(address: string, { source, medium, campaign }: UtmTags): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.searchParams.set("utm_source", source);
  url.searchParams.set("utm_medium", medium);
  url.searchParams.set("utm_campaign", campaign);
  return url.toString();
}

/**
 * A campaign name made from free text: lower-case ASCII letters and digits joined by single
 * hyphens ("Moon & Co. Crystals" → "moon-co-crystals"); accents are dropped, and text with no
 * letter or digit at all gives `fallback`.
 */
export function campaignSlug(text: string, fallback = "link"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || fallback;
}
