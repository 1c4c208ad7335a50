import { X } from "lucide-react";
import { AdCreativeFace, creativeLayout } from "#app/features/ads/display/ad-creative.tsx";
import { INTERNAL_BOX_HEIGHT, ZONE_BOX, ZONE_SLOT, type AdZone } from "#app/features/ads/ad-zones.ts";
import { AD_SLOTS, SIGN_MARKER, type AdSlot, type ServedAd } from "#app/features/ads/inventory.ts";
import { possessive } from "#app/lib/text.ts";

/**
 * An ad as the admin's form previews it: drawn exactly as readers see it, but it reports nothing
 * and links nowhere, so previewing never counts an impression or opens the advertiser's page.
 */
function AdCreativePreview({ ad, compact = false }: { ad: ServedAd; compact?: boolean }) {
  return (
    <div className={creativeLayout(ad, compact).frame} data-ad-preview-creative="true">
      <AdCreativeFace ad={ad} compact={compact} />
    </div>
  );
}

/** The mobile anchor is previewed on a common phone's width. */
export const ANCHOR_PREVIEW_WIDTH = 390;

const ZONE_OF_SLOT = new Map(Object.entries(ZONE_SLOT).map(([zone, slot]) => [slot, zone as AdZone]));

/**
 * The ad in every slot the admin chose, each drawn in the box the page reserves for it
 * (`ZONE_BOX` wide, `INTERNAL_BOX_HEIGHT` tall), the modal vignette as its dialog card and the mobile anchor as a phone-wide bar.
 * It follows the form as the admin types and reports nothing.
 */
export function AdPreview({
  ad,
  slots,
  signName,
  usesSignMarker,
}: {
  ad: ServedAd;
  slots: readonly string[];
  signName: string;
  usesSignMarker: boolean;
}) {
  const chosen = AD_SLOTS.filter((slot) => slots.includes(slot));
  return (
    <section aria-labelledby="ad-preview-heading" className="flex min-w-0 flex-col gap-4" data-testid="ad-preview">
      <div>
        <h2 id="ad-preview-heading" className="text-xl font-semibold">
          Preview
        </h2>
        <p className="text-sm text-muted">
          The ad as readers see it in each chosen slot
          {usesSignMarker ? `, on ${possessive(signName)} pages (${SIGN_MARKER} becomes the sign's name there)` : ""}. Previewing counts
          nothing.
        </p>
      </div>
      {chosen.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
          Choose at least one slot to see the ad in it.
        </p>
      ) : (
        <ul className="flex flex-col gap-6">
          {chosen.map((slot) => (
            <li key={slot}>
              <SlotPreview slot={slot} ad={ad} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SlotPreview({ slot, ad }: { slot: AdSlot; ad: ServedAd }) {
  const zone = ZONE_OF_SLOT.get(slot);
  if (zone) {
    const box = ZONE_BOX[zone];
    return (
      <figure className="flex flex-col gap-2" data-preview-slot={slot}>
        <figcaption className="text-sm">
          <span className="font-mono font-semibold">{slot}</span>{" "}
          <span className="text-muted">· up to {box.maxWidth}px wide, trimmed to the height readers see</span>
        </figcaption>
        <div
          className={`flex w-full items-center overflow-hidden rounded-lg border border-dashed border-border ${INTERNAL_BOX_HEIGHT[zone]}`}
          style={{ maxWidth: box.maxWidth }}
        >
          <AdCreativePreview ad={ad} />
        </div>
      </figure>
    );
  }
  if (slot === "modal-vignette") {
    return (
      <figure className="flex flex-col gap-2" data-preview-slot={slot}>
        <figcaption className="text-sm">
          <span className="font-mono font-semibold">{slot}</span> <span className="text-muted">· a dialog over the page</span>
        </figcaption>
        <div className="rounded-xl bg-black/60 p-4 sm:p-8">
          <div className="mx-auto flex w-full max-w-md flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xl">
            <div className="flex items-center justify-between">
              <span className="text-xs font-semibold uppercase tracking-wider text-muted">Advertisement</span>
              <X aria-hidden="true" className="size-5 text-muted" />
            </div>
            <div className="min-h-[100px]">
              <AdCreativePreview ad={ad} />
            </div>
          </div>
        </div>
      </figure>
    );
  }
  return (
    <figure className="flex flex-col gap-2" data-preview-slot={slot}>
      <figcaption className="text-sm">
        <span className="font-mono font-semibold">{slot}</span>{" "}
        <span className="text-muted">
          · {ANCHOR_PREVIEW_WIDTH}px wide, at the {ad.anchorPosition} of a phone&apos;s screen
        </span>
      </figcaption>
      <div
        className="flex items-center gap-2 rounded-md border border-border bg-surface px-2 py-1 shadow-lg"
        style={{ width: ANCHOR_PREVIEW_WIDTH, maxWidth: "100%" }}
      >
        <div className="min-w-0 flex-1">
          <AdCreativePreview ad={ad} compact />
        </div>
        <X aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </div>
    </figure>
  );
}
