// Google's Core Web Vitals as the site measures, stores and reads them: the names, the thresholds
// a value is rated against, and the histogram buckets a day's measurements are counted in. The
// analytics feature writes the buckets and the counted figures read them, so both take them here.

/** The Core Web Vitals the site measures (INP replaced FID, which the library no longer reports). */
export const WEB_VITAL_NAMES = ["CLS", "INP", "LCP", "TTFB"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * Google's thresholds for each Core Web Vital: at most `good` is good, above `poor` is poor,
 * between them needs improvement. Times in milliseconds; CLS is unitless.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  LCP: { good: 2500, poor: 4000 },
  TTFB: { good: 800, poor: 1800 },
};

export type WebVitalRating = "good" | "needs-improvement" | "poor";

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/**
 * Histogram buckets 5% wide on a log scale, so a range's 75th percentile can be read from daily
 * histograms summed together, to within 5%. CLS is counted in thousandths first, so that its
 * small values get buckets as fine as the times do.
 */
export const BUCKET_GROWTH = 1.05;
export const VITAL_UNIT_SCALE: Record<WebVitalName, number> = { CLS: 1000, INP: 1, LCP: 1, TTFB: 1 };

export function bucketOf(name: WebVitalName, value: number): number {
  return Math.floor(Math.log(value * VITAL_UNIT_SCALE[name] + 1) / Math.log(BUCKET_GROWTH));
}

/** The largest value a bucket holds: the figure a percentile that falls in it is reported as. */
export function bucketTop(name: WebVitalName, bucket: number): number {
  return (BUCKET_GROWTH ** (bucket + 1) - 1) / VITAL_UNIT_SCALE[name];
}

/** The 75th percentile of a histogram (bucket index to count), or null when it is empty. */
export function p75OfHistogram(name: WebVitalName, histogram: Record<string, number>): number | null {
  const buckets = Object.entries(histogram)
    .map(([bucket, count]) => [Number(bucket), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return bucketTop(name, bucket);
  }
  return null;
}
