import { NumbersHead } from "#app/components/ui/day-series-chart.tsx";
import { wholeNumber } from "#app/lib/text.ts";
import type { InvalidTrafficReason } from "#app/features/ads/ad-events.server.ts";

/** What each refusal means, in the owner's words ([ads.invalid-traffic]). */
export const INVALID_TRAFFIC_LABELS: Record<InvalidTrafficReason, string> = {
  crawler: "Sent by a crawler",
  missing_token: "No serve token",
  invalid_token: "Serve token not issued by this site",
  expired_token: "Serve token over an hour old",
  other_address: "Sent from another address than the ad was served to",
  token_mismatch: "Another ad or slot than the one served",
  inactive_ad: "Ad paused, ended or out of that slot",
  no_impression: "Click or view before the ad was shown",
  too_soon: "Viewable sooner than a second after it was shown",
  over_cap: "Over one address's hourly share",
  duplicate: "Already counted for that serve",
};

type Row = { reason: string; impressions: number; viewable: number; clicks: number };

/** The reports refused for one ad, per reason: what the figures above leave out. */
export function InvalidTrafficTable({ rows, caption }: { rows: readonly Row[]; caption: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted">No report was refused in this period.</p>;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm tabular-nums" data-testid="ad-invalid-traffic">
        <caption className="sr-only">{caption}</caption>
        <NumbersHead labels={["Reason", "Impressions", "Viewable impressions", "Clicks"]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.reason} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-normal">
                {INVALID_TRAFFIC_LABELS[row.reason as InvalidTrafficReason] ?? row.reason}
              </th>
              <td className="px-3 py-2 text-right">{wholeNumber(row.impressions)}</td>
              <td className="px-3 py-2 text-right">{wholeNumber(row.viewable)}</td>
              <td className="px-3 py-2 text-right">{wholeNumber(row.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
