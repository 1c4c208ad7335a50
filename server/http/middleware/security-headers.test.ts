import { expect, test } from "vitest";
import { mayBeFramed, securityHeaderPairs } from "./security-headers";

const headersAt = (path?: string, google = false) =>
  new Headers(securityHeaderPairs({ https: false, google, inlineScripts: ["'nonce-abc'"], ...(path === undefined ? {} : { path }) }));

test("[embeds.framing] only the embed pages may be framed: any site may frame them, and they send no X-Frame-Options", () => {
  for (const path of ["/embed/signs", "/embed/signs/", "/embed/signs/aries", "/embed/signs/Aries", "/embed/signs/ophiuchus"]) {
    expect(mayBeFramed(path), path).toBe(true);
    const headers = headersAt(path);
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    expect(headers.has("X-Frame-Options")).toBe(false);
  }
  for (const path of [
    undefined,
    "/",
    "/signs/aries",
    "/widgets",
    "/embed",
    "/embed/signs/aries/today",
    "/embed/signs.data",
    "/api/embed/signs",
  ]) {
    if (path !== undefined) expect(mayBeFramed(path), path).toBe(false);
    const headers = headersAt(path);
    expect(headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
    expect(headers.get("X-Frame-Options"), path).toBe("DENY");
  }
});

test("[embeds.framing] a page may frame the site's own pages (of which only the embeds agree), and Google's ad hosts in a Google mode", () => {
  const frameSrc = (path?: string, google = false) => /frame-src ([^;]+)/.exec(headersAt(path, google).get("Content-Security-Policy")!)![1];
  for (const path of [undefined, "/", "/tools", "/widgets", "/embed/signs/aries"]) expect(frameSrc(path), path).toBe("'self'");
  expect(frameSrc("/widgets", true)).toMatch(/^'self' https:\/\/googleads\.g\.doubleclick\.net /);
});
