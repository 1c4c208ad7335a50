import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { countColumn, ItemList, ItemName, type Column } from "#app/components/admin/admin-table.tsx";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { answerItemWrite } from "#app/components/admin/page-action.server.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { listAds } from "#app/features/ads/admin/ad-commands.server.ts";
import { phoneMinutes } from "#app/features/ads/admin/phone-minute.ts";
import { PhoneMinutes } from "#app/features/ads/admin/phone-minute-view.tsx";
import { resolveAdsConfig, usesGoogleAds } from "#app/features/ads/ad-modes.ts";
import { floatingAdsOnSignPages } from "#app/features/ads/ads-config.server.ts";
import { getPublicSettings } from "#app/features/settings/settings.server.ts";
import { withAdTotals } from "#app/features/counted-figures/ad-counts.server.ts";
import { clickThrough, formatClickThrough } from "#app/features/counted-figures/click-through.ts";
import { AD_ITEM } from "#app/features/ads/admin/ad-item.ts";
import { AdStatusBadge } from "#app/features/ads/admin/ad-status-badge.tsx";
import { adStatus, scheduleNote } from "#app/features/ads/admin/ad-status.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import type { Route } from "./+types/index";
import { adWrites } from "./_actions.server";

export const meta = adminPageMeta("Ads", "The site's own ads: what runs where, and how each one does.");

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const now = new Date();
  const timeZone = context.env.siteTimeZone;
  const [ads, floating, settings] = await Promise.all([
    withAdTotals(context.db, await listAds(context.db)),
    floatingAdsOnSignPages(context.db),
    getPublicSettings(context.db),
  ]);
  const config = resolveAdsConfig(settings);
  const googleReady = usesGoogleAds({ adsMode: "google-auto", googlePublisherId: config.googlePublisherId });
  // The status is worked out here, on one clock, so the page reads the same before and after hydration.
  return {
    ads: ads.map((ad) => {
      const status = adStatus(ad, now);
      const { id, name, type, active, slots, weight, impressions, viewable, clicks } = ad;
      return { id, name, type, active, status, note: scheduleNote(ad, status, timeZone), slots, weight, impressions, viewable, clicks };
    }),
    phone: { minutes: phoneMinutes({ ...floating, googleReady }), current: config.adsMode, anchorAt: floating.anchorAt },
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  return answerItemWrite(context, form.get("intent"), adWrites(context, String(form.get("adId") ?? ""), viewer.email));
}

type AdRow = Route.ComponentProps["loaderData"]["ads"][number];

const COLUMNS: Column<AdRow>[] = [
  {
    header: "Ad",
    rowHeader: true,
    className: "min-w-[10rem]",
    cell: (ad) => <ItemName to={`/admin/ads/${ad.id}`} name={ad.name} detail={ad.type} />,
  },
  {
    header: "Status",
    cell: (ad) => (
      <>
        <AdStatusBadge status={ad.status} />
        {ad.note ? <span className="mt-1 block text-xs text-muted">{ad.note}</span> : null}
      </>
    ),
  },
  {
    header: "Slots",
    className: "whitespace-nowrap font-mono text-xs",
    cell: (ad) => (
      <ul>
        {ad.slots.map((slot) => (
          <li key={slot}>{slot}</li>
        ))}
      </ul>
    ),
  },
  { header: "Weight", align: "right", cell: (ad) => ad.weight },
  countColumn("Impressions", (ad) => ad.impressions),
  countColumn("Viewable", (ad) => ad.viewable),
  countColumn("Clicks", (ad) => ad.clicks),
  { header: "CTR", align: "right", cell: (ad) => formatClickThrough(clickThrough(ad)) },
];

export default function AdminAds({ loaderData }: Route.ComponentProps) {
  useActionResult<typeof action>();
  const { phone } = loaderData;
  return (
    <ItemList
      kind={AD_ITEM}
      columns={COLUMNS}
      rows={loaderData.ads}
      figures
      after={<PhoneMinutes minutes={phone.minutes} current={phone.current} anchorAt={phone.anchorAt} />}
    />
  );
}
