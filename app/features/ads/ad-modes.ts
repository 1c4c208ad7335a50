import type { AdSlot, PageType } from "./inventory";

/** How the site shows ads ([ads.mode]); 'google-auto' until an admin changes it. */
export const AD_MODES = ["off", "internal", "google-auto", "hybrid"] as const;
export type AdMode = (typeof AD_MODES)[number];
const DEFAULT_AD_MODE: AdMode = "google-auto";

const PUBLISHER_ID = /^ca-pub-\d{16}$/;

/** What every page needs to know to draw its ad zones; computed on the server for each document. */
export type AdsConfig = {
  adsMode: AdMode;
  /** Only a well-formed id; anything else counts as none. */
  googlePublisherId: string | undefined;
  /** Ads are not shown on development and preview hosts ([ads.hosts]). */
  hostShowsAds: boolean;
  /** An admin's preview: every zone shows a labelled placeholder and no ad loads. */
  preview: boolean;
  /** The internal slots that have at least one ad to show, per page type. */
  internalSlots: Partial<Record<PageType, AdSlot[]>>;
};

/** Unknown or missing values fall back to the defaults. */
export function resolveAdsConfig(
  settings: { ads_mode?: string; google_publisher_id?: string },
  extra: Partial<Pick<AdsConfig, "hostShowsAds" | "preview" | "internalSlots">> = {},
): AdsConfig {
  const mode = settings.ads_mode;
  const id = settings.google_publisher_id;
  return {
    adsMode: AD_MODES.includes(mode as AdMode) ? (mode as AdMode) : DEFAULT_AD_MODE,
    googlePublisherId: id && PUBLISHER_ID.test(id) ? id : undefined,
    hostShowsAds: extra.hostShowsAds ?? true,
    preview: extra.preview ?? false,
    internalSlots: extra.internalSlots ?? {},
  };
}

/** Google's script and units run only in a Google mode with a valid publisher id. */
export function usesGoogleAds(config: Pick<AdsConfig, "adsMode" | "googlePublisherId">): boolean {
  return (config.adsMode === "google-auto" || config.adsMode === "hybrid") && config.googlePublisherId !== undefined;
}

/** The site's own ads run in internal and hybrid modes. */
export function usesInternalAds(config: Pick<AdsConfig, "adsMode">): boolean {
  return config.adsMode === "internal" || config.adsMode === "hybrid";
}
