/**
 * A place to send someone back to after signing in: only a path on this site. Anything that
 * could leave it (`//host`, `/\host`, `https:`, `javascript:`, their percent-encoded forms,
 * control characters) answers the fallback, `/`.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = "/"): string {
  if (!candidate || candidate.length > 2048) return fallback;
  // Look at every decoding of the value, so an encoded "//" or "\" cannot slip through.
  let view = candidate;
  for (let round = 0; round < 3; round++) {
    if (!isPlainPath(view)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(view);
    } catch {
      return fallback;
    }
    if (decoded === view) break;
    view = decoded;
  }
  if (!isPlainPath(view)) return fallback;
  // Normalise first ("/./", "/x/..", "%2e" segments collapse), then check what a browser would
  // follow: "/.//evil.example" normalises to "//evil.example", a link to another host.
  const base = "http://return-path.invalid";
  const resolved = new URL(candidate, base);
  if (resolved.origin !== base || !isPlainPath(resolved.pathname)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

function isPlainPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !hasControlCharacter(value);
}

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The location to pass to /auth for the page being left, as `/auth?redirectTo=…`. */
export function signInPathFor(returnTo: string): `/auth?${string}` {
  return `/auth?redirectTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}
