import { data, redirect, type AppLoadContext } from "react-router";
import { adFieldErrors, type AdFieldErrors } from "#app/features/ads/admin/ad-form-values.ts";
import { adInputFromForm, adInputSchema } from "#app/features/ads/admin/ad-input.ts";
import { adStatus, type AdStatus } from "#app/features/ads/admin/ad-status.ts";
import { deleteAd, findAd, saveAd, setAdActive } from "#app/features/ads/ads.server.ts";
import { flashCookie } from "#app/lib/flash.ts";
import { instantOfLocalDateTime } from "#app/lib/local-date-time.ts";

/** What the ad pages' actions answer: a toast's message, and on a refused save each field's message. */
export type AdActionResult = { ok: boolean; message: string; fieldErrors?: AdFieldErrors };

const TRY_AGAIN = "The change could not be saved. Please try again.";

const succeeded = (message: string): AdActionResult => ({ ok: true, message });

function flashRedirect(context: AppLoadContext, to: string, text: string): Response {
  return redirect(to, { headers: { "Set-Cookie": flashCookie({ type: "success", text }, context.env.siteUrl.startsWith("https:")) } });
}

/**
 * Creates (no id) or saves an ad from the admin form. The form's start and end are read on the
 * site's clocks; every field is checked with the inventory's rules and a refusal names each
 * field's problem. A new ad leads to its own page.
 */
export async function saveAdFromForm(context: AppLoadContext, form: FormData, updatedBy: string, id?: string) {
  for (const field of ["startsAt", "endsAt"]) {
    const instant = instantOfLocalDateTime(String(form.get(field) ?? "").trim(), context.env.siteTimeZone);
    if (instant) form.set(field, instant.toISOString());
  }
  const parsed = adInputSchema.safeParse(adInputFromForm(form));
  if (!parsed.success) {
    const fieldErrors = adFieldErrors(parsed.error.issues);
    const count = Object.keys(fieldErrors).length;
    const message = `The ad was not saved: ${count === 1 ? "one field needs" : `${count} fields need`} a fix.`;
    return data<AdActionResult>({ ok: false, message, fieldErrors }, { status: 400 });
  }
  let saved: string | undefined;
  try {
    saved = await saveAd(context.db, parsed.data, updatedBy, { id, onChange: context.changed.ads });
  } catch (error) {
    context.logger.error({ err: error }, "saving an ad failed");
    return data<AdActionResult>({ ok: false, message: TRY_AGAIN }, { status: 503 });
  }
  if (!saved) return data<AdActionResult>({ ok: false, message: "That ad no longer exists." }, { status: 404 });
  if (!id) throw flashRedirect(context, `/admin/ads/${saved}`, `“${parsed.data.name}” is created.`);
  return succeeded("Ad saved.");
}

/** Pauses (intent "pause") or resumes (intent "resume") an ad; resuming says when the dates still keep it off. */
export async function setAdActiveFromForm(context: AppLoadContext, adId: string, intent: "pause" | "resume", updatedBy: string) {
  try {
    const ad = await findAd(context.db, adId);
    if (!ad) return data<AdActionResult>({ ok: false, message: "That ad no longer exists." }, { status: 404 });
    const active = intent === "resume";
    await setAdActive(context.db, ad.id, active, updatedBy, { onChange: context.changed.ads });
    if (!active) return succeeded(`“${ad.name}” is paused.`);
    const status = adStatus({ ...ad, active });
    const why: Partial<Record<AdStatus, string>> = {
      ended: " Its end date has passed, so it does not run.",
      scheduled: " It starts running at its start date.",
    };
    return succeeded(`“${ad.name}” is resumed.${why[status] ?? ""}`);
  } catch (error) {
    context.logger.error({ err: error }, "pausing or resuming an ad failed");
    return data<AdActionResult>({ ok: false, message: TRY_AGAIN }, { status: 503 });
  }
}

/** Deletes an ad and its figures; `then` leads elsewhere (with the message as a toast) once it is gone. */
export async function deleteAdFromForm(context: AppLoadContext, adId: string, then?: string) {
  let name: string;
  try {
    const ad = await findAd(context.db, adId);
    if (!ad) return data<AdActionResult>({ ok: false, message: "That ad no longer exists." }, { status: 404 });
    await deleteAd(context.db, ad.id, { onChange: context.changed.ads });
    name = ad.name;
  } catch (error) {
    context.logger.error({ err: error }, "deleting an ad failed");
    return data<AdActionResult>({ ok: false, message: TRY_AGAIN }, { status: 503 });
  }
  const message = `“${name}” is deleted.`;
  if (then) throw flashRedirect(context, then, message);
  return succeeded(message);
}

/** The intents the ad pages' buttons send besides saving. */
export function pauseOrResume(intent: FormDataEntryValue | null): "pause" | "resume" | null {
  return intent === "pause" || intent === "resume" ? intent : null;
}

/** When a scheduled ad starts or an ended one ended, on the site's clocks. */
export function scheduleNote(ad: { startsAt: Date | null; endsAt: Date | null }, status: AdStatus, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  if (status === "scheduled" && ad.startsAt) return `Starts ${format.format(ad.startsAt)}`;
  if (status === "ended" && ad.endsAt) return `Ended ${format.format(ad.endsAt)}`;
  if (ad.endsAt && status === "active") return `Until ${format.format(ad.endsAt)}`;
  return "";
}
