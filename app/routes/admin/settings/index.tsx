import { data, Form, useActionData, useNavigation } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { AD_MODES, resolveAdsConfig, type AdMode } from "#app/features/ads/ad-modes.ts";
import { adsSettingsUpdateSchema } from "#app/features/ads/ads-settings.server.ts";
import { getPublicSettings, saveSettings } from "#app/features/settings/settings.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/index";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = pageMeta({ title: "Site Settings", description: "Choose how Cosmic Daily shows ads.", noindex: true });

const MODE_TEXT: Record<AdMode, { label: string; text: string }> = {
  off: { label: "Off", text: "No ads anywhere on the site." },
  internal: { label: "Internal", text: "Only Cosmic Daily's own slots; no Google units." },
  "google-auto": { label: "Google auto ads", text: "Google places units automatically (the default)." },
  hybrid: { label: "Hybrid", text: "A Google unit and an internal slot, stacked." },
};

const SETTINGS_SAVED = "Settings saved.";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  return resolveAdsConfig(await getPublicSettings(context.db));
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const parsed = adsSettingsUpdateSchema.safeParse({
    ads_mode: form.get("ads_mode") ?? undefined,
    google_publisher_id: form.get("google_publisher_id") ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ ok: false, message: issue.message, field: String(issue.path[0] ?? "") }, { status: 400 });
  }
  try {
    await saveSettings(context.db, parsed.data, viewer.email, { onChange: context.changed.settings });
  } catch (error) {
    context.logger.error({ err: error }, "saving settings failed");
    return data({ ok: false, message: "The settings could not be saved. Please try again.", field: "" }, { status: 503 });
  }
  return { ok: true, message: SETTINGS_SAVED, field: "" };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  useResultToast(result);
  const publisherError = result && !result.ok && result.field === "google_publisher_id" ? result.message : undefined;

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
