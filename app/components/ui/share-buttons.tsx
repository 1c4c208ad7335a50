import { useEffect, useId, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { shareTargets, type ShareTracker } from "./share-links";

export const SHARE_MESSAGES = {
  copied: "Link copied!",
  copiedDescription: "Paste it wherever you like",
  copyFailed: "Could not copy the link",
} as const;

const CHIP =
  "inline-flex items-center rounded-lg border border-border bg-surface px-3 py-1.5 text-sm font-semibold text-foreground transition-colors hover:bg-surface-muted";

type ShareButtonsProps = {
  /** The page's absolute, canonical URL. */
  url: string;
  /** The line that goes with the link (the tweet, the mail's subject). */
  text: string;
  /** The group's visible heading. */
  heading?: string;
  /** The analytics tracker, handed in by the page ([analytics.events]). */
  track?: ShareTracker;
};

/**
 * Share links for X, Facebook, WhatsApp and email, plus "Copy link" ([share.buttons]). The links
 * are in the server's HTML and work without scripts; the buttons need the browser's clipboard or
 * share sheet, so they appear once the page is interactive and the browser offers them.
 */
export function ShareButtons({ url, text, heading = "Share", track }: ShareButtonsProps) {
  const headingId = useId();
  // The shared page's path, which is the reader's page (the url is its canonical address).
  const shared = (network: Parameters<ShareTracker>[1]["network"]) =>
    track?.("share", { network, path: new URL(url, window.location.href).pathname });
  const [abilities, setAbilities] = useState({ copy: false, share: false });
  useEffect(() => {
    setAbilities({ copy: typeof navigator.clipboard?.writeText === "function", share: typeof navigator.share === "function" });
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_MESSAGES.copied, { description: SHARE_MESSAGES.copiedDescription });
      shared("copy");
    } catch {
      toast.error(SHARE_MESSAGES.copyFailed, { description: url });
    }
  }

  // A cancelled or failed share sheet is the reader's choice, not an error to report.
  const share = () => navigator.share({ title: text, text, url }).catch(() => {});

  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="share-buttons">
      <h2 id={headingId} className="text-sm font-semibold text-muted">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareTargets({ url, text }).map((target) => (
          <li key={target.id}>
            <a
              href={target.href}
              className={CHIP}
              {...(target.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              onClick={() => shared(target.id)}
              // A middle click opens the link too, without a click event.
              onAuxClick={(event) => {
                if (event.button === 1) shared(target.id);
              }}
            >
              <span className="sr-only">{target.id === "email" ? "Share by " : "Share on "}</span>
              {target.label}
              {target.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
        {abilities.copy ? (
          <li>
            <button type="button" className={CHIP} onClick={copy}>
              Copy link
            </button>
          </li>
        ) : null}
        {abilities.share ? (
          <li>
            <button type="button" className={CHIP} onClick={share}>
              More apps
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
