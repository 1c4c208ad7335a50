import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { exportSubscribersCsv } from "#app/features/newsletter/subscriber-admin.server.ts";
import type { Route } from "./+types/csv";
import { queryValue } from "#app/lib/request-input.server.ts";

/** The subscriber list, filtered like the page, as a CSV download for the admin. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const csv = await exportSubscribersCsv(context.db, {
    search: (queryValue(url, "search") ?? "").slice(0, 100),
    status: queryValue(url, "status") ?? "",
    sign: queryValue(url, "sign") ?? "",
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      // Personal data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
