import type { ReactNode } from "react";
import type { DayFigures } from "#app/features/analytics/dashboard.ts";
import { SeriesTable } from "./dashboard-tables";
import { rangeText } from "./format";

/** The plot's height in CSS pixels: the box is this tall before the chart arrives, so nothing moves. */
export const CHART_HEIGHT = 260;

/**
 * The two lines, each with a colour per theme (the same pair as the ad figures' chart: at least
 * 4.5:1 against the chart's background in its theme) and a dash pattern, so the legend tells them
 * apart without colour too. The chart reads the colours from these custom properties when it
 * draws, so a change of theme redraws it in the new theme's colours.
 */
export const CHART_LINES = [
  { key: "visitors", label: "Visitors", property: "--chart-visitors", pattern: "solid line", dash: [] as number[] },
  { key: "pageViews", label: "Page views", property: "--chart-page-views", pattern: "dashed line", dash: [6, 4] },
] as const;
const CHART_COLOURS =
  "[--chart-visitors:#5b32c4] [--chart-page-views:#0f766e] dark:[--chart-visitors:#b9a3ff] dark:[--chart-page-views:#5eead4]";

export function chartLabel(series: readonly DayFigures[]): string {
  const first = series[0];
  const last = series.at(-1);
  const period = first && last ? `, ${rangeText({ from: first.day, to: last.day })}` : "";
  return `Visitors and page views per day${period}. The table “Visitors and page views per day” holds the same numbers.`;
}

/** What stands in the chart's box on the server and while the chart's code loads. */
export function ChartPlaceholder() {
  return (
    <div aria-hidden="true" className="flex h-full items-center justify-center text-sm text-muted">
      Drawing the chart…
    </div>
  );
}

/**
 * The visitors chart's frame, drawn on the server: the legend, a box of fixed height for the
 * chart (given as `chart`, which only the browser draws) and the same numbers as a table, for
 * screen readers and for a page without scripts.
 */
export function VisitorsChartFrame({ series, chart, csvHref }: { series: readonly DayFigures[]; chart: ReactNode; csvHref: string }) {
  return (
    <figure className={`flex min-w-0 flex-col gap-3 ${CHART_COLOURS}`}>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Legend">
        {CHART_LINES.map((line) => (
          <li key={line.key} className="flex items-center gap-2">
            <svg aria-hidden="true" width="24" height="8" className="shrink-0">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                strokeWidth="2.5"
                style={{ stroke: `var(${line.property})` }}
                strokeDasharray={line.dash.length ? line.dash.join(" ") : undefined}
              />
            </svg>
            {line.label} <span className="text-muted">({line.pattern})</span>
          </li>
        ))}
      </ul>
      {/* The plot's height and the box's two borders. */}
      <div className="overflow-hidden rounded-xl border border-border bg-surface" style={{ height: CHART_HEIGHT + 2 }} data-chart-box>
        {chart}
      </div>
      <details className="rounded-xl">
        <summary className="cursor-pointer self-start text-sm font-medium text-link underline underline-offset-2">
          Show the daily numbers
        </summary>
        <div className="mt-3">
          <SeriesTable series={series} csvHref={csvHref} />
        </div>
      </details>
    </figure>
  );
}
