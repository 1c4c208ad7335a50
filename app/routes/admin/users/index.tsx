import { data, Form, useActionData, useNavigation } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { findUserById, grantAdmin, listUsers, revokeAdmin, revokeSessions } from "#app/features/accounts/users.server.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/index";
import { queryValue, readForm } from "#app/lib/request-input.server.ts";

export const meta = pageMeta({ title: "Users", description: "Cosmic Daily accounts and their roles.", noindex: true });

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const search = (queryValue(url, "search") ?? "").slice(0, 100);
  const page = Number.parseInt(queryValue(url, "page") ?? "1", 10);
  return { ...(await listUsers(context.db, { search, page })), search, viewerId: viewer.id };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const intent = form.get("intent");
  const target = await findUserById(context.db, String(form.get("userId") ?? ""));
  if (!target) return data({ ok: false, message: "That account no longer exists." }, { status: 404 });
  switch (intent) {
    case "grant-admin":
      await grantAdmin(context.db, target.id);
      return { ok: true, message: `${target.email} is now an admin.` };
    case "revoke-admin": {
      const result = await revokeAdmin(context.db, target.id);
      if (result === "last_admin") return data({ ok: false, message: "The last admin cannot be removed." }, { status: 409 });
      return { ok: true, message: `${target.email} is no longer an admin.` };
    }
    case "revoke-sessions": {
      const ended = await revokeSessions(context.db, target.id);
      return { ok: true, message: `${target.email} was signed out of ${ended} ${ended === 1 ? "session" : "sessions"}.` };
    }
    default:
      return data({ ok: false, message: "Unknown action." }, { status: 400 });
  }
}

const dates = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageCount, search, viewerId } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  useResultToast(result);

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
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                Account
              </th>
              <th scope="col" className="px-4 py-3">
                Joined
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Sessions
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t border-border" data-testid="user-row">
                <td className="px-4 py-3">
                  <span className="block font-medium">{user.email}</span>
                  <span className="block text-muted">
                    {user.name || "No name"}
                    {user.emailVerified ? "" : " · email not confirmed"}
                  </span>
                </td>
                <td className="px-4 py-3">{dates.format(new Date(user.createdAt))}</td>
                <td className="px-4 py-3">{user.isAdmin ? "Admin" : "User"}</td>
                <td className="px-4 py-3">{user.activeSessions}</td>
                <td className="px-4 py-3">
                  <Form method="post" className="flex flex-wrap justify-end gap-2">
                    <input type="hidden" name="userId" value={user.id} />
                    {user.isAdmin ? (
                      <button
                        type="submit"
                        name="intent"
                        value="revoke-admin"
                        disabled={busy}
                        className={buttonClasses("secondary", "px-3 py-1.5")}
                      >
                        Remove admin<span className="sr-only"> role from {user.email}</span>
                      </button>
                    ) : (
                      <button
                        type="submit"
                        name="intent"
                        value="grant-admin"
                        disabled={busy}
                        className={buttonClasses("secondary", "px-3 py-1.5")}
                      >
                        Make admin<span className="sr-only"> {user.email}</span>
                      </button>
                    )}
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
                </td>
              </tr>
            ))}
            {users.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-muted">
                  No accounts match this search.
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
