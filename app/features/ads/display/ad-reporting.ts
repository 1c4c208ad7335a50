import type { AdEvent, AdSlot, PageType } from "#app/features/ads/inventory.ts";
import { adSessionId } from "./ad-session";

/** The internal messages of a failed ad request ([ads.inventory]): logged, never shown. */
export const AD_FETCH_MESSAGES = {
  notOk: (status: number) => `API response not ok: ${status}`,
  empty: "No ads available",
  failed: "Failed to load ad",
} as const;

export function logAdProblem(message: string): void {
  console.warn(`[ads] ${message}`);
}

/** Counts an impression, a viewable impression or a click against the ad's serve token; a failed report is ignored. */
export function reportAdEvent(report: {
  adId: string;
  serveToken: string;
  slot: AdSlot;
  event: AdEvent;
  pageType: PageType;
  pageViewId: string;
}): void {
  const body = JSON.stringify({
    ad_id: report.adId,
    slot: report.slot,
    event: report.event,
    page_type: report.pageType,
    url: window.location.pathname,
    user_session_id: adSessionId(),
    page_view_id: report.pageViewId,
    serve_token: report.serveToken,
  });
  // keepalive: a click's report still arrives when the visitor follows the ad away.
  void fetch("/api/ad-metrics", { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => {});
}
