import { AD_MODES, type AdMode } from "#app/features/ads/ad-modes.ts";
import { FLOATING_TIMINGS_MS } from "#app/features/ads/display/floating-timings.ts";

/** What can cover part of a phone's screen on a sign page. */
export type PhoneLayer = "consent" | "anchor" | "vignette" | "popup";

/** One moment of a phone reader's first minute on a sign page: what is on screen, and when. */
export type PhoneMoment = { at: string; layers: PhoneLayer[]; says: string };

/** What the inventory holds for sign pages, and whether Google's ads would run in a Google mode. */
export type PhoneInventory = { vignette: boolean; anchor: boolean; anchorAt: "top" | "bottom"; googleReady: boolean };

const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * A phone reader's first minute on a sign page in one ad mode ([ads.overlays]), as the floating
 * formats behave: the consent banner first where Google's ads ask for it, the anchor once it is
 * answered, the vignette 3 s after that (or after its ad loads), the popup at 32 s once the
 * vignette has gone. Never two of the banner, the vignette and the popup at once.
 */
export function phoneMinute(mode: AdMode, inventory: PhoneInventory): PhoneMoment[] {
  if (mode === "off") return [{ at: "0 s", layers: [], says: "No ad at all: the reading only." }];
  const google = (mode === "google-auto" || mode === "hybrid") && inventory.googleReady;
  const own = mode === "internal" || mode === "hybrid";
  const moments: PhoneMoment[] = [];
  const anchor: PhoneLayer[] = own && inventory.anchor ? ["anchor"] : [];
  if (google) {
    moments.push({
      at: "0 s",
      layers: ["consent"],
      says: own
        ? "The consent banner. The site's anchor and vignette wait until the reader answers it."
        : "The consent banner. Google's auto ads then choose their own formats and moments.",
    });
  }
  if (!own) {
    if (!google)
      moments.push({ at: "0 s", layers: [], says: "No publisher id yet: Google shows nothing, and the site's own ads are off." });
    return moments;
  }
  moments.push({
    at: google ? "On answering" : "0 s",
    layers: anchor,
    says:
      anchor.length > 0
        ? `The reading, with the anchor ad at the ${inventory.anchorAt} edge.`
        : "The reading; no anchor ad runs on sign pages.",
  });
  if (inventory.vignette) {
    moments.push({
      at: google
        ? `${seconds(FLOATING_TIMINGS_MS.vignetteAfterLoad)} after that`
        : `${seconds(FLOATING_TIMINGS_MS.vignetteAfterLoad)} after the ads load`,
      layers: [...anchor, "vignette"],
      says: "The vignette, once per browser session, until the reader closes it.",
    });
    moments.push({
      at: seconds(FLOATING_TIMINGS_MS.popupAfter),
      layers: [...anchor, "popup"],
      says: google
        ? "The popup with the next ad, once per session, when the vignette has closed and the banner is answered."
        : "The popup with the next ad, once per session, when the vignette has closed.",
    });
  } else {
    moments.push({
      at: seconds(FLOATING_TIMINGS_MS.popupAfter),
      layers: anchor,
      says: "No vignette or popup: no ad runs in the vignette slot on sign pages.",
    });
  }
  return moments;
}

/** Every mode's minute, in the settings' order. */
export function phoneMinutes(inventory: PhoneInventory): Array<{ mode: AdMode; moments: PhoneMoment[] }> {
  return AD_MODES.map((mode) => ({ mode, moments: phoneMinute(mode, inventory) }));
}
