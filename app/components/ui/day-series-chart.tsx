import { useId, useState } from "react";
import { dayLabel } from "#app/lib/dates.ts";
import { wholeNumber } from "#app/lib/text.ts";
import { chartScale, labelStep } from "./chart-scale";

/** One counted series: a value for each day of the chart, in the days' order. */
export type DaySeries = { key: string; label: string; values: readonly number[] };
/** A column the table shows after the series, already written (a rate, say); not drawn. */
export type DayColumn = { label: string; values: readonly string[] };

/**
 * The series' looks, in order: a colour for each theme and, for lines, a dash pattern named in
 * words. Every colour keeps at least 4.5:1 against the chart's background in its theme (WCAG AA
 * asks 3:1 of graphics), and the legend and the table carry the same information without colour.
 */
const LOOKS = [
  {
    fill: "fill-[#5b32c4] dark:fill-[#b9a3ff]",
    stroke: "stroke-[#5b32c4] dark:stroke-[#b9a3ff]",
    swatch: "bg-[#5b32c4] dark:bg-[#b9a3ff]",
    dash: undefined,
    pattern: "solid line",
  },
  {
    fill: "fill-[#0f766e] dark:fill-[#5eead4]",
    stroke: "stroke-[#0f766e] dark:stroke-[#5eead4]",
    swatch: "bg-[#0f766e] dark:bg-[#5eead4]",
    dash: "6 4",
    pattern: "dashed line",
  },
  {
    fill: "fill-[#b45309] dark:fill-[#fbbf24]",
    stroke: "stroke-[#b45309] dark:stroke-[#fbbf24]",
    swatch: "bg-[#b45309] dark:bg-[#fbbf24]",
    dash: "2 3",
    pattern: "dotted line",
  },
  {
    fill: "fill-[#be185d] dark:fill-[#f9a8d4]",
    stroke: "stroke-[#be185d] dark:stroke-[#f9a8d4]",
    swatch: "bg-[#be185d] dark:bg-[#f9a8d4]",
    dash: "10 3 2 3",
    pattern: "dash-dot line",
  },
] as const;

/** Up to this many days each day is a group of bars; beyond it bars would be slivers, so lines. */
export const BAR_DAYS = 62;

