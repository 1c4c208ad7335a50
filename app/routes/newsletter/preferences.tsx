import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { DeliveryFields } from "#app/features/newsletter/delivery-fields.tsx";
import { EditionLabel } from "#app/features/newsletter/edition-label.tsx";
import { EDITION_KINDS } from "#app/features/newsletter/editions/edition-kinds.ts";
import { PREFERENCES_MESSAGES } from "#app/features/newsletter/preferences-messages.ts";
import { preferencesOf, preferencesSchema, savePreferences } from "#app/features/newsletter/preferences.server.ts";
import { unsubscribe } from "#app/features/newsletter/subscribers.server.ts";
import { UNSUBSCRIBE_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { placeTimeZones } from "#app/lib/time-zones.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/preferences";
import { privatePageHeaders } from "#app/lib/public-page.ts";
import { maskedAddress } from "#app/lib/text.ts";

// No ad on this page: it is a reader's own business here ([ads.placements]).
// Opened through a subscriber's signed link: no cache may keep it.
export const headers = privatePageHeaders;

export const handle = { ads: false };

export const meta = pageMeta({
  title: "Newsletter Preferences",
  description: "Choose your sign and which Cosmic Daily editions you receive, or unsubscribe.",
  noindex: true,
});

const tokenOf = (url: URL) => url.searchParams.get("token") ?? "";

// Reached from the link in every edition: the signed token is the key, no account needed ([newsletter.preferences]).
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = tokenOf(url);
  const preferences = await preferencesOf(context.db, token, context.env.authSecret);
  if (!preferences)
    return data({ token, preferences: null }, { status: token ? 400 : 200, headers: { "Cache-Control": "private, no-store" } });
  const { email, sign, editions, subscribed, deliveryTime, timeZone } = preferences;
  return data(
    {
      token,
      // The address is masked on the server: whoever holds a forwarded link never reads it whole.
      preferences: {
        address: maskedAddress(email),
        sign,
        editions,
        subscribed,
        deliveryTime,
        timeZone: timeZone ?? context.env.siteTimeZone,
      },
      zones: [...placeTimeZones()],
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = { ok: boolean; message: string; unsubscribed?: boolean };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const preferences = await preferencesOf(context.db, token, context.env.authSecret);
  if (!preferences) return data<ActionResult>({ ok: false, message: PREFERENCES_MESSAGES.invalidLink }, { status: 400 });
  if (form.get("intent") === "unsubscribe") {
    await unsubscribe(context.db, token, { secret: context.env.authSecret, onChange: context.changed.subscribers });
    return { ok: true, message: UNSUBSCRIBE_MESSAGES.done, unsubscribed: true } satisfies ActionResult;
  }
  const parsed = preferencesSchema.safeParse({
    sign: form.get("sign") ?? "",
    editions: form.getAll("editions"),
    deliveryTime: form.get("deliveryTime") ?? "",
    timeZone: form.get("timeZone") ?? "",
  });
  if (!parsed.success) return data<ActionResult>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  await savePreferences(context.db, preferences.subscriberId, parsed.data);
  return { ok: true, message: PREFERENCES_MESSAGES.saved } satisfies ActionResult;
}

export default function PreferencesPage() {
  const loaded = useLoaderData<typeof loader>();
  const { token, preferences } = loaded;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (!preferences) {
    return (
      <section className="mx-auto max-w-lg">
        <PageHeader title="Newsletter preferences" eyebrow="Newsletter">
          <p>{token ? PREFERENCES_MESSAGES.invalidLink : "Open this page from the link at the foot of any Cosmic Daily email."}</p>
        </PageHeader>
        <SiteLink to="/subscribe" className={buttonClasses("secondary")}>
          Subscribe to the newsletter
        </SiteLink>
      </section>
    );
  }
  if (result?.unsubscribed) {
    return (
      <section className="mx-auto max-w-lg">
        <PageHeader title="Newsletter preferences" eyebrow="Newsletter" />
        <p role="status" className="rounded-xl border border-border p-4">
          {result.message}
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg">
      <PageHeader title="Newsletter preferences" eyebrow="Newsletter">
        <p>
          For <strong>{preferences.address}</strong>
          {preferences.subscribed ? "." : ", which receives nothing at the moment: confirm a new subscription to start again."}
        </p>
      </PageHeader>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className="mb-6 rounded-xl border border-border p-4">
          {result.message}
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-6">
        <input type="hidden" name="token" value={token} />
        <div className="flex flex-col gap-2">
          <label htmlFor="preferences-sign" className="font-semibold">
            Your sign
          </label>
          <select id="preferences-sign" name="sign" defaultValue={preferences.sign ?? ""} className={inputClasses}>
            <option value="">No sign: a short digest of all twelve</option>
            {SIGNS.map((sign) => (
              <option key={sign.slug} value={sign.slug}>
                {sign.symbol} {sign.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">Editions</legend>
          {EDITION_KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-3">
              <input
                type="checkbox"
                name="editions"
                value={kind}
                defaultChecked={preferences.editions.includes(kind)}
                className="mt-1 size-4"
              />
              <EditionLabel kind={kind} />
            </label>
          ))}
        </fieldset>
        <DeliveryFields
          idPrefix="preferences"
          zones={"zones" in loaded ? loaded.zones : []}
          time={preferences.deliveryTime}
          zone={preferences.timeZone}
        />
        <button type="submit" name="intent" value="save" className={buttonClasses("primary")} disabled={busy}>
          Save preferences
        </button>
      </Form>
      <Form method="post" className="mt-10 flex flex-col items-start gap-3 border-t border-border pt-6">
        <input type="hidden" name="token" value={token} />
        <p>Or stop every Cosmic Daily email to this address.</p>
        <button type="submit" name="intent" value="unsubscribe" className={buttonClasses("secondary")} disabled={busy}>
          Unsubscribe
        </button>
      </Form>
    </section>
  );
}
