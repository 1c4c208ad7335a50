import { useState } from "react";
import { data, useActionData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { DeleteDialog, EditorActions } from "#app/components/admin/list-actions.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { figuresBySlot, FIGURE_DAYS, lastDays, shortDay } from "#app/features/ads/ad-figures.ts";
import { AdFiguresChart, AdSlotTotals } from "#app/features/ads/admin/ad-figures-view.tsx";
import { AdEditorForm } from "#app/features/ads/admin/ad-form.tsx";
import { adFormValuesOf, NEW_AD_VALUES } from "#app/features/ads/admin/ad-form-values.ts";
import { adStatus } from "#app/features/ads/admin/ad-status.ts";
import { AdStatusBadge } from "#app/features/ads/admin/ad-status-badge.tsx";
import { adStatsByDay, findAd } from "#app/features/ads/ads.server.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/editor";
import { deleteAdFromForm, pauseOrResume, saveAdFromForm, scheduleNote, setAdActiveFromForm, type AdActionResult } from "./_actions.server";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = pageMeta({
  title: "Edit Ad",
  description: "Create or edit one of the site's own ads and see how it does.",
  noindex: true,
});

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const timeZone = context.env.siteTimeZone;
  if (!params.id) return { ad: null, values: NEW_AD_VALUES, timeZone, figures: null };
  const ad = await findAd(context.db, params.id);
  if (!ad) throw data({ message: "No ad has that id." }, { status: 404 });
  const days = lastDays(calendarDateIn(new Date(), timeZone), FIGURE_DAYS);
  // A day more than the period, so its first day is counted from its midnight.
  const rows = await adStatsByDay(context.db, ad.id, { days: FIGURE_DAYS + 1, timeZone });
  const status = adStatus(ad);
  return {
    ad: { id: ad.id, name: ad.name, active: ad.active, status, note: scheduleNote(ad, status, timeZone) },
    values: adFormValuesOf(ad, timeZone),
    timeZone,
    figures: { first: days[0]!, last: days.at(-1)!, slots: figuresBySlot(rows, days, ad.slots) },
  };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "save") return saveAdFromForm(context, form, viewer.email, params.id);
  const switchTo = pauseOrResume(intent);
  if (params.id && switchTo) return setAdActiveFromForm(context, params.id, switchTo, viewer.email);
  if (params.id && intent === "delete") return deleteAdFromForm(context, params.id, "/admin/ads");
  return data<AdActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

export default function AdEditor({ loaderData }: Route.ComponentProps) {
  const { ad, values, timeZone, figures } = loaderData;
  const result = useActionData<typeof action>();
  useResultToast(result);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const busy = navigation.state !== "idle";
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <section className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <SiteLink to="/admin/ads" className="self-start text-sm text-link underline underline-offset-2">
          All ads
        </SiteLink>
        <h1 className="text-3xl font-semibold">{ad ? "Edit Ad" : "New Ad"}</h1>
        {ad ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium">{ad.name}</p>
            <AdStatusBadge status={ad.status} />
            {ad.note ? <p className="text-sm text-muted">{ad.note}</p> : null}
            <EditorActions
              toggle={ad.active ? { intent: "pause", label: "Pause" } : { intent: "resume", label: "Resume" }}
              busy={busy}
              onDelete={() => setConfirmingDelete(true)}
            />
          </div>
        ) : (
          <p className="text-muted">Fill in the ad; the preview below follows as you type.</p>
        )}
      </div>

      <AdEditorForm
        // Another ad's page starts from that ad's fields.
        key={ad?.id ?? "new"}
        initial={values}
        errors={result?.fieldErrors}
        timeZone={timeZone}
        busy={saving}
        submitLabel={ad ? "Save ad" : "Create ad"}
      />

      {ad && figures ? (
        <section aria-labelledby="ad-figures-heading" className="flex min-w-0 flex-col gap-6">
          <div>
            <h2 id="ad-figures-heading" className="text-xl font-semibold">
              Figures
            </h2>
            <p className="text-sm text-muted">
              The last {FIGURE_DAYS} days, {shortDay(figures.first)} to {shortDay(figures.last)}, days of {timeZone}. CTR is clicks per
              impression.
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold">Totals by slot</h3>
            <AdSlotTotals slots={figures.slots} caption={`Totals by slot, last ${FIGURE_DAYS} days`} />
          </div>
          {figures.slots.map((slot) => (
            <section key={slot.slot} aria-labelledby={`figures-${slot.slot}`} className="flex min-w-0 flex-col gap-2">
              <h3 id={`figures-${slot.slot}`} className="font-mono text-lg font-semibold">
                {slot.slot}
              </h3>
              {slot.totals.impressions + slot.totals.viewable + slot.totals.clicks === 0 ? (
                <p className="text-sm text-muted">Nothing counted in this slot in the last {FIGURE_DAYS} days.</p>
              ) : (
                <AdFiguresChart figures={slot} />
              )}
            </section>
          ))}
        </section>
      ) : null}

      {ad ? (
        <DeleteDialog
          item={confirmingDelete ? { idField: "adId", id: ad.id, name: ad.name } : null}
          onClose={() => setConfirmingDelete(false)}
          title="Delete this ad?"
          description={`“${ad.name}” and everything it has counted will be removed. This cannot be undone.`}
          confirmLabel="Delete ad"
        />
      ) : null}
    </section>
  );
}
