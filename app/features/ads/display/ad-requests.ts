import { AD_FETCH_MESSAGES } from "./ad-reporting";
import type { AdSlot, DeliveredAd, PageType } from "#app/features/ads/inventory.ts";

/** A slot's draw: its ads, best first, or the internal message of why there are none. */
export type SlotDraw = { ads: DeliveredAd[] } | { problem: string };

/**
 * How long the first slot to mount waits for the others of its page. A page's zones and floating
 * formats mount within a few dozen milliseconds of each other (each behind its own Suspense
 * boundary), and one request carrying all of them costs the reader and the server less than one
 * request each.
 */
export const AD_BATCH_WINDOW_MS = 100;

type Batch = { pageType: PageType; path: string; slots: Map<AdSlot, (draw: SlotDraw) => void> };

let open: Batch | null = null;

/**
 * The ads that may run in `slot` on the page at `path` ([ads.inventory]). Every call is a draw of
 * its own: calls for different slots of the same page within AD_BATCH_WINDOW_MS of the first go to
 * the server as one request, and a slot asked for again (mounted again) starts a request of its own.
 */
export function drawSlotAds(slot: AdSlot, pageType: PageType, path: string): Promise<SlotDraw> {
  if (!open || open.pageType !== pageType || open.path !== path || open.slots.has(slot)) {
    if (open) send(open);
    const batch: Batch = { pageType, path, slots: new Map() };
    open = batch;
    setTimeout(() => {
      if (open === batch) send(batch);
    }, AD_BATCH_WINDOW_MS);
  }
  const batch = open;
  return new Promise((resolve) => {
    batch.slots.set(slot, resolve);
  });
}

function send(batch: Batch): void {
  if (open === batch) open = null;
  const query = new URLSearchParams({ slots: [...batch.slots.keys()].join(","), pageType: batch.pageType, url: batch.path });
  const answer = (draw: (slot: AdSlot) => SlotDraw) => {
    for (const [slot, resolve] of batch.slots) resolve(draw(slot));
  };
  fetch(`/api/ads?${query}`)
    .then(async (response) => {
      if (!response.ok) return answer(() => ({ problem: AD_FETCH_MESSAGES.notOk(response.status) }));
      const { slots } = (await response.json()) as { slots: Partial<Record<AdSlot, DeliveredAd[]>> };
      answer((slot) => {
        const ads = slots[slot] ?? [];
        return ads.length > 0 ? { ads } : { problem: AD_FETCH_MESSAGES.empty };
      });
    })
    .catch(() => answer(() => ({ problem: AD_FETCH_MESSAGES.failed })));
}
