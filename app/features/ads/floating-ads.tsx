import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import type { AdsConfig } from "./ad-modes";
import { pageTypeOf } from "./inventory";
import { floatingSlots } from "./zone-plan";

const FloatingAdsContent = lazy(() => import("./floating-ads-content").then((module) => ({ default: module.FloatingAdsContent })));

/** The modal vignette, the popup and the mobile anchor, loaded only where they may run ([ads.formats]). */
export function FloatingAds({ config, allowed = true }: { config: AdsConfig; allowed?: boolean }) {
  const { pathname } = useLocation();
  const pageType = pageTypeOf(pathname);
  const slots = floatingSlots(config, pageType, allowed);
  if (slots.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FloatingAdsContent key={pathname} slots={slots} pageType={pageType} />
    </Suspense>
  );
}
