import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";

/** The events a teaser reports; the route passes the analytics feature's tracker in. */
type GateEventName = "teaser_view" | "unlock_click" | "unlock_dismiss";
type GateTracker = (name: GateEventName, properties: Record<string, string>) => void;

/** Session storage key of one section's 'Maybe later', which lasts the browser session ([gating.locked-section]). */
export function snoozeKey(section: string): string {
  return `teaser_snoozed_${section}`;
}

function readSnooze(section: string): boolean {
  try {
    return sessionStorage.getItem(snoozeKey(section)) === "1";
  } catch {
    return false;
  }
}

export const LOCKED_TEXTS = {
  unlock: "Unlock",
  later: "Maybe later",
  continue: "Continue reading without email",
  hint: "Subscribe free with your email to read the rest.",
  continued: "You're reading the free preview. Unlock any time to read the rest.",
} as const;

/**
 * A section the visitor may only preview: the teaser (all the server sent), a lock and the
 * choices. 'Maybe later' snoozes the prompt for this section for the session; the button then
 * becomes 'Continue reading without email', which keeps the preview, since the rest of the text
 * is not on this page to reveal.
 */
export function LockedSection({
  section,
  title,
  teaser,
  onUnlock,
  track,
  emphasis = false,
}: {
  section: string;
  title: string;
  teaser: string;
  onUnlock: () => void;
  track?: GateTracker;
  emphasis?: boolean;
}) {
  // Read after hydration: the server cannot know the session's snoozes.
  const [snoozed, setSnoozed] = useState(false);
  const [continued, setContinued] = useState(false);
  useEffect(() => {
    setSnoozed(readSnooze(section));
    track?.("teaser_view", { section });
    // Reported once per section shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [section]);

  const snooze = () => {
    try {
      sessionStorage.setItem(snoozeKey(section), "1");
    } catch {
      // Storage disabled: the snooze lasts for this view only.
    }
    setSnoozed(true);
    track?.("unlock_dismiss", { section });
  };
  const unlock = () => {
    track?.("unlock_click", { section });
    onUnlock();
  };

  const headingId = `locked-${section}-title`;
  return (
    <section
      aria-labelledby={headingId}
      data-locked-section={section}
      className={`rounded-xl border bg-surface p-5 leading-7 ${emphasis ? "border-accent" : "border-border"}`}
    >
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        {title}
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-muted">
          <LockIcon /> Locked
        </span>
      </h2>
      <p className={emphasis ? "text-lg leading-8" : undefined}>{teaser}</p>
      <div className="mt-4 flex flex-col gap-3 rounded-lg bg-surface-muted p-4">
        <p className="text-sm">{continued ? LOCKED_TEXTS.continued : LOCKED_TEXTS.hint}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={unlock}>
            <LockIcon /> {LOCKED_TEXTS.unlock}
          </Button>
          {snoozed ? (
            continued ? null : (
              <Button variant="ghost" onClick={() => setContinued(true)}>
                {LOCKED_TEXTS.continue}
              </Button>
            )
          ) : (
            <Button variant="ghost" onClick={snooze}>
              {LOCKED_TEXTS.later}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}
