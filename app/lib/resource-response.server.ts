import { createHash } from "node:crypto";

/**
 * The answer of a resource route whose text is the same for every caller (a feed, a calendar):
 * a strong ETag of its bytes, so a client that holds them already is answered 304 with no body.
 */

/** A strong ETag naming these exact bytes. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter, and "*" matches any. */
export function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

/** The text with its ETag and `headers` (Content-Type, Cache-Control…), or 304 when the client holds these bytes. */
export function textResource(request: Request, body: string, headers: Record<string, string>): Response {
  const etag = etagOf(body);
  const withTag: Record<string, string> = { ...headers, ETag: etag };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    // A 304 carries the validators and caching headers, not the body's own.
    const { "Content-Type": _type, "Content-Disposition": _disposition, ...kept } = withTag;
    return new Response(null, { status: 304, headers: kept });
  }
  return new Response(body, { status: 200, headers: withTag });
}

/**
 * A resource address that names nothing (an unknown sign, a token no one holds): 404 with a line
 * saying what the addresses look like. A feed reader or calendar app shows the status; a person
 * who opens the address reads the line.
 */
export function notFoundResource(message: string, cacheControl = "public, max-age=300"): Response {
  return new Response(`${message}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });
}
