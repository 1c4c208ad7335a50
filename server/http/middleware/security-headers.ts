import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "#server/http/bindings.ts";

/** The hosts Google's ads load from, draw in and report to: allowed only while a Google mode is on ([ads.adsense]). */
export const GOOGLE_AD_HOSTS = {
  script: [
    "https://pagead2.googlesyndication.com",
    "https://*.googlesyndication.com",
    "https://*.adtrafficquality.google",
    "https://www.googletagservices.com",
    "https://adservice.google.com",
    "https://*.google.com",
    "https://*.doubleclick.net",
  ],
  frame: ["https://googleads.g.doubleclick.net", "https://*.googlesyndication.com", "https://*.doubleclick.net", "https://www.google.com"],
  connect: ["https://*.googlesyndication.com", "https://*.google.com", "https://*.doubleclick.net", "https://*.adtrafficquality.google"],
} as const;

/**
 * A fresh nonce for each response; only scripts carrying it (React Router's hydration scripts
 * and the theme script) may run inline, or, on a page from the page cache, the scripts whose
 * hashes the cache computed when it stored the page. Ad images may come from any https host (an ad's image is
 * its advertiser's); Google's ad hosts are let in only while `googleAds()` says a Google mode runs.
 */
export function securityHeaders({
  https,
  googleAds = async () => false,
}: {
  https: boolean;
  /** Answers at once when the settings are in memory, else after reading them. */
  googleAds?: () => boolean | Promise<boolean>;
}): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const google = await Promise.resolve()
      .then(googleAds)
      .catch(() => false);
    // A page served from the page cache was rendered for someone else: its scripts are allowed by
    // their hashes, and this response's nonce is in nothing it sends.
    const hashes = c.get("scriptHashes");
    for (const [name, value] of securityHeaderPairs({ https, google, inlineScripts: hashes ?? [`'nonce-${nonce}'`] }))
      c.res.headers.set(name, value);
  };
}

/**
 * The security headers of a response: the Content-Security-Policy allowing `inlineScripts` (a
 * nonce source, or hash sources) and Google's ad hosts while a Google mode runs, and the fixed ones.
 */
export function securityHeaderPairs({
  https,
  google,
  inlineScripts,
}: {
  https: boolean;
  google: boolean;
  inlineScripts: readonly string[];
}): Array<[string, string]> {
  const scripts = ["'self'", ...inlineScripts, ...(google ? GOOGLE_AD_HOSTS.script : [])].join(" ");
  const pairs: Array<[string, string]> = [
    [
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scripts}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        `connect-src 'self'${google ? ` ${GOOGLE_AD_HOSTS.connect.join(" ")}` : ""}`,
        `frame-src ${google ? GOOGLE_AD_HOSTS.frame.join(" ") : "'none'"}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    ],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) pairs.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return pairs;
}
