/** What a click-through rate shows before anything was shown to click. */
export const NO_RATE = "—";

/** Clicks per impression, from 0 up; null before any impression, when there is nothing to divide by. */
export function clickThrough({ clicks, impressions }: { clicks: number; impressions: number }): number | null {
  return impressions > 0 ? clicks / impressions : null;
}

/** A click-through rate as every admin page writes it ([ads.admin]): a percentage to one decimal, "—" for null. */
export function formatClickThrough(rate: number | null): string {
  return rate === null ? NO_RATE : `${(rate * 100).toFixed(1)}%`;
}
