/** The daily page's ritual claim ([rituals.claim]): idle, revealing for a second, result. */
export const REVEAL_DELAY_MS = 1_000;

export const CLAIM_LABELS = {
  claim: "Claim Today's Ritual",
  revealing: "Reading the stars for your ritual…",
  close: "Got it!",
  reset: "Try Again Tomorrow",
} as const;

type ClaimRitual = { element: "Fire" | "Earth" | "Air" | "Water"; emoji: string; title: string; text: string };

/** Eight small acts, two per element; one is drawn at random when a visitor claims. */
export const CLAIM_RITUALS: readonly ClaimRitual[] = [
  {
    element: "Fire",
    emoji: "🔥",
    title: "Candle of intent",
    text: "Light a candle and say aloud one thing you will do today, not hope for. Blow it out only when the first step is done.",
  },
  {
    element: "Fire",
    emoji: "☀️",
    title: "Morning sun salute",
    text: "Before you check your phone, stand in daylight for two minutes, stretch tall and name one thing you are looking forward to.",
  },
  {
    element: "Earth",
    emoji: "🌱",
    title: "Grounding walk",
    text: "Walk for ten minutes without headphones. Notice five things you can touch or see: bark, stone, a doorstep, a leaf, your own steps.",
  },
  {
    element: "Earth",
    emoji: "🪴",
    title: "Tend one thing",
    text: "Water a plant, mend a button or clear one drawer. Finishing a small physical task settles a scattered mind.",
  },
  {
    element: "Air",
    emoji: "🌬️",
    title: "Three slow breaths",
    text: "Breathe in for four counts, hold for four, out for six, three times. Then write down the one thought that kept returning.",
  },
  {
    element: "Air",
    emoji: "✉️",
    title: "Send the message",
    text: "Write to someone you have been meaning to thank or reconnect with. Keep it to three sentences and send it today.",
  },
  {
    element: "Water",
    emoji: "🌊",
    title: "Rinse and release",
    text: "As you wash your hands or face, picture one worry running off with the water. Dry off and leave it there.",
  },
  {
    element: "Water",
    emoji: "🌙",
    title: "Moonlit journal",
    text: "Before sleep, write how you felt today in three words, and one kindness you gave or received. Read last week’s entry first.",
  },
];

export type ClaimState =
  { phase: "idle" } | { phase: "revealing"; ritual: number } | { phase: "result"; ritual: number } | { phase: "closed"; ritual: number };

type ClaimEvent = { type: "claim"; ritual: number } | { type: "revealed" } | { type: "close" } | { type: "reset" };

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
  }
}

/** An index into CLAIM_RITUALS from a number in [0, 1). */
export function ritualIndex(random: number): number {
  return Math.min(CLAIM_RITUALS.length - 1, Math.floor(random * CLAIM_RITUALS.length));
}
