import type { Database } from "#db/client.ts";
import { isDevelopmentHost } from "./dev-hosts";
import { listServableAds } from "./ads.server";
import { resolveAdsConfig, usesGoogleAds, usesInternalAds, type AdsConfig } from "./ad-modes";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { AD_SLOTS, PAGE_TYPES, type AdSlot, type PageType } from "./inventory";

/**
 * The ad configuration of one document: the mode and publisher id from the settings, whether the
 * host shows ads, an admin's preview, and which of the site's own slots have an ad to show on each
 * type of page (so a zone reserves its box only when something can fill it).
 */
export async function adsConfigFor(
  db: Database,
  settings: { ads_mode?: string; google_publisher_id?: string },
  { hostname, adsOnLocalHosts, preview }: { hostname: string; adsOnLocalHosts: boolean; preview: boolean },
): Promise<AdsConfig> {
  const base = resolveAdsConfig(settings, { hostShowsAds: adsOnLocalHosts || !isDevelopmentHost(hostname), preview });
  if (!usesInternalAds(base) || !base.hostShowsAds) return base;
  const internalSlots: Partial<Record<PageType, AdSlot[]>> = {};
  try {
    for (const pageType of PAGE_TYPES) {
      // A slot counts on sign pages when it has an ad for any of the twelve.
      const paths = pageType === "sign" ? SIGN_SLUGS.map((slug) => `/signs/${slug}`) : ["/"];
      const found: AdSlot[] = [];
      for (const slot of AD_SLOTS) {
        for (const path of paths) {
          if ((await listServableAds(db, { slot, pageType, path })).length === 0) continue;
          found.push(slot);
          break;
        }
      }
      internalSlots[pageType] = found;
    }
  } catch {
    // The inventory could not be read: no zone reserves a box for the site's own ads this time.
    return base;
  }
  return { ...base, internalSlots };
}

/** Whether the Content-Security-Policy lets Google's ad hosts in: only in a Google mode with a valid publisher id. */
export function googleAdsEnabled(settings: { ads_mode?: string; google_publisher_id?: string }): boolean {
  return usesGoogleAds(resolveAdsConfig(settings));
}

/** Whether the site's own vignette and anchor have an ad for some sign's page, and where the anchor sits: the admin's phone preview. */
export async function floatingAdsOnSignPages(db: Database): Promise<{ vignette: boolean; anchor: boolean; anchorAt: "top" | "bottom" }> {
  const first = async (slot: AdSlot) => {
    for (const slug of SIGN_SLUGS) {
      const [ad] = await listServableAds(db, { slot, pageType: "sign", path: `/signs/${slug}` });
      if (ad) return ad;
    }
    return undefined;
  };
  const [vignette, anchor] = await Promise.all([first("modal-vignette"), first("anchor-mobile")]);
  return { vignette: vignette !== undefined, anchor: anchor !== undefined, anchorAt: anchor?.anchorPosition ?? "bottom" };
}
