import { expect, test } from "vitest";
import { issueSubscriberToken, readSubscriberTokens, subscriberCookie, verifySubscriberToken } from "./subscriber-session.server";

const SECRET = "a-test-only-secret-that-is-long-enough-to-pass";
const now = new Date("2026-11-23T12:00:00Z");
const subject = { sub: "s1", email: "reader@example.com", sign: "leo" };

test("[session.token] a token carries sub, email, name, sign, iat and exp, and checks out with the same secret only", () => {
  const { token, claims } = issueSubscriberToken(subject, SECRET, now);
  const iat = Math.floor(now.getTime() / 1000);
  expect(claims).toEqual({ ...subject, name: "", iat, exp: iat + 30 * 86_400 });
  expect(verifySubscriberToken(token, SECRET, now)).toEqual(claims);
  expect(verifySubscriberToken(token, `${SECRET}x`, now)).toBeNull();
});

test("[session.token] an expired, altered or malformed token is refused", () => {
  const { token } = issueSubscriberToken(subject, SECRET, now);
  expect(verifySubscriberToken(token, SECRET, new Date(now.getTime() + 31 * 86_400_000))).toBeNull();
  const [payload, signature] = token.split(".");
  const forged = Buffer.from(JSON.stringify({ ...subject, sub: "s2", exp: 9_999_999_999 })).toString("base64url");
  expect(verifySubscriberToken(`${forged}.${signature}`, SECRET, now)).toBeNull();
  for (const broken of ["", "abc", `${payload}.`, `${payload}.${signature}.x`, `${payload}.!!!`]) {
    expect(verifySubscriberToken(broken, SECRET, now)).toBeNull();
  }
});

test("[session.storage] the server reads the subscriber from the HttpOnly cookie or a bearer token", () => {
  const { token, claims } = issueSubscriberToken(subject, SECRET, now);
  const cookie = subscriberCookie(token, true);
  expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
  const fromCookie = new Request("http://x/", { headers: { cookie: `theme=dark; ${cookie.split(";")[0]}` } });
  expect(readSubscriberTokens(fromCookie, SECRET, now)).toEqual([claims]);
  const fromBearer = new Request("http://x/", { headers: { authorization: `Bearer ${token}` } });
  expect(readSubscriberTokens(fromBearer, SECRET, now)).toEqual([claims]);
  expect(readSubscriberTokens(new Request("http://x/"), SECRET, now)).toEqual([]);
  // Both carried: the cookie's first, and one session named once however it came.
  const other = issueSubscriberToken({ ...subject, sub: "s2" }, SECRET, now);
  const both = (bearer: string) =>
    new Request("http://x/", { headers: { cookie: cookie.split(";")[0]!, authorization: `Bearer ${bearer}` } });
  expect(readSubscriberTokens(both(other.token), SECRET, now)).toEqual([claims, other.claims]);
  expect(readSubscriberTokens(both(token), SECRET, now)).toEqual([claims]);
});
