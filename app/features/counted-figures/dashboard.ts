import type { WebVitalName } from "#app/lib/web-vitals.ts";

/** What the analytics dashboard shows for a range of days of the site's time zone (both ends included). */
export type DashboardRange = {
  period: DashboardPeriod;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
};
export const DASHBOARD_PERIODS = ["today", "7d", "30d", "custom"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export type DayFigures = { day: string; visitors: number; pageViews: number };

/** One line of a "top" table: a page, sign, referrer host ('' is direct), device, event, partner or ad. */
export type RankedRow = { key: string; count: number; visitors: number };

/** The unlock funnel's steps: analytics events, counted in order ([analytics.dashboard]). */
export const FUNNEL_EVENTS = ["teaser_view", "unlock_click", "gate_submit_success"] as const;

export type FunnelStep = {
  name: (typeof FUNNEL_EVENTS)[number];
  count: number;
  visitors: number;
  /** visitors of this step over visitors of the step before; null for the first step or an empty one before. */
  conversion: number | null;
};

export type NewsletterDay = { day: string; subscribed: number; confirmed: number; unsubscribed: number };

export type SignRatingFigures = { sign: string; ratings: number; average: number | null };

export type VitalsFigures = {
  pageType: string;
  metric: WebVitalName;
  samples: number;
  /** 75th percentile, to within 5%; milliseconds, or unitless for CLS. */
  p75: number | null;
  /** Shares of the samples, 0 to 1. */
  good: number;
  needsImprovement: number;
  poor: number;
};

export type AdFigures = { adId: string; name: string; impressions: number; viewable: number; clicks: number; ctr: number | null };

export type AnalyticsDashboard = {
  range: DashboardRange;
  /** The instant up to which the newest rollup counted raw rows; null before the first rollup. */
  countedUntil: string | null;
  totals: { visitors: number; pageViews: number };
  /** One entry per day of the range, zeros included, oldest first. */
  series: DayFigures[];
  pages: RankedRow[];
  signs: RankedRow[];
  referrers: RankedRow[];
  devices: RankedRow[];
  events: RankedRow[];
  partners: RankedRow[];
  /**
   * What the page views left out of the figures above, by reason ([analytics.dashboard]): views of
   * paths that are no page, referrers dropped as spam or as no site's name or over an address's
   * cap, and visitors over an address's cap (their views counted as its first visitor's).
   */
  filtered: RankedRow[];
  funnel: FunnelStep[];
  newsletter: {
    days: NewsletterDay[];
    subscribed: number;
    confirmed: number;
    unsubscribed: number;
    /** confirmed over subscribed for addresses that subscribed in the range; null when none did. */
    confirmationRate: number | null;
  };
  ratings: SignRatingFigures[];
  vitals: VitalsFigures[];
  ads: { rows: AdFigures[]; impressions: number; viewable: number; clicks: number; ctr: number | null };
};

/** The tables the dashboard can export as CSV, by name in the export's address. */
export const DASHBOARD_TABLES = [
  "series",
  "pages",
  "signs",
  "referrers",
  "devices",
  "events",
  "partners",
  "funnel",
  "newsletter",
  "ratings",
  "vitals",
  "ads",
  "filtered",
] as const;
export type DashboardTable = (typeof DASHBOARD_TABLES)[number];
