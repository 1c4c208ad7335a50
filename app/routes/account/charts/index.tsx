import { Form, useNavigation } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { requireReaderViewer } from "#app/features/accounts/viewer.server.ts";
import { listSavedCharts } from "#app/features/charts/saved-charts.server.ts";
import { SAVED_CHART_LIMIT, SAVED_CHART_NAME_MAX } from "#app/features/charts/saved-chart-limits.ts";
import { dayMonthYear } from "#app/lib/dates.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/index";
import { chartAction } from "./_actions.server";
import { chartLinks } from "./_chart-links.server";

export const meta = pageMeta({
  title: "Your Charts",
  description: "The birth charts you keep: your own and the people close to you.",
  noindex: true,
});

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  return { charts: chartLinks(await listSavedCharts(context.db, viewer.id)), limit: SAVED_CHART_LIMIT };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  return chartAction(context, viewer.id, await readForm(request));
}

type ListedChart = Route.ComponentProps["loaderData"]["charts"][number];

function bornLine(chart: ListedChart): string {
  const when = `${dayMonthYear(chart.date)}, ${chart.time ?? "time unknown"}`;
  return chart.place ? `${when}, ${chart.place}` : when;
}

function ChartCard({ chart }: { chart: ListedChart }) {
  const busy = useNavigation().state !== "idle";
  const headingId = `chart-${chart.id}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      aria-labelledby={headingId}
      data-testid="saved-chart"
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {chart.name}
        </h2>
        {chart.isMe ? <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground">Me</span> : null}
      </div>
      <p className="text-sm text-muted">Born {bornLine(chart)}</p>
      <p className="flex flex-wrap gap-3 text-sm">
        <SiteLink to={chart.open} className="font-semibold">
          Open the chart<span className="sr-only"> of {chart.name}</span>
        </SiteLink>
        {chart.synastry ? (
          <SiteLink to={chart.synastry} className="font-semibold" aria-label={`Compare ${chart.name} with yours`}>
            Compare with yours
          </SiteLink>
        ) : null}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={chart.id} />
          <label className="flex flex-col gap-1 text-sm">
            <span>
              New name<span className="sr-only"> for {chart.name}</span>
            </span>
            <input name="name" defaultValue={chart.name} maxLength={SAVED_CHART_NAME_MAX} required className={`${inputClasses} w-44`} />
          </label>
          <button type="submit" name="intent" value="rename" disabled={busy} className={buttonClasses("secondary", "px-3 py-1.5")}>
            Rename
          </button>
        </Form>
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="id" value={chart.id} />
          {chart.isMe ? null : (
            <button type="submit" name="intent" value="me" disabled={busy} className={buttonClasses("secondary", "px-3 py-1.5")}>
              This is me<span className="sr-only">: {chart.name}</span>
            </button>
          )}
          <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClasses("ghost", "px-3 py-1.5")}>
            Delete<span className="sr-only"> {chart.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function AccountChartsPage({ loaderData }: Route.ComponentProps) {
  const { charts, limit } = loaderData;
  const result = useActionResult<typeof action>();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Your charts</h1>
      <p className="max-w-2xl">
        Keep your own chart, marked Me, for Today for you and your calendar, and the charts of the people close to you to compare with
        yours. You can keep up to {limit}. To add one, draw it on the birth chart page and choose Save this chart.
      </p>
      {result && !result.ok ? (
        <div role="alert" className="rounded-md border border-border bg-surface-muted p-3">
          <p>{result.message}</p>
          {result.fieldErrors
            ? Object.values(result.fieldErrors).map((message) => (
                <p key={message} className="text-sm">
                  {message}
                </p>
              ))
            : null}
        </div>
      ) : null}
      <p className="flex flex-wrap gap-3">
        <SiteLink to="/charts/free-birth-chart" className={buttonClasses("primary")}>
          Draw a chart to add
        </SiteLink>
        {/* A file to save, not a page: the browser downloads it rather than the router opening it ([privacy.export]). */}
        <a href="/api/me/export" download className={buttonClasses("secondary")}>
          Download your data
        </a>
      </p>
      <p className="text-sm text-muted">
        Your account and these charts as one JSON file. What we keep, and why, is on the{" "}
        <SiteLink to="/privacy#saved-charts">privacy page</SiteLink>.
      </p>
      {charts.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {charts.map((chart) => (
            <ChartCard key={chart.id} chart={chart} />
          ))}
        </ul>
      ) : (
        <p>You have no saved charts yet.</p>
      )}
    </section>
  );
}
