import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { Form, useNavigation } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { AD_MODES, resolveAdsConfig, type AdMode } from "#app/features/ads/ad-modes.ts";
import { getPublicSettings } from "#app/features/settings/settings.server.ts";
import type { Route } from "./+types/index";
import { saveSettingsFromForm } from "./_actions.server";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = adminPageMeta("Site Settings", "Choose how Cosmic Daily shows ads.");

const MODE_TEXT: Record<AdMode, { label: string; text: string }> = {
  off: { label: "Off", text: "No ads anywhere on the site." },
  internal: { label: "Internal", text: "Only Cosmic Daily's own slots; no Google units." },
  "google-auto": { label: "Google auto ads", text: "Google places units automatically (the default)." },
  hybrid: { label: "Hybrid", text: "A Google unit and an internal slot, stacked." },
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  return resolveAdsConfig(await getPublicSettings(context.db));
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  return saveSettingsFromForm(context, await readForm(request), viewer.email);
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const result = useActionResult<typeof action>();
  const saving = useNavigation().state === "submitting";
  const publisherError = result?.fieldErrors?.google_publisher_id;

  return (
    <section>
      <h1 className="mb-2 text-3xl font-semibold">Site Settings</h1>
      <p className="mb-8 text-muted">Changes apply to every visitor on their next page load.</p>
      <Form method="post" className="flex max-w-xl flex-col gap-6">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">Ad mode</legend>
          {AD_MODES.map((mode) => (
            <label
              key={mode}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-accent"
            >
              <input type="radio" name="ads_mode" value={mode} defaultChecked={loaderData.adsMode === mode} className="mt-1" />
              <span>
                <span className="block font-medium">{MODE_TEXT[mode].label}</span>
                <span className="block text-sm text-muted">{MODE_TEXT[mode].text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field
          id="google-publisher-id"
          label="Google publisher id"
          error={publisherError}
          hint="ca-pub- followed by 16 digits; leave empty to remove it."
        >
          <input
            id="google-publisher-id"
            name="google_publisher_id"
            defaultValue={loaderData.googlePublisherId ?? ""}
            placeholder="ca-pub-0000000000000000"
            autoComplete="off"
            spellCheck={false}
            className={inputClasses}
            {...fieldAria("google-publisher-id", publisherError, true)}
          />
        </Field>
        <div>
          <button type="submit" className={buttonClasses("primary")} disabled={saving}>
            {saving ? "Saving..." : "Save settings"}
          </button>
        </div>
      </Form>
    </section>
  );
}
