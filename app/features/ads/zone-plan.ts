import { usesGoogleAds, usesInternalAds, type AdsConfig } from "./ad-modes";
import type { AdSlot, PageType } from "./inventory";

/**
 * What one ad zone shows ([ads.zones]): nothing, an admin's labelled placeholder, Google's unit,
 * the site's own ad, or in hybrid mode both stacked. A zone reserves its box only when something
 * can fill it, so readers never see an empty frame.
 */
export type ZonePlan = { kind: "none" } | { kind: "preview" } | { kind: "ads"; google: boolean; internal: boolean };

export function planZone(config: AdsConfig, slot: AdSlot, pageType: PageType, allowed = true): ZonePlan {
  if (!allowed || config.adsMode === "off" || !config.hostShowsAds) return { kind: "none" };
  if (config.preview) return { kind: "preview" };
  const google = usesGoogleAds(config);
  const internal = usesInternalAds(config) && (config.internalSlots[pageType] ?? []).includes(slot);
  return google || internal ? { kind: "ads", google, internal } : { kind: "none" };
}

/** The floating formats (the modal vignette and the mobile anchor) run in internal and hybrid modes. */
export function floatingSlots(config: AdsConfig, pageType: PageType, allowed = true): AdSlot[] {
  if (!allowed || !config.hostShowsAds || config.preview || !usesInternalAds(config)) return [];
  return (config.internalSlots[pageType] ?? []).filter((slot) => slot === "modal-vignette" || slot === "anchor-mobile");
}
