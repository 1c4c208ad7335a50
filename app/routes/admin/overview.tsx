import { countUsers } from "~/features/accounts/users.server";
import { requireAdminViewer } from "~/features/accounts/viewer.server";
import { countRecentPageViews } from "~/features/analytics/analytics.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/overview";

export const meta = pageMeta({
  title: "Admin Dashboard",
  description: "The Cosmic Daily admin dashboard: accounts, traffic and site settings at a glance.",
  noindex: true,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminViewer(context, request);
  const [users, views] = await Promise.all([countUsers(context.db), countRecentPageViews(context.db, context.env.siteTimeZone)]);
  return { users, views, timeZone: context.env.siteTimeZone };
}

const numbers = new Intl.NumberFormat("en-US");

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { users, views, timeZone } = loaderData;
  const figures = [
    { label: "Registered users", value: users },
    { label: "Page views today", value: views.today },
    { label: "Page views, last 7 days", value: views.last7Days },
  ];
  return (
    <section>
      <h1 className="mb-2 text-3xl font-semibold">Admin Dashboard</h1>
      <p className="mb-8 text-muted">How Cosmic Daily is doing. Days run midnight to midnight in {timeZone}.</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-border bg-surface p-5">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-2 text-3xl font-semibold" data-testid={figure.label}>
              {numbers.format(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
