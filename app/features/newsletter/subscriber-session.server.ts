import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "#db/client.ts";
import { isUnlockConfirmed } from "./unlocks.server";

/**
 * The subscriber session ([session.token], [session.storage]): a signed token with the claims
 * sub, email, name, sign, iat and exp, handed out when someone subscribes, and when a mailed link
 * is spent. The browser keeps it in sessionStorage under zodiac_auth_token and, so the server can
 * read it on page loads, in an HttpOnly cookie. HMAC-SHA256 with AUTH_SECRET.
 *
 * The session vouches only for what its holder typed into a form: `sub` names the session's own
 * unlock, never the list's record, because typing an address proves nothing about owning it. It
 * unlocks gated text once the link mailed for that unlock is spent ([session.unlocks-when-confirmed]);
 * it never reads or changes what the list stores about an address.
 */
export const SUBSCRIBER_COOKIE = "cosmic_subscriber";
const SUBSCRIBER_SESSION_DAYS = 30;

type SubscriberClaims = { sub: string; email: string; name: string; sign: string | null; iat: number; exp: number };

const encode = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function signature(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`subscriber.${payload}`).digest();
}

export function issueSubscriberToken(
  subject: { sub: string; email: string; name?: string; sign: string | null },
  secret: string,
  now: Date = new Date(),
): { token: string; claims: SubscriberClaims } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: SubscriberClaims = { ...subject, name: subject.name ?? "", iat, exp: iat + SUBSCRIBER_SESSION_DAYS * 24 * 60 * 60 };
  const payload = encode(JSON.stringify(claims));
  return { token: `${payload}.${encode(signature(payload, secret))}`, claims };
}

/** The token's claims when its signature holds and it has not expired; otherwise null. */
export function verifySubscriberToken(token: string, secret: string, now: Date = new Date()): SubscriberClaims | null {
  const [payload, signed, extra] = token.split(".");
  if (!payload || !signed || extra !== undefined) return null;
  const expected = signature(payload, secret);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<SubscriberClaims>;
    if (typeof claims.sub !== "string" || typeof claims.email !== "string" || typeof claims.exp !== "number") return null;
    if (claims.exp * 1000 <= now.getTime()) return null;
    return {
      sub: claims.sub,
      email: claims.email,
      name: typeof claims.name === "string" ? claims.name : "",
      sign: typeof claims.sign === "string" ? claims.sign : null,
      iat: typeof claims.iat === "number" ? claims.iat : claims.exp - SUBSCRIBER_SESSION_DAYS * 24 * 60 * 60,
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}

export function subscriberCookie(token: string, secure: boolean): string {
  const maxAge = SUBSCRIBER_SESSION_DAYS * 24 * 60 * 60;
  return `${SUBSCRIBER_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** What /api/me/subscriber answers for a confirmed session ([session.me]): only what its holder typed, and when. */
export function subscriberOfSession(claims: SubscriberClaims) {
  return {
    id: claims.sub,
    email: claims.email,
    name: claims.name,
    zodiac_sign: claims.sign,
    // Answered only for a confirmed unlock: its owner spent the link mailed for this very session.
    is_verified: true,
    created_at: new Date(claims.iat * 1000).toISOString(),
  };
}

/** The sessions a request carries, signature and expiry checked: the cookie's, then a bearer token from sessionStorage. */
export function readSubscriberTokens(request: Request, secret: string, now: Date = new Date()): SubscriberClaims[] {
  const bearer = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SUBSCRIBER_COOKIE}=`))
    ?.slice(SUBSCRIBER_COOKIE.length + 1);
  const sessions: SubscriberClaims[] = [];
  for (const token of new Set([cookie, bearer])) {
    const claims = token ? verifySubscriberToken(token, secret, now) : null;
    if (claims && !sessions.some((session) => session.sub === claims.sub)) sessions.push(claims);
  }
  return sessions;
}

/**
 * The subscriber a request speaks for: a session whose unlock is confirmed
 * ([session.unlocks-when-confirmed]). A request without a well-signed token costs no query; one
 * with a token, one lookup by primary key per distinct session (at most two). A database that
 * cannot answer unlocks nothing.
 */
export async function readSubscriber(
  db: Database,
  request: Request,
  secret: string,
  now: Date = new Date(),
): Promise<SubscriberClaims | null> {
  for (const claims of readSubscriberTokens(request, secret, now)) {
    try {
      if (await isUnlockConfirmed(db, claims.sub)) return claims;
    } catch {
      return null;
    }
  }
  return null;
}
