import { DaySeriesChart } from "#app/components/ui/day-series-chart.tsx";
import type { DayFigures } from "#app/features/counted-figures/dashboard.ts";

/** The table beside the chart, and the name its CSV link reads out. */
export const TRAFFIC_CAPTION = "Visitors and page views per day";

/** Visitors and page views per day ([analytics.dashboard]), drawn on the server. */
export function TrafficChart({ series }: { series: readonly DayFigures[] }) {
  return (
    <DaySeriesChart
      days={series.map((day) => day.day)}
      series={[
        { key: "visitors", label: "Visitors", values: series.map((day) => day.visitors) },
        { key: "pageViews", label: "Page views", values: series.map((day) => day.pageViews) },
      ]}
      title={TRAFFIC_CAPTION}
      tableCaption={TRAFFIC_CAPTION}
      testId="visitors-chart"
    />
  );
}
