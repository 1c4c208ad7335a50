import { useFetcher } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import type { ActionResult } from "#app/components/admin/action-result.ts";
import { SAVED_CHART_NAME_MAX } from "#app/features/charts/saved-chart-limits.ts";
import { signInPathFor } from "#app/lib/return-path.ts";

/** The chart page's parameters a saved chart keeps, as the page's address carries them. */
export type ChartParameters = Array<[name: string, value: string]>;

/**
 * "Save this chart" under a drawn chart ([charts.saved]): a signed-in reader names it, ticks
 * "This is me" for their own, and keeps it; the charts page then lists it. A visitor is offered
 * to sign in and come back to the same chart. Saving is a plain form post, so it works before the
 * page's scripts have loaded; with them, a refusal is shown here without leaving the chart.
 */
export function SaveChart({
  signedIn,
  hasOwnChart,
  parameters,
  address,
}: {
  signedIn: boolean;
  /** Whether the reader already marked a chart as theirs (then "This is me" starts unticked). */
  hasOwnChart: boolean;
  parameters: ChartParameters;
  /** This chart's address, to come back to after signing in. */
  address: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  if (!signedIn) {
    return (
      <aside aria-label="Keep this chart" className="not-prose my-6 rounded-xl border border-border bg-surface p-4">
        <p>
          <SiteLink to={signInPathFor(address)} className="font-semibold">
            Sign in to save this chart
          </SiteLink>{" "}
          and read Today for you from it every morning.
        </p>
      </aside>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/account/charts"
      aria-labelledby="save-chart-heading"
      className="not-prose my-6 flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="save-chart-heading" className="text-lg font-semibold">
        Save this chart
      </h2>
      {parameters.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span>Name</span>
          <input
            name="name"
            required
            maxLength={SAVED_CHART_NAME_MAX}
            defaultValue={hasOwnChart ? "" : "Me"}
            className={`${inputClasses} w-48`}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="me" defaultChecked={!hasOwnChart} />
          This is me
        </label>
        <button type="submit" name="intent" value="save" disabled={fetcher.state !== "idle"} className={buttonClasses("primary")}>
          Save this chart
        </button>
      </div>
      {refused ? (
        <div role="alert" className="text-sm">
          <p>{refused.message}</p>
          {Object.values(refused.fieldErrors ?? {}).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </fetcher.Form>
  );
}
