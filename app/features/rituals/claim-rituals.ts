/** The rituals a claim draws from ([rituals.claim]); their number is CLAIM_RITUAL_COUNT in claim.ts. */
export type ClaimRitual = { element: "Fire" | "Earth" | "Air" | "Water"; emoji: string; title: string; text: string };

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
