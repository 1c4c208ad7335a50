/**
 * Which clicks on the site's own links the client router takes over ([shell.site-links]): a plain
 * primary click on a link marked as the site's own, to a page of this origin, opened in this tab.
 * Everything else (a modified or middle click, a new tab or window, a download, another origin, a
 * click a handler already took) stays the browser's own.
 */

/** The attribute that marks an anchor as one of the site's own links. */
export const SITE_LINK_ATTRIBUTE = "data-site-link";

type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">;
type Anchor = { href: string; target: string; hasAttribute(name: string): boolean };
type Here = { origin: string; pathname: string; search: string; hash: string };

/** Where the client router should go for this click, or null to leave it to the browser. */
export function clientNavigationFor(click: Click, anchor: Anchor, here: Here): { path: string; replace: boolean } | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (!anchor.hasAttribute(SITE_LINK_ATTRIBUTE) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Following a link to the very address already open replaces the entry rather than stacking a copy.
  return { path, replace: path === `${here.pathname}${here.search}${here.hash}` };
}
