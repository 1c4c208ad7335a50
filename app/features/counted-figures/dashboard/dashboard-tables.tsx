import { dayLabel } from "#app/lib/dates.ts";
import type { WebVitalRating } from "#app/lib/web-vitals.ts";
import { formatClickThrough } from "#app/features/counted-figures/click-through.ts";
import type {
  AdFigures,
  AnalyticsDashboard,
  FunnelStep,
  NewsletterDay,
  RankedRow,
  SignRatingFigures,
  VitalsFigures,
} from "#app/features/counted-figures/dashboard.ts";
import { FiguresTable, type FiguresColumn } from "./figures-table";
import {
  formatAverage,
  formatCount,
  formatShare,
  formatVital,
  FUNNEL_STEP_LABELS,
  signName,
  VITAL_RATING_LABELS,
  vitalRating,
} from "./format";

const counted = (label: string): FiguresColumn => ({ label, numeric: true });

/** A "top" table: pages, signs, referrers, devices, events or partners, with their visitors. */
export function RankedTable({
  caption,
  keyLabel,
  countLabel,
  rows,
  csvHref,
  keyText = (key) => key,
}: {
  caption: string;
  keyLabel: string;
  countLabel: string;
  rows: readonly RankedRow[];
  csvHref: string;
  keyText?: (key: string) => string;
}) {
  return (
    <FiguresTable
      caption={caption}
      columns={[{ label: keyLabel }, counted(countLabel), counted("Visitors")]}
      rows={rows.map((row) => ({ key: row.key, cells: [keyText(row.key), formatCount(row.count), formatCount(row.visitors)] }))}
      csvHref={csvHref}
    />
  );
}

/** The unlock funnel: each step's visitors over the step before. */
export function FunnelTable({ steps, csvHref }: { steps: readonly FunnelStep[]; csvHref: string }) {
  return (
    <FiguresTable
      caption="Unlock funnel"
      columns={[{ label: "Step" }, { label: "Event" }, counted("Visitors"), counted("Count"), counted("From the step before")]}
      rows={steps.map((step) => ({
        key: step.name,
        cells: [
          FUNNEL_STEP_LABELS[step.name],
          <code className="font-mono text-xs">{step.name}</code>,
          formatCount(step.visitors),
          formatCount(step.count),
          formatShare(step.conversion),
        ],
      }))}
      csvHref={csvHref}
    />
  );
}

/** Subscriptions per day, with the period's totals in the foot. */
export function NewsletterTable({ newsletter, csvHref }: { newsletter: AnalyticsDashboard["newsletter"]; csvHref: string }) {
  return (
    <FiguresTable
      caption="Newsletter subscriptions per day"
      columns={[{ label: "Day" }, counted("Subscribed"), counted("Confirmed"), counted("Unsubscribed")]}
      rows={newsletter.days.map((day: NewsletterDay) => ({
        key: day.day,
        cells: [
          <time dateTime={day.day}>{dayLabel(day.day)}</time>,
          formatCount(day.subscribed),
          formatCount(day.confirmed),
          formatCount(day.unsubscribed),
        ],
      }))}
      footer={["Total", formatCount(newsletter.subscribed), formatCount(newsletter.confirmed), formatCount(newsletter.unsubscribed)]}
      csvHref={csvHref}
    />
  );
}

export function RatingsTable({ ratings, csvHref }: { ratings: readonly SignRatingFigures[]; csvHref: string }) {
  return (
    <FiguresTable
      caption="Ratings per sign"
      columns={[{ label: "Sign" }, counted("Ratings"), counted("Average")]}
      rows={ratings.map((sign) => ({
        key: sign.sign,
        cells: [signName(sign.sign), formatCount(sign.ratings), formatAverage(sign.average)],
      }))}
      csvHref={csvHref}
    />
  );
}

/**
 * The colours of the three ratings, in both themes. White on the light ones' fills and the page's
 * darkest blue on the dark ones' keep the percentages inside at 5:1 or better (WCAG AA), and each
 * fill stands at 3:1 or better against the table's background.
 */
