import { useEffect, useId, useReducer, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { CLAIM_LABELS, claimReducer, REVEAL_DELAY_MS, ritualIndex } from "./claim";
import type { ClaimRitual } from "./claim-rituals";

/** The catalogue, fetched when a visitor claims: the reveal's pause covers the wait. */
const loadRituals = () => import("./claim-rituals").then((module) => module.CLAIM_RITUALS);

/** The event a claimed ritual reports; the route passes the analytics feature's tracker in. */
export type RitualTracker = (
  name: "ritual_claimed",
  properties: { source: "daily-page" | "home-page" | "ritual-wheel"; element: string },
) => void;

/**
 * 'Claim Today's Ritual': a short pause while the ritual is "revealed", then one of eight small
 * acts. Focus follows the change so keyboard and screen-reader users land on what appeared.
 */
export function RitualClaim({
  headingLevel = "h2",
  track,
  source = "daily-page",
}: {
  headingLevel?: "h2" | "h3";
  track?: RitualTracker;
  /** The page the claim is on, as its `ritual_claimed` event names it. */
  source?: "daily-page" | "home-page";
}) {
  const [state, dispatch] = useReducer(claimReducer, { phase: "idle" });
  const [rituals, setRituals] = useState<readonly ClaimRitual[] | null>(null);
  const id = useId();
  const Heading = headingLevel;
  const resultTitle = useRef<HTMLParagraphElement>(null);
  const closedNote = useRef<HTMLParagraphElement>(null);
  const claimButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const stopConfetti = useRef(() => {});
  const mounted = useRef(false);
  // The confetti outlives the phase that started it, but not the component.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopConfetti.current();
    };
  }, []);

  useEffect(() => {
    if (state.phase !== "revealing") return;
    // The claimed ritual is a small celebration. Confetti's code is fetched as the reveal starts,
    // not with the page, since most readers never claim one; on a slow connection it may arrive
    // after the ritual shows, and still bursts then.
    const confetti = import("#app/components/ui/confetti.ts");
    const timer = setTimeout(() => {
      dispatch({ type: "revealed" });
      void confetti.then(({ burstConfetti }) => {
        if (mounted.current) stopConfetti.current = burstConfetti();
      });
    }, REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  // The ritual shows once the reveal's second is over and the catalogue has arrived.
  const ritual = state.phase === "idle" || !rituals ? null : rituals[state.ritual]!;
  const shown = ritual !== null;
  useEffect(() => {
    // Only after the visitor has acted: the first render must not steal focus.
    if (!moved.current) return;
    if (state.phase === "result" && shown) resultTitle.current?.focus();
    if (state.phase === "closed") closedNote.current?.focus();
    if (state.phase === "idle") claimButton.current?.focus();
  }, [state.phase, shown]);

  const act = (event: Parameters<typeof dispatch>[0]) => {
    moved.current = true;
    dispatch(event);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-surface p-5 sm:p-6">
      <Heading id={`${id}-title`} className="mb-2 text-xl font-semibold">
        Your Daily Ritual
      </Heading>
      {state.phase === "idle" ? (
        <>
          <p className="mb-4 text-muted">One small act for today, drawn from the four elements.</p>
          <button
            ref={claimButton}
            type="button"
            className={buttonClasses()}
            onClick={() => {
              const ritual = ritualIndex(Math.random());
              act({ type: "claim", ritual });
              loadRituals().then(
                (list) => {
                  if (mounted.current) setRituals(list);
                  track?.("ritual_claimed", { source, element: list[ritual]!.element });
                },
                () => mounted.current && dispatch({ type: "unavailable" }),
              );
            }}
          >
            {CLAIM_LABELS.claim}
          </button>
        </>
      ) : null}
      <div aria-live="polite">
        {state.phase === "revealing" ? (
          <p className="flex items-center gap-2 text-muted">
            <span aria-hidden="true" className="inline-block animate-spin">
              ✨
            </span>
            {CLAIM_LABELS.revealing}
          </p>
        ) : null}
        {state.phase === "result" && ritual ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{ritual.element} ritual</p>
            <p ref={resultTitle} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold">
              <span aria-hidden="true">{ritual.emoji}</span>
              {ritual.title}
            </p>
            <p>{ritual.text}</p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={buttonClasses()} onClick={() => act({ type: "close" })}>
                {CLAIM_LABELS.close}
              </button>
              <button type="button" className={buttonClasses("secondary")} onClick={() => act({ type: "reset" })}>
                {CLAIM_LABELS.reset}
              </button>
            </div>
          </div>
        ) : null}
        {state.phase === "closed" && ritual ? (
          <p ref={closedNote} tabIndex={-1} className="text-muted">
            <span aria-hidden="true">{ritual.emoji}</span> Today’s ritual: <strong className="text-foreground">{ritual.title}</strong>. Come
            back tomorrow for a new one.
          </p>
        ) : null}
      </div>
    </section>
  );
}
