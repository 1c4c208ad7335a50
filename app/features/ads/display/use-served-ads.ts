import { useEffect, useState } from "react";
import { drawSlotAds } from "./ad-requests";
import { logAdProblem } from "./ad-reporting";
import type { AdSlot, DeliveredAd, PageType } from "#app/features/ads/inventory.ts";

/** The ads that may run in a slot on this page, drawn once per mount; an empty list on any failure. */
export function useServedAds(slot: AdSlot, pageType: PageType): { ads: DeliveredAd[]; loaded: boolean } {
  const [state, setState] = useState<{ ads: DeliveredAd[]; loaded: boolean }>({ ads: [], loaded: false });
  useEffect(() => {
    let mounted = true;
    void drawSlotAds(slot, pageType, window.location.pathname).then((draw) => {
      if (!mounted) return;
      if ("problem" in draw) logAdProblem(draw.problem);
      setState({ ads: "ads" in draw ? draw.ads : [], loaded: true });
    });
    return () => {
      mounted = false;
    };
  }, [slot, pageType]);
  return state;
}