const RATING_FILLS: Record<WebVitalRating, string> = {
  good: "bg-[#15803d] text-white dark:bg-[#4ade80] dark:text-[#0b0a1f]",
  "needs-improvement": "bg-[#b45309] text-white dark:bg-[#fbbf24] dark:text-[#0b0a1f]",
  poor: "bg-[#b91c1c] text-white dark:bg-[#f87171] dark:text-[#0b0a1f]",
};
/** A segment narrower than this share has no room for its percentage (the columns beside it say it). */
const LABELLED_SEGMENT = 0.14;

/** The three shares as one bar; each segment names its share when it has room. */
function SharesBar({ vital }: { vital: VitalsFigures }) {
  const segments = [
    { rating: "good", share: vital.good },
    { rating: "needs-improvement", share: vital.needsImprovement },
    { rating: "poor", share: vital.poor },
  ] as const;
  if (vital.samples === 0) return <span className="text-muted">No samples</span>;
  return (
    <span className="flex h-6 w-48 overflow-hidden rounded border border-border" aria-hidden="true">
      {segments.map((segment) =>
        segment.share > 0 ? (
          <span
            key={segment.rating}
            className={`flex items-center justify-center text-xs font-semibold ${RATING_FILLS[segment.rating]}`}
            style={{ width: `${segment.share * 100}%` }}
            title={`${VITAL_RATING_LABELS[segment.rating]}: ${formatShare(segment.share)}`}
          >
            {segment.share >= LABELLED_SEGMENT ? formatShare(segment.share) : null}
          </span>
        ) : null,
      )}
    </span>
  );
}

/** The 75th percentile with its unit and, in words, how it rates. */
function Percentile({ vital }: { vital: VitalsFigures }) {
  const rating = vitalRating(vital.metric, vital.p75);
  return (
    <span className="inline-flex items-center justify-end gap-2 whitespace-nowrap">
      {formatVital(vital.metric, vital.p75)}
      {rating ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium">
          <span aria-hidden="true" className={`inline-block size-2.5 rounded-sm ${RATING_FILLS[rating]}`} />
          {VITAL_RATING_LABELS[rating]}
        </span>
      ) : null}
    </span>
  );
}

/** Web vitals per page type: the 75th percentile and the shares of good, middling and poor samples. */
export function VitalsTable({ vitals, csvHref }: { vitals: readonly VitalsFigures[]; csvHref: string }) {
  return (
    <FiguresTable
      caption="Web vitals per page type"
      testId="vitals-table"
      columns={[
        { label: "Page type" },
        { label: "Metric" },
        counted("Samples"),
        counted("75th percentile"),
        counted("Good"),
        counted("Needs improvement"),
        counted("Poor"),
        { label: "Shares" },
      ]}
      rows={vitals.map((vital) => ({
        key: `${vital.pageType} ${vital.metric}`,
        cells: [
          vital.pageType,
          vital.metric,
          formatCount(vital.samples),
          <Percentile vital={vital} />,
          formatShare(vital.samples ? vital.good : null),
          formatShare(vital.samples ? vital.needsImprovement : null),
          formatShare(vital.samples ? vital.poor : null),
          <SharesBar vital={vital} />,
        ],
      }))}
      empty="No web vitals were measured in this period."
      csvHref={csvHref}
    />
  );
}

/** The site's own ads: impressions, viewable impressions, clicks and clicks per impression. */
export function AdsTable({ ads, csvHref }: { ads: AnalyticsDashboard["ads"]; csvHref: string }) {
  return (
    <FiguresTable
      caption="Ads"
      columns={[{ label: "Ad" }, counted("Impressions"), counted("Viewable"), counted("Clicks"), counted("CTR")]}
      rows={ads.rows.map((ad: AdFigures) => ({
        key: ad.adId,
        cells: [ad.name, formatCount(ad.impressions), formatCount(ad.viewable), formatCount(ad.clicks), formatClickThrough(ad.ctr)],
      }))}
      footer={["All ads", formatCount(ads.impressions), formatCount(ads.viewable), formatCount(ads.clicks), formatClickThrough(ads.ctr)]}
      empty="No ad was shown in this period."
      csvHref={csvHref}
    />
  );
}
