import { Share2 } from "lucide-react";
import { toast } from "#app/lib/toast.ts";
import { Button } from "./button";
import type { ShareTracker } from "./share-links";

const SHARE_COPIED_TOAST = { title: "Link copied!", description: "Share this page with your friends" } as const;

/** The browser's own share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ title, text, track }: { title: string; text: string; track?: ShareTracker }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      // A cancelled or failed share sheet is the reader's choice, not an error to report.
      await navigator.share({ title, text, url }).catch(() => {});
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_COPIED_TOAST.title, { description: SHARE_COPIED_TOAST.description });
      track?.("share", { network: "copy", path: window.location.pathname });
    } catch {
      toast.error("Could not copy the link", { description: url });
    }
  }
  return (
    <Button variant="secondary" onClick={share}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}
