/** The kind of device a report came from, as the dashboard splits visitors. */
export type DeviceClass = "mobile" | "tablet" | "desktop";

/**
 * The device class of a user agent. Tablets first: an iPad's user agent also says "Mobile", and
 * Android tablets are the Android devices that leave "Mobile" out. An iPad that asks for desktop
 * pages (the default since iPadOS 13) says it is a Mac, and counts as a desktop.
 */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * The host of the outside page that linked here: lower-case, without a leading "www.", so
 * www.example.com and example.com count as one referrer. Null for a direct visit (no referrer),
 * anything that is not an http(s) address, and a move within the site: `siteHost` names the
 * site's own host, or several (its configured address and the host a request came in on), each
 * with or without a port.
 */
export function referrerHostOf(referrer: string, siteHost: string | readonly string[]): string | null {
  if (referrer.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const hostname = withoutWww(url.hostname.toLowerCase());
  if (hostname === "") return null;
  const host = withoutWww(url.host.toLowerCase());
  const ownHosts = (typeof siteHost === "string" ? [siteHost] : siteHost).map((own) => withoutWww(own.toLowerCase()));
  // A site host given with a port matches only that port; one given without matches any.
  if (ownHosts.some((own) => own === host || own === hostname)) return null;
  return hostname;
}

function withoutWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

/**
 * The path and query string a page view is stored with ([privacy.birth-data]). Under `/charts`
 * a query is someone's birth date, time and place, and under `/account` and `/auth` it can carry
 * a return address that holds one (the sign-in page's `redirectTo`): for those paths the query is
 * never stored, and a path sent with a query of its own is cut before it. Routes match paths
 * whatever their case, so the test ignores case too.
 */
export function storedPageAddress(path: string, search: string): { path: string; search: string } {
  if (!hidesQuery(path)) return { path, search };
  return { path: path.replace(/[?#].*$/s, ""), search: "" };
}

// Paths whose query strings stay out of the analytics tables.
const QUERY_HIDDEN = /^\/(?:charts(?:[/?#]|$)|account|auth)/i;

function hidesQuery(path: string): boolean {
  return QUERY_HIDDEN.test(path);
}
