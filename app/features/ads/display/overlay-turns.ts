import { useEffect, useState } from "react";
import { useAdsConsent } from "./consent";

/** Any dialog on screen: the browser's own modal dialogs, and Radix's dialogs and alert dialogs (the unlock form, the menus' sheets). */
const OPEN_DIALOGS = "dialog[open],[role$=dialog][data-state=open]";

/**
 * Whether an ad overlay may come on screen now ([ads.overlays]): only while no dialog is open and,
 * where Google's ads ask for consent, once the consent banner has been answered. A reader never
 * has two overlays in front of the page at once. While `watching`, it follows the page's dialogs
 * as they open and close; otherwise it answers false and costs nothing.
 */
export function useOverlayTurn({ watching, consentAsked }: { watching: boolean; consentAsked: boolean }): boolean {
  const consent = useAdsConsent();
  const [dialogOpen, setDialogOpen] = useState(true);
  useEffect(() => {
    if (!watching) return;
    const check = () => setDialogOpen(document.querySelector(OPEN_DIALOGS) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open", "data-state"] });
    return () => {
      observer.disconnect();
      // Unknown again until the next look: a dialog may open while nobody watches.
      setDialogOpen(true);
    };
  }, [watching]);
  const consentPending = consentAsked && consent === "unset";
  return watching && !dialogOpen && !consentPending;
}
