import type { AdMode } from "./ad-modes";
import { ZONE_BOX, ZONE_SLOT, type AdZone as Zone } from "./ad-zones";

/** The reserved, labelled place of one ad zone; nothing at all when ads are off. */
export function AdZone({ zone, adsMode }: { zone: Zone; adsMode: AdMode }) {
  if (adsMode === "off") return null;
  const box = ZONE_BOX[zone];
  return (
    <aside
      aria-label="Advertisement"
      data-ad-zone={zone}
      data-ad-slot={ZONE_SLOT[zone]}
      className="mx-auto flex w-full items-center justify-center rounded-lg border border-dashed border-border text-xs uppercase tracking-wider text-muted"
      style={{ maxWidth: box.maxWidth, minHeight: box.minHeight }}
    >
      Advertisement
    </aside>
  );
}
