import { Form, useNavigation } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { AdminTable, dayColumn, RowTitle, type Column, type TableAbout } from "#app/components/admin/admin-table.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { listUsers } from "#app/features/accounts/users.server.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { queryValue, readForm } from "#app/lib/request-input.server.ts";
import type { Route } from "./+types/index";
import { accountAction } from "./_actions.server";

export const meta = adminPageMeta("Users", "Cosmic Daily accounts and their roles.");

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const search = (queryValue(url, "search") ?? "").slice(0, 100);
  const page = Number.parseInt(queryValue(url, "page") ?? "1", 10);
  return { ...(await listUsers(context.db, { search, page })), search, viewerId: viewer.id };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdminViewer(context, request, url);
  return accountAction(context, await readForm(request));
}

type Account = Route.ComponentProps["loaderData"]["users"][number];

const ACCOUNTS: TableAbout = { label: "Accounts", rowTestId: "user-row", empty: "No accounts match this search." };

/** The account's buttons: the role's switch, and signing out everywhere (the viewer's own row says so). */
function AccountButtons({ user, viewerId }: { user: Account; viewerId: string }) {
  const busy = useNavigation().state !== "idle";
  const roleButton = user.isAdmin
    ? { intent: "revoke-admin", label: "Remove admin", spoken: ` role from ${user.email}` }
    : { intent: "grant-admin", label: "Make admin", spoken: ` ${user.email}` };
  return (
    <Form method="post" className="flex flex-wrap justify-end gap-2">
      <input type="hidden" name="userId" value={user.id} />
      <button type="submit" name="intent" value={roleButton.intent} disabled={busy} className={buttonClasses("secondary", "px-3 py-1.5")}>
        {roleButton.label}
        <span className="sr-only">{roleButton.spoken}</span>
      </button>
      <button
        type="submit"
        name="intent"
        value="revoke-sessions"
        disabled={busy || user.activeSessions === 0}
        className={buttonClasses("ghost", "px-3 py-1.5")}
      >
        {user.id === viewerId ? "Sign out everywhere" : "Revoke sessions"}
        <span className="sr-only"> of {user.email}</span>
      </button>
    </Form>
  );
}

/** The table's columns; the last one's buttons know whose page it is. */
const columnsFor = (viewerId: string): Column<Account>[] => [
  {
    header: "Account",
    rowHeader: true,
    cell: (user) => (
      <RowTitle title={user.email}>
        {user.name || "No name"}
        {user.emailVerified ? "" : " · email not confirmed"}
      </RowTitle>
    ),
  },
  dayColumn("Joined", (user) => user.createdAt),
  { header: "Role", cell: (user) => (user.isAdmin ? "Admin" : "User") },
  { header: "Sessions", cell: (user) => user.activeSessions },
  { header: "Actions", hideHeader: true, cell: (user) => <AccountButtons user={user} viewerId={viewerId} /> },
];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageCount, search, viewerId } = loaderData;
  useActionResult<typeof action>();
  return (
    <section>
      <h1 className="mb-2 text-3xl font-semibold">Users</h1>
      <p className="mb-6 text-muted">
        {total} {total === 1 ? "account" : "accounts"}
        {search ? ` matching “${search}”` : ""}. The last admin cannot be removed.
      </p>
      <Form method="get" role="search" className="mb-6 flex max-w-md gap-2">
        <label htmlFor="user-search" className="sr-only">
          Search by email or name
        </label>
        <input
          id="user-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Search by email or name"
          className={inputClasses}
        />
        <button type="submit" className={buttonClasses("secondary")}>
          Search
        </button>
      </Form>
      <AdminTable about={ACCOUNTS} columns={columnsFor(viewerId)} rows={users} />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
