/**
 * The top of a chart's scale and its gridlines: steps of 1, 2 or 5 times a power of ten, about
 * `targetTicks` of them, the top at or above the largest value (1 when everything is zero).
 */
export function chartScale(largest: number, targetTicks = 4): { max: number; ticks: number[] } {
  const top = Math.max(1, largest);
  const rough = top / targetTicks;
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const max = Math.ceil(top / step) * step;
  return { max, ticks: Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step) };
}

/** Days between two named days on the axis: every day, then 2, 5, a week, … up to half a year. */
const LABEL_STEPS = [1, 2, 5, 7, 14, 28, 56, 91, 182];
/** At most this many days are named under a chart, so their labels never crowd. */
const MOST_LABELS = 8;

/** How many days apart the axis names days, so that `dayCount` days get at most eight labels. */
export function labelStep(dayCount: number): number {
  return LABEL_STEPS.find((step) => Math.ceil(dayCount / step) <= MOST_LABELS) ?? LABEL_STEPS.at(-1)!;
}
