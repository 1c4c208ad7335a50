import { parse } from "tldts";
import { REFERRER_SPAM_LIST } from "./referrer-spam-list";

/**
 * Why a page view's referrer was left out, when it was not a plain direct visit or a move within
 * the site: a host on the referrer-spam list, or something that is not the name of a web site at
 * all (another scheme, an address, a made-up or missing top-level domain).
 */
export type DroppedReferrer = "spam" | "not-a-site";

/** What a page view keeps of its referrer: the host of another site, or none and why. */
export type ReferrerFacts = { host: string; dropped: null } | { host: null; dropped: DroppedReferrer | null };

const NONE: ReferrerFacts = { host: null, dropped: null };
const NOT_A_SITE: ReferrerFacts = { host: null, dropped: "not-a-site" };
const SPAM: ReferrerFacts = { host: null, dropped: "spam" };

/**
 * Matomo's community list of referrer spammers (github.com/matomo-org/referrer-spam-list,
 * `spammers.txt` at commit b1c66b3, 2026-08-20; public domain, CC0-1.0), copied into the repository
 * and read when the server starts: the site fetches nothing at run time. One host per line; a host
 * on it also names every host below it, as Matomo reads it.
 */
export const REFERRER_SPAM_HOSTS: ReadonlySet<string> = new Set(
  REFERRER_SPAM_LIST.split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== ""),
);

// A DNS name's label: letters, digits and inner hyphens, 1 to 63 characters (RFC 1123).
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * What a page view keeps of `referrer` ([analytics.referrers]): the host of the outside page that
 * linked here, lower-case and without a leading "www.", so www.example.com and example.com count
 * as one, and never its path or query. None for a direct visit or a move within the site:
 * `siteHost` names the site's own host, or several (its configured address and the host a request
 * came in on), each with or without a port. Left out, and said why: anything but an http(s)
 * address, and a host that could not be a web site's name (an IP address, `localhost`, one label,
 * a top-level domain the public suffix list does not know, a name that is only a public suffix),
 * or that is on the referrer-spam list, itself or a domain above it.
 */
export function referrerOf(referrer: string, siteHost: string | readonly string[]): ReferrerFacts {
  if (referrer.trim() === "") return NONE;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return NOT_A_SITE;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return NOT_A_SITE;
  const hostname = withoutWww(url.hostname.toLowerCase().replace(/\.$/, ""));
  const host = withoutWww(url.host.toLowerCase());
  const ownHosts = (typeof siteHost === "string" ? [siteHost] : siteHost).map((own) => withoutWww(own.toLowerCase()));
  // A site host given with a port matches only that port; one given without matches any.
  if (ownHosts.some((own) => own === host || own === hostname)) return NONE;
  if (!isSiteName(hostname)) return NOT_A_SITE;
  if (isSpam(hostname)) return SPAM;
  return { host: hostname, dropped: null };
}

/** A name a web site can have: DNS labels under a public suffix that ICANN's part of the list names. */
function isSiteName(hostname: string): boolean {
  if (hostname.length > 253) return false;
  const labels = hostname.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const parsed = parse(hostname, { allowPrivateDomains: false });
  return !parsed.isIp && parsed.isIcann === true && parsed.domain !== null;
}

/** The host or any domain above it (two labels at least) is on the spam list. */
function isSpam(hostname: string): boolean {
  const labels = hostname.split(".");
  for (let start = 0; start <= labels.length - 2; start++) {
    if (REFERRER_SPAM_HOSTS.has(labels.slice(start).join("."))) return true;
  }
  return false;
}

function withoutWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}
