/** The five quotes a pair page draws from, one per pair and day ([compat.quotes]). */
export const COMPATIBILITY_QUOTES = [
  { text: "Whatever our souls are made of, his and mine are the same.", author: "Emily Brontë, Wuthering Heights" },
  {
    text: "The meeting of two personalities is like the contact of two chemical substances: if there is any reaction, both are transformed.",
    author: "C. G. Jung",
  },
  {
    text: "Love does not consist in gazing at each other, but in looking outward together in the same direction.",
    author: "Antoine de Saint-Exupéry",
  },
  {
    text: "Friendship is born at that moment when one person says to another: ‘What! You too? I thought I was the only one.’",
    author: "C. S. Lewis",
  },
  { text: "We are all in the gutter, but some of us are looking at the stars.", author: "Oscar Wilde" },
] as const;

export type CompatibilityQuote = (typeof COMPATIBILITY_QUOTES)[number];
