import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { AdsConfig } from "#app/features/ads/ad-modes.ts";
import { adsTrackerFor, type TrackEvent } from "./ad-tracking";
import { INTERNAL_BOX_HEIGHT, ZONE_BOX, ZONE_SLOT, ZONE_UNIT, type AdZone as Zone } from "#app/features/ads/ad-zones.ts";
import { pageTypeOf } from "#app/features/ads/inventory.ts";
import { planZone } from "#app/features/ads/zone-plan.ts";

// The ad code is its own chunk, fetched only by a page that shows an ad: with ads off or on a
// page without zones, none of it is downloaded.
const InternalAd = lazy(() => import("./ad-slot-content").then((module) => ({ default: module.InternalAd })));
const GoogleZoneUnit = lazy(() => import("./ad-slot-content").then((module) => ({ default: module.GoogleZoneUnit })));

const boxClasses = "mx-auto flex w-full items-center justify-center overflow-hidden rounded-lg";

/** The width from which a zone kept off phones shows (Tailwind's md). */
const WIDE_SCREEN = "(min-width: 768px)";

/** Whether the screen is at least WIDE_SCREEN wide: false on the server and until hydration checks. */
function useWideScreen(enabled: boolean): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const query = window.matchMedia(WIDE_SCREEN);
    setWide(query.matches);
    const change = () => setWide(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, [enabled]);
  return wide;
}

/**
 * One ad zone ([ads.zones]): its box is reserved on the server before anything arrives, so the
 * page never shifts; then it holds the site's own ad, Google's unit, or in hybrid mode both,
 * stacked. An admin's preview shows a dashed placeholder naming the unit and the mode instead.
 */
export function AdZone({
  zone,
  config,
  track,
  allowed = true,
  onPhones = true,
}: {
  zone: Zone;
  config: AdsConfig;
  /** The site's analytics (undefined while rendering on the server). */
  track: TrackEvent | undefined;
  allowed?: boolean;
  /**
   * False keeps the zone off narrow screens altogether ([ads.no-ad-above-reading]): its box is
   * reserved from md up, and its ad is mounted (and so counted) only on a wide screen.
   */
  onPhones?: boolean;
}) {
  const { pathname } = useLocation();
  const wide = useWideScreen(!onPhones);
  const pageType = pageTypeOf(pathname);
  const slot = ZONE_SLOT[zone];
  const plan = planZone(config, slot, pageType, allowed);
  if (plan.kind === "none") return null;
  const box = ZONE_BOX[zone];
  const style = { maxWidth: box.maxWidth, minHeight: box.minHeight };
  if (plan.kind === "preview") {
    return (
      <aside
        aria-label="Advertisement preview"
        data-ad-zone={zone}
        data-ad-preview="true"
        className={`${boxClasses} border border-dashed border-border text-xs uppercase tracking-wider text-muted`}
        style={style}
      >
        {slot} ({ZONE_UNIT[zone]}) · {config.adsMode}
      </aside>
    );
  }
  const mounted = onPhones || wide;
  return (
    <aside
      aria-label="Advertisement"
      data-ad-zone={zone}
      data-ad-slot={slot}
      className={`w-full flex-col gap-3 ${onPhones ? "flex" : "hidden md:flex"}`}
    >
      {plan.google ? (
        <div className={boxClasses} style={style} data-ad-part="google">
          {mounted ? (
            <Suspense fallback={null}>
              <GoogleZoneUnit config={config} unitName={slot} tracker={adsTrackerFor(track, config.adsMode)} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {plan.internal ? (
        <div className={`${boxClasses} ${INTERNAL_BOX_HEIGHT[zone]}`} style={{ maxWidth: box.maxWidth }} data-ad-part="internal">
          {/* The box is reserved everywhere it may show; the ad itself only where it is seen. */}
          {mounted ? (
            <Suspense fallback={null}>
              {/* A new page is a new page view: its own draw and its own impression. */}
              <InternalAd key={pathname} slot={slot} pageType={pageType} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
