/** How the site shows ads (platform spec section 4); 'google-auto' until an admin changes it. */
export const AD_MODES = ["off", "internal", "google-auto", "hybrid"] as const;
export type AdMode = (typeof AD_MODES)[number];
export const DEFAULT_AD_MODE: AdMode = "google-auto";

export type AdsConfig = { adsMode: AdMode; googlePublisherId: string | undefined };

/** Unknown or missing values fall back to the defaults. */
export function resolveAdsConfig(settings: { ads_mode?: string; google_publisher_id?: string }): AdsConfig {
  const mode = settings.ads_mode;
  return {
    adsMode: AD_MODES.includes(mode as AdMode) ? (mode as AdMode) : DEFAULT_AD_MODE,
    googlePublisherId: settings.google_publisher_id,
  };
}
