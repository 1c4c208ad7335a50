import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { AdEvent, AdSlot, DeliveredAd, PageType, ServedAd } from "#app/features/ads/inventory.ts";
import { reportAdEvent } from "./ad-reporting";
import { watchAdOnScreen } from "./ad-visibility";

export const AD_PLACEHOLDER_IMAGE = "/ad-placeholder.svg";
/** A click is counted first; the ad opens in a new tab this long after ([ads.formats]). */
export const CLICK_OPEN_DELAY_MS = 100;

/**
 * One of the site's own ads: its image or its text, a button, a "Sponsored" label. It counts its
 * impression once it is laid out on the page (a slot hidden by the layout, such as the mobile
 * anchor on a desktop, never reports), its viewable impression once seen long enough after that,
 * and its clicks, each against the serve token it came with ([ads.serve-tokens]).
 */
export function AdCreative({
  ad,
  slot,
  pageType,
  pageViewId,
  compact = false,
}: {
  ad: DeliveredAd;
  slot: AdSlot;
  pageType: PageType;
  pageViewId: string;
  /** The mobile anchor: one line, the image at most 46px tall. */
  compact?: boolean;
}) {
  const box = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const send = (event: AdEvent) => reportAdEvent({ adId: ad.id, serveToken: ad.serveToken, slot, event, pageType, pageViewId });
    const element = box.current;
    if (!element) return;
    return watchAdOnScreen(element, {
      shown: () => send("impression"),
      viewable: () => send("viewable"),
    });
    // Once per ad shown in this slot on this page view.
  }, [ad.id, ad.serveToken, slot, pageType, pageViewId]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own behaviour; the report still goes out.
    reportAdEvent({ adId: ad.id, serveToken: ad.serveToken, slot, event: "click", pageType, pageViewId });
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setTimeout(() => window.open(ad.linkUrl, "_blank", "noopener"), CLICK_OPEN_DELAY_MS);
  };

  return (
    <a
      ref={box}
      href={ad.linkUrl}
      target="_blank"
      rel="sponsored noopener"
      onClick={open}
      data-ad-id={ad.id}
      className={`${creativeLayout(ad, compact).frame} no-underline hover:bg-surface-muted`}
    >
      <AdCreativeFace ad={ad} compact={compact} />
    </a>
  );
}

/** What an ad shows: its image (the placeholder when the image breaks), the label, its text and its button. */
export function AdCreativeFace({ ad, compact }: { ad: ServedAd; compact: boolean }) {
  // Remembers which address failed, so a new address (the admin editing it) gets its own chance.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const imageSrc = ad.imageUrl && ad.imageUrl === brokenImage ? AD_PLACEHOLDER_IMAGE : ad.imageUrl;
  const layout = creativeLayout(ad, compact);
  return (
    <>
      {imageSrc ? (
        <img src={imageSrc} alt={ad.headline || ad.name} onError={() => setBrokenImage(ad.imageUrl)} className={layout.image} />
      ) : null}
      <span className={layout.text}>
        <span className="text-[10px] font-semibold uppercase tracking-wider text-muted">Sponsored</span>
        {ad.headline ? (
          <span className={`font-semibold text-foreground ${compact ? "truncate text-sm" : "line-clamp-2"}`}>{ad.headline}</span>
        ) : null}
        {ad.subtext && !compact ? <span className="line-clamp-1 text-sm text-muted sm:line-clamp-2">{ad.subtext}</span> : null}
      </span>
      <span className={layout.button}>{ad.ctaText}</span>
    </>
  );
}

/**
 * The creative's grid. A banner on a phone puts the button under the text so the text keeps its
 * width; from 640px on (and always in the one-line mobile anchor) the button sits at the right.
 * The image is capped below the zone's fixed box, so no ad can grow the page.
 */
export function creativeLayout(ad: ServedAd, compact: boolean) {
  const hasImage = Boolean(ad.imageUrl);
  const frame = `grid h-full w-full items-center gap-x-3 gap-y-1.5 overflow-hidden rounded-lg bg-surface text-left ${compact ? "p-2" : "p-3"}`;
  if (compact) {
    return {
      frame: `${frame} ${hasImage ? "grid-cols-[auto_minmax(0,1fr)_auto]" : "grid-cols-[minmax(0,1fr)_auto]"}`,
      image: "max-h-[46px] w-auto rounded",
      text: "flex min-w-0 flex-col",
      button: "rounded-md bg-accent px-3 py-1.5 text-sm font-semibold text-accent-foreground",
    };
  }
  const button =
    "rounded-md bg-accent px-3 py-1.5 text-sm font-semibold text-accent-foreground self-start justify-self-start sm:self-center sm:justify-self-end";
  return hasImage
    ? {
        frame: `${frame} grid-cols-[auto_minmax(0,1fr)] sm:grid-cols-[auto_minmax(0,1fr)_auto]`,
        image: "row-span-2 max-h-[128px] w-auto max-w-[40vw] rounded object-contain sm:row-span-1 sm:max-h-[88px] sm:max-w-[240px]",
        text: "flex min-w-0 flex-col gap-0.5 self-end sm:self-center",
        button: `col-start-2 sm:col-start-3 ${button}`,
      }
    : {
        frame: `${frame} grid-cols-[minmax(0,1fr)] sm:grid-cols-[minmax(0,1fr)_auto]`,
        image: "",
        text: "flex min-w-0 flex-col gap-0.5 self-end sm:self-center",
        button: `sm:col-start-2 ${button}`,
      };
}
