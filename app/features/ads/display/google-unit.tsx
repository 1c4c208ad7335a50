import { useEffect, useRef } from "react";
import { loadAdSense, type LoaderReport } from "./adsense-loader";

/** A unit starts this long after it mounts, or, when lazy, once it comes this close to the viewport ([ads.adsense]). */
export const UNIT_START_DELAY_MS = 100;
export const UNIT_LAZY_MARGIN_PX = 100;

/** One AdSense unit, started once; the script is loaded (once per page) by the first unit or the page. */
export function GoogleUnit({
  publisherId,
  nonce,
  personalised,
  autoAds,
  lazy = false,
  unitName,
  report,
  onUnitStarted,
  onUnitError,
}: {
  publisherId: string;
  nonce: string | undefined;
  personalised: boolean;
  autoAds: boolean;
  lazy?: boolean;
  unitName: string;
  report: LoaderReport;
  onUnitStarted: (unitName: string) => void;
  onUnitError: (unitName: string, message: string) => void;
}) {
  const unit = useRef<HTMLModElement>(null);
  useEffect(() => {
    let started = false;
    let cancelled = false;
    const start = () => {
      if (started || cancelled) return;
      started = true;
      void loadAdSense({ publisherId, nonce, personalised, autoAds, report }).then((loaded) => {
        if (!loaded || cancelled) return;
        try {
          (window.adsbygoogle = window.adsbygoogle ?? ([] as never)).push({});
          onUnitStarted(unitName);
        } catch (error) {
          onUnitError(unitName, error instanceof Error ? error.message : String(error));
        }
      });
    };
    let observer: IntersectionObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (lazy && unit.current && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: `${UNIT_LAZY_MARGIN_PX}px`,
      });
      observer.observe(unit.current);
    } else {
      timer = setTimeout(start, UNIT_START_DELAY_MS);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [publisherId, nonce, personalised, autoAds, lazy, unitName, report, onUnitStarted, onUnitError]);
  return (
    <ins
      ref={unit}
      className="adsbygoogle block h-full w-full"
      data-ad-client={publisherId}
      data-ad-format="auto"
      data-full-width-responsive="true"
      data-ad-unit={unitName}
    />
  );
}
