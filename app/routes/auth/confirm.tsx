import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { confirmEmail } from "#app/features/accounts/confirmations.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/confirm";
import { readForm } from "#app/lib/request-input.server.ts";
import { privatePageHeaders } from "#app/lib/public-page.ts";

// No ad on this page: it is a reader's own business here ([ads.placements]).
// Opened through a confirmation link: no cache may keep it.
export const headers = privatePageHeaders;

export const handle = { ads: false };

export const meta = pageMeta({
  title: "Confirm Your Account",
  description: "Confirm the email address of your Cosmic Daily account to finish signing up.",
  noindex: true,
});

const CONFIRMED = "Your email is confirmed. You can now sign in.";
const INVALID =
  "This confirmation link has expired or has already been used. Sign in with your email and password and we will send you a fresh one.";

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

// Opening the link confirms nothing: mail scanners follow links, so the person presses a button.
export async function action({ context, request }: Route.ActionArgs) {
  const token = (await readForm(request)).get("token");
  const result = typeof token === "string" ? await confirmEmail(context.db, token) : "invalid";
  return result === "confirmed" ? { confirmed: true } : data({ confirmed: false }, { status: 400 });
}

export default function ConfirmAccountPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-lg">
      <PageHeader title="Confirm Your Account" eyebrow="Account">
        <p>One last step: confirm that this email address is yours.</p>
      </PageHeader>
      {result ? (
        <div role="status" className="flex flex-col items-start gap-4">
          <p>{result.confirmed ? CONFIRMED : INVALID}</p>
          <SiteLink to="/auth" className={buttonClasses("primary")}>
            Go to Sign In
          </SiteLink>
        </div>
      ) : token ? (
        <Form method="post" className="flex flex-col items-start gap-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClasses("primary")} disabled={busy}>
            Confirm my email
          </button>
          <p className="text-sm text-muted">Each link works once, for 24 hours.</p>
        </Form>
      ) : (
        <p>
          This page needs the link from your confirmation email. If you cannot find it,{" "}
          <SiteLink to="/auth" className="text-link underline">
            sign in
          </SiteLink>{" "}
          and we will send a fresh one.
        </p>
      )}
    </section>
  );
}
