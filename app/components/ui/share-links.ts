/**
 * Where the share buttons send a page ([share.buttons]): each network's own share address, with
 * the page's absolute URL and a line of text. Plain links, so they work before (and without) the
 * page's JavaScript, and no network's script is ever loaded.
 */
export type ShareTarget = {
  id: "x" | "facebook" | "whatsapp" | "email";
  /** The visible label. */
  label: string;
  href: string;
  /** Opens in a new tab (all but email, which opens the mail program). */
  newTab: boolean;
};

/** The `share` event ([analytics.events]): which network, and the shared page's path. */
export type ShareTracker = (name: "share", properties: { network: ShareTarget["id"] | "copy"; path: string }) => void;

// Mail programs show a "+" literally, so the mailto body is encoded with %20 for spaces.
const encode = encodeURIComponent;

export function shareTargets({ url, text }: { url: string; text: string }): ShareTarget[] {
  return [
    { id: "x", label: "X", href: `https://twitter.com/intent/tweet?text=${encode(text)}&url=${encode(url)}`, newTab: true },
    { id: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`, newTab: true },
    { id: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encode(`${text} ${url}`)}`, newTab: true },
    { id: "email", label: "Email", href: `mailto:?subject=${encode(text)}&body=${encode(`${text}\n\n${url}`)}`, newTab: false },
  ];
}
