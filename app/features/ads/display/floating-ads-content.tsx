import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AdCreative } from "./ad-creative";
import { newPageViewId } from "./ad-session";
import { FLOATING_TIMINGS_MS, SHOWN_KEYS } from "./floating-timings";
import { useAdsConsent } from "./consent";
import { useOverlayTurn } from "./overlay-turns";
import type { AdSlot, DeliveredAd, PageType } from "#app/features/ads/inventory.ts";
import { useServedAds } from "./use-served-ads";

function shownThisSession(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

function markShown(key: string): void {
  try {
    sessionStorage.setItem(key, "1");
  } catch {
    // Storage refused: the format may show again on the next page.
  }
}

/**
 * The floating formats of one page view ([ads.formats], [ads.overlays]): the modal vignette 3 s
 * after its ad loads, the popup after 32 s on the page (each once per browser session), and the
 * mobile anchor, which the reader may dismiss for the rest of the view. Never two overlays at
 * once: the vignette's 3 s start once no dialog is open and the consent banner (in Google's
 * modes) is answered; the popup waits for the vignette to have come and gone; the anchor waits
 * for the consent banner, which takes the same edge of the screen.
 */
export function FloatingAdsContent({ slots, pageType, consentAsked }: { slots: AdSlot[]; pageType: PageType; consentAsked: boolean }) {
  const [pageViewId] = useState(newPageViewId);
  return (
    <>
      {slots.includes("modal-vignette") ? <ModalFormats pageType={pageType} pageViewId={pageViewId} consentAsked={consentAsked} /> : null}
      {slots.includes("anchor-mobile") ? <AnchorAd pageType={pageType} pageViewId={pageViewId} consentAsked={consentAsked} /> : null}
    </>
  );
}

function ModalFormats({ pageType, pageViewId, consentAsked }: { pageType: PageType; pageViewId: string; consentAsked: boolean }) {
  const { ads, loaded } = useServedAds("modal-vignette", pageType);
  const [showing, setShowing] = useState<ModalAd | null>(null);
  // Read once the ads are in: whether each format still has its showing this session.
  const [vignetteDue, setVignetteDue] = useState(true);
  const [popupDue, setPopupDue] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    setVignetteDue(ads.length > 0 && !shownThisSession(SHOWN_KEYS.vignette));
    if (ads.length === 0 || shownThisSession(SHOWN_KEYS.popup)) return;
    // The popup's 32 s run from the ads' arrival, whatever else is on screen meanwhile.
    const timer = setTimeout(() => setPopupDue(true), FLOATING_TIMINGS_MS.popupAfter);
    return () => clearTimeout(timer);
  }, [ads, loaded]);

  const waiting = loaded && showing === null && (vignetteDue || popupDue);
  const free = useOverlayTurn({ watching: waiting, consentAsked });

  useEffect(() => {
    if (!free || !vignetteDue) return;
    const timer = setTimeout(() => {
      markShown(SHOWN_KEYS.vignette);
      setShowing({ format: "vignette", ad: ads[0]! });
    }, FLOATING_TIMINGS_MS.vignetteAfterLoad);
    // Something else came on screen first: the 3 s start again once it has gone.
    return () => clearTimeout(timer);
  }, [free, vignetteDue, ads]);

  useEffect(() => {
    if (!free || !popupDue || vignetteDue) return;
    markShown(SHOWN_KEYS.popup);
    setPopupDue(false);
    // The popup brings the next ad in line.
    setShowing({ format: "popup", ad: ads[1] ?? ads[0]! });
  }, [free, popupDue, vignetteDue, ads]);

  if (!showing) return null;
  const closed = () => {
    if (showing.format === "vignette") setVignetteDue(false);
    setShowing(null);
  };
  return <AdModal showing={showing} onClosed={closed} pageType={pageType} pageViewId={pageViewId} />;
}

type ModalAd = { format: "vignette" | "popup"; ad: DeliveredAd };

/**
 * The vignette or the popup, in the browser's own modal dialog: the page behind is inert and does
 * not scroll, focus starts on the close button, and Escape, the button or a click outside closes
 * it after a 300 ms exit.
 */
function AdModal({
  showing,
  onClosed,
  pageType,
  pageViewId,
}: {
  showing: ModalAd;
  onClosed: () => void;
  pageType: PageType;
  pageViewId: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  // The latest callback, so a render of the page during the exit does not restart its 300 ms.
  const closed = useRef(onClosed);
  closed.current = onClosed;
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => closed.current(), FLOATING_TIMINGS_MS.closeAnimation);
    return () => clearTimeout(timer);
  }, [closing]);

  const close = () => setClosing(true);
  return (
    // A click on the backdrop lands on the dialog itself; Escape has the keyboard path.
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-ad-format={showing.format}
      data-state={closing ? "closed" : "open"}
      className="ad-modal m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-surface p-0 text-foreground shadow-xl"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-xs font-semibold uppercase tracking-wider text-muted">
            Advertisement
          </h2>
          <button type="button" onClick={close} className="rounded-md p-1 hover:bg-surface-muted" aria-label="Close advertisement">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-[100px]">
          <AdCreative ad={showing.ad} slot="modal-vignette" pageType={pageType} pageViewId={pageViewId} />
        </div>
      </div>
    </dialog>
  );
}

function AnchorAd({ pageType, pageViewId, consentAsked }: { pageType: PageType; pageViewId: string; consentAsked: boolean }) {
  const { ads } = useServedAds("anchor-mobile", pageType);
  const [dismissed, setDismissed] = useState(false);
  const consent = useAdsConsent();
  const ad = ads[0];
  if (!ad || dismissed || (consentAsked && consent === "unset")) return null;
  const edge = ad.anchorPosition === "top" ? "top-0 border-b" : "bottom-0 border-t";
  return (
    <aside
      aria-label="Advertisement"
      data-ad-format="anchor"
      className={`fixed inset-x-0 ${edge} z-30 flex items-center gap-2 border-border bg-surface/95 px-2 py-1 shadow-lg backdrop-blur lg:hidden`}
    >
      <div className="min-w-0 flex-1">
        <AdCreative ad={ad} slot="anchor-mobile" pageType={pageType} pageViewId={pageViewId} compact />
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="rounded-md p-2 hover:bg-surface-muted"
        aria-label="Close advertisement"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
