import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { usesGoogleAds, type AdsConfig } from "#app/features/ads/ad-modes.ts";
import { pageTypeOf } from "#app/features/ads/inventory.ts";
import { floatingSlots } from "#app/features/ads/zone-plan.ts";

const FloatingAdsContent = lazy(() => import("./floating-ads-content").then((module) => ({ default: module.FloatingAdsContent })));

/** The modal vignette, the popup and the mobile anchor, loaded only where they may run ([ads.formats]). */
export function FloatingAds({ config, allowed = true }: { config: AdsConfig; allowed?: boolean }) {
  const { pathname } = useLocation();
  const pageType = pageTypeOf(pathname);
  const slots = floatingSlots(config, pageType, allowed);
  if (slots.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {/* Google's modes ask for consent first (the root shows the banner on the same terms). */}
      <FloatingAdsContent key={pathname} slots={slots} pageType={pageType} consentAsked={usesGoogleAds(config)} />
    </Suspense>
  );
}
