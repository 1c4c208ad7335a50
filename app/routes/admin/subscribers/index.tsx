import { data, Form, useActionData, useNavigation, useSearchParams } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { listSubscribers, refreshSubscriberCount, subscriberCounts } from "#app/features/newsletter/subscriber-admin.server.ts";
import { unsubscribeById } from "#app/features/newsletter/subscribers.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/index";
import { queryValue, readForm } from "#app/lib/request-input.server.ts";

export const meta = pageMeta({ title: "Subscribers", description: "The Cosmic Daily newsletter list.", noindex: true });

const STATUSES = [
  { value: "", label: "All" },
  { value: "verified", label: "Verified" },
  { value: "unverified", label: "Not verified" },
  { value: "unsubscribed", label: "Unsubscribed" },
] as const;

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
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "unsubscribe": {
      const done = await unsubscribeById(context.db, String(form.get("subscriberId") ?? ""), { onChange: context.changed.subscribers });
      return done
        ? { ok: true, message: "The address is unsubscribed." }
        : data({ ok: false, message: "That subscriber no longer exists." }, { status: 404 });
    }
    case "refresh-count":
      refreshSubscriberCount(context.db, { onChange: context.changed.subscribers });
      return { ok: true, message: "The public subscriber count is refreshed." };
    default:
      return data({ ok: false, message: "Unknown action." }, { status: 400 });
  }
}

const dates = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, page, pageCount, counts, filters } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  useResultToast(result);
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
        <label className="flex flex-col text-sm">
          Status
          <select name="status" defaultValue={filters.status} className={inputClasses}>
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Sign
          <select name="sign" defaultValue={filters.sign} className={inputClasses}>
            <option value="">All signs</option>
            <option value="none">No sign</option>
            {SIGNS.map((sign) => (
              <option key={sign.slug} value={sign.slug}>
                {sign.name}
              </option>
            ))}
          </select>
        </label>
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
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                Subscriber
              </th>
              <th scope="col" className="px-4 py-3">
                Sign
              </th>
              <th scope="col" className="px-4 py-3">
                Lists
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Joined
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id} className="border-t border-border" data-testid="subscriber-row">
                <td className="px-4 py-3">
                  <span className="block font-medium">{subscriber.email}</span>
                  <span className="block text-muted">
                    {subscriber.name || "No name"} · {subscriber.source}
                  </span>
                </td>
                <td className="px-4 py-3">{subscriber.zodiacSign ?? "—"}</td>
                <td className="px-4 py-3">{subscriber.tags.join(", ") || "—"}</td>
                <td className="px-4 py-3">
                  {subscriber.unsubscribedAt ? "Unsubscribed" : subscriber.isVerified ? "Verified" : "Not verified"}
                </td>
                <td className="px-4 py-3">{dates.format(new Date(subscriber.createdAt))}</td>
                <td className="px-4 py-3 text-right">
                  {subscriber.unsubscribedAt ? null : (
                    <Form method="post">
                      <input type="hidden" name="subscriberId" value={subscriber.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="unsubscribe"
                        disabled={busy}
                        className={buttonClasses("ghost", "px-3 py-1.5")}
                      >
                        Unsubscribe<span className="sr-only"> {subscriber.email}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
            {subscribers.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-muted">
                  No subscribers match these filters.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
