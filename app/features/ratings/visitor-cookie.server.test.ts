import { expect, test } from "vitest";
import { ensureVisitorId, newVisitorId, readVisitorId, VISITOR_COOKIE, visitorCookie } from "./visitor-cookie.server";

const SECRET = "a-test-only-secret-that-is-long-enough-to-pass";
const withCookie = (cookie?: string) => new Request("http://localhost/signs/leo", { headers: cookie ? { Cookie: cookie } : {} });
const valueOf = (line: string) => line.split(";")[0]!;

test("[ratings.visitor-cookie] a new id is random, URL-safe and readable back from the signed cookie it goes into", () => {
  const ids = new Set(Array.from({ length: 50 }, newVisitorId));
  expect(ids.size).toBe(50);
  const id = [...ids][0]!;
  expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  const line = visitorCookie(id, SECRET, false);
  expect(readVisitorId(withCookie(valueOf(line)), SECRET)).toBe(id);
});

test("[ratings.visitor-cookie] the cookie is cosmic_visitor, signed, HttpOnly, SameSite=Lax, a year long, and Secure only on https", () => {
  expect(VISITOR_COOKIE).toBe("cosmic_visitor");
  expect(visitorCookie("abcdefghijklmnopqrstuvwx", SECRET, false)).toMatch(
    /^cosmic_visitor=abcdefghijklmnopqrstuvwx\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
  );
  expect(visitorCookie("abcdefghijklmnopqrstuvwx", SECRET, true)).toMatch(/; Secure$/);
});

test("[ratings.visitor-cookie] only an id the server signed counts: unsigned, altered, foreign-secret and malformed values are ignored", () => {
  const signed = valueOf(visitorCookie("abcdefghijklmnopqrstuvwx", SECRET, false));
  expect(readVisitorId(withCookie(`theme=dark; ${signed}; other=1`), SECRET)).toBe("abcdefghijklmnopqrstuvwx");
  expect(readVisitorId(withCookie("cosmic_visitor=abcdefghijklmnopqrstuvwx"), SECRET)).toBeNull();
  expect(readVisitorId(withCookie(signed.replace("abcdefghijklmnopqrstuvwx", "abcdefghijklmnopqrstuvwy")), SECRET)).toBeNull();
  expect(readVisitorId(withCookie(signed), `${SECRET}x`)).toBeNull();
  expect(readVisitorId(withCookie("cosmic_visitor=short.sig"), SECRET)).toBeNull();
  expect(readVisitorId(withCookie("cosmic_visitor=<script>alert(1)</script>aaaaaaaaaaaaaaa"), SECRET)).toBeNull();
  expect(readVisitorId(withCookie(`x${signed}`), SECRET)).toBeNull();
  expect(readVisitorId(withCookie(), SECRET)).toBeNull();
});

test("[ratings.visitor-cookie] a cookie is set only when the browser has no usable id", () => {
  const signed = valueOf(visitorCookie("abcdefghijklmnopqrstuvwx", SECRET, false));
  expect(ensureVisitorId(withCookie(signed), SECRET, false)).toEqual({ visitorId: "abcdefghijklmnopqrstuvwx", setCookie: null });
  const fresh = ensureVisitorId(withCookie("cosmic_visitor=abcdefghijklmnopqrstuvwx"), SECRET, true);
  expect(fresh.visitorId).not.toBe("abcdefghijklmnopqrstuvwx");
  expect(fresh.setCookie).toBe(visitorCookie(fresh.visitorId, SECRET, true));
});
