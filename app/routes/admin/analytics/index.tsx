import type { ReactNode } from "react";
import { data, isRouteErrorResponse, useSearchParams } from "react-router";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { REFERRERS_PER_ADDRESS, VISITORS_PER_ADDRESS } from "#app/features/analytics/address-caps.ts";
import type { DashboardTable } from "#app/features/counted-figures/dashboard.ts";
import {
  AdsTable,
  FunnelTable,
  NewsletterTable,
  RankedTable,
  RatingsTable,
  VitalsTable,
} from "#app/features/counted-figures/dashboard/dashboard-tables.tsx";
import { CsvLink } from "#app/features/counted-figures/dashboard/figures-table.tsx";
import {
  exportHref,
  formatCount,
  formatShare,
  instantText,
  rangeText,
  referrerName,
  filteredReason,
  signName,
} from "#app/features/counted-figures/dashboard/format.ts";
import { PeriodSelector } from "#app/features/counted-figures/dashboard/period-selector.tsx";
import { TRAFFIC_CAPTION, TrafficChart } from "#app/features/counted-figures/dashboard/traffic-chart.tsx";
import { loadAnalyticsDashboard } from "#app/features/counted-figures/dashboard.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { WEB_VITAL_THRESHOLDS } from "#app/lib/web-vitals.ts";
import type { Route } from "./+types/index";
import { requestedRange } from "./_range.server";

const PAGE = {
  title: "Analytics",
  description: "Visitors, pages, events, subscriptions, ratings, web vitals and ads, counted without cookies.",
  noindex: true,
} as const;
const pageMetaTags = pageMeta(PAGE);

