import { expect, test } from "vitest";
import { ensureVisitorId, newVisitorId, readVisitorId, VISITOR_COOKIE, visitorCookie } from "./visitor-cookie.server";

const withCookie = (cookie?: string) => new Request("http://localhost/signs/leo", { headers: cookie ? { Cookie: cookie } : {} });

test("a new id is random, URL-safe and readable back from the cookie it goes into", () => {
  const ids = new Set(Array.from({ length: 50 }, newVisitorId));
  expect(ids.size).toBe(50);
  const id = [...ids][0]!;
  expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  const line = visitorCookie(id, false);
  expect(readVisitorId(withCookie(line.split(";")[0]))).toBe(id);
});

test("the cookie is cosmic_visitor, HttpOnly, SameSite=Lax, a year long, and Secure only on https", () => {
  expect(VISITOR_COOKIE).toBe("cosmic_visitor");
  expect(visitorCookie("abcdefghijklmnopqrstuvwx", false)).toBe(
    "cosmic_visitor=abcdefghijklmnopqrstuvwx; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax",
  );
  expect(visitorCookie("abcdefghijklmnopqrstuvwx", true)).toMatch(/; Secure$/);
});

test("the id is found among other cookies, and malformed values are ignored", () => {
  expect(readVisitorId(withCookie("theme=dark; cosmic_visitor=abcdefghijklmnopqrstuvwx; other=1"))).toBe("abcdefghijklmnopqrstuvwx");
  expect(readVisitorId(withCookie("cosmic_visitor=short"))).toBeNull();
  expect(readVisitorId(withCookie("cosmic_visitor=<script>alert(1)</script>aaaaaaaaaaaaaaa"))).toBeNull();
  expect(readVisitorId(withCookie("xcosmic_visitor=abcdefghijklmnopqrstuvwx"))).toBeNull();
  expect(readVisitorId(withCookie())).toBeNull();
});

test("a cookie is set only when the browser has no usable id", () => {
  expect(ensureVisitorId(withCookie("cosmic_visitor=abcdefghijklmnopqrstuvwx"), false)).toEqual({
    visitorId: "abcdefghijklmnopqrstuvwx",
    setCookie: null,
  });
  const fresh = ensureVisitorId(withCookie("cosmic_visitor=bad"), true);
  expect(fresh.setCookie).toBe(visitorCookie(fresh.visitorId, true));
});
