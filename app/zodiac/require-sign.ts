import { data, redirect } from "react-router";
import { findSign, isSignSlug, type Sign } from "./signs";

/**
 * The sign a route's `:sign` (or `:partner`) parameter names ([signs.slugs]). Sign URLs are lower
 * case: a differently cased slug is sent to the same page in lower case (301); anything that names
 * no sign is the not-found page (404).
 */
export function requireSign(slug: string | undefined, url: URL): Sign {
  const sign = findSign(slug);
  if (!sign) throw data(null, { status: 404 });
  if (sign.slug !== slug) throw redirect(canonicalSignPath(url), 301);
  return sign;
}

/** The page's path with every segment that names a sign in lower case, its query kept. */
function canonicalSignPath(url: URL): string {
  const path = url.pathname
    .split("/")
    .map((segment) => (isSignSlug(segment.toLowerCase()) ? segment.toLowerCase() : segment))
    .join("/");
  return `${path}${url.search}`;
}
