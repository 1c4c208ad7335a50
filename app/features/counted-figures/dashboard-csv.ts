import { csvDocument } from "#app/lib/csv.ts";
import type { AnalyticsDashboard, DashboardTable, RankedRow } from "./dashboard";
import { DIRECT_REFERRER } from "./dashboard/format";

// Each of the dashboard's tables as CSV ([analytics.csv]): a header line, then one line per row of
// the table as the page shows it. Numbers are written plainly (no thousands separators) and
// shares as fractions from 0 to 1, so a spreadsheet can sum and chart them; a missing figure is
// an empty cell.

type Table = { header: string[]; rows: string[][] };

const text = (value: number) => String(value);
/** A fraction to four decimals ("0.4286"), or an empty cell. */
const fraction = (value: number | null) => (value === null ? "" : String(Math.round(value * 10_000) / 10_000));

function ranked(rows: readonly RankedRow[], keyName: string, countName: string, keyText = (key: string) => key): Table {
  return {
    header: [keyName, countName, "visitors"],
    rows: rows.map((row) => [keyText(row.key), text(row.count), text(row.visitors)]),
  };
}

function tableOf(dashboard: AnalyticsDashboard, table: DashboardTable): Table {
  switch (table) {
    case "series":
      return {
        header: ["day", "visitors", "page_views"],
        rows: dashboard.series.map((day) => [day.day, text(day.visitors), text(day.pageViews)]),
      };
    case "pages":
      return ranked(dashboard.pages, "path", "page_views");
    case "signs":
      return ranked(dashboard.signs, "sign", "page_views");
    case "referrers":
      return ranked(dashboard.referrers, "referrer_host", "page_views", (key) => key || DIRECT_REFERRER);
    case "devices":
      return ranked(dashboard.devices, "device", "page_views");
    case "events":
      return ranked(dashboard.events, "event", "count");
    case "partners":
      return ranked(dashboard.partners, "partner", "clicks");
    case "filtered":
      return ranked(dashboard.filtered, "left_out", "page_views");
    case "funnel":
      return {
        header: ["step", "count", "visitors", "conversion"],
        rows: dashboard.funnel.map((step) => [step.name, text(step.count), text(step.visitors), fraction(step.conversion)]),
      };
    case "newsletter":
      return {
        header: ["day", "subscribed", "confirmed", "unsubscribed"],
        rows: dashboard.newsletter.days.map((day) => [day.day, text(day.subscribed), text(day.confirmed), text(day.unsubscribed)]),
      };
    case "ratings":
      return {
        header: ["sign", "ratings", "average"],
        rows: dashboard.ratings.map((sign) => [
          sign.sign,
          text(sign.ratings),
          sign.average === null ? "" : String(Math.round(sign.average * 100) / 100),
        ]),
      };
    case "vitals":
      return {
        header: ["page_type", "metric", "samples", "p75", "unit", "good", "needs_improvement", "poor"],
        rows: dashboard.vitals.map((vital) => [
          vital.pageType,
          vital.metric,
          text(vital.samples),
          // Whole milliseconds; CLS has no unit and lives in thousandths.
          vital.p75 === null ? "" : vital.metric === "CLS" ? String(Math.round(vital.p75 * 1000) / 1000) : String(Math.round(vital.p75)),
          vital.metric === "CLS" ? "" : "ms",
          fraction(vital.good),
          fraction(vital.needsImprovement),
          fraction(vital.poor),
        ]),
      };
    case "ads":
      return {
        header: ["ad_id", "name", "impressions", "viewable", "clicks", "ctr"],
        rows: dashboard.ads.rows.map((ad) => [
          ad.adId,
          ad.name,
          text(ad.impressions),
          text(ad.viewable),
          text(ad.clicks),
          fraction(ad.ctr),
        ]),
      };
  }
}

/** One table of the dashboard as a CSV download: its file name and its text. */
export function dashboardTableCsv(dashboard: AnalyticsDashboard, table: DashboardTable): { filename: string; csv: string } {
  const { header, rows } = tableOf(dashboard, table);
  const { from, to } = dashboard.range;
  return { filename: `analytics-${table}-${from}-to-${to}.csv`, csv: csvDocument(header, rows) };
}
