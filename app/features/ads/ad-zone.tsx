import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import type { AdsConfig } from "./ad-modes";
import { adsTrackerFor, type TrackEvent } from "./ad-tracking";
import { INTERNAL_BOX_HEIGHT, ZONE_BOX, ZONE_SLOT, ZONE_UNIT, type AdZone as Zone } from "./ad-zones";
import { pageTypeOf } from "./inventory";
import { planZone } from "./zone-plan";

// The ad code is its own chunk, fetched only by a page that shows an ad: with ads off or on a
// page without zones, none of it is downloaded.
const InternalAd = lazy(() => import("./ad-slot-content").then((module) => ({ default: module.InternalAd })));
const GoogleZoneUnit = lazy(() => import("./ad-slot-content").then((module) => ({ default: module.GoogleZoneUnit })));

const boxClasses = "mx-auto flex w-full items-center justify-center overflow-hidden rounded-lg";

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
}: {
  zone: Zone;
  config: AdsConfig;
  /** The site's analytics (undefined while rendering on the server). */
  track: TrackEvent | undefined;
  allowed?: boolean;
}) {
  const { pathname } = useLocation();
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
  return (
    <aside aria-label="Advertisement" data-ad-zone={zone} data-ad-slot={slot} className="flex w-full flex-col gap-3">
      {plan.google ? (
        <div className={boxClasses} style={style} data-ad-part="google">
          <Suspense fallback={null}>
            <GoogleZoneUnit config={config} unitName={slot} tracker={adsTrackerFor(track, config.adsMode)} />
          </Suspense>
        </div>
      ) : null}
      {plan.internal ? (
        <div className={`${boxClasses} ${INTERNAL_BOX_HEIGHT[zone]}`} style={{ maxWidth: box.maxWidth }} data-ad-part="internal">
          <Suspense fallback={null}>
            {/* A new page is a new page view: its own draw and its own impression. */}
            <InternalAd key={pathname} slot={slot} pageType={pageType} />
          </Suspense>
        </div>
      ) : null}
    </aside>
  );
}
