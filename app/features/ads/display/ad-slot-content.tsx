import { useState } from "react";
import type { AdsConfig } from "#app/features/ads/ad-modes.ts";
import { AdCreative } from "./ad-creative";
import { newPageViewId } from "./ad-session";
import type { AdsTracker } from "./ad-tracking";
import { useAdsConsent } from "./consent";
import { GoogleUnit } from "./google-unit";
import type { AdSlot, PageType } from "#app/features/ads/inventory.ts";
import { useServedAds } from "./use-served-ads";

/** The site's own ad in a slot: the first the server drew, or an empty (already reserved) box. */
export function InternalAd({ slot, pageType }: { slot: AdSlot; pageType: PageType }) {
  const { ads } = useServedAds(slot, pageType);
  const [pageViewId] = useState(newPageViewId);
  const ad = ads[0];
  return ad ? <AdCreative ad={ad} slot={slot} pageType={pageType} pageViewId={pageViewId} /> : null;
}

/** Google's unit in a zone, with the consent the visitor gave. */
export function GoogleZoneUnit({ config, unitName, tracker }: { config: AdsConfig; unitName: string; tracker: AdsTracker }) {
  const consent = useAdsConsent();
  if (!config.googlePublisherId) return null;
  return (
    <GoogleUnit
      publisherId={config.googlePublisherId}
      nonce={undefined}
      personalised={consent === "granted"}
      autoAds
      lazy={unitName !== "hero-banner"}
      unitName={unitName}
      report={tracker.loader}
      onUnitStarted={tracker.unitStarted}
      onUnitError={tracker.unitError}
    />
  );
}
