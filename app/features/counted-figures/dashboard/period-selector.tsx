import { Form, Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { DashboardPeriod } from "#app/features/counted-figures/dashboard.ts";

/** The periods one click away; any other span of days is a custom period. */
export const PERIOD_PRESETS = [
  { period: "today", label: "Today" },
  { period: "7d", label: "7 days" },
  { period: "30d", label: "30 days" },
] as const satisfies readonly { period: Exclude<DashboardPeriod, "custom">; label: string }[];

const presetClasses = (current: boolean) =>
  `block rounded-md px-3 py-1.5 text-sm font-medium ${current ? "bg-accent text-accent-foreground" : "text-foreground hover:bg-surface-muted"}`;
const inputClasses = "rounded-lg border border-border bg-surface px-3 py-1.5 text-sm text-foreground";

/**
 * The dashboard's period ([analytics.dashboard-range]): links for today, 7 and 30 days, and a
 * form for any other span. Both only change the address (a GET), so the period can be shared,
 * bookmarked and chosen without scripts.
 */
export function PeriodSelector({
  period,
  from,
  to,
  today,
}: {
  /** The period shown, or null when the address asked for one the site refused. */
  period: DashboardPeriod | null;
  from: string;
  to: string;
  /** The last day that can be asked for; unknown on the error page. */
  today?: string;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <nav aria-label="Period">
        <ul className="inline-flex gap-1 rounded-lg border border-border bg-background p-1">
          {PERIOD_PRESETS.map((preset) => (
            <li key={preset.period}>
              <Link
                to={`?period=${preset.period}`}
                preventScrollReset
                aria-current={period === preset.period ? "page" : undefined}
                className={presetClasses(period === preset.period)}
              >
                {preset.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by the range, so the fields show the period just chosen by a link. */}
      <Form key={`${from} ${to}`} method="get" preventScrollReset aria-label="Custom period" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="period" value="custom" />
        <label className="flex flex-col gap-1 text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={from} max={today} required className={inputClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={to} max={today} required className={inputClasses} />
        </label>
        <button type="submit" className={buttonClasses("secondary", "px-3 py-1.5")}>
          Show period
        </button>
      </Form>
    </div>
  );
}
