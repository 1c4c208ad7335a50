import { buttonClasses } from "#app/components/ui/button.tsx";
import { saveAdsConsent, useAdsConsent } from "./consent";

/**
 * Shown only while Google's ads run and the visitor has not answered ([ads.adsense]). Until they
 * accept, Google is asked for non-personalised ads; declining keeps it that way.
 */
export function ConsentBanner() {
  const consent = useAdsConsent();
  if (consent !== "unset") return null;
  return (
    <section
      aria-label="Ads and your privacy"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 shadow-2xl"
      data-consent-banner="true"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">
          Cosmic Daily is paid for by ads. Google may use cookies to choose ads that suit you; until you agree, the ads you see are not
          personalised. See our <a href="/privacy">privacy policy</a>.
        </p>
        <div className="flex gap-2">
          <button type="button" className={buttonClasses("secondary")} onClick={() => saveAdsConsent("denied")}>
            Keep them general
          </button>
          <button type="button" className={buttonClasses("primary")} onClick={() => saveAdsConsent("granted")}>
            Allow personalised ads
          </button>
        </div>
      </div>
    </section>
  );
}
