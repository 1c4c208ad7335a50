import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { unsubscribe } from "#app/features/newsletter/subscribers.server.ts";
import { UNSUBSCRIBE_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/unsubscribe";
import { readForm } from "#app/lib/request-input.server.ts";
import { privatePageHeaders } from "#app/lib/public-page.ts";

// No ad on this page: it is a reader's own business here ([ads.placements]).
// Opened through a subscriber's signed link: no cache may keep it.
export const headers = privatePageHeaders;

export const handle = { ads: false };

export const meta = pageMeta({
  title: "Unsubscribe",
  description: "Stop receiving the Cosmic Daily newsletter.",
  noindex: true,
});

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

// Like /verify, opening the page changes nothing: a link scanner must not unsubscribe anyone.
export async function action({ context, request }: Route.ActionArgs) {
  const token = (await readForm(request)).get("token");
  const result =
    typeof token === "string"
      ? await unsubscribe(context.db, token, { secret: context.env.authSecret, onChange: context.changed.subscribers })
      : "invalid";
  return result === "unsubscribed"
    ? { unsubscribed: true, message: UNSUBSCRIBE_MESSAGES.done }
    : data({ unsubscribed: false, message: UNSUBSCRIBE_MESSAGES.invalid }, { status: 400 });
}

export default function UnsubscribePage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-lg">
      <PageHeader title="Unsubscribe" eyebrow="Newsletter">
        <p>Stop receiving the Cosmic Daily newsletter at this address.</p>
      </PageHeader>
      {result ? (
        <p role="status" className="rounded-xl border border-border p-4">
          {result.message}
        </p>
      ) : token ? (
        <Form method="post" className="flex flex-col items-start gap-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClasses("primary")} disabled={busy}>
            Unsubscribe
          </button>
        </Form>
      ) : (
        <p>{UNSUBSCRIBE_MESSAGES.noToken}</p>
      )}
    </section>
  );
}
