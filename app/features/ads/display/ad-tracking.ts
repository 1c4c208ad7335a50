import type { LoaderReport } from "./adsense-loader";
import { logAdProblem } from "./ad-reporting";

/** How ad code reports to the site's analytics; the composition (the root) hands in its tracker. */
export type TrackEvent = (
  name: "ads" | "ad_script_performance" | "ad_script_error" | "ad_unit_error",
  properties: Record<string, string | number>,
) => void;

export type AdsTracker = {
  loader: LoaderReport;
  unitStarted: (unitName: string) => void;
  unitError: (unitName: string, message: string) => void;
};

const trackers = new WeakMap<TrackEvent, Map<string, AdsTracker>>();

// On the server the browser's analytics module is absent; nothing is reported from there anyway.
const SILENT: AdsTracker = { loader: { performance: () => {}, error: () => {} }, unitStarted: () => {}, unitError: () => {} };

/** One stable tracker per analytics function and mode, so units never restart because of a new callback. */
export function adsTrackerFor(track: TrackEvent | undefined, mode: string): AdsTracker {
  if (typeof track !== "function") return SILENT;
  let byMode = trackers.get(track);
  if (!byMode) trackers.set(track, (byMode = new Map()));
  let tracker = byMode.get(mode);
  if (!tracker) {
    tracker = {
      loader: {
        performance: (ms) => track("ad_script_performance", { ms, mode }),
        error: (message) => {
          logAdProblem(message);
          track("ad_script_error", { message, mode });
        },
      },
      unitStarted: (unit) => track("ads", { unit, mode }),
      unitError: (unit, message) => {
        logAdProblem(message);
        track("ad_unit_error", { unit, message, mode });
      },
    };
    byMode.set(mode, tracker);
  }
  return tracker;
}
