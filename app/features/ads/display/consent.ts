import { useSyncExternalStore } from "react";
import { readLocal, writeLocal } from "#app/lib/browser-storage.ts";

/**
 * The visitor's answer to the ads consent banner ([ads.adsense]): kept in localStorage. Until it
 * is "granted", Google is asked for non-personalised ads only.
 */
export const ADS_CONSENT_KEY = "cosmic_ads_consent";
export type AdsConsent = "granted" | "denied" | "unset";

const listeners = new Set<() => void>();

function read(): AdsConsent {
  const value = readLocal(ADS_CONSENT_KEY);
  return value === "granted" || value === "denied" ? value : "unset";
}

export function saveAdsConsent(consent: "granted" | "denied"): void {
  writeLocal(ADS_CONSENT_KEY, consent);
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
