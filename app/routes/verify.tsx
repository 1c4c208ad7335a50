import { useEffect } from "react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { requestNewConfirmation, spendSubscriptionLink, UNLOCK_LINK_MARK } from "#app/features/newsletter/subscribers.server.ts";
import { SUBSCRIBER_STORAGE_KEY } from "#app/features/newsletter/session-keys.ts";
import { issueSubscriberToken, subscriberCookie } from "#app/features/newsletter/subscriber-session.server.ts";
import { VERIFY_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { welcomeSubscriber } from "#app/features/newsletter/welcome.server.ts";
import { quickFormSchema } from "#app/features/newsletter/validation.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/verify";
import { readForm } from "#app/lib/request-input.server.ts";
import { privatePageHeaders } from "#app/lib/public-page.ts";

// No ad on this page: it is a reader's own business here ([ads.placements]).
// Opened through a confirmation link: no cache may keep it.
export const headers = privatePageHeaders;

export const handle = { ads: false };

export const meta = pageMeta({
  title: "Confirm Your Subscription",
  description: "Confirm your Cosmic Daily newsletter subscription from the link in your confirmation email, or ask for a fresh link.",
  noindex: true,
});

export function loader({ url }: Route.LoaderArgs) {
  // The unlock form's link to a confirmed address says so, so the button speaks of unlocking.
  return { token: url.searchParams.get("token") ?? "", unlock: url.searchParams.get("for") === UNLOCK_LINK_MARK };
}

type ActionResult = {
  outcome: "confirmed" | "unlocked" | "invalid" | "resent" | "resend-invalid" | "limited";
  message: string;
  /** After a spent link: the browser's own session, for sessionStorage ([session.storage]); the cookie carries it too. */
  token?: string;
  /** Whether a session elsewhere waited for this link and unlocks on its next check. */
  waiting?: boolean;
};

// Opening the link confirms nothing: mail scanners follow links, so the person presses a button.
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "resend") {
    const parsed = quickFormSchema.safeParse({ email: String(form.get("email") ?? "") });
    if (!parsed.success)
      return data<ActionResult>({ outcome: "resend-invalid", message: parsed.error.issues[0]!.message }, { status: 400 });
    const email = parsed.data.email;
    // The shared per-address and per-account counters: a resend form must not become a mail cannon.
    if (!(await context.attemptLimits.allow(context.clientIp, email))) {
      return data<ActionResult>({ outcome: "limited", message: VERIFY_MESSAGES.limited }, { status: 429 });
    }
    await requestNewConfirmation(context.db, email, {
      siteUrl: context.env.siteUrl,
      mailer: context.mailer,
      secret: context.env.authSecret,
    });
    // The same words whether or not the address is waiting: the page must not reveal the list.
    return { outcome: "resent", message: VERIFY_MESSAGES.resent } satisfies ActionResult;
  }
  const token = form.get("token");
  const spent =
    typeof token === "string"
      ? await spendSubscriptionLink(context.db, token, {
          onChange: context.changed.subscribers,
          afterConfirm: (id) => welcome(context, id),
        })
      : ({ outcome: "invalid" } as const);
  if (spent.outcome === "invalid") return data<ActionResult>({ outcome: "invalid", message: VERIFY_MESSAGES.invalid }, { status: 400 });
  // The browser that spent the link reads the address's mail: it gets a confirmed session of that
  // unlock at once, beside the session (if any) that asked for the link ([session.unlocks-when-confirmed]).
  const session = issueSubscriberToken({ sub: spent.unlock.id, email: spent.unlock.email, sign: null }, context.env.authSecret);
  const result: ActionResult = {
    outcome: spent.outcome,
    message: spent.outcome === "confirmed" ? VERIFY_MESSAGES.confirmed : VERIFY_MESSAGES.unlocked,
    token: session.token,
    waiting: spent.unlock.waiting,
  };
  return data(result, { headers: { "Set-Cookie": subscriberCookie(session.token, context.env.siteUrl.startsWith("https:")) } });
}

/**
 * What follows a confirmation at once: the welcome mail with today's reading, and the editions
 * already queued whose hour for this reader is still ahead. The address is confirmed whatever
 * happens here; a failure is logged, not shown.
 */
async function welcome(context: Route.ActionArgs["context"], subscriberId: string): Promise<void> {
  const done = await Promise.allSettled([
    welcomeSubscriber(context.db, subscriberId, {
      write: context.editions.write,
      mailer: context.mailer,
      siteUrl: context.env.siteUrl,
      secret: context.env.authSecret,
      siteTimeZone: context.env.siteTimeZone,
      now: context.editions.now(),
    }),
    context.editions.join(subscriberId),
  ]);
  for (const [index, result] of done.entries()) {
    if (result.status === "rejected")
      context.logger.error(
        { err: result.reason },
        index === 0 ? "the welcome mail could not be queued" : "the queued editions could not be joined",
      );
  }
}

export default function VerifyPage() {
  const { token, unlock } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const spent = result?.outcome === "confirmed" || result?.outcome === "unlocked";
  const askAgain = !token || (result && !spent && result.outcome !== "resent");
  const session = result && "token" in result ? result.token : undefined;
  useEffect(() => {
    if (!session) return;
    try {
      sessionStorage.setItem(SUBSCRIBER_STORAGE_KEY, session);
    } catch {
      // Storage may be unavailable (private mode); the cookie still carries the session.
    }
  }, [session]);
  return (
    <section className="mx-auto max-w-lg">
      <PageHeader title={unlock ? "Unlock the Full Readings" : "Confirm Your Subscription"} eyebrow="Newsletter">
        {/* Once spent, the status below says what happened; "one last step" would be stale. */}
        {spent ? null : (
          <p>
            {unlock
              ? "One last step: confirm that this address is yours to unlock every section of the readings."
              : "One last step: confirm that you want the Cosmic Daily newsletter at this address."}
          </p>
        )}
      </PageHeader>
      {result ? (
        <p role="status" className="mb-6 rounded-xl border border-border p-4" data-outcome={result.outcome}>
          {result.message}
        </p>
      ) : null}
      {spent ? (
        <>
          {result.outcome === "confirmed" ? <p className="mb-6">{VERIFY_MESSAGES.welcomeSent}</p> : null}
          <p className="mb-6">{"waiting" in result && result.waiting ? VERIFY_MESSAGES.openBoth : VERIFY_MESSAGES.openHere}</p>
          <SiteLink to="/" className={buttonClasses("primary")}>
            Read today’s horoscopes
          </SiteLink>
        </>
      ) : null}
      {token && !result ? (
        <Form method="post" className="flex flex-col items-start gap-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" name="intent" value="confirm" className={buttonClasses("primary")} disabled={busy}>
            {unlock ? "Unlock the full readings" : "Confirm my subscription"}
          </button>
          <p className="text-sm text-muted">Each link works once, for 3 days.</p>
        </Form>
      ) : null}
      {askAgain ? (
        <Form method="post" className="flex flex-col items-start gap-3">
          {!token ? <p>{VERIFY_MESSAGES.noToken}</p> : null}
          <label htmlFor="resend-email" className="font-medium">
            Send me a new confirmation email
          </label>
          <div className="flex w-full max-w-md gap-2">
            <input
              id="resend-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              className={inputClasses}
            />
            <button type="submit" name="intent" value="resend" className={buttonClasses("secondary")} disabled={busy}>
              Send
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
