import { useSyncExternalStore } from "react";

/**
 * The visitor's answer to the ads consent banner ([ads.adsense]): kept in localStorage. Until it
 * is "granted", Google is asked for non-personalised ads only.
 */
export const ADS_CONSENT_KEY = "cosmic_ads_consent";
export type AdsConsent = "granted" | "denied" | "unset";

const listeners = new Set<() => void>();

function read(): AdsConsent {
  try {
    const value = localStorage.getItem(ADS_CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : "unset";
  } catch {
    return "unset";
  }
}

export function saveAdsConsent(consent: "granted" | "denied"): void {
  try {
    localStorage.setItem(ADS_CONSENT_KEY, consent);
  } catch {
    // Storage refused: the answer holds for this page only.
  }
  answered = consent;
  for (const listener of listeners) listener();
}

let answered: AdsConsent | undefined;

export function useAdsConsent(): AdsConsent {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => answered ?? read(),
    // The server never knows: no banner, no personalised ads, until the browser says otherwise.
    () => "unset",
  );
}