// The drawing's own units; the SVG scales to its box and scrolls sideways in it below this width.
const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 20, bottom: 28, left: 48 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const BASELINE = MARGIN.top + PLOT_HEIGHT;
/** A coordinate to a tenth of a unit: finer is invisible, and a year's lines stay short. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** "Nov 19 to Nov 25", or "Nov 25" for one day; with the years when the days span two. */
function periodText(days: readonly string[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return "";
  if (first === last) return dayLabel(first);
  const withYear = first.slice(0, 4) !== last.slice(0, 4);
  return `${dayLabel(first, { withYear })} to ${dayLabel(last, { withYear })}`;
}

/**
 * Counted series per day, drawn on the server as SVG with no script: grouped bars for up to 62
 * days, a line per series beyond (a year of days or more). The image is named by `title` and the period, each
 * day says its numbers in a `<title>` (a tooltip under the pointer), a legend names the series,
 * and the same numbers stand in a table: always there for screen readers, shown on request.
 */
export function DaySeriesChart({
  days,
  series,
  title,
  tableCaption,
  columns = [],
  legendLabel = "Legend",
  regionLabel = `Chart: ${title}`,
  testId,
}: {
  /** YYYY-MM-DD, oldest first. */
  days: readonly string[];
  /** At most four. */
  series: readonly DaySeries[];
  /** What the chart shows, without the period ("Visitors and page views per day"). */
  title: string;
  tableCaption: string;
  /** Columns the table adds after the series' own. */
  columns?: readonly DayColumn[];
  legendLabel?: string;
  regionLabel?: string;
  testId?: string;
}) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  if (series.length > LOOKS.length) throw new RangeError(`A day chart draws at most ${LOOKS.length} series`);
  const bars = days.length <= BAR_DAYS;
  const scale = chartScale(Math.max(0, ...series.flatMap((entry) => entry.values)));
  const band = PLOT_WIDTH / Math.max(1, days.length);
  const y = (value: number) => BASELINE - (value / scale.max) * PLOT_HEIGHT;
  const step = labelStep(days.length);
  const dayText = (index: number) =>
    `${dayLabel(days[index]!)}: ${[
      ...series.map((entry) => `${entry.label} ${wholeNumber(entry.values[index] ?? 0)}`),
      ...columns.map((column) => `${column.label} ${column.values[index] ?? ""}`),
    ].join(", ")}`;
  const shape = bars
    ? series.length > 1
      ? "Grouped bars, one group per day."
      : "Bars, one per day."
    : "A line per series across the days.";

  return (
    <figure className="flex min-w-0 flex-col gap-3" data-testid={testId}>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={legendLabel}>
        {series.map((entry, position) => (
          <li key={entry.key} className="flex items-center gap-2">
            {bars ? (
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${LOOKS[position]!.swatch}`} />
            ) : (
              <svg aria-hidden="true" width="24" height="8" className="shrink-0">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  strokeWidth="2.5"
                  className={LOOKS[position]!.stroke}
                  strokeDasharray={LOOKS[position]!.dash}
                />
              </svg>
            )}
            {entry.label}
            {bars ? null : <span className="text-muted">({LOOKS[position]!.pattern})</span>}
          </li>
        ))}
      </ul>
      {/* Focusable so that keyboard users can scroll it when it is wider than the screen. */}
      <div
        className="relative overflow-x-auto rounded-lg border border-border bg-surface"
        tabIndex={0}
        role="region"
        aria-label={regionLabel}
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="block h-auto w-full min-w-[540px]"
        >
          <title id={`${id}-title`}>{`${title}, ${periodText(days)}`}</title>
          <desc id={`${id}-desc`}>{`${shape} The table “${tableCaption}” holds the same numbers.`}</desc>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted text-[11px]">
                {wholeNumber(tick)}
              </text>
            </g>
          ))}
          {bars
            ? null
            : series.map((entry, position) => (
                <path
                  key={entry.key}
                  d={days
                    .map(
                      (_, index) =>
                        `${index === 0 ? "M" : "L"}${tenth(MARGIN.left + band * (index + 0.5))} ${tenth(y(entry.values[index] ?? 0))}`,
                    )
                    .join(" ")}
                  fill="none"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  className={LOOKS[position]!.stroke}
                  strokeDasharray={LOOKS[position]!.dash}
                  data-series={entry.key}
                />
              ))}
          {days.map((day, index) => {
            const left = MARGIN.left + index * band;
            const barWidth = (band * 0.8) / Math.max(1, series.length);
            return (
              <g key={day} data-day={day}>
                <title>{dayText(index)}</title>
                {/* The whole day answers the pointer, so its tooltip shows even where nothing is drawn. */}
                <rect x={left} y={MARGIN.top} width={band} height={PLOT_HEIGHT} fill="transparent" />
                {bars
                  ? series.map((entry, position) => {
                      const value = entry.values[index] ?? 0;
                      if (value <= 0) return null;
                      // At least a pixel tall: a small count next to a big one stays visible.
                      const top = Math.min(y(value), BASELINE - 1);
                      return (
                        <rect
                          key={entry.key}
                          x={left + band * 0.1 + position * barWidth}
                          y={top}
                          width={barWidth}
                          height={BASELINE - top}
                          className={LOOKS[position]!.fill}
                          data-series={entry.key}
                        />
                      );
                    })
                  : null}
                {(days.length - 1 - index) % step === 0 ? (
                  <text x={left + band / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                    {dayLabel(day)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={BASELINE} y2={BASELINE} className="stroke-muted" strokeWidth={1} />
        </svg>
      </div>
      <div>
        <button
          type="button"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
          className="rounded-md px-2 py-1 text-sm font-medium text-link underline underline-offset-2 hover:bg-surface-muted"
        >
          {tableShown ? "Hide the daily numbers" : "Show the daily numbers"}
        </button>
      </div>
      <div id={`${id}-table`} className={tableShown ? "relative overflow-x-auto rounded-lg border border-border" : "sr-only"}>
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{tableCaption}</caption>
          <NumbersHead labels={["Day", ...series.map((entry) => entry.label), ...columns.map((column) => column.label)]} />
          <tbody>
            {days.map((day, index) => (
              <tr key={day} className="border-t border-border">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-normal">
                  <time dateTime={day}>{dayLabel(day)}</time>
                </th>
                {series.map((entry) => (
                  <td key={entry.key} className="px-3 py-1.5 text-right">
                    {wholeNumber(entry.values[index] ?? 0)}
                  </td>
                ))}
                {columns.map((column) => (
                  <td key={column.label} className="px-3 py-1.5 text-right">
                    {column.values[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The head of a table of numbers: what each row is, then a right-aligned column per figure. */
export function NumbersHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead className="bg-surface-muted">
      <tr>
        {labels.map((label, index) => (
          <th key={label} scope="col" className={`px-3 py-2${index === 0 ? "" : " text-right"}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
