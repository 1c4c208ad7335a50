import type { AdminItem } from "#app/components/admin/item-actions.tsx";

/** The partner links' admin pages ([partners.admin]): their words, a link's switch, and the question before a delete. */
export const PARTNER_ITEM: AdminItem = {
  path: "/admin/partners",
  idField: "partnerId",
  rowTestId: "partner-row",
  words: {
    title: "Partners",
    create: "New partner",
    intro:
      "Affiliate links at the foot of the love, career and ritual cards of the daily reading, shown only on a card the reader may read in full, with a disclosure line. Changes apply at once, on every server of the site.",
    table: "Partner links",
    none: "No partner links yet.",
    back: "All partners",
  },
  switch: { on: { intent: "activate", label: "Activate" }, off: { intent: "deactivate", label: "Deactivate" } },
  deleting: {
    title: "Delete this partner link?",
    description: (label) => `“${label}” will be removed from every card. This cannot be undone.`,
    confirmLabel: "Delete partner link",
  },
};
