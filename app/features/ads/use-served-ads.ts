import { useEffect, useState } from "react";
import { AD_FETCH_MESSAGES, logAdProblem } from "./ad-reporting";
import type { AdSlot, PageType, ServedAd } from "./inventory";

/** A failure with its own internal message; anything else is logged as 'Failed to load ad'. */
class AdFetchProblem extends Error {}

/** The ads that may run in a slot on this page, fetched once per mount; an empty list on any failure. */
export function useServedAds(slot: AdSlot, pageType: PageType): { ads: ServedAd[]; loaded: boolean } {
  const [state, setState] = useState<{ ads: ServedAd[]; loaded: boolean }>({ ads: [], loaded: false });
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ slot, pageType, url: window.location.pathname });
    fetch(`/api/ads?${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new AdFetchProblem(AD_FETCH_MESSAGES.notOk(response.status));
        const { ads } = (await response.json()) as { ads: ServedAd[] };
        if (ads.length === 0) throw new AdFetchProblem(AD_FETCH_MESSAGES.empty);
        setState({ ads, loaded: true });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logAdProblem(error instanceof AdFetchProblem ? error.message : AD_FETCH_MESSAGES.failed);
        setState({ ads: [], loaded: true });
      });
    return () => controller.abort();
  }, [slot, pageType]);
  return state;
}