export function meta(args: Route.MetaArgs) {
  // A refused period is drawn by this page's own error boundary, under the page's own title.
  if (args.error) return [{ title: `${PAGE.title} | Cosmic Daily` }, { name: "robots", content: "noindex, nofollow" }];
  return pageMetaTags(args);
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const { today, requested } = requestedRange(context, url);
  if (!requested.ok) throw data(requested.message, { status: 400 });
  const timeZone = context.env.siteTimeZone;
  const dashboard = await loadAnalyticsDashboard(context.db, requested.range, { timeZone });
  // Written here, so the browser never needs the site's clock: the page's code stays small.
  const countedUntilText = dashboard.countedUntil ? instantText(dashboard.countedUntil, timeZone) : null;
  return { dashboard, countedUntilText, today, timeZone };
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The lines under the longer sections' headings. */
const INTROS = {
  sources: "Another site's address before the first page, and the kind of device.",
  filtered: `Views of paths the site has no page for are kept out of the figures above, and so are referrers that are spam or no web site's name. Past the first ${VISITORS_PER_ADDRESS} visitors and ${REFERRERS_PER_ADDRESS} referrers of one client address in a day, its views count as its first visitor's, with no referrer.`,
  events:
    "The unlock funnel follows visitors from a locked section to a subscription; each step's share is its visitors over the step before.",
};

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { dashboard, countedUntilText, today, timeZone } = loaderData;
  const { range } = dashboard;
  const csv = (table: DashboardTable) => exportHref(table, range);
  /** A ranked table's rows and its download. */
  const ranked = (table: "pages" | "signs" | "referrers" | "devices" | "events" | "partners" | "filtered") => ({
    rows: dashboard[table],
    csvHref: csv(table),
  });
  const vitalsThresholds = (["LCP", "INP", "CLS", "TTFB"] as const)
    .map((metric) => {
      const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
      const unit = metric === "CLS" ? "" : " ms";
      return `${metric} ${formatCount(good)}${unit} / ${formatCount(poor)}${unit}`;
    })
    .join(", ");

  return (
    <section className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Analytics</h1>
        <p className="text-muted">
          Visitors and what they do, counted without cookies. Days run midnight to midnight in {timeZone}; a visitor counts once a day,
          since nothing tells the same visitor apart from one day to the next.
        </p>
        <p data-testid="analytics-period">
          <span className="font-semibold">{rangeText(range)}</span>
          {". "}
          {dashboard.countedUntil && countedUntilText ? (
            <>
              Counted up to <time dateTime={dashboard.countedUntil}>{countedUntilText}</time>.
            </>
          ) : (
            "Nothing has been counted in this period yet: the figures are counted every few minutes."
          )}
        </p>
      </header>

      <PeriodSelector period={range.period} from={range.from} to={range.to} today={today} />

      <dl className="grid gap-4 sm:grid-cols-2">
        {[
          { label: "Visitors", value: dashboard.totals.visitors },
          { label: "Page views", value: dashboard.totals.pageViews },
        ].map((figure) => (
          <div key={figure.label} className="rounded-xl border border-border bg-surface p-5">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-2 text-3xl font-semibold tabular-nums" data-testid={`total-${figure.label}`}>
              {formatCount(figure.value)}
            </dd>
          </div>
        ))}
      </dl>

      <Section id="traffic-heading" title="Visitors and page views">
        <TrafficChart series={dashboard.series} />
        <CsvLink href={csv("series")} caption={TRAFFIC_CAPTION} />
      </Section>

      <Section id="pages-heading" title="Pages and signs">
        <div className="grid gap-6 xl:grid-cols-2">
          <RankedTable caption="Top pages" keyLabel="Page" countLabel="Page views" {...ranked("pages")} />
          <RankedTable caption="Signs" keyLabel="Sign" countLabel="Page views" keyText={signName} {...ranked("signs")} />
        </div>
      </Section>

      <Section id="sources-heading" title="Where visitors come from" intro={INTROS.sources}>
        <div className="grid gap-6 xl:grid-cols-2">
          <RankedTable caption="Referrers" keyLabel="Site" countLabel="Page views" keyText={referrerName} {...ranked("referrers")} />
          <RankedTable caption="Devices" keyLabel="Device" countLabel="Page views" {...ranked("devices")} />
        </div>
      </Section>

      <Section id="filtered-heading" title="Left out of the counts" intro={INTROS.filtered}>
        <RankedTable caption="Left out" keyLabel="Why" countLabel="Page views" keyText={filteredReason} {...ranked("filtered")} />
      </Section>

      <Section id="events-heading" title="What visitors do" intro={INTROS.events}>
        <FunnelTable steps={dashboard.funnel} csvHref={csv("funnel")} />
        <div className="grid gap-6 xl:grid-cols-2">
          <RankedTable caption="Events" keyLabel="Event" countLabel="Count" {...ranked("events")} />
          <RankedTable caption="Partner clicks" keyLabel="Partner link" countLabel="Clicks" {...ranked("partners")} />
        </div>
      </Section>

      <Section
        id="newsletter-heading"
        title="Newsletter"
        intro={
          <>
            {formatCount(dashboard.newsletter.subscribed)} subscribed, {formatCount(dashboard.newsletter.confirmed)} confirmed and{" "}
            {formatCount(dashboard.newsletter.unsubscribed)} unsubscribed. Confirmation rate:{" "}
            <span data-testid="confirmation-rate">{formatShare(dashboard.newsletter.confirmationRate)}</span> of the addresses that
            subscribed in this period.
          </>
        }
      >
        <NewsletterTable newsletter={dashboard.newsletter} csvHref={csv("newsletter")} />
      </Section>

      <Section id="ratings-heading" title="Ratings">
        <RatingsTable ratings={dashboard.ratings} csvHref={csv("ratings")} />
      </Section>

      <Section
        id="vitals-heading"
        title="Web vitals"
        intro={`The 75th percentile of each page type's measurements, and the shares rated good, needs improvement and poor against Google's thresholds (good up to the first, poor above the second): ${vitalsThresholds}.`}
      >
        <VitalsTable vitals={dashboard.vitals} csvHref={csv("vitals")} />
      </Section>

      <Section id="ads-heading" title="Ads" intro="The site's own ads. CTR is clicks per impression.">
        <AdsTable ads={dashboard.ads} csvHref={csv("ads")} />
      </Section>
    </section>
  );
}

/** A period the site refused ([analytics.dashboard-range]): the reason, and the selector to pick another. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const [params] = useSearchParams();
  // Rendered, never thrown on: an error thrown from a boundary while the server renders becomes a
  // 500, so a refused method (405) or any other failure is said here too.
  const data: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  const given = typeof data === "string" ? data : (data as { message?: unknown } | null | undefined)?.message;
  const reason = isRouteErrorResponse(error)
    ? error.status === 400 && typeof given === "string"
      ? given
      : error.status === 400
        ? "That period could not be read."
        : `That request could not be answered (${error.status}${error.statusText ? ` ${error.statusText}` : ""}).`
    : "An unexpected error occurred";
  return (
    <section className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Analytics</h1>
        <p role="alert" className="font-medium text-danger">
          {reason}
        </p>
      </header>
      <PeriodSelector period={null} from={params.get("from") ?? ""} to={params.get("to") ?? ""} />
    </section>
  );
}
