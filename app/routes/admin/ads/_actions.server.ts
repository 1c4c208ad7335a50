import type { AppLoadContext } from "react-router";
import { answerWrite, type ItemWrites } from "#app/components/admin/page-action.server.ts";
import { deleteAd, saveAd, switchAd } from "#app/features/ads/admin/ad-commands.server.ts";
import { adInputFromForm } from "#app/features/ads/admin/ad-input.ts";
import { AD_ITEM } from "#app/features/ads/admin/ad-item.ts";

/** The ad form's save ([ads.admin]), its dates read on the site's clocks; a new ad leads to its own page. */
export function saveAdFromForm(context: AppLoadContext, form: FormData, by: string, id?: string) {
  const input = adInputFromForm(form, context.env.siteTimeZone);
  return answerWrite(context, () => saveAd(context.db, input, by, { id, onChange: context.changed.ads }), {
    failed: "saving an ad failed",
    then: (saved) => (saved.created ? `/admin/ads/${saved.id}` : undefined),
  });
}

/** What an ad's row and its page's top line send: resume, pause, delete. */
export function adWrites(context: AppLoadContext, adId: string, by: string): ItemWrites {
  const options = { onChange: context.changed.ads };
  const setOn = (running: boolean) => switchAd(context.db, adId, running, by, options);
  return { kind: AD_ITEM, what: "an ad", setOn, remove: () => deleteAd(context.db, adId, options) };
}
