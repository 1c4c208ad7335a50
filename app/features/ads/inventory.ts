import { SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";

/**
 * The site's own ad inventory, as the browser, the API and the admin speak it ([ads.inventory]).
 * Six slots: four boxes in the page, a modal vignette and a mobile anchor.
 */
export const AD_SLOTS = ["hero-banner", "in-content-1", "in-content-2", "footer-grid", "modal-vignette", "anchor-mobile"] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

/** The slots that float over the page rather than sit in it. */
export const FLOATING_SLOTS: readonly AdSlot[] = ["modal-vignette", "anchor-mobile"];

/** What kind of page an ad is shown on. An ad targets some of them, or all. */
export const PAGE_TYPES = ["home", "sign", "blog", "tools", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const AD_PAGE_TARGETS = ["all", ...PAGE_TYPES] as const;
export type AdPageTarget = (typeof AD_PAGE_TARGETS)[number];

export const AD_TYPES = ["image", "text", "text-affiliate"] as const;
export type AdType = (typeof AD_TYPES)[number];

export const ANCHOR_POSITIONS = ["top", "bottom"] as const;
export type AnchorPosition = (typeof ANCHOR_POSITIONS)[number];

export const DEFAULT_CTA_TEXT = "Learn More";

export const AD_EVENTS = ["impression", "viewable", "click"] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

/** An ad as the browser receives it: what it shows and where it links, `{sign}` already filled in. */
export type ServedAd = {
  id: string;
  name: string;
  type: AdType;
  imageUrl: string | null;
  linkUrl: string;
  headline: string;
  subtext: string;
  ctaText: string;
  anchorPosition: AnchorPosition;
};

/** An ad as a slot receives it from `GET /api/ads`: with the serve token its metrics are counted against ([ads.serve-tokens]). */
export type DeliveredAd = ServedAd & { serveToken: string };

/**
 * The page type an ad must target to run here: a page of type 'other' takes the ads meant for
 * every page in the floating slots, and the ads meant for sign pages in the content slots.
 */
export function effectivePageType(slot: AdSlot, pageType: PageType): AdPageTarget {
  if (pageType !== "other") return pageType;
  return FLOATING_SLOTS.includes(slot) ? "all" : "sign";
}

/** The page type of a site path, as the ad slots report it. */
export function pageTypeOf(pathname: string): PageType {
  if (pathname === "/") return "home";
  if (pathname === "/signs" || pathname.startsWith("/signs/")) return "sign";
  if (pathname === "/blog" || pathname.startsWith("/blog/")) return "blog";
  const tools = ["/tools", "/compatibility", "/charts/free-birth-chart", "/moon-phases", "/lucky", "/ritual", "/streak"];
  if (tools.includes(pathname)) return "tools";
  return "other";
}

/** The sign of a /signs/{sign} address, for the `{sign}` marker and sign targeting. */
export function signOfPath(pathname: string): SignSlug | undefined {
  const slug = /^\/signs\/([a-z]+)(?:\/|$)/.exec(pathname)?.[1];
  return (SIGN_SLUGS as readonly string[]).includes(slug ?? "") ? (slug as SignSlug) : undefined;
}

export const SIGN_MARKER = "{sign}";

/** Replaces every `{sign}` in an ad's text with the sign's name (an ad holding the marker runs on sign pages only). */
export function fillSignMarker(text: string, signName: string): string {
  return text.replaceAll(SIGN_MARKER, signName);
}
