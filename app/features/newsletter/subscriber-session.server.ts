import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The subscriber session (sign-content spec sections 3 and 6): a signed token with the claims
 * sub, email, sign and exp, handed out when someone subscribes. The browser keeps it in
 * sessionStorage under zodiac_auth_token (spec) and, so the server can read it on page loads, in
 * an HttpOnly cookie. HMAC-SHA256 with AUTH_SECRET; no database lookup is needed to check it.
 */
export const SUBSCRIBER_COOKIE = "cosmic_subscriber";
export const SUBSCRIBER_SESSION_DAYS = 30;

export type SubscriberClaims = { sub: string; email: string; sign: string | null; exp: number };

const encode = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function signature(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`subscriber.${payload}`).digest();
}

export function issueSubscriberToken(
  subject: { sub: string; email: string; sign: string | null },
  secret: string,
  now: Date = new Date(),
): { token: string; claims: SubscriberClaims } {
  const claims: SubscriberClaims = { ...subject, exp: Math.floor(now.getTime() / 1000) + SUBSCRIBER_SESSION_DAYS * 24 * 60 * 60 };
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
    return { sub: claims.sub, email: claims.email, sign: typeof claims.sign === "string" ? claims.sign : null, exp: claims.exp };
  } catch {
    return null;
  }
}

export function subscriberCookie(token: string, secure: boolean): string {
  const maxAge = SUBSCRIBER_SESSION_DAYS * 24 * 60 * 60;
  return `${SUBSCRIBER_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearSubscriberCookie(secure: boolean): string {
  return `${SUBSCRIBER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The subscriber a request speaks for: the cookie, or a bearer token from sessionStorage. */
export function readSubscriber(request: Request, secret: string, now: Date = new Date()): SubscriberClaims | null {
  const bearer = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SUBSCRIBER_COOKIE}=`))
    ?.slice(SUBSCRIBER_COOKIE.length + 1);
  for (const token of [cookie, bearer]) {
    const claims = token ? verifySubscriberToken(token, secret, now) : null;
    if (claims) return claims;
  }
  return null;
}
