import { Form, useNavigation } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { requireReaderViewer } from "#app/features/accounts/viewer.server.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/data";
import { deleteAccountAction } from "./_delete-account.server";

export const meta = pageMeta({
  title: "Your Data",
  description: "Download everything Cosmic Daily keeps about your account, or delete the account with its charts.",
  noindex: true,
});

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  return { email: viewer.email };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireReaderViewer(context, request, url);
  return deleteAccountAction(context, request, viewer.id, await readForm(request));
}

/** The reader's data ([privacy.export], [privacy.account-deletion]): take a copy, or delete it all. */
export default function AccountDataPage({ loaderData }: Route.ComponentProps) {
  const result = useActionResult<typeof action>();
  const busy = useNavigation().state !== "idle";
  const emailError = result && !result.ok && "fieldErrors" in result ? (result.fieldErrors as Record<string, string>).email : undefined;
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <h1 className="text-3xl font-semibold">Your data</h1>
      <section aria-labelledby="download" className="flex flex-col gap-3">
        <h2 id="download" className="text-xl font-semibold">
          Take a copy
        </h2>
        <p>
          One JSON file with everything we keep about your account: the account, its sessions, your charts, your newsletter subscription
          with any personal editions, and the ratings given in this browser. What we keep, and why, is on the{" "}
          <SiteLink to="/privacy#saved-charts">privacy page</SiteLink>.
        </p>
        {/* A file to save, not a page: the browser downloads it rather than the router opening it. */}
        <a href="/api/me/export" download className={buttonClasses("secondary", "self-start")}>
          Download your data
        </a>
      </section>
      <section aria-labelledby="delete-account" className="flex flex-col gap-3 rounded-xl border border-danger p-5">
        <h2 id="delete-account" className="text-xl font-semibold">
          Delete my account
        </h2>
        <p>
          This deletes your account, its sign-ins and every chart you keep, at once and for good. The newsletter is kept apart: to stop it,
          use the unsubscribe link in any edition.
        </p>
        <Form method="post" className="flex flex-col gap-3" aria-label="Delete my account">
          <Field id="delete-email" label={`Type ${loaderData.email} to confirm`} error={emailError}>
            <input
              id="delete-email"
              name="email"
              type="email"
              autoComplete="off"
              required
              className={inputClasses}
              {...fieldAria("delete-email", emailError)}
            />
          </Field>
          <button type="submit" disabled={busy} className={buttonClasses("danger", "self-start")}>
            Delete my account and charts
          </button>
        </Form>
      </section>
    </div>
  );
}
