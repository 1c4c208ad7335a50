import { useId, useState } from "react";
import {
  chartScale,
  formatCtr,
  shortDay,
  sumCounts,
  type AdCounts,
  type DayCounts,
  type SlotFigures,
} from "#app/features/ads/ad-figures.ts";

/**
 * The three series, each with a colour for each theme. Every colour keeps at least 4.5:1 against
 * the chart's background in its theme (WCAG AA asks 3:1 of graphics), and the legend and the
 * table carry the same information without colour.
 */
const SERIES = [
  { key: "impressions", label: "Impressions", bar: "fill-[#5b32c4] dark:fill-[#b9a3ff]", swatch: "bg-[#5b32c4] dark:bg-[#b9a3ff]" },
  { key: "viewable", label: "Viewable impressions", bar: "fill-[#0f766e] dark:fill-[#5eead4]", swatch: "bg-[#0f766e] dark:bg-[#5eead4]" },
  { key: "clicks", label: "Clicks", bar: "fill-[#b45309] dark:fill-[#fbbf24]", swatch: "bg-[#b45309] dark:bg-[#fbbf24]" },
] as const satisfies readonly { key: keyof AdCounts; label: string; bar: string; swatch: string }[];

const numbers = new Intl.NumberFormat("en-US");

// The drawing's own units; the SVG scales to its box and scrolls sideways in it below this width.
const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 20, bottom: 28, left: 44 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** A day's label every this many days, counted back from the last, so the newest day is always named. */
const LABEL_EVERY = 5;

/**
 * One slot's impressions, viewable impressions and clicks per day as grouped bars, with a legend
 * and the same numbers as a table (always there for screen readers; shown on request).
 */
export function AdFiguresChart({ figures }: { figures: SlotFigures }) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const { slot, days } = figures;
  const scale = chartScale(Math.max(0, ...days.flatMap((day) => SERIES.map((series) => day[series.key]))));
  const band = PLOT_WIDTH / Math.max(1, days.length);
  const barWidth = (band * 0.8) / SERIES.length;
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / scale.max) * PLOT_HEIGHT;
  const first = days[0];
  const last = days.at(-1);
  const period = first && last ? `${shortDay(first.day)} to ${shortDay(last.day)}` : "";

  return (
    <figure className="flex min-w-0 flex-col gap-3" data-testid={`ad-chart-${slot}`}>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={`Legend for ${slot}`}>
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${series.swatch}`} />
            {series.label}
          </li>
        ))}
      </ul>
      {/* Focusable so that keyboard users can scroll it when it is wider than the screen. */}
      <div
        className="relative overflow-x-auto rounded-lg border border-border bg-surface"
        tabIndex={0}
        role="region"
        aria-label={`Chart for ${slot}`}
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block h-auto w-full min-w-[540px]"
        >
          <title id={`${id}-title`}>{`Impressions, viewable impressions and clicks per day in ${slot}, ${period}`}</title>
          <desc id={`${id}-desc`}>{`Grouped bars, one group per day. The table "Daily figures for ${slot}" holds the same numbers.`}</desc>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted text-[11px]">
                {numbers.format(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const left = MARGIN.left + index * band;
            const labelled = (days.length - 1 - index) % LABEL_EVERY === 0;
            return (
              <g key={day.day} data-day={day.day}>
                <title>{`${shortDay(day.day)}: ${day.impressions} impressions, ${day.viewable} viewable, ${day.clicks} clicks, CTR ${formatCtr(day.clicks, day.impressions)}`}</title>
                {/* The whole day answers the pointer, so its tooltip shows even where no bar stands. */}
                <rect x={left} y={MARGIN.top} width={band} height={PLOT_HEIGHT} fill="transparent" />
                {SERIES.map((series, position) => {
                  const value = day[series.key];
                  if (value <= 0) return null;
                  // At least a pixel tall: a small count next to a big one stays visible.
                  const top = Math.min(y(value), MARGIN.top + PLOT_HEIGHT - 1);
                  return (
                    <rect
                      key={series.key}
                      x={left + band * 0.1 + position * barWidth}
                      y={top}
                      width={barWidth}
                      height={MARGIN.top + PLOT_HEIGHT - top}
                      className={series.bar}
                      data-series={series.key}
                    />
                  );
                })}
                {labelled ? (
                  <text x={left + band / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                    {shortDay(day.day)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={MARGIN.top + PLOT_HEIGHT}
            y2={MARGIN.top + PLOT_HEIGHT}
            className="stroke-muted"
            strokeWidth={1}
          />
        </svg>
      </div>
      <div>
        <button
          type="button"
          aria-pressed={tableShown}
          onClick={() => setTableShown((shown) => !shown)}
          className="rounded-md px-2 py-1 text-sm font-medium text-link underline underline-offset-2 hover:bg-surface-muted"
        >
          {tableShown ? "Hide the daily numbers" : "Show the daily numbers"}
        </button>
      </div>
      <div className={tableShown ? "relative overflow-x-auto rounded-lg border border-border" : "sr-only"}>
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Daily figures for {slot}</caption>
          <FiguresHead first="Day" />
          <tbody>
            {days.map((day) => (
              <DayRow key={day.day} day={day} />
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The head of a figures table: what the rows are, then each series and the CTR. */
function FiguresHead({ first }: { first: string }) {
  return (
    <thead className="bg-surface-muted">
      <tr>
        <th scope="col" className="px-3 py-2">
          {first}
        </th>
        {SERIES.map((series) => (
          <th key={series.key} scope="col" className="px-3 py-2 text-right">
            {series.label}
          </th>
        ))}
        <th scope="col" className="px-3 py-2 text-right">
          CTR
        </th>
      </tr>
    </thead>
  );
}

/** One row's numbers: each series, then the click-through rate. */
function CountCells({ counts, cellClasses }: { counts: AdCounts; cellClasses: string }) {
  return (
    <>
      {SERIES.map((series) => (
        <td key={series.key} className={cellClasses}>
          {numbers.format(counts[series.key])}
        </td>
      ))}
      <td className={cellClasses}>{formatCtr(counts.clicks, counts.impressions)}</td>
    </>
  );
}

function DayRow({ day }: { day: DayCounts }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-normal">
        <time dateTime={day.day}>{shortDay(day.day)}</time>
      </th>
      <CountCells counts={day} cellClasses="px-3 py-1.5 text-right" />
    </tr>
  );
}

/** Each slot's totals over the period, and all slots together. */
export function AdSlotTotals({ slots, caption }: { slots: readonly SlotFigures[]; caption: string }) {
  const all = sumCounts(slots.map((entry) => entry.totals));
  const cells = (counts: AdCounts) => <CountCells counts={counts} cellClasses="px-3 py-2 text-right" />;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm tabular-nums" data-testid="ad-slot-totals">
        <caption className="sr-only">{caption}</caption>
        <FiguresHead first="Slot" />
        <tbody>
          {slots.map((entry) => (
            <tr key={entry.slot} className="border-t border-border">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono font-normal">
                {entry.slot}
              </th>
              {cells(entry.totals)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-semibold">
            <th scope="row" className="whitespace-nowrap px-3 py-2">
              All slots
            </th>
            {cells(all)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
