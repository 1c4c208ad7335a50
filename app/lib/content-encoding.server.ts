import Negotiator from "negotiator";

/** The encodings the site answers in, best first when a request rates them alike. */
export const CONTENT_ENCODINGS = ["br", "gzip", "identity"] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

type EncodingsWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/**
 * The encoding to answer a request in ([shell.content-encoding]), read by the negotiator as
 * RFC 9110 reads Accept-Encoding: q-values count ("br;q=0" refuses Brotli, "br;q=0.5, gzip"
 * prefers gzip), "*" stands for any encoding not named, and among equals Brotli comes first. A
 * request that refuses all three still gets the plain bytes: better read than refused.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const header = acceptEncoding ?? "";
  let chosen = chosenFor.get(header);
  if (chosen === undefined) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
    const [best] = (negotiator.encodings as EncodingsWithPreference)(CONTENT_ENCODINGS, { preferred: CONTENT_ENCODINGS });
    chosen = (best as ContentEncoding | undefined) ?? "identity";
    // Browsers send a handful of distinct headers: remember them, but never more than a few.
    if (chosenFor.size >= REMEMBERED_HEADERS) chosenFor.delete(chosenFor.keys().next().value!);
    chosenFor.set(header, chosen);
  }
  return chosen;
}

/** The answer for each Accept-Encoding seen lately: served pages read it on every hit. */
const chosenFor = new Map<string, ContentEncoding>();
const REMEMBERED_HEADERS = 64;
