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
 * The pages any site may show in a frame: the embeds, /embed/signs and /embed/signs/{sign}
 * (app/routes/embed/signs/), pages without a script, a form or a cookie ([embeds.framing]). Every
 * other answer refuses every frame, so no page that acts for a reader can be laid under another
 * site's clicks.
 */
const EMBED_PAGE = /^\/embed\/signs(?:\/[^/]+)?\/?$/;

/** Whether the answer at `path` may be shown in another site's frame ([embeds.framing]). */
export function mayBeFramed(path: string): boolean {
  return EMBED_PAGE.test(path);
}

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
    for (const [name, value] of securityHeaderPairs({ https, google, inlineScripts: hashes ?? [`'nonce-${nonce}'`], path: c.req.path }))
      c.res.headers.set(name, value);
  };
}

/**
 * The security headers of a response: the Content-Security-Policy allowing `inlineScripts` (a
 * nonce source, or hash sources) and Google's ad hosts while a Google mode runs, and the fixed ones.
 * The answer at `path` refuses every frame unless it is an embed (`mayBeFramed`); without a path,
 * it refuses every frame. A page may frame this site (`frame-src 'self'`), which lets in the
 * embeds alone, since every other page refuses the frame: the widget page previews them, and it
 * is often reached by the client router, keeping the policy of the page the reader arrived on.
 */
export function securityHeaderPairs({
  https,
  google,
  inlineScripts,
  path = "",
}: {
  https: boolean;
  google: boolean;
  inlineScripts: readonly string[];
  path?: string;
}): Array<[string, string]> {
  const scripts = ["'self'", ...inlineScripts, ...(google ? GOOGLE_AD_HOSTS.script : [])].join(" ");
  const framed = mayBeFramed(path);
  const frames = ["'self'", ...(google ? GOOGLE_AD_HOSTS.frame : [])].join(" ");
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
        `frame-src ${frames}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        // An embed may sit in any site's frame; the older X-Frame-Options header, which can name
        // no such list, is sent only where every frame is refused.
        `frame-ancestors ${framed ? "*" : "'none'"}`,
      ].join("; "),
    ],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(framed ? [] : [["X-Frame-Options", "DENY"] as [string, string]]),
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) pairs.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return pairs;
}
