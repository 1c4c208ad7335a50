import { Form, useNavigation, useSearchParams } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { AdminTable, dayColumn, RowTitle, type Column, type TableAbout } from "#app/components/admin/admin-table.tsx";
import { QuerySelect } from "#app/components/admin/query-select.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { listSubscribers, subscriberCounts } from "#app/features/newsletter/subscriber-admin.server.ts";
import { queryValue, readForm } from "#app/lib/request-input.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/index";
import { subscriberAction } from "./_actions.server";

export const meta = adminPageMeta("Subscribers", "The Cosmic Daily newsletter list.");

const STATUSES = [
  { value: "", label: "All" },
  { value: "verified", label: "Verified" },
  { value: "unverified", label: "Not verified" },
  { value: "unsubscribed", label: "Unsubscribed" },
] as const;
const SIGN_FILTERS = [
  { value: "", label: "All signs" },
  { value: "none", label: "No sign" },
  ...SIGNS.map(({ slug, name }) => ({ value: slug, label: name })),
];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const filters = {
    search: (queryValue(url, "search") ?? "").slice(0, 100),
    status: queryValue(url, "status") ?? "",
    sign: queryValue(url, "sign") ?? "",
  };
  const page = Number.parseInt(queryValue(url, "page") ?? "1", 10);
  const [list, counts] = await Promise.all([listSubscribers(context.db, { ...filters, page }), subscriberCounts(context.db)]);
  return { ...list, counts, filters };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdminViewer(context, request, url);
  return subscriberAction(context, await readForm(request));
}

type Subscriber = Route.ComponentProps["loaderData"]["subscribers"][number];

/** A subscribed address's button; an unsubscribed one has none. */
function UnsubscribeButton({ subscriber }: { subscriber: Subscriber }) {
  const busy = useNavigation().state !== "idle";
  if (subscriber.unsubscribedAt) return null;
  return (
    <Form method="post">
      <input type="hidden" name="subscriberId" value={subscriber.id} />
      <button type="submit" name="intent" value="unsubscribe" disabled={busy} className={buttonClasses("ghost", "px-3 py-1.5")}>
        Unsubscribe<span className="sr-only"> {subscriber.email}</span>
      </button>
    </Form>
  );
}

const SUBSCRIBERS: TableAbout = { label: "Subscribers", rowTestId: "subscriber-row", empty: "No subscribers match these filters." };
const COLUMNS: Column<Subscriber>[] = [
  {
    header: "Subscriber",
    rowHeader: true,
    cell: (subscriber) => (
      <RowTitle title={subscriber.email}>
        {subscriber.name || "No name"} · {subscriber.source}
      </RowTitle>
    ),
  },
  { header: "Sign", cell: (subscriber) => subscriber.zodiacSign ?? "—" },
  { header: "Lists", cell: (subscriber) => subscriber.tags.join(", ") || "—" },
  {
    header: "Status",
    cell: (subscriber) => (subscriber.unsubscribedAt ? "Unsubscribed" : subscriber.isVerified ? "Verified" : "Not verified"),
  },
  dayColumn("Joined", (subscriber) => subscriber.createdAt),
  { header: "Actions", hideHeader: true, className: "text-right", cell: (subscriber) => <UnsubscribeButton subscriber={subscriber} /> },
];

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, page, pageCount, counts, filters } = loaderData;
  useActionResult<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const csvParams = new URLSearchParams(params);
  csvParams.delete("page");

  return (
    <section>
      <h1 className="mb-2 text-3xl font-semibold">Subscribers</h1>
      <dl className="mb-6 grid max-w-xl grid-cols-3 gap-3" aria-label="Subscriber counts">
        {[
          ["Total", counts.total],
          ["Verified", counts.verified],
          ["Unsubscribed", counts.unsubscribed],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Search by email or name
          <input name="search" type="search" defaultValue={filters.search} className={inputClasses} />
        </label>
        <QuerySelect label="Status" name="status" defaultValue={filters.status} options={STATUSES} />
        <QuerySelect label="Sign" name="sign" defaultValue={filters.sign} options={SIGN_FILTERS} />
        <button type="submit" className={buttonClasses("secondary")}>
          Filter
        </button>
        <a href={`/admin/subscribers.csv?${csvParams.toString()}`} className={buttonClasses("ghost")} download>
          Export CSV
        </a>
      </Form>
      <Form method="post" className="mb-6">
        <button type="submit" name="intent" value="refresh-count" disabled={busy} className={buttonClasses("ghost", "px-3 py-1.5 text-sm")}>
          Refresh the public count
        </button>
      </Form>
      <p className="mb-2 text-sm text-muted">
        {total} {total === 1 ? "subscriber matches" : "subscribers match"}.
      </p>
      <AdminTable about={SUBSCRIBERS} columns={COLUMNS} rows={subscribers} />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
