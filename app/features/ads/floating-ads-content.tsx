import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AdCreative } from "./ad-creative";
import { newPageViewId } from "./ad-session";
import type { AdSlot, PageType, ServedAd } from "./inventory";
import { useServedAds } from "./use-served-ads";

/** The formats' timings ([ads.formats]). */
export const FLOATING_TIMINGS_MS = { vignetteAfterLoad: 3_000, popupAfter: 32_000, closeAnimation: 300 } as const;
/** Each modal format shows once per browser session. */
export const SHOWN_KEYS = { vignette: "cosmic_ad_vignette_shown", popup: "cosmic_ad_popup_shown" } as const;

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
 * The floating formats of one page view: the modal vignette 3 s after its ad loads, the popup
 * after 32 s on the page (each once per browser session, never two at once), and the mobile
 * anchor, which the reader may dismiss for the rest of the view.
 */
export function FloatingAdsContent({ slots, pageType }: { slots: AdSlot[]; pageType: PageType }) {
  const [pageViewId] = useState(newPageViewId);
  return (
    <>
      {slots.includes("modal-vignette") ? <ModalFormats pageType={pageType} pageViewId={pageViewId} /> : null}
      {slots.includes("anchor-mobile") ? <AnchorAd pageType={pageType} pageViewId={pageViewId} /> : null}
    </>
  );
}

function ModalFormats({ pageType, pageViewId }: { pageType: PageType; pageViewId: string }) {
  const { ads } = useServedAds("modal-vignette", pageType);
  const [showing, setShowing] = useState<{ format: "vignette" | "popup"; ad: ServedAd } | null>(null);
  const [open, setOpen] = useState(false);
  const openNow = useRef(false);
  openNow.current = open;

  useEffect(() => {
    const first = ads[0];
    if (!first || shownThisSession(SHOWN_KEYS.vignette)) return;
    const timer = setTimeout(() => {
      markShown(SHOWN_KEYS.vignette);
      setShowing({ format: "vignette", ad: first });
      setOpen(true);
    }, FLOATING_TIMINGS_MS.vignetteAfterLoad);
    return () => clearTimeout(timer);
  }, [ads]);

  useEffect(() => {
    if (ads.length === 0 || shownThisSession(SHOWN_KEYS.popup)) return;
    const timer = setTimeout(() => {
      // The popup brings the next ad in line, and never covers another modal.
      if (openNow.current) return;
      markShown(SHOWN_KEYS.popup);
      setShowing({ format: "popup", ad: ads[1] ?? ads[0]! });
      setOpen(true);
    }, FLOATING_TIMINGS_MS.popupAfter);
    return () => clearTimeout(timer);
  }, [ads]);

  if (!showing) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="ad-overlay fixed inset-0 z-40 bg-black/60" data-ad-format={showing.format} />
        <Dialog.Content
          className="ad-modal fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xl"
          data-ad-format={showing.format}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xs font-semibold uppercase tracking-wider text-muted">Advertisement</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-surface-muted" aria-label="Close advertisement">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-[100px]">
            <AdCreative ad={showing.ad} slot="modal-vignette" pageType={pageType} pageViewId={pageViewId} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AnchorAd({ pageType, pageViewId }: { pageType: PageType; pageViewId: string }) {
  const { ads } = useServedAds("anchor-mobile", pageType);
  const [dismissed, setDismissed] = useState(false);
  const ad = ads[0];
  if (!ad || dismissed) return null;
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
