import { between } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { analyticsVitalsDaily } from "#db/schema/index.ts";
import { p75OfHistogram, WEB_VITAL_NAMES, type WebVitalName } from "#app/lib/web-vitals.ts";
import type { DashboardRange, VitalsFigures } from "./dashboard";

type Sum = { pageType: string; metric: WebVitalName; samples: number; good: number; needsImprovement: number; poor: number };

/** The range's vitals per page type and metric: the daily histograms added up, read at the 75th percentile. */
export async function vitalsFigures(db: Database, range: DashboardRange): Promise<VitalsFigures[]> {
  const rows = await db
    .select()
    .from(analyticsVitalsDaily)
    .where(between(analyticsVitalsDaily.day, range.from, range.to));
  const sums = new Map<string, Sum & { histogram: Record<string, number> }>();
  for (const row of rows) {
    if (!(WEB_VITAL_NAMES as readonly string[]).includes(row.metric)) continue;
    const id = `${row.pageType}\n${row.metric}`;
    let sum = sums.get(id);
    if (!sum) {
      sum = {
        pageType: row.pageType,
        metric: row.metric as WebVitalName,
        samples: 0,
        good: 0,
        needsImprovement: 0,
        poor: 0,
        histogram: {},
      };
      sums.set(id, sum);
    }
    sum.samples += row.samples;
    sum.good += row.good;
    sum.needsImprovement += row.needsImprovement;
    sum.poor += row.poor;
    for (const [bucket, count] of Object.entries(row.histogram)) sum.histogram[bucket] = (sum.histogram[bucket] ?? 0) + count;
  }
  const share = (part: number, samples: number) => (samples > 0 ? part / samples : 0);
  return [...sums.values()]
    .sort((a, b) => a.pageType.localeCompare(b.pageType) || WEB_VITAL_NAMES.indexOf(a.metric) - WEB_VITAL_NAMES.indexOf(b.metric))
    .map(({ pageType, metric, samples, good, needsImprovement, poor, histogram }) => ({
      pageType,
      metric,
      samples,
      p75: p75OfHistogram(metric, histogram),
      good: share(good, samples),
      needsImprovement: share(needsImprovement, samples),
      poor: share(poor, samples),
    }));
}
