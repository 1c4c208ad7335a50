import { expect, test } from "vitest";
import { isPublicPage, normalisedQuery, publicPage, publicPageHeaders, significantQueryParams } from "./public-page";

test("[startup.page-cache] a public page says so, for a minute, to shared caches only", () => {
  expect(publicPageHeaders()).toEqual({
    "Cache-Control": "public, max-age=0, s-maxage=60",
    Vary: "Cookie, Authorization",
    "No-Vary-Search": "key-order, params",
  });
  expect(isPublicPage("public, max-age=0, s-maxage=60")).toBe(true);
  expect(isPublicPage("private, no-store")).toBe(false);
  expect(isPublicPage(null)).toBe(false);
});

test("[startup.page-cache] a page names the query parameters it reads; caches ignore the rest", () => {
  const headers = publicPage({ query: ["page", "tag"] })();
  expect(headers["No-Vary-Search"]).toBe('key-order, params, except=("page" "tag")');
  const significant = significantQueryParams(headers["No-Vary-Search"] ?? null)!;
  expect(significant).toEqual(["page", "tag"]);
  expect(normalisedQuery("?utm_source=x&tag=moon&page=2&zzz=1", significant)).toBe("page=2&tag=moon");
  expect(normalisedQuery("?page=2&tag=moon", significant)).toBe(normalisedQuery("?tag=moon&page=2&ref=feed", significant));
  expect(normalisedQuery("?anything=1", significantQueryParams("key-order, params")!)).toBe("");
  expect(significantQueryParams(null)).toBeUndefined();
  expect(significantQueryParams("key-order")).toBeUndefined();
});
