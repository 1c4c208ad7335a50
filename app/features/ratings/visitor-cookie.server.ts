import { randomBytes } from "node:crypto";

/** An anonymous visitor id: enough to allow one rating a day, nothing that names a person. */
export const VISITOR_COOKIE = "cosmic_visitor";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
// What newVisitorId makes (base64url); anything else in the cookie is ignored and replaced.
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

export function newVisitorId(): string {
  return randomBytes(18).toString("base64url");
}

export function readVisitorId(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== VISITOR_COOKIE) continue;
    const value = rest.join("=");
    if (VISITOR_ID.test(value)) return value;
  }
  return null;
}

/** HttpOnly so page scripts never see it; SameSite=Lax like the session cookie; Secure when the site is https. */
export function visitorCookie(visitorId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The request's visitor id, or a new one with the Set-Cookie line that keeps it. */
export function ensureVisitorId(request: Request, secure: boolean): { visitorId: string; setCookie: string | null } {
  const existing = readVisitorId(request);
  if (existing) return { visitorId: existing, setCookie: null };
  const visitorId = newVisitorId();
  return { visitorId, setCookie: visitorCookie(visitorId, secure) };
}
