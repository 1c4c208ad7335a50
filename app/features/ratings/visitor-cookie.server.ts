import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An anonymous visitor id ([ratings.visitor-cookie]): enough to allow one rating per sign a day,
 * nothing that names a person. The cookie holds the id and its HMAC with AUTH_SECRET, so a
 * visitor id is always one the server handed out; an altered or made-up one is replaced.
 */
export const VISITOR_COOKIE = "cosmic_visitor";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{24}$/;
const SIGNATURE_LENGTH = 22; // 128 bits of the HMAC, base64url

export function newVisitorId(): string {
  return randomBytes(18).toString("base64url");
}

function signatureOf(visitorId: string, secret: string): string {
  return createHmac("sha256", secret).update(`visitor.${visitorId}`).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

/** The visitor id of a request's cookie when its signature holds; otherwise null. */
export function readVisitorId(request: Request, secret: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== VISITOR_COOKIE) continue;
    const [visitorId = "", signature = ""] = rest.join("=").split(".");
    if (!VISITOR_ID.test(visitorId) || signature.length !== SIGNATURE_LENGTH) continue;
    const expected = signatureOf(visitorId, secret);
    if (timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return visitorId;
  }
  return null;
}

/** HttpOnly so page scripts never see it; SameSite=Lax like the session cookie; Secure when the site is https. */
export function visitorCookie(visitorId: string, secret: string, secure: boolean): string {
  const value = `${visitorId}.${signatureOf(visitorId, secret)}`;
  return `${VISITOR_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The request's visitor id, or a new one with the Set-Cookie line that keeps it. */
export function ensureVisitorId(request: Request, secret: string, secure: boolean): { visitorId: string; setCookie: string | null } {
  const existing = readVisitorId(request, secret);
  if (existing) return { visitorId: existing, setCookie: null };
  const visitorId = newVisitorId();
  return { visitorId, setCookie: visitorCookie(visitorId, secret, secure) };
}
