/**
 * The AdSense script, loaded at most once per page ([ads.adsense]): idle, then loading, then
 * loaded or failed. A second caller while it loads shares the load in flight. On success in a
 * Google mode it switches on page-level auto ads. Failures are logged and reported, never shown.
 */
export const ADSENSE_SCRIPT_URL = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";
export const ADSENSE_MESSAGES = {
  loadFailed: "AdSense script failed to load",
  createFailed: "Failed to create AdSense script",
  autoAdsFailed: "Failed to initialize Auto Ads",
} as const;

export type LoaderState = "idle" | "loading" | "loaded" | "failed";

type AdsByGoogle = Array<Record<string, unknown>> & { requestNonPersonalizedAds?: number; pauseAdRequests?: number };

declare global {
  interface Window {
    adsbygoogle?: AdsByGoogle;
  }
}

export type LoaderReport = {
  performance: (ms: number) => void;
  error: (message: string) => void;
};

let state: LoaderState = "idle";
let inFlight: Promise<boolean> | undefined;

export function adsenseState(): LoaderState {
  return state;
}

/** Loads the script for `publisherId`; resolves true once it runs, false when it could not. */
export function loadAdSense({
  publisherId,
  nonce,
  personalised,
  autoAds,
  report,
  scriptUrl = ADSENSE_SCRIPT_URL,
}: {
  publisherId: string;
  nonce: string | undefined;
  /** Until a visitor consents, ads are requested as non-personalised. */
  personalised: boolean;
  autoAds: boolean;
  report: LoaderReport;
  /** Tests point this at a local stand-in. */
  scriptUrl?: string;
}): Promise<boolean> {
  if (state === "loaded") return Promise.resolve(true);
  if (inFlight) return inFlight;
  state = "loading";
  const started = performance.now();
  inFlight = new Promise<boolean>((resolve) => {
    const queue = (window.adsbygoogle = window.adsbygoogle ?? ([] as unknown as AdsByGoogle));
    queue.requestNonPersonalizedAds = personalised ? 0 : 1;
    let script: HTMLScriptElement;
    try {
      script = document.createElement("script");
      script.async = true;
      script.src = `${scriptUrl}?client=${encodeURIComponent(publisherId)}`;
      script.crossOrigin = "anonymous";
      if (nonce) script.nonce = nonce;
    } catch {
      state = "failed";
      report.error(ADSENSE_MESSAGES.createFailed);
      resolve(false);
      return;
    }
    script.onload = () => {
      state = "loaded";
      report.performance(Math.round(performance.now() - started));
      if (autoAds) {
        try {
          // The script has replaced the queue with its own object by now: push to what is there.
          (window.adsbygoogle ?? queue).push({ google_ad_client: publisherId, enable_page_level_ads: true });
        } catch {
          report.error(ADSENSE_MESSAGES.autoAdsFailed);
        }
      }
      resolve(true);
    };
    script.onerror = () => {
      state = "failed";
      inFlight = undefined;
      report.error(ADSENSE_MESSAGES.loadFailed);
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return inFlight;
}

/** Forgets the loader's state: for tests, which load it again in one page. */
export function resetAdSenseLoader(): void {
  state = "idle";
  inFlight = undefined;
}
