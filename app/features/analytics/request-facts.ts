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
