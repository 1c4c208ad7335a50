import type { AdMode } from "#app/features/ads/ad-modes.ts";
import type { PhoneLayer, PhoneMoment } from "./phone-minute";

const MODE_NAMES: Record<AdMode, string> = {
  off: "Off",
  internal: "Internal",
  "google-auto": "Google Auto Ads",
  hybrid: "Hybrid",
};

const LAYER_NAMES: Record<PhoneLayer, string> = { consent: "Consent", anchor: "Anchor", vignette: "Vignette", popup: "Popup" };

/**
 * Each mode's first minute on a sign page as a phone reader sees it ([ads.overlays]): a small
 * drawn phone per moment with what covers it, and the same in words beside it.
 */
export function PhoneMinutes({
  minutes,
  current,
  anchorAt,
}: {
  minutes: ReadonlyArray<{ mode: AdMode; moments: readonly PhoneMoment[] }>;
  current: AdMode;
  anchorAt: "top" | "bottom";
}) {
  return (
    <section aria-labelledby="phone-minute-heading" className="flex flex-col gap-4" data-testid="phone-minutes">
      <div>
        <h2 id="phone-minute-heading" className="text-xl font-semibold">
          A phone reader's first minute on a sign page
        </h2>
        <p className="text-sm text-muted">With the ads running now, at 390 × 844 pixels, in each mode.</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {minutes.map(({ mode, moments }) => (
          <section key={mode} aria-labelledby={`phone-minute-${mode}`} className="rounded-xl border border-border p-4" data-mode={mode}>
            <h3 id={`phone-minute-${mode}`} className="mb-3 font-semibold">
              {MODE_NAMES[mode]}
              {mode === current ? <span className="ml-2 text-sm font-normal text-muted">(the mode now)</span> : null}
            </h3>
            <ol className="flex flex-wrap gap-4">
              {moments.map((moment) => (
                <li key={moment.at} className="flex w-40 flex-col gap-2">
                  <Phone layers={moment.layers} anchorAt={anchorAt} />
                  <p className="text-sm">
                    <strong className="block">{moment.at}</strong>
                    {moment.says}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}

/** A phone's screen drawn to scale (390 × 844), the page as grey lines, each layer where it sits. */
function Phone({ layers, anchorAt }: { layers: readonly PhoneLayer[]; anchorAt: "top" | "bottom" }) {
  const modal = layers.find((layer) => layer === "vignette" || layer === "popup");
  return (
    <div aria-hidden="true" className="relative aspect-[390/844] w-24 overflow-hidden rounded-xl border-2 border-foreground bg-surface">
      <div className="flex flex-col gap-1 p-2">
        {[80, 95, 70, 90, 60, 85, 75].map((width, index) => (
          <span key={index} className="h-1 rounded bg-surface-muted" style={{ width: `${width}%` }} />
        ))}
      </div>
      {layers.includes("anchor") ? (
        <span
          className={`absolute inset-x-0 ${anchorAt === "top" ? "top-0" : "bottom-0"} h-[8%] bg-accent text-center text-[8px] leading-[2.2] text-accent-foreground`}
        >
          {LAYER_NAMES.anchor}
        </span>
      ) : null}
      {layers.includes("consent") ? (
        <span className="absolute inset-x-0 bottom-0 h-[22%] border-t border-border bg-surface-muted text-center text-[8px] leading-[3] text-foreground">
          {LAYER_NAMES.consent}
        </span>
      ) : null}
      {modal ? (
        <span className="absolute inset-0 flex items-center justify-center bg-black/50">
          <span className="w-4/5 rounded bg-surface py-4 text-center text-[8px] text-foreground">{LAYER_NAMES[modal]}</span>
        </span>
      ) : null}
    </div>
  );
}
