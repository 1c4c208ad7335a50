import type { AdminItem } from "#app/components/admin/item-actions.tsx";

/** The ad inventory's admin pages ([ads.admin]): their words, an ad's switch, and the question before a delete. */
export const AD_ITEM: AdminItem = {
  path: "/admin/ads",
  idField: "adId",
  rowTestId: "ad-row",
  words: {
    title: "Ads",
    create: "New ad",
    intro:
      "The site's own ads, newest first, with everything they have counted. CTR is clicks per impression. Changes apply at once, on every server of the site.",
    table: "Ads",
    none: "No ads yet.",
    back: "All ads",
  },
  switch: { on: { intent: "resume", label: "Resume" }, off: { intent: "pause", label: "Pause" } },
  deleting: {
    title: "Delete this ad?",
    description: (name) => `“${name}” and everything it has counted will be removed. This cannot be undone.`,
    confirmLabel: "Delete ad",
  },
};
