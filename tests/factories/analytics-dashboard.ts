import type { AnalyticsDashboard } from "#app/features/counted-figures/dashboard.ts";

/**
 * A dashboard for three days of late November 2026 as the loader would answer it, with a figure
 * in every table: for the views and the CSV, which only draw what they are given.
 */
export function sampleDashboard(overrides: Partial<AnalyticsDashboard> = {}): AnalyticsDashboard {
  return {
    range: { period: "custom", from: "2026-11-23", to: "2026-11-25" },
    countedUntil: "2026-11-25T14:05:09.123Z",
    totals: { visitors: 1_530, pageViews: 4_210 },
    series: [
      { day: "2026-11-23", visitors: 480, pageViews: 1_300 },
      { day: "2026-11-24", visitors: 0, pageViews: 0 },
      { day: "2026-11-25", visitors: 1_050, pageViews: 2_910 },
    ],
    pages: [
      { key: "/signs/leo", count: 2_100, visitors: 900 },
      { key: "/", count: 1_500, visitors: 700 },
      { key: '/blog/"quoted",comma', count: 3, visitors: 2 },
    ],
    signs: [
      { key: "leo", count: 2_100, visitors: 900 },
      { key: "pisces", count: 40, visitors: 12 },
    ],
    referrers: [
      { key: "", count: 3_000, visitors: 1_200 },
      { key: "=cmd|' /C calc'!A0", count: 5, visitors: 1 },
    ],
    devices: [
      { key: "desktop", count: 3_000, visitors: 1_000 },
      { key: "mobile", count: 1_210, visitors: 530 },
    ],
    events: [{ key: "teaser_view", count: 70, visitors: 60 }],
    partners: [{ key: "@partner", count: 9, visitors: 8 }],
    filtered: [
      { key: "not-found", count: 40, visitors: 12 },
      { key: "referrer-spam", count: 6, visitors: 2 },
    ],
    funnel: [
      { name: "teaser_view", count: 70, visitors: 60, conversion: null },
      { name: "unlock_click", count: 30, visitors: 21, conversion: 0.35 },
      { name: "gate_submit_success", count: 3, visitors: 3, conversion: 1 / 7 },
    ],
    newsletter: {
      days: [
        { day: "2026-11-23", subscribed: 4, confirmed: 3, unsubscribed: 1 },
        { day: "2026-11-24", subscribed: 0, confirmed: 0, unsubscribed: 0 },
        { day: "2026-11-25", subscribed: 6, confirmed: 2, unsubscribed: 0 },
      ],
      subscribed: 10,
      confirmed: 5,
      unsubscribed: 1,
      confirmationRate: 0.5,
    },
    ratings: [
      { sign: "leo", ratings: 12, average: 4.25 },
      { sign: "virgo", ratings: 0, average: null },
    ],
    vitals: [
      { pageType: "home", metric: "LCP", samples: 40, p75: 2_412.6, good: 0.8, needsImprovement: 0.15, poor: 0.05 },
      { pageType: "sign", metric: "CLS", samples: 20, p75: 0.1234, good: 0.5, needsImprovement: 0.25, poor: 0.25 },
      { pageType: "sign", metric: "INP", samples: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 },
    ],
    ads: {
      rows: [
        {
          adId: "00000000-0000-4000-8000-000000000001",
          name: "Moon journal, winter",
          impressions: 1_000,
          viewable: 600,
          clicks: 25,
          ctr: 0.025,
        },
      ],
      impressions: 1_000,
      viewable: 600,
      clicks: 25,
      ctr: 0.025,
    },
    ...overrides,
  };
}
