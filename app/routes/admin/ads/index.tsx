import { useState } from "react";
import { data, useActionData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { DeleteDialog, RowActions } from "#app/components/admin/list-actions.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { formatCtr } from "#app/features/ads/ad-figures.ts";
import { AdStatusBadge } from "#app/features/ads/admin/ad-status-badge.tsx";
import { adStatus } from "#app/features/ads/admin/ad-status.ts";
import { listAdsWithTotals } from "#app/features/ads/ads.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import type { Route } from "./+types/index";
import { deleteAdFromForm, pauseOrResume, scheduleNote, setAdActiveFromForm, type AdActionResult } from "./_actions.server";
import { readForm } from "#app/lib/request-input.server.ts";

export const meta = pageMeta({ title: "Ads", description: "The site's own ads: what runs where, and how each one does.", noindex: true });

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const now = new Date();
  const timeZone = context.env.siteTimeZone;
  const ads = await listAdsWithTotals(context.db);
  // The status is worked out here, on one clock, so the page reads the same before and after hydration.
  return {
    ads: ads.map((ad) => {
      const status = adStatus(ad, now);
      return {
        id: ad.id,
        name: ad.name,
        type: ad.type,
        active: ad.active,
        status,
        note: scheduleNote(ad, status, timeZone),
        slots: ad.slots,
        weight: ad.weight,
        impressions: ad.impressions,
        viewable: ad.viewable,
        clicks: ad.clicks,
      };
    }),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  const adId = String(form.get("adId") ?? "");
  const intent = form.get("intent");
  const switchTo = pauseOrResume(intent);
  if (switchTo) return setAdActiveFromForm(context, adId, switchTo, viewer.email);
  if (intent === "delete") return deleteAdFromForm(context, adId);
  return data<AdActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

const numbers = new Intl.NumberFormat("en-US");
const cell = "px-2 py-3 first:pl-3 last:pr-3";

export default function AdminAds({ loaderData }: Route.ComponentProps) {
  const { ads } = loaderData;
  useResultToast(useActionData<typeof action>());
  const busy = useNavigation().state !== "idle";
  const [deleting, setDeleting] = useState<{ idField: string; id: string; name: string } | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">Ads</h1>
        <SiteLink to="/admin/ads/new" className={buttonClasses()}>
          New ad
        </SiteLink>
      </div>
      <p className="text-sm text-muted">
        The site&apos;s own ads, newest first, with everything they have counted. CTR is clicks per impression. Changes apply at once, on
        every server of the site.
      </p>
      {ads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          No ads yet.{" "}
          <SiteLink to="/admin/ads/new" className="text-link underline underline-offset-2">
            Create the first one
          </SiteLink>
          .
        </p>
      ) : (
        // The table keeps its columns on a phone and scrolls sideways inside this box instead of the
        // page; the box is positioned so that the hidden labels of its buttons stay inside it too.
        <div className="relative overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label="Ads">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={cell}>
                  Ad
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={cell}>
                  Slots
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Weight
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Impressions
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Viewable
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Clicks
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  CTR
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {ads.map((ad) => (
                <tr key={ad.id} className="border-t border-border align-top" data-testid="ad-row">
                  <th scope="row" className={`${cell} min-w-[10rem] font-normal`}>
                    <SiteLink to={`/admin/ads/${ad.id}`} className="font-medium text-link underline underline-offset-2">
                      {ad.name}
                    </SiteLink>
                    <span className="block text-xs text-muted">{ad.type}</span>
                  </th>
                  <td className={cell}>
                    <AdStatusBadge status={ad.status} />
                    {ad.note ? <span className="mt-1 block text-xs text-muted">{ad.note}</span> : null}
                  </td>
                  <td className={`${cell} whitespace-nowrap font-mono text-xs`}>
                    <ul>
                      {ad.slots.map((slot) => (
                        <li key={slot}>{slot}</li>
                      ))}
                    </ul>
                  </td>
                  <td className={`${cell} text-right`}>{ad.weight}</td>
                  <td className={`${cell} text-right`}>{numbers.format(ad.impressions)}</td>
                  <td className={`${cell} text-right`}>{numbers.format(ad.viewable)}</td>
                  <td className={`${cell} text-right`}>{numbers.format(ad.clicks)}</td>
                  <td className={`${cell} text-right`}>{formatCtr(ad.clicks, ad.impressions)}</td>
                  <td className={cell}>
                    <RowActions
                      item={{ idField: "adId", id: ad.id, name: ad.name }}
                      editTo={`/admin/ads/${ad.id}`}
                      toggle={ad.active ? { intent: "pause", label: "Pause" } : { intent: "resume", label: "Resume" }}
                      busy={busy}
                      onDelete={() => setDeleting({ idField: "adId", id: ad.id, name: ad.name })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this ad?"
        description={`“${deleting?.name}” and everything it has counted will be removed. This cannot be undone.`}
        confirmLabel="Delete ad"
      />
    </section>
  );
}
