import { DaySeriesChart, NumbersHead } from "#app/components/ui/day-series-chart.tsx";
import { wholeNumber } from "#app/lib/text.ts";
import { sumCounts, type AdCounts, type SlotFigures } from "./ad-counts";
import { clickThrough, formatClickThrough } from "./click-through";

/** The three series an ad counts, in the order the charts and tables show them. */
const SERIES = [
  { key: "impressions", label: "Impressions" },
  { key: "viewable", label: "Viewable impressions" },
  { key: "clicks", label: "Clicks" },
] as const satisfies readonly { key: keyof AdCounts; label: string }[];

const CTR = "CTR";

/**
 * One slot's impressions, viewable impressions and clicks per day as grouped bars ([ads.admin]),
 * with a legend and the same numbers, and each day's click-through rate, as a table.
 */
export function AdSlotChart({ figures }: { figures: SlotFigures }) {
  const { slot, days } = figures;
  return (
    <DaySeriesChart
      days={days.map((day) => day.day)}
      series={SERIES.map((series) => ({ ...series, values: days.map((day) => day[series.key]) }))}
      columns={[{ label: CTR, values: days.map((day) => formatClickThrough(clickThrough(day))) }]}
      title={`Impressions, viewable impressions and clicks per day in ${slot}`}
      tableCaption={`Daily figures for ${slot}`}
      legendLabel={`Legend for ${slot}`}
      regionLabel={`Chart for ${slot}`}
      testId={`ad-chart-${slot}`}
    />
  );
}

/** One row of totals: what it counts (a slot, or all of them), each series, then the click-through rate. */
function CountsRow({ header, counts, total = false }: { header: string; counts: AdCounts; total?: boolean }) {
  return (
    <tr className={total ? "border-t-2 border-border font-semibold" : "border-t border-border"}>
      <th scope="row" className={`whitespace-nowrap px-3 py-2${total ? "" : " font-mono font-normal"}`}>
        {header}
      </th>
      {SERIES.map((series) => (
        <td key={series.key} className="px-3 py-2 text-right">
          {wholeNumber(counts[series.key])}
        </td>
      ))}
      <td className="px-3 py-2 text-right">{formatClickThrough(clickThrough(counts))}</td>
    </tr>
  );
}

/** Each slot's totals over the period, and all slots together. */
export function AdSlotTotals({ slots, caption }: { slots: readonly SlotFigures[]; caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm tabular-nums" data-testid="ad-slot-totals">
        <caption className="sr-only">{caption}</caption>
        <NumbersHead labels={["Slot", ...SERIES.map((series) => series.label), CTR]} />
        <tbody>
          {slots.map((entry) => (
            <CountsRow key={entry.slot} header={entry.slot} counts={entry.totals} />
          ))}
        </tbody>
        <tfoot>
          <CountsRow header="All slots" counts={sumCounts(slots.map((entry) => entry.totals))} total />
        </tfoot>
      </table>
    </div>
  );
}
