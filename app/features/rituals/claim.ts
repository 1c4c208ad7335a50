/** The daily page's ritual claim ([rituals.claim]): idle, revealing for a second, result. */
export const REVEAL_DELAY_MS = 1_000;

export const CLAIM_LABELS = {
  claim: "Claim Today's Ritual",
  revealing: "Reading the stars for your ritual…",
  close: "Got it!",
  reset: "Try Again Tomorrow",
} as const;

/**
 * How many rituals `claim-rituals.ts` holds. The catalogue itself is loaded when a visitor claims
 * (it waits for the reveal anyway), so the page's first load does not carry it.
 */
export const CLAIM_RITUAL_COUNT = 8;

export type ClaimState =
  { phase: "idle" } | { phase: "revealing"; ritual: number } | { phase: "result"; ritual: number } | { phase: "closed"; ritual: number };

type ClaimEvent =
  { type: "claim"; ritual: number } | { type: "revealed" } | { type: "close" } | { type: "reset" } | { type: "unavailable" };

/** Events that do not fit the current phase are ignored, so a double click cannot claim twice. */
export function claimReducer(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case "claim":
      return state.phase === "idle" ? { phase: "revealing", ritual: event.ritual } : state;
    case "revealed":
      return state.phase === "revealing" ? { phase: "result", ritual: state.ritual } : state;
    case "close":
      return state.phase === "result" ? { phase: "closed", ritual: state.ritual } : state;
    case "reset":
      return state.phase === "result" || state.phase === "closed" ? { phase: "idle" } : state;
    // The rituals could not be fetched (the connection dropped): the claim button comes back.
    case "unavailable":
      return state.phase === "revealing" || state.phase === "result" ? { phase: "idle" } : state;
  }
}

/** An index into CLAIM_RITUALS from a number in [0, 1). */
export function ritualIndex(random: number): number {
  return Math.min(CLAIM_RITUAL_COUNT - 1, Math.floor(random * CLAIM_RITUAL_COUNT));
}
