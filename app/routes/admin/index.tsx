import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { countUsers } from "#app/features/accounts/users.server.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { loadHeadlineFigures } from "#app/features/counted-figures/traffic.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { wholeNumber } from "#app/lib/text.ts";
import type { Route } from "./+types/index";

export const meta = adminPageMeta("Admin Dashboard", "The Cosmic Daily admin dashboard: accounts, traffic and site settings at a glance.");

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const timeZone = context.env.siteTimeZone;
  const today = calendarDateIn(new Date(), timeZone);
  const [users, traffic] = await Promise.all([countUsers(context.db), loadHeadlineFigures(context.db, { timeZone, today })]);
  return { users, traffic, timeZone };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { users, traffic, timeZone } = loaderData;
  // Today's and the week's traffic come from the daily counts ([analytics.admin-overview]).
  const figures = [
    { label: "Registered users", value: users },
    { label: "Visitors today", value: traffic.today.visitors },
    { label: "Page views today", value: traffic.today.pageViews },
    { label: "Visitors, last 7 days", value: traffic.last7Days.visitors },
    { label: "Page views, last 7 days", value: traffic.last7Days.pageViews },
  ];
  return (
    <section>
      <h1 className="mb-2 text-3xl font-semibold">Admin Dashboard</h1>
      <p className="mb-8 text-muted">
        How Cosmic Daily is doing. Days run midnight to midnight in {timeZone}; the last 7 days are today and the six before, and a visitor
        counts once a day.
      </p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-border bg-surface p-5">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-2 text-3xl font-semibold tabular-nums" data-testid={figure.label}>
              {wholeNumber(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6">
        <SiteLink to="/admin/analytics" className="font-medium text-link underline underline-offset-2">
          Open analytics
        </SiteLink>
      </p>
    </section>
  );
}
