import { data } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { useSaving } from "#app/components/admin/editor-form.tsx";
import { EditorShell } from "#app/components/admin/editor-shell.tsx";
import { answerEditorWrite } from "#app/components/admin/page-action.server.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { findAd } from "#app/features/ads/admin/ad-commands.server.ts";
import { AD_ITEM } from "#app/features/ads/admin/ad-item.ts";
import { AdEditorForm } from "#app/features/ads/admin/ad-form.tsx";
import { adFormValuesOf, NEW_AD_VALUES } from "#app/features/ads/admin/ad-form-values.ts";
import { adStatus, scheduleNote } from "#app/features/ads/admin/ad-status.ts";
import { AdStatusBadge } from "#app/features/ads/admin/ad-status-badge.tsx";
import { InvalidTrafficTable } from "#app/features/ads/admin/invalid-traffic-view.tsx";
import { AD_SLOTS } from "#app/features/ads/inventory.ts";
import { figuresBySlot, FIGURE_DAYS, lastDays } from "#app/features/counted-figures/ad-counts.ts";
import { adDaysBySlot, adInvalidTrafficByReason } from "#app/features/counted-figures/ad-counts.server.ts";
import { AdSlotChart, AdSlotTotals } from "#app/features/counted-figures/ad-figures-view.tsx";
import { calendarDateIn, dayLabel } from "#app/lib/dates.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import type { Route } from "./+types/editor";
import { adWrites, saveAdFromForm } from "./_actions.server";

export const meta = adminPageMeta("Edit Ad", "Create or edit one of the site's own ads and see how it does.");

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const timeZone = context.env.siteTimeZone;
  if (!params.id) return { ad: null, values: NEW_AD_VALUES, timeZone, figures: null };
  const ad = await findAd(context.db, params.id);
  if (!ad) throw data({ message: "No ad has that id." }, { status: 404 });
  const today = calendarDateIn(new Date(), timeZone);
  const days = lastDays(today, FIGURE_DAYS);
  const [rows, invalidTraffic] = await Promise.all([
    adDaysBySlot(context.db, ad.id, { today, timeZone, days: FIGURE_DAYS }),
    adInvalidTrafficByReason(context.db, ad.id, { today, timeZone, days: FIGURE_DAYS }),
  ]);
  const status = adStatus(ad);
  return {
    ad: { id: ad.id, name: ad.name, active: ad.active, status, note: scheduleNote(ad, status, timeZone) },
    values: adFormValuesOf(ad, timeZone),
    timeZone,
    figures: { first: days[0]!, last: days.at(-1)!, slots: figuresBySlot(rows, days, ad.slots, AD_SLOTS), invalidTraffic },
  };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const item = params.id ? adWrites(context, params.id, viewer.email) : undefined;
  return answerEditorWrite(context, form, () => saveAdFromForm(context, form, viewer.email, params.id), item);
}

export default function AdEditor({ loaderData }: Route.ComponentProps) {
  const { ad, values, timeZone, figures } = loaderData;
  const result = useActionResult<typeof action>();

  return (
    <EditorShell
      kind={AD_ITEM}
      title={ad ? "Edit Ad" : "New Ad"}
      item={ad}
      status={
        ad ? (
          <>
            <AdStatusBadge status={ad.status} />
            {ad.note ? <p className="text-sm text-muted">{ad.note}</p> : null}
          </>
        ) : null
      }
      intro="Fill in the ad; the preview below follows as you type."
    >
      <AdEditorForm
        // Another ad's page starts from that ad's fields.
        key={ad?.id ?? "new"}
        initial={values}
        errors={result?.fieldErrors}
        timeZone={timeZone}
        busy={useSaving()}
        submitLabel={ad ? "Save ad" : "Create ad"}
      />

      {ad && figures ? (
        <section aria-labelledby="ad-figures-heading" className="flex min-w-0 flex-col gap-6">
          <div>
            <h2 id="ad-figures-heading" className="text-xl font-semibold">
              Figures
            </h2>
            <p className="text-sm text-muted">
              The last {FIGURE_DAYS} days, {dayLabel(figures.first)} to {dayLabel(figures.last)}, days of {timeZone}. CTR is clicks per
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
                <AdSlotChart figures={slot} />
              )}
            </section>
          ))}
          <section aria-labelledby="invalid-traffic-heading" className="flex min-w-0 flex-col gap-2">
            <h3 id="invalid-traffic-heading" className="text-lg font-semibold">
              Invalid traffic
            </h3>
            <p className="text-sm text-muted">
              Reports the site refused to count in the same {FIGURE_DAYS} days, and why. None of them is in the figures above.
            </p>
            <InvalidTrafficTable rows={figures.invalidTraffic} caption={`Invalid traffic, last ${FIGURE_DAYS} days`} />
          </section>
        </section>
      ) : null}
    </EditorShell>
  );
}
