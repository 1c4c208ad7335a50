import type { ElementRelation } from "#app/zodiac/elements.ts";

/** Inclusive score ranges by element relation ([compat.score-ranges]); pair-score.ts fills them. */
export const SCORE_RANGES: Record<ElementRelation, { min: number; max: number }> = {
  same: { min: 80, max: 99 },
  complementary: { min: 65, max: 94 },
  opposing: { min: 40, max: 69 },
  neutral: { min: 50, max: 89 },
};

export const TIERS = {
  powerful: "Powerful Connection",
  strong: "Strong Potential",
  interesting: "Interesting Dynamic",
  challenging: "Challenging Match",
} as const;
export type Tier = (typeof TIERS)[keyof typeof TIERS];

export function scoreTier(score: number): Tier {
  if (score >= 80) return TIERS.powerful;
  if (score >= 65) return TIERS.strong;
  if (score >= 50) return TIERS.interesting;
  return TIERS.challenging;
}

export type BarTone = "green" | "emerald" | "yellow" | "red";

export function barTone(score: number): BarTone {
  if (score >= 80) return "green";
  if (score >= 65) return "emerald";
  if (score >= 50) return "yellow";
  return "red";
}

/**
 * The score is printed on the bar itself, so each fill carries a text colour that keeps at
 * least 4.5:1 against it (checked in scoring.test.ts against Tailwind's own palette). Yellow is
 * too light for white text at any usable shade, hence dark text there.
 */
export const BAR_CLASSES: Record<BarTone, string> = {
  green: "bg-green-700 text-white",
  emerald: "bg-emerald-700 text-white",
  yellow: "bg-yellow-300 text-gray-950",
  red: "bg-red-700 text-white",
};

export const VERDICTS = { click: "Click", clash: "Clash" } as const;
export type Verdict = (typeof VERDICTS)[keyof typeof VERDICTS];

export function verdictOf(score: number): Verdict {
  return score >= 65 ? VERDICTS.click : VERDICTS.clash;
}

export const HEADINGS = {
  choose: "Choose Two Signs to Compare",
  again: "Try Another Pairing",
} as const;

export const FIELD_LABELS = { first: "First Sign", second: "Second Sign" } as const;

export function pairPath(first: string, second: string): `/signs/${string}/compatibility/${string}` {
  return `/signs/${first}/compatibility/${second}`;
}
