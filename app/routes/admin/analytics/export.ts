import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { DASHBOARD_TABLES, type DashboardTable } from "#app/features/counted-figures/dashboard.ts";
import { dashboardTableCsv } from "#app/features/counted-figures/dashboard-csv.ts";
import { loadAnalyticsDashboard } from "#app/features/counted-figures/dashboard.server.ts";
import type { Route } from "./+types/export";
import { requestedRange } from "./_range.server";

const isTable = (value: string | null): value is DashboardTable => (DASHBOARD_TABLES as readonly (string | null)[]).includes(value);

/** A refused request: the reason as plain text, which is what a download link shows. */
const refused = (message: string) =>
  new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** One table of the analytics dashboard, for the same period, as a CSV download ([analytics.csv]). */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const table = url.searchParams.get("table");
  if (!isTable(table)) return refused(`table must be one of ${DASHBOARD_TABLES.join(", ")}`);
  const { requested } = requestedRange(context, url);
  if (!requested.ok) return refused(requested.message);
  const dashboard = await loadAnalyticsDashboard(context.db, requested.range, { timeZone: context.env.siteTimeZone });
  const { filename, csv } = dashboardTableCsv(dashboard, table);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      // The site's own figures: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
