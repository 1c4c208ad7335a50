import type { AppLoadContext } from "react-router";
import { answerWrite } from "#app/components/admin/page-action.server.ts";
import { saveAdSettings, type WriteSettings } from "#app/features/ads/ads-settings.server.ts";
import { saveSettings } from "#app/features/settings/settings.server.ts";

/** The settings form's save ([ads.settings-save]): the ad mode and the Google publisher id. */
export function saveSettingsFromForm(context: AppLoadContext, form: FormData, by: string) {
  const input = { ads_mode: form.get("ads_mode") ?? undefined, google_publisher_id: form.get("google_publisher_id") ?? undefined };
  const write: WriteSettings = (values, updatedBy) => saveSettings(context.db, values, updatedBy, { onChange: context.changed.settings });
  return answerWrite(context, () => saveAdSettings(write, input, by), {
    failed: "saving settings failed",
    tryAgain: "The settings could not be saved. Please try again.",
  });
}
